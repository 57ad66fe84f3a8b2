/// Where the panel a price is printed on ends beside it. A re-read region reaches past the price
/// for a dropped digit, a mark or raised cents, and on a small tag it reaches past the tag's edge:
/// what lies beyond (the shelf, the wall, the next tag) is off the tag's paper over the whole
/// line's height, and the line model reads that band as one more glyph ("170元" on a red tag read
/// "11707", "84k" on a green one read "984k").
extension LumaFrame {
    /// How wide a band off the paper over every row of the line must be to be taken for what lies
    /// beyond the panel, in line heights, wherever it ends (it may run on past the region).
    /// A digit's or letter's stem is at most about 0.2 line heights wide, even in black weights.
    static let panelEdgeWidth = 0.35
    /// A column is off the paper when this share of the line's rows are.
    static let panelEdgeFill = 0.9
    /// A line of glyphs inks at least this share of its box; what inks less is a block of the
    /// paper's side (a barcode whose bars a closing joined), whose paper would be guessed wrong.
    static let panelLineInk = 0.1

    /// `region`'s columns narrowed to the panel `line` is printed on: cut, left and right of
    /// `line`, where a band of columns that are off the panel's paper all down `line`'s rows
    /// begins (`panelEdgeWidth`, `panelEdgeFill`). `region` unchanged when `line` is flat.
    public func narrowed(_ region: PixelRect, toPanelOf line: PixelRect) -> PixelRect {
        guard let paper = paper(of: line) else { return region }
        return narrowed(region, toPanelOf: line, paper: paper)
    }

    /// The frame with what lies beyond the panel `line` is printed on, within `region`
    /// (`narrowed(_:toPanelOf:)`), painted over in the paper's grey: the region keeps its margins
    /// (the line model reads a glyph at a crop's very edge poorly: raised cents a few pixels from
    /// an e-paper label's frame), and nothing beyond the panel is read as a glyph.
    public func papered(_ region: PixelRect, beyondPanelOf line: PixelRect) -> LumaFrame {
        guard let paper = paper(of: line), let (columns, rows) = pixelRanges(of: region) else { return self }
        let panel = narrowed(region, toPanelOf: line, paper: paper)
        let left = columns.lowerBound..<max(columns.lowerBound, Int(panel.x.rounded())),
            right = min(columns.upperBound, Int(panel.maxX.rounded()))..<columns.upperBound
        guard !left.isEmpty || !right.isEmpty else { return self }
        var pixels = pixels
        let grey = UInt8(paper.grey.rounded())
        for y in rows {
            for x in left { pixels[y * stride + x] = grey }
            for x in right { pixels[y * stride + x] = grey }
        }
        return LumaFrame(width: width, height: height, stride: stride, pixels: pixels, captureTime: captureTime)
    }

    /// The grey of the paper `line` is printed on, and how far from it a pixel is off the paper:
    /// half the way to the ink's grey. Paper and ink are the two sides of `line`'s midpoint grey
    /// (`inkLevel(in:)`), the paper being the side two thirds of the pixels just around `line` are on
    /// (its box is the ink's: bold digits may fill half of it). Nil for a flat line, and for a box
    /// taller than wide: no price's line of glyphs, but a junk word boxed over several lines or
    /// across a tag's edge, whose paper would be guessed wrong.
    private func paper(of line: PixelRect) -> (grey: Double, reach: Double)? {
        guard line.width >= line.height, let level = inkLevel(in: line), let (columns, rows) = pixelRanges(of: line),
              let paperIsInk = level.clearMajority(of: pixels(around: line)) else { return nil }
        var paper = (sum: 0, count: 0), ink = (sum: 0, count: 0)
        for y in rows {
            for x in columns {
                let pixel = pixels[y * stride + x]
                if level.isInk(pixel) == paperIsInk { paper.sum += Int(pixel); paper.count += 1 } else { ink.sum += Int(pixel); ink.count += 1 }
            }
        }
        guard paper.count > 0, Double(ink.count) >= Self.panelLineInk * Double(paper.count + ink.count) else { return nil }
        let paperGrey = Double(paper.sum) / Double(paper.count), inkGrey = Double(ink.sum) / Double(ink.count)
        return (paperGrey, abs(inkGrey - paperGrey) / 2)
    }

    private func narrowed(_ region: PixelRect, toPanelOf line: PixelRect, paper: (grey: Double, reach: Double)) -> PixelRect {
        guard let (lineColumns, rows) = pixelRanges(of: line), let (columns, _) = pixelRanges(of: region) else { return region }
        // Off the paper on one side of it: what lies beyond a panel is one surface, lighter or
        // darker than the paper; a column through text or a barcode is both.
        func isOffPaper(_ x: Int) -> Bool {
            var lighter = 0, darker = 0
            for y in rows {
                let difference = Double(pixels[y * stride + x]) - paper.grey
                if difference > paper.reach { lighter += 1 } else if difference < -paper.reach { darker += 1 }
            }
            return Double(max(lighter, darker)) >= Self.panelEdgeFill * Double(rows.count)
        }
        let band = max(2, Int((Self.panelEdgeWidth * line.height).rounded(.up)))
        /// The first column, walking from `start` by `step` to `end` (exclusive), of a band off the
        /// paper `band` wide; the band may run on past `end` as far as the frame's side, and one
        /// cut by that side counts from 2 columns. Nil when there is none.
        func edge(from start: Int, by step: Int, to end: Int) -> Int? {
            let side = step < 0 ? -1 : width
            var x = start, bandStart: Int?
            while x != side, bandStart != nil || (step < 0 ? x > end : x < end) {
                if isOffPaper(x) {
                    if bandStart == nil { bandStart = x }
                    if let first = bandStart, abs(x - first) + 1 >= band { return first }
                } else {
                    bandStart = nil
                }
                x += step
            }
            guard let first = bandStart, abs(side - first) >= 2 else { return nil }
            return first
        }
        var left = region.x, right = region.maxX
        if lineColumns.lowerBound > columns.lowerBound,
           let edge = edge(from: lineColumns.lowerBound - 1, by: -1, to: columns.lowerBound - 1) {
            left = Double(edge + 1)
        }
        if lineColumns.upperBound < columns.upperBound,
           let edge = edge(from: lineColumns.upperBound, by: 1, to: columns.upperBound) {
            right = Double(edge)
        }
        return PixelRect(x: left, y: region.y, width: right - left, height: region.height)
    }

    /// The pixels of the ring two pixels wide just outside `box`, within the frame.
    func pixels(around box: PixelRect) -> [UInt8] {
        guard let (inner, innerRows) = pixelRanges(of: box),
              let (outer, outerRows) = pixelRanges(of: box.insetBy(-2)) else { return [] }
        return outerRows.flatMap { y in
            outer.filter { !(inner.contains($0) && innerRows.contains(y)) }.map { pixels[y * stride + $0] }
        }
    }
}

extension LumaFrame.InkLevel {
    /// Whether `sample` is ink, when at least `clearShare` of it is on one side; nil when neither
    /// side holds that much (a barcode's bars and gaps, ink and paper alike around its box).
    func clearMajority(of sample: [UInt8]) -> Bool? {
        let inked = Double(sample.filter(isInk).count), count = Double(sample.count)
        if inked >= Self.clearShare * count { return true }
        return count - inked >= Self.clearShare * count && count > 0 ? false : nil
    }

    /// Two thirds: the ring around a line's box is paper but where its glyphs' extremes touch it.
    static let clearShare = 2.0 / 3
}
