/// Where raised cents print beside their integer ("29⁹⁰", "269 ⁹⁹"): the one definition every
/// stage that looks for them uses, whether it looks at OCR words (`PriceAssembler`,
/// `RaisedCentsSplitter`, `PriceRegionRefiner.isRaisedMark`) or at ink (`TallTextRowFinder.raisedCents`,
/// `GlyphNumberReader.raisedDigits`). All in shares of the integer's height.
///
/// Fitted on the tune halves (regression fixtures, the wild set and the three real tag sets and the
/// receipts): of the 128 cents words the assembler paired with their integer into a true price,
/// 98 % were 0.28–0.58 of its height, their tops 0.16 above to 0.12 below its top, their bottoms
/// at most 0.58 down it, and they began 0.04 left to 0.25 right of its end. The limits leave a
/// margin round that; beyond them lay the pairs that made false prices (a second number's digits
/// beside the integer, a code below it).
public enum RaisedCentsPlace {
    /// The cents' height.
    public static let heightShare = 0.25...0.7
    /// Largest distance between the cents' top and the integer's.
    public static let topOffset = 0.3
    /// The cents end above this share of the integer's height, counted from its top: raised, not
    /// on the baseline.
    public static let bottomShare = 0.75
    /// From the integer's right edge to the cents' left edge.
    public static let gap = -0.15...0.8
    /// Two digits' span at most, from the first one's left edge, in the cents' own height.
    public static let width = 1.6

    /// True when `box` is where raised cents of `integer` print. `minimumHeightShare` lowers the
    /// floor for a mark that stands for cents the OCR could not read (a faint "⁹⁹" read as "c").
    public static func holds(_ box: PixelRect, after integer: PixelRect, minimumHeightShare: Double = heightShare.lowerBound) -> Bool {
        let h = integer.height
        guard h > 0 else { return false }
        return box.height >= minimumHeightShare * h && box.height <= heightShare.upperBound * h
            && abs(box.y - integer.y) <= topOffset * h && box.maxY <= integer.y + bottomShare * h
            && gap.contains(Self.gap(of: box, after: integer))
    }

    /// From `integer`'s right edge to `box`'s left edge, in the integer's heights: where `gap` is
    /// measured, and what the assembler ranks candidate cents by (the nearest is theirs).
    public static func gap(of box: PixelRect, after integer: PixelRect) -> Double {
        (box.x - integer.maxX) / integer.height
    }
}
