/// Tells when the whole-frame sparse-text pass left most of a frame's text unread, so that the
/// frame is worth reading again as one block of text.
///
/// Sparse text (psm 11) reads tags best, but on a blurred menu it returned 6 words for 15 lines
/// (fixture f103: one price of eight); read as a block (psm 6) the same frame gave every price.
/// Lines are found without OCR (`TallTextRowFinder` down to ordinary text size), and a line counts
/// as read when a confident word overlaps it. On the shelf-tag photos 7 of 100 frames qualify
/// and their results do not change; the block pass costs about one more first pass there.
public struct UnreadLinesCheck: Sendable {
    /// Finds lines of glyphs of ordinary text size, not only tall numerals.
    public var lineFinder: TallTextRowFinder = {
        var finder = TallTextRowFinder()
        finder.minimumHeight = 14
        finder.maximumRows = 100
        return finder
    }()
    /// Fewer lines than this is a tag or a label: the sparse pass and the re-reads cover it.
    public var minimumLines = 8
    /// At most this share of the lines read counts as most of them unread.
    public var maximumReadShare = 0.2
    /// Words read less confidently than this do not count as reading a line.
    public var minimumConfidence = 0.5

    public init() {}

    /// True when the frame of `ink` (found by a finder with `lineFinder`'s radius and contrast)
    /// has at least `minimumLines` lines of glyphs and `words` read at most `maximumReadShare` of them.
    public func mostLinesUnread(in ink: TallTextRowFinder.Ink, words: [OCRWord]) -> Bool {
        mostUnread(lineFinder.rows(in: ink).map(\.box), words: words)
    }

    func mostUnread(_ lines: [PixelRect], words: [OCRWord]) -> Bool {
        guard lines.count >= minimumLines else { return false }
        let read = lines.filter { line in words.contains { $0.confidence >= minimumConfidence && $0.box.intersects(line) } }
        return Double(read.count) <= maximumReadShare * Double(lines.count)
    }
}
