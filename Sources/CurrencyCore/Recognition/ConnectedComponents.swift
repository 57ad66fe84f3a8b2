/// Grey levels with the neighbourhood levels (means, or medians) that decide what is ink; the pixel
/// work behind `TallTextRowFinder`.
struct GreyPlane {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    /// The frame as it is.
    init(_ frame: LumaFrame) {
        width = frame.width
        height = frame.height
        pixels = (0..<frame.height).flatMap { y in frame.pixels[(y * frame.stride)..<(y * frame.stride + frame.width)] }
    }

    /// The frame shrunk to half size by 2×2 averaging.
    init(halving frame: LumaFrame) {
        width = frame.width / 2
        height = frame.height / 2
        var out = [UInt8](repeating: 0, count: width * height)
        let (w, h, stride) = (width, height, frame.stride)
        frame.pixels.withUnsafeBufferPointer { source in
            for y in 0..<h {
                let row0 = 2 * y * stride, row1 = row0 + stride
                for x in 0..<w {
                    let sum = Int(source[row0 + 2 * x]) + Int(source[row0 + 2 * x + 1])
                        + Int(source[row1 + 2 * x]) + Int(source[row1 + 2 * x + 1])
                    out[y * w + x] = UInt8((sum + 2) / 4)
                }
            }
        }
        pixels = out
    }

    /// The components of ink darker, or lighter, than its neighbourhood by `contrast` grey levels.
    func inkComponents(radius: Int, contrast: Int) -> [ComponentBox] {
        inkComponentsByPolarity(radius: radius, contrast: contrast).flatMap { $0 }
    }

    /// As `inkComponents`, the darker ink's components and the lighter ink's apart; `level` as in
    /// `inkMasks`.
    func inkComponentsByPolarity(radius: Int, contrast: Int, level: NeighbourhoodLevel = .mean) -> [[ComponentBox]] {
        inkMasks(radius: radius, contrast: contrast, level: level).map { ConnectedComponents.boxes(of: $0, width: width, height: height) }
    }

    /// Where ink darker than its neighbourhood (its mean or median, `level`) by `contrast` grey
    /// levels is, then where lighter ink is; only the darker (`[true]`) or the lighter (`[false]`)
    /// when `polarities` says so. Dark ink in a dim neighbourhood needs less (`dimInkShare`).
    func inkMasks(radius: Int, contrast: Int, polarities: [Bool] = [true, false],
                  level: NeighbourhoodLevel = .mean) -> [[Bool]] {
        let levels = localLevels(radius: radius, level: level)
        return polarities.map { dark in
            pixels.indices.map { index in
                let around = levels[index]
                return dark ? Int(pixels[index]) < around - min(contrast, Int(Self.dimInkShare * Double(around)))
                    : Int(pixels[index]) > around + contrast
            }
        }
    }

    /// Dark ink stands out from its neighbourhood by at least this share of the neighbourhood's
    /// level when that is less than the fixed contrast: printed ink against paper differs by a share
    /// of the light the paper gets, so a dimly lit tag shows its digits with less contrast (a
    /// Norwegian e-paper panel at grey 71 held digits at 35, and the fixed 24 left most of them out).
    /// Light ink keeps the fixed contrast: its ground is dark by design (an LCD, a blackboard menu),
    /// and the sensor's noise there does not shrink with it. Chosen on the Norwegian tune clip, one
    /// 30 s run each: key price labelled 15.6 % with none, 29.1, 31.4 and 33.7 % at 0.2, 0.3 and
    /// 0.4; the Russian and Japanese tune clips and every still tune half did not move beyond one
    /// Norwegian label more (FINDINGS, "Dim paper").
    static let dimInkShare = 0.3

    /// The mean of each pixel's (2r+1)² neighbourhood, clipped at the edges (an integral image
    /// makes it constant time a pixel).
    func localMeans(radius r: Int) -> [Int] {
        let iw = width + 1
        var integral = [Int](repeating: 0, count: iw * (height + 1))
        for y in 0..<height {
            var rowSum = 0
            for x in 0..<width {
                rowSum += Int(pixels[y * width + x])
                integral[(y + 1) * iw + x + 1] = integral[y * iw + x + 1] + rowSum
            }
        }
        var means = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            let top = max(0, y - r), bottom = min(height, y + r + 1)
            for x in 0..<width {
                let left = max(0, x - r), right = min(width, x + r + 1)
                let sum = integral[bottom * iw + right] - integral[top * iw + right]
                    - integral[bottom * iw + left] + integral[top * iw + left]
                means[y * width + x] = sum / ((bottom - top) * (right - left))
            }
        }
        return means
    }
}

/// 4-connected components of a binary mask.
enum ConnectedComponents {
    /// The bounding box and pixel count of every component of `true` pixels (row-major mask).
    static func boxes(of mask: [Bool], width: Int, height: Int) -> [ComponentBox] {
        var boxes: [ComponentBox] = []
        visit(mask, width: width, height: height) { box, _ in boxes.append(box) }
        return boxes
    }

    /// Every component with its own ink cut out of the mask (other components in its box left out).
    static func shapes(of mask: [Bool], width: Int, height: Int) -> [(box: ComponentBox, shape: GlyphShape)] {
        var shapes: [(box: ComponentBox, shape: GlyphShape)] = []
        visit(mask, width: width, height: height) { box, members in
            var ink = [Bool](repeating: false, count: box.width * box.height)
            for index in members { ink[(index / width - box.y) * box.width + index % width - box.x] = true }
            shapes.append((box, GlyphShape(width: box.width, height: box.height, ink: ink)))
        }
        return shapes
    }

    /// Calls `body` with each component's box and its pixels' indices in the mask.
    private static func visit(_ mask: [Bool], width: Int, height: Int, _ body: (ComponentBox, [Int]) -> Void) {
        var seen = [Bool](repeating: false, count: mask.count)
        var stack: [Int] = [], members: [Int] = []
        for start in mask.indices where mask[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            members.removeAll(keepingCapacity: true)
            var minX = width, minY = height, maxX = 0, maxY = 0
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                members.append(index)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                // Left, right, up, down; written out because this runs for every ink pixel.
                if x > 0, mask[index - 1], !seen[index - 1] { seen[index - 1] = true; stack.append(index - 1) }
                if x + 1 < width, mask[index + 1], !seen[index + 1] { seen[index + 1] = true; stack.append(index + 1) }
                if y > 0, mask[index - width], !seen[index - width] { seen[index - width] = true; stack.append(index - width) }
                if y + 1 < height, mask[index + width], !seen[index + width] { seen[index + width] = true; stack.append(index + width) }
            }
            body(ComponentBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, pixels: members.count), members)
        }
    }
}
