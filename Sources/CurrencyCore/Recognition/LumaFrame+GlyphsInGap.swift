/// Whether a gap between two words holds glyphs no word was read from.
extension LumaFrame {
    /// Ink at least this many times the gap's height wide is glyphs: a digit is 0.5–0.6 of its
    /// height wide, so one digit the OCR left unread is enough.
    static let unreadGlyphWidthShare = 0.4

    /// True when `gap` (the space between two words on one line, as tall as they are) holds ink
    /// in at least `unreadGlyphWidthShare` of its height's worth of columns, a tenth of the height
    /// left out at each end (the words' boxes are loose). Ink is the minority side of the gap's
    /// own midpoint grey (`inkLevel(in:)`); a column holds ink from a tenth of the gap's height.
    /// A blank gap (less than 40 grey levels between its darkest and brightest pixel) holds none.
    public func holdsGlyphs(in gap: PixelRect) -> Bool {
        let margin = 0.1 * gap.height
        let inner = PixelRect(x: gap.x + margin, y: gap.y, width: gap.width - 2 * margin, height: gap.height)
        guard inner.width > 0, let level = inkLevel(in: inner), let (columns, rows) = pixelRanges(of: inner) else { return false }
        let minimum = max(1, rows.count / 10)
        let inked = columns.count { x in rows.count { level.isInk(pixels[$0 * stride + x]) } >= minimum }
        return Double(inked) >= Self.unreadGlyphWidthShare * gap.height
    }
}
