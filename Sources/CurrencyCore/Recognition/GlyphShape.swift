/// One glyph's ink, cut to its bounding box: what `GlyphDigitClassifier` compares with its
/// templates.
public struct GlyphShape: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row by row, true where there is ink.
    public let ink: [Bool]

    /// Grid of the normalised shape: the box is cut into this many columns and rows whatever its size.
    static let columns = 12
    static let rows = 18
    /// Each cell is sampled at this many points a side (nearest pixel), so that a glyph narrower
    /// than the grid (a "1" of 8 px) still fills its cells the way the templates' large renders do.
    static let samples = 4

    public init(width: Int, height: Int, ink: [Bool]) {
        precondition(ink.count == width * height, "ink does not fill the box")
        self.width = width
        self.height = height
        self.ink = ink
    }

    /// Width over height: what tells a "1" from a "7" or "4" once the grid has stretched it.
    public var aspect: Double { Double(width) / Double(height) }

    /// The ink share of each cell, 0...1, row by row (must match tools/make-digit-templates.py).
    public var cells: [Double] {
        let (columns, rows, samples) = (Self.columns, Self.rows, Self.samples)
        var cells = [Double](repeating: 0, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                var hits = 0
                for j in 0..<samples {
                    let y = min(height - 1, Int((Double(row) + (Double(j) + 0.5) / Double(samples)) * Double(height) / Double(rows)))
                    for i in 0..<samples {
                        let x = min(width - 1, Int((Double(column) + (Double(i) + 0.5) / Double(samples)) * Double(width) / Double(columns)))
                        if ink[y * width + x] { hits += 1 }
                    }
                }
                cells[row * columns + column] = Double(hits) / Double(samples * samples)
            }
        }
        return cells
    }

    /// The columns `from..<to` with the box shrunk to the ink left in them; nil when they hold none.
    func slice(columns from: Int, _ to: Int) -> GlyphShape? {
        let rowsWithInk = (0..<height).filter { y in (from..<to).contains { ink[y * width + $0] } }
        let columnsWithInk = (from..<to).filter { x in (0..<height).contains { ink[$0 * width + x] } }
        guard let top = rowsWithInk.first, let bottom = rowsWithInk.last,
              let left = columnsWithInk.first, let right = columnsWithInk.last else { return nil }
        let part = (top...bottom).flatMap { y in (left...right).map { ink[y * width + $0] } }
        return GlyphShape(width: right - left + 1, height: bottom - top + 1, ink: part)
    }
}
