/// Finds a 円 after a doubtful number in the ink itself, where the Japanese model would read it
/// (`NativeMarkReader`): the live path's way to read the mark without that model's 32 MB, which
/// kept the app over its memory target with yen saved. It reads a little less: of the prices with
/// 円 that the model reads and `eng` alone does not, it read 7 of 12 (FINDINGS, "円 found by its
/// counters").
///
/// 円 is a frame open at the bottom whose inner stroke and bar close two counters side by side in
/// its upper half; no digit, Latin letter or price sign encloses two counters at one height there
/// (an "8" stacks them, a "%" sets them corner to corner, two "0"s blurred into one centre theirs at
/// mid-height). A 円 blurred shut is not read, and the number stays doubtful as without a model.
///
/// How many of the English reading's digits come before the mark is counted twice: the digit-tall
/// ink pieces left of it (bold or blurred digits touch and count as one) and the OCR's digit glyphs
/// left of it (a box that swallowed the mark loses its digit). The mark is read only when both agree.
public struct YenInkReader: Sendable {
    /// Crops are scaled to this word height before thresholding.
    public var targetHeight = 40.0
    /// The crop reaches this many word heights right of the English word, for a mark it boxed
    /// short, as `NativeMarkReader`'s does.
    public var reachRight = 0.6

    public init() {}

    /// `word` as its digits followed by 円 when its ink shows one after them; nil otherwise.
    public func marked(_ word: OCRWord, in frame: LumaFrame) -> OCRWord? {
        let h = word.box.height, margin = 0.15 * h
        let box = PixelRect(x: word.box.x - margin, y: word.box.y - margin,
                            width: word.box.width + margin + reachRight * h, height: h + 2 * margin)
        let scale = targetHeight / h
        guard h > 0, let ink = frame.otsuInkPieces(in: box, scale: scale) else { return nil }
        let pieces = ink.pieces.filter { Double($0.box.height) >= Self.digitHeight * targetHeight }
        guard let mark = pieces.first(where: { Self.isYen($0.shape) }) else { return nil }
        let inkDigits = pieces.filter { $0.box.x + $0.box.width <= mark.box.x + mark.box.width / 4 }
        guard !inkDigits.contains(where: { $0.box.x == 0 }) else { return nil }
        let markLeft = ink.origin.x + Double(mark.box.x) / scale
        let glyphs = word.glyphs.filter { $0.isDigit && $0.box.midX < markLeft }
        let digits = glyphs.map(\.text).joined()
        guard !digits.isEmpty, glyphs.count == inkDigits.count, NativeMarkReader.agrees(digits, with: word.text) else { return nil }
        return OCRWord(text: NativeMarkReader.grouped(digits, as: word.text) + "円", box: word.box,
                       confidence: glyphs.map(\.confidence).min() ?? word.confidence)
    }

    /// True when `shape` encloses two counters side by side in its upper half and is about as
    /// wide as tall: a 円.
    static func isYen(_ shape: GlyphShape) -> Bool {
        guard shape.aspect >= minimumAspect else { return false }
        let holes = shape.holes(minimumShare: minimumCounterShare).sorted { $0.share > $1.share }
        guard holes.count >= 2 else { return false }
        let (a, b) = (holes[0], holes[1])
        return a.centre < upperHalf && b.centre < upperHalf && abs(a.centre - b.centre) <= sameHeight
            && abs(a.column - b.column) >= apart
    }

    /// A piece this share of the word's height or taller is a digit or the mark; commas and
    /// specks are shorter.
    static let digitHeight = 0.5
    /// Fitted to the 27 marks 円 of the tune pictures read in live mode (the fixtures' Japanese
    /// tags and menus, the wild tune half's, Noto Sans CJK): each 0.86–0.98 as wide as tall, its
    /// counters 5–12 % of its box, centred 0.26–0.30 down, at most 0.02 apart in height and
    /// 0.38–0.46 apart across. The bounds leave a margin for blur and other faces.
    static let minimumAspect = 0.7
    static let minimumCounterShare = 0.03
    static let upperHalf = 0.45
    static let sameHeight = 0.1
    static let apart = 0.3
}
