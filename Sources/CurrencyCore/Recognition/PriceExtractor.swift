/// Turns one frame's OCR words into prices, most price-like first. The live session and the
/// `recognize` command both go through it; the layout rules live in `PriceAssembler`.
public struct PriceExtractor: Sendable {
    public var assembler: PriceAssembler

    public init(assembler: PriceAssembler = PriceAssembler()) {
        self.assembler = assembler
    }

    /// The prices among `words`; zero amounts, quantities, dates and codes left out. Before the
    /// words are assembled, glyph boxes over a neighbour are trimmed (`SwallowingGlyphTrimmer`,
    /// `GlyphReadTwiceTrimmer`), a first "digit" not the size of the others is dropped as a mark
    /// read as one (`MarkReadAsDigit`), a `円` read as a digit or letter is recovered (`WideMarkReader`),
    /// and a number with a flagged "1" read as "4" is left out (`FlaggedOneFilter`: after the
    /// mark is recovered, so that a mark read as a wide digit does not make a "4" look narrow).
    /// `pictureHeight`: the picture's or frame's height (see `PriceAssembler.lonePictureHeightShare`);
    /// `holdsUnreadInk` and `unreadMark`: what a gap between words holds (`PriceAssembler.prices`).
    public func prices(in words: [OCRWord], pictureHeight: Double? = nil,
                       holdsUnreadInk: (PixelRect) -> Bool = { _ in false },
                       unreadMark: (PixelRect, PixelRect) -> UnreadMark? = { _, _ in nil }) -> [DetectedPrice] {
        let trimmed = MarkReadAsDigit.trimmed(GlyphReadTwiceTrimmer.trimmed(SwallowingGlyphTrimmer.trimmed(words)))
        return assembler.prices(in: FlaggedOneFilter.filtered(WideMarkReader.normalized(trimmed)), pictureHeight: pictureHeight,
                                holdsUnreadInk: holdsUnreadInk, unreadMark: unreadMark)
    }
}
