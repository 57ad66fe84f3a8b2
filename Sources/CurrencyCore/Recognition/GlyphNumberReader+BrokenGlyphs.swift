extension GlyphNumberReader {
    /// `pieces` with the two parts of a glyph broken across its middle (a "5" whose thin joint
    /// the threshold lost) joined: two short pieces one above the other, overlapping in columns,
    /// that together are a glyph of the row's `height`, within `columns` (right of the row's,
    /// raised cents above a "РУБ" would join into one tall glyph).
    func joiningBroken(_ pieces: [GlyphPiece], height: Double, within columns: ClosedRange<Double>) -> [GlyphPiece] {
        var pieces = pieces
        var index = 0
        while index < pieces.count {
            let upper = pieces[index]
            let partner = pieces.indices.first { other in
                let lower = pieces[other], span = lower.box.maxY - upper.box.y
                let overlap = min(upper.box.maxX, lower.box.maxX) - max(upper.box.x, lower.box.x)
                return other != index && columns.contains(upper.box.midX) && columns.contains(lower.box.midX)
                    && upper.box.height < 0.75 * height && lower.box.height < 0.75 * height
                    && lower.box.y > upper.box.y && lower.box.y - upper.box.maxY <= 0.15 * height
                    && span >= 0.75 * height && span <= 1.3 * height
                    && overlap >= 0.6 * min(upper.box.width, lower.box.width)
            }
            guard let partner else { index += 1; continue }
            pieces[index] = upper.joined(with: pieces[partner])
            pieces.remove(at: partner)
            if partner < index { index -= 1 }
        }
        return pieces
    }
}

extension GlyphNumberReader.GlyphPiece {
    /// One piece holding both pieces' ink in their common box.
    func joined(with other: Self) -> Self {
        let box = self.box.union(other.box)
        let (width, height) = (Int(box.width), Int(box.height))
        var ink = [Bool](repeating: false, count: width * height)
        for piece in [self, other] {
            let (left, top) = (Int(piece.box.x - box.x), Int(piece.box.y - box.y))
            for y in 0..<piece.shape.height {
                for x in 0..<piece.shape.width where piece.shape.ink[y * piece.shape.width + x] {
                    ink[(top + y) * width + left + x] = true
                }
            }
        }
        return Self(box: box, shape: GlyphShape(width: width, height: height, ink: ink))
    }
}
