/// Whether a price runs on beyond the frame's sides: a menu panned half out of view shows "$52.0"
/// and the left half of a "0", which reads "$52.01"; a banner's "%" cut by the top of a live frame
/// reads "40".
extension LumaFrame {
    /// How far right of an integer, in its heights, its raised cents may end: their farthest start
    /// (`RaisedCentsPlace.gap`) and two digits' span at their tallest.
    static let centsReach = RaisedCentsPlace.gap.upperBound + RaisedCentsPlace.width * RaisedCentsPlace.heightShare.upperBound

    /// True when `box` reaches within `margin` pixels of the left or right side and the text's ink
    /// (its main band of rows, `inkBand`) comes within a quarter of the band's height of that side:
    /// at least a tenth of the band's rows, and 2, have ink there. A quarter, not the last column: a
    /// "0" cut through its middle shows the side only its bright counter. A box that reaches the
    /// side only because Tesseract boxed a glyph together with what lies beyond the text is not cut.
    ///
    /// `shortfall`, a share of the box's height, widens `margin`: Tesseract's box of big blurred
    /// digits stops short of their ink (a live "279" zoomed in, its "9" half out of view, was boxed
    /// 2 px from the side and read "275"). Still pictures pass none: they are often cropped tight,
    /// and what lies beside a price there (another tag, a coloured block) would count as its ink.
    public func isCutBySide(_ box: PixelRect, margin: Int = 2, shortfall: Double = 0) -> Bool {
        let near = Double(margin) + shortfall * box.height
        let left = box.x < near, right = box.maxX > Double(width) - near
        guard left || right, let level = inkLevel(in: box), let band = inkBand(in: box, level: level),
              let (_, rows) = pixelRanges(of: band) else { return false }
        let reach = min(width, max(margin, Int(band.height / 4)))
        let columns = left ? 0..<reach : (width - reach)..<width
        let inked = rows.filter { y in columns.contains { x in level.isInk(pixels[y * stride + x]) } }.count
        return inked >= max(2, rows.count / 10)
    }

    /// True when the strip between `box` and the nearer side, narrower than one glyph (the text's
    /// band height), holds a glyph cut by the side: a piece of ink touching the side, at least half
    /// the band's height tall and within the band (a tenth of its height either way). The OCR left
    /// it out of the word, so the number read lacks its first or last digit ("53,500원" with its "5"
    /// half out of view read "3,500"). A tag's edge or border runs on above and below the band.
    /// On the right, raised cents cut by the side count too (`RaisedCentsPlace` after the box): the
    /// integer alone ("84" of 84⁹⁰) would show a wrong amount.
    public func hasGlyphCutBySide(beside box: PixelRect) -> Bool {
        // The band is no taller than the box: a box further than its own height from both sides is
        // let go before its ink is looked at (every live price, every frame, comes here).
        let toLeft = box.x, toRight = Double(width) - box.maxX
        guard (toLeft >= 1 && toLeft < box.height) || (toRight >= 1 && toRight < Self.centsReach * box.height),
              let level = inkLevel(in: box), let band = inkBand(in: box, level: level) else { return false }
        let h = band.height, slack = 0.1 * h
        let left = toLeft >= 1 && toLeft < h, right = !left && toRight >= 1 && toRight < h
        let centsRight = !left && toRight >= 1 && toRight < Self.centsReach * h
        guard left || centsRight else { return false }
        let strip = left ? PixelRect(x: 0, y: band.y - 0.5 * h, width: box.x, height: 2 * h)
            : PixelRect(x: box.maxX, y: band.y - 0.5 * h, width: Double(width) - box.maxX, height: 2 * h)
        guard let (columns, rows) = pixelRanges(of: strip) else { return false }
        let mask = rows.flatMap { y in columns.map { x in level.isInk(pixels[y * stride + x]) } }
        return ConnectedComponents.boxes(of: mask, width: columns.count, height: rows.count).contains { piece in
            let top = Double(rows.lowerBound + piece.y), bottom = top + Double(piece.height)
            let touches = left ? piece.x == 0 : piece.x + piece.width == columns.count
            let glyph = touches && Double(piece.height) >= 0.5 * h && top >= band.y - slack && bottom <= band.maxY + slack
            let cents = PixelRect(x: Double(columns.lowerBound + piece.x), y: top, width: Double(piece.width), height: Double(piece.height))
            return ((left || right) && glyph) || (centsRight && touches && RaisedCentsPlace.holds(cents, after: band))
        }
    }

    /// True when `box` reaches within `margin` pixels of the top or bottom and at least a tenth of
    /// its columns, and 2, have ink in the frame's outermost `margin` rows there: its glyphs go on
    /// beyond the frame.
    public func isCutByTopOrBottom(_ box: PixelRect, margin: Int = 2) -> Bool {
        let top = box.y < Double(margin), bottom = box.maxY > Double(height - margin)
        guard top || bottom, let level = inkLevel(in: box), let (columns, _) = pixelRanges(of: box) else { return false }
        let rows = top ? 0..<min(height, margin) : max(0, height - margin)..<height
        let inked = columns.filter { x in rows.contains { y in level.isInk(pixels[y * stride + x]) } }.count
        return inked >= max(2, columns.count / 10)
    }
}
