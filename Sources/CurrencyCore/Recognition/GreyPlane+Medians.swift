/// The level ink is told from: how `GreyPlane.inkMasks` sums up each pixel's neighbourhood.
///
/// The mean is cheap and keeps faint strokes, but a bright edge in the neighbourhood lifts it: on a
/// grey e-paper panel in a white frame, the grey within a neighbourhood's reach of the frame is
/// darker than its mean and becomes a ring of "ink" that swallows the digits near it. The median
/// does not move across an edge until the edge's far side fills half the neighbourhood, so beside
/// the frame it stays the panel's own grey.
public enum NeighbourhoodLevel: Sendable, Equatable {
    case mean
    case median
}

extension GreyPlane {
    /// Each pixel's neighbourhood level as `level` says (`localMeans` or `localMedians`).
    func localLevels(radius: Int, level: NeighbourhoodLevel) -> [Int] {
        switch level {
        case .mean: localMeans(radius: radius)
        case .median: localMedians(radius: radius)
        }
    }

    /// The median of each pixel's (2r+1)² neighbourhood, clipped at the edges. Approximate, to keep
    /// it a few milliseconds a frame: it is taken at grid points `r / 4` apart from samples that
    /// far apart (at most 9×9 of them), and each pixel has its nearest grid point's.
    func localMedians(radius r: Int) -> [Int] {
        let step = max(1, r / 4)
        let columns = (width + step - 1) / step, rows = (height + step - 1) / step
        var grid = [Int](repeating: 0, count: columns * rows)
        var counts = [Int](repeating: 0, count: 256), samples: [Int] = []
        for row in 0..<rows {
            let y = row * step, ys = stride(from: max(0, y - r), through: min(height - 1, y + r), by: step)
            for column in 0..<columns {
                let x = column * step, xs = stride(from: max(0, x - r), through: min(width - 1, x + r), by: step)
                samples.removeAll(keepingCapacity: true)
                for sy in ys {
                    for sx in xs { samples.append(Int(pixels[sy * width + sx])) }
                }
                for sample in samples { counts[sample] += 1 }
                var level = 0, seen = counts[0]
                while 2 * seen <= samples.count { level += 1; seen += counts[level] }
                grid[row * columns + column] = level
                for sample in samples { counts[sample] = 0 }
            }
        }
        var medians = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = min(rows - 1, (y + step / 2) / step)
            for x in 0..<width {
                medians[y * width + x] = grid[row * columns + min(columns - 1, (x + step / 2) / step)]
            }
        }
        return medians
    }
}
