/// The rows a line of text covers inside a box that may also hold the edge of something else: a
/// word Tesseract read in a crop is boxed together with the cut-off bottom of the line above.
extension LumaFrame {
    /// The band of `box`'s rows holding the most ink, with the rows of other bands (separated by
    /// rows without ink) left out; nil when the box is flat (no contrast to call ink).
    ///
    /// Ink is the minority side of the midpoint between the box's darkest and brightest pixels
    /// (dark digits on a card, light ones on a dark tag). A row holds ink from 2 pixels or 2 % of
    /// the box's width, so noise and a stray speck do not join two lines.
    public func inkBand(in box: PixelRect) -> PixelRect? {
        let left = max(0, Int(box.x.rounded(.down))), right = min(width, Int(box.maxX.rounded(.up)))
        let top = max(0, Int(box.y.rounded(.down))), bottom = min(height, Int(box.maxY.rounded(.up)))
        guard right > left, bottom > top else { return nil }
        let (darkest, brightest) = pixels.withUnsafeBufferPointer { source in
            var low = UInt8.max, high = UInt8.min
            for y in top..<bottom { for x in left..<right { low = min(low, source[y * stride + x]); high = max(high, source[y * stride + x]) } }
            return (low, high)
        }
        guard Int(brightest) - Int(darkest) >= 40 else { return nil }
        let midpoint = (Int(darkest) + Int(brightest)) / 2
        let darkRows = pixels.withUnsafeBufferPointer { source in
            (top..<bottom).map { y in (left..<right).reduce(0) { $0 + (Int(source[y * stride + $1]) < midpoint ? 1 : 0) } }
        }
        let area = (right - left) * (bottom - top)
        let inkIsDark = darkRows.reduce(0, +) * 2 <= area
        let inkRows = darkRows.map { inkIsDark ? $0 : right - left - $0 }
        let minimum = max(2, (right - left) / 50)
        var best: (start: Int, end: Int, ink: Int)?, start: Int?, ink = 0
        for (row, count) in (inkRows + [0]).enumerated() {
            if count >= minimum {
                if start == nil { start = row; ink = 0 }
                ink += count
            } else if let bandStart = start {
                if ink > best?.ink ?? 0 { best = (bandStart, row, ink) }
                start = nil
            }
        }
        return best.map { PixelRect(x: box.x, y: Double(top + $0.start), width: box.width, height: Double($0.end - $0.start)) }
    }
}
