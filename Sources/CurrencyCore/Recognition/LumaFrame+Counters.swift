/// A glyph's counters where blur has greyed them: at the word's ink level a blurred bold "9"'s
/// thin left stroke falls to the paper's side, and its counter leaks out. The counter is still
/// lighter than the strokes around it, so a level of the glyph's own, nearer its paper, closes it.
extension LumaFrame {
    /// The counters of the glyph whose ink, told by `level`, fills `box`, found with the ink level
    /// moved `towardPaper` of the way from `level` to the glyph's paper (the box's lightest
    /// percent for dark ink, its darkest for light ink), each at least `minimumShare` of the box.
    func counters(in box: ComponentBox, level: InkLevel, towardPaper: Double, minimumShare: Double) -> [GlyphShape.Hole] {
        guard box.width > 0, box.height > 0, box.x >= 0, box.y >= 0, box.x + box.width <= width,
              box.y + box.height <= height else { return [] }
        let values = (box.y..<box.y + box.height).flatMap { y in pixels[y * stride + box.x..<y * stride + box.x + box.width] }
        let sorted = values.sorted()
        let paper = Int(level.isDark ? sorted[(sorted.count - 1) * 99 / 100] : sorted[(sorted.count - 1) / 100])
        let midpoint = Int(level.midpoint) + Int((towardPaper * Double(paper - Int(level.midpoint))).rounded())
        let glyphLevel = InkLevel(midpoint: UInt8(clamping: midpoint), isDark: level.isDark)
        return GlyphShape(width: box.width, height: box.height, ink: values.map(glyphLevel.isInk)).holes(minimumShare: minimumShare)
    }
}
