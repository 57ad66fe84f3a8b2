/// Rows of seven-segment digits: the ink's segments joined into digits (`SegmentDigitJoiner`)
/// before glyphs are looked for, as `rows(in:)` finds none where every digit is two to seven bars.
extension TallTextRowFinder {
    /// At most this many segment rows, tallest first: a display shows one price, sometimes a unit
    /// price or a weight below it.
    static let maximumSegmentRows = 3

    /// The rows of at least two joined digits of one height on one baseline, tallest first, in which
    /// at least half the digits were joined from two pieces or more (printed digits are one piece
    /// each: their rows are `rows(in:)`'s).
    public func segmentRows(in ink: Ink, joiner: SegmentDigitJoiner = SegmentDigitJoiner()) -> [Row] {
        // Each polarity alone: the light paper between dark segments would join them all.
        let rows = ink.polarities.flatMap { digitRows(joining: $0, frameHeight: ink.height, joiner: joiner) }
        return rows.sorted { a, b in
            a.glyphHeight != b.glyphHeight ? a.glyphHeight > b.glyphHeight : (a.box.y, a.box.x) < (b.box.y, b.box.x)
        }.prefix(Self.maximumSegmentRows).map { $0 }
    }

    /// The rows of one polarity's components, once their segments are joined.
    private func digitRows(joining components: [ComponentBox], frameHeight: Int, joiner: SegmentDigitJoiner) -> [Row] {
        let tallest = maximumHeightShare * Double(frameHeight)
        // Specks join nothing a digit needs; panels and borders are no segments.
        let pieces = components.filter { box in
            let long = max(box.width, box.height)
            return long >= 3 && Double(long) <= tallest
        }
        let digits = joiner.groups(pieces.map(\.rect)).compactMap { group -> (box: ComponentBox, pieces: Int)? in
            let box = group.dropFirst().reduce(pieces[group[0]].rect) { $0.union(pieces[$1].rect) }
            let h = box.height, ink = group.reduce(0) { $0 + pieces[$1].pixels }
            // A segment "1" is far narrower than `isGlyph` allows: only its width is bounded here.
            guard h * 2 >= minimumHeight, h <= tallest, box.width <= 1.2 * h,
                  Double(ink) >= 0.1 * box.width * h else { return nil }
            let component = ComponentBox(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(h), pixels: ink)
            return (component, group.count)
        }
        let joined = Set(digits.filter { $0.pieces >= 2 }.map(\.box.rect))
        return Self.rows(of: digits.map(\.box)).filter { row in row.count { joined.contains($0) } * 2 >= row.count }.map { row in
            let heights = row.map(\.height).sorted()
            let box = row.dropFirst().reduce(row[0]) { $0.union($1) }
            return Row(box: box.scaled(by: 2), glyphHeight: heights[heights.count / 2] * 2)
        }
    }
}
