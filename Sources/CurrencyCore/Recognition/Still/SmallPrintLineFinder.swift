/// Finds lines of small print in a still picture without OCR, and tells which the words read left
/// unread: where a unit price, a deposit or a receipt's amount sits that the first pass never saw.
///
/// Tesseract's sparse pass reads text whose glyphs are ~30 px tall; at 10–20 px it often returns
/// nothing at all ("+ pant 2.50" under a tag's price) or a glyph or two of a line ("7" for a
/// Norwegian label's unit price "170.86"). `PriceRegionRefiner.regions(forSmallNumbers:besides:)`
/// enlarges numbers the pass did read; this finds the lines it did not. Ink is found at the
/// picture's own size (the tall rows' half size loses 10 px strokes), both polarities, and glyphs
/// of one height on one baseline make a row (`TallTextRowFinder.rows(of:keepingLone:)`); rows side
/// by side on one line, the words and numbers of the line, make one line.
public struct SmallPrintLineFinder: Sendable {
    /// Glyph heights looked at, picture pixels: from the smallest a price is reported at
    /// (`PriceAssembler.minimumHeight`, less a word box's margin) to where the tall rows begin
    /// (`TallTextRowFinder.minimumHeight`).
    public var minimumHeight = 7.0
    public var maximumHeight = TallTextRowFinder().minimumHeight
    /// Half the side of the neighbourhood ink is told from, picture pixels: wider than a small
    /// glyph's stroke, as the tall rows' 16 half-size pixels are for theirs.
    public var radius = 8
    /// As `TallTextRowFinder.contrast`.
    public var contrast = TallTextRowFinder().contrast
    /// Rows on one line this many glyph heights apart or less are one line: a word space is
    /// about half a glyph's height, a tab between a label and its amount two to three.
    public var lineGap = 3.0

    public init() {}

    /// A line of small print: its box and its glyphs' median height, picture pixels, and how many
    /// glyphs it holds.
    public struct Line: Equatable, Sendable {
        public var box: PixelRect
        public var glyphHeight: Double
        public var glyphs: Int

        public init(box: PixelRect, glyphHeight: Double, glyphs: Int) {
            self.box = box
            self.glyphHeight = glyphHeight
            self.glyphs = glyphs
        }
    }

    /// The lines of small print in `frame`, top to bottom.
    public func lines(in frame: LumaFrame) -> [Line] {
        let plane = GreyPlane(frame)
        guard plane.width > 2 * radius, plane.height > 2 * radius else { return [] }
        return plane.inkComponentsByPolarity(radius: radius, contrast: contrast).flatMap { components in
            let glyphs = components.filter { box in
                Double(box.height) >= minimumHeight && Double(box.height) < maximumHeight && TallTextRowFinder.hasGlyphShape(box)
            }
            return joined(TallTextRowFinder.rows(of: glyphs))
        }.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
    }

    /// Rows on one line within `lineGap` of each other, joined left to right.
    func joined(_ rows: [[PixelRect]]) -> [Line] {
        var lines: [(box: PixelRect, heights: [Double])] = []
        for row in rows.sorted(by: { $0[0].x < $1[0].x }) {
            let box = row.dropFirst().reduce(row[0]) { $0.union($1) }
            let heights = row.map(\.height)
            if let index = lines.lastIndex(where: { line in
                PriceAssembler.sameLine(line.box, box) && box.x - line.box.maxX <= lineGap * max(heights.median, line.heights.median)
            }) {
                lines[index].box = lines[index].box.union(box)
                lines[index].heights += heights
            } else {
                lines.append((box, heights))
            }
        }
        return lines.map { Line(box: $0.box, glyphHeight: $0.heights.median, glyphs: $0.heights.count) }
    }

    /// The lines of `lines` that `words` left unread: the words over a line hold fewer characters
    /// than it has glyphs. A glyph of print is a character or, where letters touch, two or three;
    /// fewer characters read than glyphs seen is a line the pass read a piece of, or none of.
    public func unread(_ lines: [Line], by words: [OCRWord]) -> [Line] {
        lines.filter { line in Self.characters(in: words.filter { $0.box.intersects(line.box) }) < line.glyphs }
    }

    /// How many characters `words` hold, spaces left out: what is set against a line's glyphs.
    static func characters(in words: [OCRWord]) -> Int {
        words.reduce(0) { $0 + $1.text.count { !$0.isWhitespace } }
    }
}
