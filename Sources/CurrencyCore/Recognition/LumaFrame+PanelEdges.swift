/// Where the panel a price is printed on ends left of it. A re-read region reaches 0.7 line heights
/// left of the price for a dropped first digit or a mark, and on a small tag that takes in the tag's
/// edge: what lies beyond (the shelf, the wall, the next tag) is off the tag's paper over the whole
/// line's height, and the line model reads that band as one more leading glyph, a digit as often as
/// not ("84k" on a green tag read "984k" and "184k"). Right of a price
/// the same band reads as closing junk (")", "|"), which the price grammar drops, and painting it
/// over costs readings: not done there (FINDINGS, "A re-read region papered left of its tag's edge").
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
    /// How far above and below a line the edge of its panel runs on, in line heights, where a
    /// glyph read there is taken for the edge (`withoutDigitLeftOfPanel`).
    static let panelEdgeRun = 0.25
    /// A pixel is off the paper when it is this share of the way from the paper's grey to the
    /// ink's…
    static let paperReach = 0.5
    /// … or this share where the edge must also run on past the line (`withoutDigitLeftOfPanel`):
    /// a mid-grey shelf beside a light tag (luma 100–117 beside paper at 199 and ink at 27, wild tune
    /// t025) is then off it in every row. A third for the papering too lost a blurred heavy "₩"
    /// before "9,000" (fixture f025): its columns became a band.
    static let edgeRunReach = 1.0 / 3

    /// Where the panel `line` is printed on ends left of it, within `region`: the first column
    /// right of a band of columns that are off the panel's paper all down `line`'s rows
    /// (`panelEdgeWidth`, `panelEdgeFill`); nil when there is none, or `line` is flat.
    public func panelLeftEdge(of line: PixelRect, within region: PixelRect) -> Double? {
        paper(of: line).flatMap { panelLeftEdge(of: line, within: region, paper: $0) }
    }

    /// The frame with what lies left of the panel `line` is printed on, within `region`
    /// (`panelLeftEdge(of:within:)`), painted over in the paper's grey: the region keeps its margin
    /// (the line model reads a glyph at a crop's very edge poorly), and nothing beyond the panel is
    /// read as a glyph.
    public func papered(_ region: PixelRect, leftOfPanelOf line: PixelRect) -> LumaFrame {
        guard let paper = paper(of: line), let edge = panelLeftEdge(of: line, within: region, paper: paper),
              let (columns, rows) = pixelRanges(of: region) else { return self }
        var pixels = pixels
        let grey = UInt8(paper.grey.rounded())
        for y in rows {
            for x in columns.lowerBound..<max(columns.lowerBound, Int(edge)) { pixels[y * stride + x] = grey }
        }
        return LumaFrame(width: width, height: height, stride: stride, pixels: pixels, captureTime: captureTime)
    }

    /// `word` without a first digit that lies beyond the panel the rest of it is printed on: the
    /// tag's edge read as a "1" glued to a price the first pass read well ("19.800 €" for 9.800 €
    /// on a yellow tag over a brown shelf), which no region re-reads. The panel's edge
    /// (`panelLeftEdge(of:within:)`) must lie right of the digit's centre and hold down a line
    /// `panelEdgeRun` taller than the rest of the word: a heavy "1"'s stem is as wide as a band
    /// (0.36 line heights on Russian tags), but it ends with the line. Nil when there is no such digit.
    public func withoutDigitLeftOfPanel(_ word: OCRWord) -> OCRWord? {
        guard word.glyphs.count >= 3, let first = word.glyphs.first, first.isDigit, word.glyphs[1].isDigit,
              word.text.hasPrefix(first.text) else { return nil }
        let rest = word.glyphs.dropFirst(2).reduce(word.glyphs[1].box) { $0.union($1.box) }
        let run = PixelRect(x: rest.x, y: rest.y - Self.panelEdgeRun * rest.height, width: rest.width,
                            height: (1 + 2 * Self.panelEdgeRun) * rest.height)
        guard let paper = paper(of: rest),
              let edge = panelLeftEdge(of: run, within: word.box, paper: paper, reach: Self.edgeRunReach),
              edge >= first.box.center.x else { return nil }
        let glyphs = Array(word.glyphs.dropFirst())
        return OCRWord(text: String(word.text.dropFirst(first.text.count)), box: rest, confidence: word.confidence, glyphs: glyphs)
    }

    /// The grey of the paper `line` is printed on, and the ink's. Paper and ink are the two sides of
    /// `line`'s midpoint grey (`inkLevel(in:)`), the paper being the side two thirds of the pixels
    /// just around `line` are on (its box is the ink's: bold digits may fill half of it). Nil for a
    /// flat line, and for a box taller than wide: no price's line of glyphs, but a junk word boxed
    /// over several lines or across a tag's edge, whose paper would be guessed wrong.
    private func paper(of line: PixelRect) -> (grey: Double, ink: Double)? {
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
        return (paperGrey, inkGrey)
    }

    private func panelLeftEdge(of line: PixelRect, within region: PixelRect, paper: (grey: Double, ink: Double),
                               reach: Double = paperReach) -> Double? {
        guard let (lineColumns, rows) = pixelRanges(of: line), let (columns, _) = pixelRanges(of: region),
              lineColumns.lowerBound > columns.lowerBound else { return nil }
        // Off the paper on one side of it: what lies beyond a panel is one surface, lighter or
        // darker than the paper; a column through text or a barcode is both.
        let offPaper = reach * abs(paper.ink - paper.grey)
        func isOffPaper(_ x: Int) -> Bool {
            var lighter = 0, darker = 0
            for y in rows {
                let difference = Double(pixels[y * stride + x]) - paper.grey
                if difference > offPaper { lighter += 1 } else if difference < -offPaper { darker += 1 }
            }
            return Double(max(lighter, darker)) >= Self.panelEdgeFill * Double(rows.count)
        }
        // Walk left from the line; a band that starts inside the region may run on past it, as
        // far as the frame's side, where one cut by the side counts from 2 columns.
        let band = max(2, Int((Self.panelEdgeWidth * line.height).rounded(.up)))
        var x = lineColumns.lowerBound - 1, bandStart: Int?
        while x >= 0, bandStart != nil || x >= columns.lowerBound {
            if isOffPaper(x) {
                if bandStart == nil { bandStart = x }
                if let first = bandStart, first - x + 1 >= band { return Double(first + 1) }
            } else {
                bandStart = nil
            }
            x -= 1
        }
        guard let first = bandStart, first + 1 >= 2 else { return nil }
        return Double(first + 1)
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
