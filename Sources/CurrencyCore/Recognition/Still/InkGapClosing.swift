/// A binary ink mask with its small gaps bridged: a morphological closing by a square of side
/// 2·`radius`+1 (ink grown by `radius` in every direction, then the paper grown back by as much).
///
/// Ink a dot-matrix or thermal printer lays down in dots, and strokes broken by blur or by a
/// worn print head, reach the model as rows of specks it reads as other digits or not at all
/// (a receipt's "28,81" read "6,81" and "20,61"). Closed, specks at most 2·`radius` pixels apart
/// join into strokes, while a stroke standing alone keeps its width and an ink-free gap wider than
/// 2·`radius` stays open.
public struct InkGapClosing: Sendable, Equatable {
    /// Half the widest gap bridged, in picture pixels.
    public var radius: Int

    public init(radius: Int) {
        self.radius = radius
    }

    /// `mask` (row-major, `width` × `height`, true for ink) closed. Beyond its edges lies paper,
    /// so ink near an edge does not spread to it.
    func closed(_ mask: [Bool], width: Int, height: Int) -> [Bool] {
        let (paddedWidth, paddedHeight) = (width + 2 * radius, height + 2 * radius)
        var padded = [Bool](repeating: false, count: paddedWidth * paddedHeight)
        for y in 0..<height {
            for x in 0..<width { padded[(y + radius) * paddedWidth + x + radius] = mask[y * width + x] }
        }
        let grown = spread(padded, value: true, width: paddedWidth, height: paddedHeight)
        let closed = spread(grown, value: false, width: paddedWidth, height: paddedHeight)
        return (0..<height).flatMap { y -> ArraySlice<Bool> in
            let start = (y + radius) * paddedWidth + radius
            return closed[start..<(start + width)]
        }
    }

    /// Every pixel within `radius` (a square's reach, clipped at the plane's edges) of a pixel
    /// holding `value` set to `value`: rows first, then columns, each a running count.
    private func spread(_ mask: [Bool], value: Bool, width: Int, height: Int) -> [Bool] {
        let rows = spreadLines(mask, value: value, count: height, length: width, index: { line, at in line * width + at })
        return spreadLines(rows, value: value, count: width, length: height, index: { line, at in at * width + line })
    }

    private func spreadLines(_ mask: [Bool], value: Bool, count: Int, length: Int,
                             index: (Int, Int) -> Int) -> [Bool] {
        var out = mask
        for line in 0..<count {
            var inWindow = 0
            for at in 0..<min(radius, length) where mask[index(line, at)] == value { inWindow += 1 }
            for at in 0..<length {
                if at + radius < length, mask[index(line, at + radius)] == value { inWindow += 1 }
                if at - radius - 1 >= 0, mask[index(line, at - radius - 1)] == value { inWindow -= 1 }
                if inWindow > 0 { out[index(line, at)] = value }
            }
        }
        return out
    }
}
