/// Trims an end glyph whose box swallows a word read on its own beside it.
///
/// On a label cropped tight, Tesseract may box a number's last digit together with the tag's edge
/// or its shadow beyond it, and read that edge again as a word of its own ("|", "}"): Japanese
/// crop 018's "199" came back with a last "9" 121 px wide over digits 57 px wide, reaching the
/// picture's side, with "}" inside it. Such a box makes the digit look like a fused CJK mark
/// (`WideMarkReader`) and the price look cut by the side (`LumaFrame.isCutBySide`). A glyph box
/// holds one character, so a word inside it is not part of it: the glyph, and its word, end where
/// that word begins (start where it ends, for a first glyph).
enum SwallowingGlyphTrimmer {
    /// A word is inside a glyph when at least this share of its box is.
    static let insideShare = 0.8

    static func trimmed(_ words: [OCRWord]) -> [OCRWord] {
        words.map { word in
            guard word.glyphs.count >= 2 else { return word }
            var trimmed = word
            let last = word.glyphs.count - 1
            if let inside = swallowed(by: word.glyphs[last].box, among: words, rightOf: true) {
                trimmed.glyphs[last].box = word.glyphs[last].box.withMaxX(inside.x)
                trimmed.box = word.box.withMaxX(inside.x)
            }
            if let inside = swallowed(by: word.glyphs[0].box, among: words, rightOf: false) {
                trimmed.glyphs[0].box = word.glyphs[0].box.withMinX(inside.maxX)
                trimmed.box = trimmed.box.withMinX(inside.maxX)
            }
            return trimmed
        }
    }

    /// The box of the first of `words` inside `glyph` that lies in its outer half (right or left):
    /// not the glyph's own ink read twice, nor the glyph's own word, which starts in its inner half.
    private static func swallowed(by glyph: PixelRect, among words: [OCRWord], rightOf: Bool) -> PixelRect? {
        words.lazy.map(\.box).first { box in
            let area = box.width * box.height
            let outer = rightOf ? box.x >= glyph.midX : box.maxX <= glyph.midX
            return area > 0 && outer && glyph.overlapArea(box) >= insideShare * area
        }
    }
}

extension PixelRect {
    /// The same rectangle with its left side moved to `x`, its right side kept.
    func withMinX(_ x: Double) -> PixelRect {
        PixelRect(x: x, y: y, width: maxX - x, height: height)
    }

    /// The same rectangle with its right side moved to `x`, its left side kept.
    func withMaxX(_ x: Double) -> PixelRect {
        PixelRect(x: self.x, y: y, width: x - self.x, height: height)
    }
}
