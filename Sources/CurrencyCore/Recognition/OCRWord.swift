/// One word as an OCR engine read it: text, where it is in the frame, and how sure the engine is.
public struct OCRWord: Hashable, Sendable {
    public var text: String
    public var box: PixelRect
    /// 0...1.
    public var confidence: Double
    /// The word's characters with their own boxes, when the engine gives them (Tesseract does):
    /// glyph heights tell raised cents from the integer they were glued to ("399°").
    public var glyphs: [OCRGlyph]

    public init(text: String, box: PixelRect, confidence: Double, glyphs: [OCRGlyph] = []) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.glyphs = glyphs
    }

    /// True when the word read a digit on `box`: one of its digit glyphs lies on it, or, for a
    /// word without glyph boxes, the word does and holds a digit. "115°" read over raised "⁹⁹"
    /// did not read them: its digits lie left of them. A digit centred on `integer` is one of the
    /// integer's own, whatever its loosely drawn box reaches over (a live frame's "19”").
    public func readsDigits(on box: PixelRect, besides integer: PixelRect) -> Bool {
        guard !glyphs.isEmpty else { return self.box.intersects(box) && text.contains(where: \.isNumber) }
        return glyphs.contains { $0.text.contains(where: \.isNumber) && $0.box.intersects(box) && !integer.contains($0.box.center) }
    }

    /// The word with its box, and its last glyph's, cut at `x`: where its ink ends when the box
    /// took in the first of its raised cents (`TallTextRowFinder.integerEndingBeforeRaisedInk`).
    public func ending(at x: Double) -> OCRWord {
        var word = self
        word.box.width = min(box.width, x - box.x)
        if var last = word.glyphs.popLast() {
            last.box.width = min(last.box.width, max(1, x - last.box.x))
            word.glyphs.append(last)
        }
        return word
    }

    /// The same word in the coordinates of a frame this one was cut from: `origin` is where the
    /// crop started and `scale` how much it was enlarged (< 1 when it was shrunk).
    public func mapped(from origin: PixelPoint, scale: Double) -> OCRWord {
        OCRWord(text: text, box: box.mapped(from: origin, scale: scale), confidence: confidence,
                glyphs: glyphs.map { OCRGlyph(text: $0.text, box: $0.box.mapped(from: origin, scale: scale), confidence: $0.confidence) })
    }
}

/// One character of an `OCRWord` and its box.
public struct OCRGlyph: Hashable, Sendable {
    public var text: String
    public var box: PixelRect
    /// 0...1; a junk glyph glued to good digits drags the word's confidence down, not theirs.
    public var confidence: Double

    public init(text: String, box: PixelRect, confidence: Double = 1) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

extension PixelRect {
    /// This rectangle, measured in a crop that started at `origin` and was scaled by `scale`, in
    /// the uncropped frame's pixels.
    public func mapped(from origin: PixelPoint, scale: Double) -> PixelRect {
        PixelRect(x: origin.x + x / scale, y: origin.y + y / scale, width: width / scale, height: height / scale)
    }
}

/// The OCR port of `PricePipeline`: reads the words in a frame as `pass` says. The Tesseract
/// engine implements it; tests use fakes, so every stage of the pipeline runs without Tesseract.
public protocol TextRecognizing: Sendable {
    /// The words read in `frame`, boxes in its pixels, confidence 0...1.
    func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord]
}
