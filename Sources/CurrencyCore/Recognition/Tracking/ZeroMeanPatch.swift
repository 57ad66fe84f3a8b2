/// A patch's grey levels less their mean, ready to be correlated with a frame: the normalized
/// cross-correlation of `PatchMatcher`.
struct ZeroMeanPatch {
    let width: Int
    let height: Int
    private let values: [Float]
    /// √(Σ value²): the patch's contrast energy, the correlation's divisor.
    private let energy: Float
    /// Standard deviation of the grey levels.
    let deviation: Double

    init?(_ frame: LumaFrame) {
        guard frame.width > 0, frame.height > 0 else { return nil }
        var levels: [Float] = []
        levels.reserveCapacity(frame.width * frame.height)
        for y in 0..<frame.height {
            for x in 0..<frame.width { levels.append(Float(frame.pixels[y * frame.stride + x])) }
        }
        let mean = levels.reduce(0, +) / Float(levels.count)
        values = levels.map { $0 - mean }
        energy = values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        deviation = Double(energy) / Double(levels.count).squareRoot()
        width = frame.width
        height = frame.height
    }

    /// The top-left corner in `image`, among `columns` × `rows` (inclusive bounds), where the patch
    /// correlates best, and that correlation (−1…1); nil when no place fits or the patch is flat.
    /// The corner is refined between pixels by a parabola through the best place's neighbours.
    func bestPlace(in image: LumaFrame, columns: (Int, Int), rows: (Int, Int)) -> (similarity: Double, x: Double, y: Double)? {
        guard columns.0 <= columns.1, rows.0 <= rows.1, columns.0 >= 0, rows.0 >= 0,
              columns.1 + width <= image.width, rows.1 + height <= image.height, energy > 0 else { return nil }
        let across = columns.1 - columns.0 + 1
        var scores: [Double] = []
        scores.reserveCapacity(across * (rows.1 - rows.0 + 1))
        for y in rows.0...rows.1 {
            for x in columns.0...columns.1 { scores.append(correlation(in: image, x: x, y: y)) }
        }
        let best = scores.indices.max { scores[$0] < scores[$1] }!
        let column = best % across, row = best / across
        func score(_ dx: Int, _ dy: Int) -> Double? {
            let x = column + dx, y = row + dy
            return x >= 0 && x < across && y >= 0 && y * across + x < scores.count ? scores[y * across + x] : nil
        }
        let centre = scores[best]
        return (centre, Double(columns.0 + column) + Self.vertex(score(-1, 0), centre, score(1, 0)),
                Double(rows.0 + row) + Self.vertex(score(0, -1), centre, score(0, 1)))
    }

    /// Where between −½ and ½ the parabola through three neighbouring scores peaks; 0 without both
    /// neighbours.
    private static func vertex(_ before: Double?, _ centre: Double, _ after: Double?) -> Double {
        guard let before, let after else { return 0 }
        let curvature = before - 2 * centre + after
        return curvature < 0 ? max(-0.5, min(0.5, (before - after) / (2 * curvature))) : 0
    }

    /// Normalized cross-correlation with the image's pixels whose top-left corner is (x, y); 0 where
    /// those pixels are flat.
    private func correlation(in image: LumaFrame, x: Int, y: Int) -> Double {
        var dot: Float = 0, sum = 0, squares = 0
        values.withUnsafeBufferPointer { patch in
            image.pixels.withUnsafeBufferPointer { pixels in
                for row in 0..<height {
                    let start = (y + row) * image.stride + x, patchRow = row * width
                    for column in 0..<width {
                        let level = Int(pixels[start + column])
                        dot += patch[patchRow + column] * Float(level)
                        sum += level
                        squares += level * level
                    }
                }
            }
        }
        let count = Double(width * height)
        let variance = Double(squares) - Double(sum) * Double(sum) / count
        return variance > 0 ? Double(dot) / (Double(energy) * variance.squareRoot()) : 0
    }
}
