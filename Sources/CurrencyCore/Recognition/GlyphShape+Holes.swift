extension GlyphShape {
    /// A background region the ink encloses: a counter.
    struct Hole: Equatable {
        /// Its share of the glyph's box.
        var share: Double
        /// Where its centre is down the glyph's height (0 at the top, 1 at the bottom)…
        var centre: Double
        /// … and across its width (0 at the left, 1 at the right).
        var column: Double
    }

    /// The background regions the ink encloses, each at least `minimumShare` of the box. The
    /// background is 8-connected, as the ink is 4-connected: a diagonal gap in the ink lets it out.
    func holes(minimumShare: Double) -> [Hole] {
        var region = [Int](repeating: -1, count: ink.count)
        var regions: [(count: Int, rowSum: Int, columnSum: Int, open: Bool)] = []
        for start in ink.indices where !ink[start] && region[start] < 0 {
            let id = regions.count
            var stack = [start], count = 0, rowSum = 0, columnSum = 0, open = false
            region[start] = id
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                count += 1
                rowSum += y
                columnSum += x
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { open = true }
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let next = ny * width + nx
                        if !ink[next], region[next] < 0 {
                            region[next] = id
                            stack.append(next)
                        }
                    }
                }
            }
            regions.append((count, rowSum, columnSum, open))
        }
        let area = Double(width * height)
        return regions.filter { !$0.open && Double($0.count) >= minimumShare * area }
            .map { Hole(share: Double($0.count) / area, centre: (Double($0.rowSum) / Double($0.count) + 0.5) / Double(height),
                          column: (Double($0.columnSum) / Double($0.count) + 0.5) / Double(width)) }
    }
}
