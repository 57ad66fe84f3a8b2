/// Which pixels of a segment display's digits are lit: one threshold fitted to the display's own
/// grey levels.
extension LumaFrame {
    /// The frame's ink as told apart by Otsu's threshold on its histogram (the level that best
    /// splits it in two classes), the ink being the class with fewer pixels; nil for a flat frame.
    ///
    /// A display shows its unlit segments too, faintly (the "8" behind every digit): a threshold
    /// against the neighbourhood's mean, as the shape reader uses, keeps them where their contrast
    /// is 24 grey levels or more, and every digit reads as an 8. Unlit segments are much nearer
    /// the display's background than the lit ones are, so Otsu puts them with the background.
    func otsuInkLevel() -> InkLevel? {
        let (histogram, total) = levelHistogram()
        guard let threshold = Self.otsuThreshold(histogram) else { return nil }
        // Ink is below `midpoint` when dark (`InkLevel.isInk`): the split sits just above `threshold`.
        let dark = histogram[0...threshold].reduce(0, +)
        return InkLevel(midpoint: UInt8(threshold + 1), isDark: dark * 2 <= total)
    }

    /// The ink of `level` split again by Otsu's threshold among its own grey levels, the part
    /// farthest from the background kept: the lit segments alone where `level` also took the unlit
    /// ones, or the glow between close segments, and every digit fused with the next.
    func stricterInkLevel(than level: InkLevel) -> InkLevel? {
        var (histogram, _) = levelHistogram()
        for value in histogram.indices where !level.isInk(UInt8(value)) { histogram[value] = 0 }
        guard let threshold = Self.otsuThreshold(histogram) else { return nil }
        return InkLevel(midpoint: UInt8(threshold + 1), isDark: level.isDark)
    }

    /// The ink pieces of `region` scaled by `scale` and thresholded by Otsu (`otsuInkLevel`), with
    /// the crop's width and where it starts in the frame: the ink of a word whose glyphs' shapes
    /// are checked (`DigitHoleCheck`, `YenInkReader`). Nil for an empty region or a flat crop.
    func otsuInkPieces(in region: PixelRect, scale: Double)
        -> (pieces: [(box: ComponentBox, shape: GlyphShape)], width: Int, origin: PixelPoint)? {
        guard let (crop, origin) = self.region(region, scale: scale), let level = crop.otsuInkLevel() else { return nil }
        return (crop.inkShapes(at: level), crop.width, origin)
    }

    /// The connected pieces of `level`'s ink, each with its own shape.
    func inkShapes(at level: InkLevel) -> [(box: ComponentBox, shape: GlyphShape)] {
        let mask = (0..<height).flatMap { y in (0..<width).map { level.isInk(pixels[y * stride + $0]) } }
        return ConnectedComponents.shapes(of: mask, width: width, height: height)
    }

    /// The level that best splits `histogram` in two classes (the last level of the lower class),
    /// nil when there are not two.
    private static func otsuThreshold(_ histogram: [Int]) -> Int? {
        let total = histogram.reduce(0, +)
        let sum = histogram.indices.reduce(0.0) { $0 + Double($1 * histogram[$1]) }
        var below = 0, belowSum = 0.0, best = -1.0, threshold = 0
        for level in 0..<255 {
            below += histogram[level]
            belowSum += Double(level * histogram[level])
            let above = total - below
            guard below > 0, above > 0 else { continue }
            let difference = belowSum / Double(below) - (sum - belowSum) / Double(above)
            let spread = Double(below) * Double(above) * difference * difference
            if spread > best { best = spread; threshold = level }
        }
        return best > 0 ? threshold : nil
    }
}
