/// Recovers a CJK suffix mark that the `eng` model read as a digit or a letter.
///
/// `eng` has no `円`: after a number it comes back as one more digit ("960円" → "9609", "620円" →
/// "6204") or as "F" plus junk ("28,900円" → "28,900F", "3,900F1"). Its glyph box gives it away:
/// a full-width character is clearly wider than the digits before it and taller (digits are cap
/// height, a CJK character the whole em). Such a glyph after the digits becomes `円`, the only
/// CJK suffix mark among the app's currencies that `eng` cannot read, and what follows it goes.
public enum WideMarkReader {
    /// The glyph is at least this many times as wide as the digits' median…
    static let widthRatio = 1.4
    /// … but at most this many times as wide: wider is a digit and the mark fused in one box
    /// ("310円" → one "0" three digits wide), where cutting would lose the digit.
    static let maximumWidthRatio = 2.2
    /// … and at least this many times as tall.
    static let heightRatio = 1.1

    /// `words` with a wide, tall glyph after a number's digits read as `円`.
    public static func normalized(_ words: [OCRWord]) -> [OCRWord] {
        words.map { word in reread(word) ?? word }
    }

    static func reread(_ word: OCRWord) -> OCRWord? {
        let glyphs = word.glyphs
        guard let start = glyphs.firstIndex(where: \.isDigit),
              glyphs[..<start].allSatisfy({ $0.text.count == 1 && WordClassifier.leadingJunk.contains(Character($0.text)) })
        else { return nil }
        var digits: [OCRGlyph] = []
        for index in glyphs.indices.dropFirst(start) {
            let glyph = glyphs[index], kept = glyphs[start..<index]
            // Read as a digit, it must end the word and follow bare digits: after a separator the
            // digits may be a well-formed "138,000" whose last box is merely loose. Read as a
            // letter it is "F", alone or with one junk glyph after it.
            let asDigit = glyph.isDigit && index == glyphs.count - 1 && kept.allSatisfy(\.isDigit)
            let asLetter = glyph.text == "F" && index >= glyphs.count - 2
            if digits.count >= 2, asDigit || asLetter, isWide(glyph, after: digits, fusedAllowed: asLetter) {
                return OCRWord(text: kept.map(\.text).joined() + "円", box: word.box,
                               confidence: kept.map(\.confidence).min() ?? word.confidence, glyphs: Array(kept))
            }
            if glyph.isDigit {
                digits.append(glyph)
            } else if !(glyph.text == "," || glyph.text == ".") {
                return nil  // letters inside the number: not a price read with a stray mark
            }
        }
        return nil
    }

    /// `fusedAllowed`: an "F" box may be much wider (it often spans the junk after it); only a
    /// digit's box may hide a fused digit.
    private static func isWide(_ glyph: OCRGlyph, after digits: [OCRGlyph], fusedAllowed: Bool) -> Bool {
        let widths = digits.map(\.box.width).sorted(), heights = digits.map(\.box.height).sorted()
        let width = widths[widths.count / 2], height = heights[heights.count / 2]
        return width > 0 && glyph.box.width >= widthRatio * width && (fusedAllowed || glyph.box.width <= maximumWidthRatio * width)
            && glyph.box.height >= heightRatio * height
    }
}
