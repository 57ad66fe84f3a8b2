/// The ink of a line of text inside a box that may also hold the edge of something else: a word
/// Tesseract read in a crop is boxed together with the cut-off bottom of the line above.
extension LumaFrame {
    /// The band of `box`'s rows holding the most ink, with the rows of other bands (separated by
    /// rows without ink) left out; nil when the box is flat (no contrast to call ink). A row holds
    /// ink from 2 pixels or 2 % of the box's width, so noise and a stray speck do not join two lines.
    public func inkBand(in box: PixelRect) -> PixelRect? {
        inkLevel(in: box).flatMap { inkBand(in: box, level: $0) }
    }

    /// The band of `box`'s rows raised cents fill, `box` being a loose box the OCR drew round them
    /// after `integer`: as `inkBand(in:)` finds it, but looked for only right of the integer's end
    /// (the box often takes in its last stroke), with the columns inked through `strokeThroughShare`
    /// of the box's rows left out (the tag's edge): a box that needs fitting is taller than the cents.
    public func raisedCentsBand(in box: PixelRect, after integer: PixelRect) -> PixelRect? {
        let right = integer.maxX < box.maxX ? box.withMinX(max(box.x, integer.maxX)) : box
        return inkLevel(in: right).flatMap { inkBand(in: right, level: $0, skippingStrokesThrough: true) }
            .map { PixelRect(x: box.x, y: $0.y, width: box.width, height: $0.height) }
    }

    /// A column inked in this share of a box's rows or more is a stroke running through it.
    static let strokeThroughShare = 0.9

    /// `inkBand(in:)` with the ink told apart by `level`; `skippingStrokesThrough` leaves out the
    /// columns holding a stroke that runs through the box (`strokeThroughShare`).
    func inkBand(in box: PixelRect, level: InkLevel, skippingStrokesThrough: Bool = false) -> PixelRect? {
        guard let (boxColumns, rows) = pixelRanges(of: box) else { return nil }
        var columns = Array(boxColumns)
        if skippingStrokesThrough {
            let through = Int(Self.strokeThroughShare * Double(rows.count))
            columns.removeAll { x in rows.count(where: { level.isInk(pixels[$0 * stride + x]) }) >= through }
        }
        let inkRows = rows.map { y in columns.filter { level.isInk(pixels[y * stride + $0]) }.count }
        let minimum = max(2, columns.count / 50)
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
        return best.map { PixelRect(x: box.x, y: Double(rows.lowerBound + $0.start), width: box.width, height: Double($0.end - $0.start)) }
    }

    /// Which pixels of `box` are ink: the minority side of the midpoint between its darkest and
    /// brightest pixel (dark digits on a card, light ones on a dark tag); nil when the box lies
    /// outside the frame or is flat (less than 40 grey levels between them).
    func inkLevel(in box: PixelRect) -> InkLevel? {
        guard let (columns, rows) = pixelRanges(of: box) else { return nil }
        var darkest = UInt8.max, brightest = UInt8.min
        for y in rows {
            for x in columns {
                darkest = min(darkest, pixels[y * stride + x])
                brightest = max(brightest, pixels[y * stride + x])
            }
        }
        guard Int(brightest) - Int(darkest) >= 40 else { return nil }
        let midpoint = UInt8((Int(darkest) + Int(brightest)) / 2)
        var dark = 0
        for y in rows { for x in columns where pixels[y * stride + x] < midpoint { dark += 1 } }
        return InkLevel(midpoint: midpoint, isDark: dark * 2 <= columns.count * rows.count)
    }

    struct InkLevel {
        let midpoint: UInt8
        let isDark: Bool

        func isInk(_ pixel: UInt8) -> Bool { isDark ? pixel < midpoint : pixel >= midpoint }
    }
}
