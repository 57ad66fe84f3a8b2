/// One line of text the OCR engine read in a picture.
public struct TextLine: Hashable, Sendable {
    /// The line as read, words joined by single spaces.
    public var text: String
    /// Where the line is, in the picture's pixels (top-left origin).
    public var box: PixelRect
    /// The engine's confidence in the line, 0...1.
    public var confidence: Double

    public init(text: String, box: PixelRect, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// Everything recognition found in one still picture: every text line and every price.
public struct PictureReading: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Top to bottom, left to right.
    public var lines: [TextLine]
    /// The prices, as the live view and `recognize` find them.
    public var prices: [DetectedPrice]
    /// Scripts whose currency marks could not be read: their models are not installed.
    public var missingScripts: [NativeMarkReader.Script]

    public init(width: Int, height: Int, lines: [TextLine], prices: [DetectedPrice],
                missingScripts: [NativeMarkReader.Script] = []) {
        self.width = width
        self.height = height
        self.lines = lines
        self.prices = prices
        self.missingScripts = missingScripts
    }
}

/// Reads still pictures away from the main thread.
public protocol PictureRecognizing: AnyObject {
    /// Decodes and reads the picture at `path` off the main thread; `completion` runs later on the
    /// main thread (never inside this call), once.
    @MainActor
    func read(path: String, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void)

    /// Reads pixels already in memory (a camera snapshot) the same way, off the main thread;
    /// `completion` runs later on the main thread, once.
    @MainActor
    func read(pixels: any LumaSource, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void)
}
