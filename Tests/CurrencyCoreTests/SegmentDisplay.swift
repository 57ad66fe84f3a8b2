@testable import CurrencyCore

/// Seven-segment digits drawn from bars, as a display draws them, in no font: what the segment
/// stages are tested on.
enum SegmentDisplay {
    /// Each digit's lit segments (a top, b upper right, c lower right, d bottom, e lower left,
    /// f upper left, g middle).
    static let lit: [Character: String] = ["0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg", "5": "acdfg",
                                           "6": "acdefg", "7": "abc", "8": "abcdefg", "9": "abcdfg"]

    /// The boxes of `segments` of a digit `height` tall at `x`, `y`: 0.55 of its height wide,
    /// bars 0.1 thick with gaps of 0.03 between them, the upright ones nearly the digit's height
    /// between them (as in display fonts, whose bars meet at bevels).
    static func boxes(_ segments: String, x: Double, y: Double, height h: Double) -> [PixelRect] {
        let w = 0.55 * h, t = 0.1 * h, g = 0.03 * h
        let across = w - 2 * t - 2 * g, down = h / 2 - 1.5 * g
        let places: [Character: PixelRect] = [
            "a": PixelRect(x: x + t + g, y: y, width: across, height: t),
            "g": PixelRect(x: x + t + g, y: y + h / 2 - t / 2, width: across, height: t),
            "d": PixelRect(x: x + t + g, y: y + h - t, width: across, height: t),
            "f": PixelRect(x: x, y: y + g, width: t, height: down),
            "e": PixelRect(x: x, y: y + h / 2 + g / 2, width: t, height: down),
            "b": PixelRect(x: x + w - t, y: y + g, width: t, height: down),
            "c": PixelRect(x: x + w - t, y: y + h / 2 + g / 2, width: t, height: down),
        ]
        return segments.compactMap { places[$0] }
    }

    /// A frame showing `text` ("48.75") in digits `height` tall from `x`, `y`: lit segments at
    /// `lit`, the unlit ones of every digit's "8" at `unlit`, on `background`.
    static func frame(_ text: String, x: Double = 60, y: Double = 70, height: Double = 80, width: Int = 480, frameHeight: Int = 220,
                      background: UInt8 = 190, unlit: UInt8 = 170, lit: UInt8 = 35) -> LumaFrame {
        var pixels = [UInt8](repeating: background, count: width * frameHeight)
        func fill(_ box: PixelRect, _ level: UInt8) {
            for py in Int(box.y)..<Int(box.maxY) { for px in Int(box.x)..<Int(box.maxX) { pixels[py * width + px] = level } }
        }
        var left = x
        for character in text {
            if character == "." {
                fill(PixelRect(x: left - 0.17 * height, y: y + 0.9 * height, width: 0.1 * height, height: 0.1 * height), lit)
                continue
            }
            let on = Self.lit[character] ?? ""
            for segment in "abcdefg" {
                for box in boxes(String(segment), x: left, y: y, height: height) { fill(box, on.contains(segment) ? lit : unlit) }
            }
            left += 0.8 * height
        }
        return LumaFrame(width: width, height: frameHeight, stride: width, pixels: pixels, captureTime: 0)
    }

    /// `frame` out of focus: each pixel the mean of the square `radius` around it.
    static func blurred(_ frame: LumaFrame, radius: Int) -> LumaFrame {
        let (width, height) = (frame.width, frame.height)
        func mean(_ line: [Int], at index: Int) -> Int {
            let range = max(0, index - radius)...min(line.count - 1, index + radius)
            return range.reduce(0) { $0 + line[$1] } / range.count
        }
        let rows = (0..<height).map { y in (0..<width).map { Int(frame.pixels[y * frame.stride + $0]) } }
        let across = rows.map { row in row.indices.map { mean(row, at: $0) } }
        var pixels = frame.pixels
        for x in 0..<width {
            let column = across.map { $0[x] }
            for y in 0..<height { pixels[y * frame.stride + x] = UInt8(mean(column, at: y)) }
        }
        return LumaFrame(width: width, height: height, stride: frame.stride, pixels: pixels, captureTime: 0)
    }

    /// The lit ink of `digit` alone, cut to its box: what the decoder reads.
    static func shape(_ digit: Character, height: Int = 60) -> GlyphShape {
        let bars = boxes(lit[digit] ?? "", x: 0, y: 0, height: Double(height))
        let box = bars.dropFirst().reduce(bars[0]) { $0.union($1) }
        let (w, h) = (Int(box.maxX.rounded(.up) - box.x), Int(box.maxY.rounded(.up) - box.y))
        return GlyphShape.drawn(width: w, height: h) { px, py in
            let point = (Double(px) + box.x + 0.5, Double(py) + box.y + 0.5)
            return bars.contains { point.0 >= $0.x && point.0 < $0.maxX && point.1 >= $0.y && point.1 < $0.maxY }
        }
    }
}
