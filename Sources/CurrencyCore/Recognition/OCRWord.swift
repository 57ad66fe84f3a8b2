/// One word as an OCR engine read it: text, where it is in the frame, and how sure the engine is.
public struct OCRWord: Hashable, Sendable {
    public var text: String
    public var box: PixelRect
    /// 0...1.
    public var confidence: Double

    public init(text: String, box: PixelRect, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// Reads the words in a frame. The Tesseract engine implements it; tests use fakes.
public protocol TextRecognizing: Sendable {
    func recognizeWords(in frame: LumaFrame) throws -> [OCRWord]
}
