/// Drops a number's first "digit" when its glyph is not the digits' size: a currency mark the
/// English model has no letter for, read as a digit ("฿260" read "8260", "฿ 1,040" read "81,040").
///
/// A price's digits are lining figures, one height from one baseline. A mark with a stroke through
/// it ("฿", "$") reaches past them above and below; one set in another face or size (a small "฿"
/// on the baseline before large digits) is much shorter. Either way it is no digit of the number.
/// The glyph reader drops such a leading glyph by the same measure (`GlyphNumberReader.readInteger`);
/// this does it for the OCR's own words.
enum MarkReadAsDigit {
    /// A first glyph this many times the other digits' height, reaching past them by `reach` of
    /// their height, and by `reachPixels` at least, at the top and the bottom, is a mark: from the
    /// glyph reader's 1.08, and a little more, for the OCR's looser glyph boxes, to a "$" in a heavy
    /// face (about 1.3). Raised cents glued to their integer are no more than 0.65 of its height
    /// (ratios of 1.5 and more). The OCR's glyph boxes are a pixel off either way: a "1" boxed a
    /// pixel taller at each end is a digit.
    static let tallerShares = 1.1...1.4
    static let reach = 0.04
    static let reachPixels = 1.5
    /// A first glyph at most this share of the other digits' height is a mark, when it is shaped
    /// as a glyph (no wider than `glyphAspect` of its height): digits of one number differ by a few
    /// percent, and a box wider than tall is a piece of a digit the OCR boxed wrong.
    static let shorterShare = 0.75
    static let glyphAspect = 0.9

    static func trimmed(_ words: [OCRWord]) -> [OCRWord] {
        words.map { word in
            guard let first = word.glyphs.first, first.text.allSatisfy(\.isASCIIDigit), word.text.hasPrefix(first.text),
                  isMark(first.box, before: word.glyphs.dropFirst()) else { return word }
            var trimmed = word
            trimmed.glyphs.removeFirst()
            trimmed.text = String(word.text.dropFirst(first.text.count))
            trimmed.box = trimmed.box.withMinX(trimmed.glyphs[0].box.x)
            return trimmed
        }
    }

    /// The other digits' heights may differ by this factor at most for them to be a measure: the
    /// OCR boxes a digit with a mark or a smudge beside it ("199" with its last "9" over the "円"
    /// after it, 1.4 times the others). Each must be shaped as a glyph (`glyphAspect`) too.
    static let evenDigits = 1.15

    /// True when `glyph` is not the size of the digits among `rest`: at least two, one the glyph
    /// right after it, boxed as glyphs of one height (`evenDigits`).
    private static func isMark(_ glyph: PixelRect, before rest: ArraySlice<OCRGlyph>) -> Bool {
        let digits = rest.filter { $0.text.allSatisfy(\.isASCIIDigit) }.map(\.box)
        guard digits.count >= 2, rest.first?.text.allSatisfy(\.isASCIIDigit) == true,
              digits.allSatisfy({ $0.width <= glyphAspect * $0.height }),
              let lowest = digits.map(\.height).min(), let highest = digits.map(\.height).max(),
              highest <= evenDigits * lowest else { return false }
        let height = digits.map(\.height).median
        let top = digits.map(\.y).median, bottom = digits.map(\.maxY).median
        let margin = max(reachPixels, reach * height)
        let taller = tallerShares.contains(glyph.height / height) && glyph.y <= top - margin && glyph.maxY >= bottom + margin
        return taller || glyph.height <= shorterShare * height && glyph.width <= glyphAspect * glyph.height
    }
}
