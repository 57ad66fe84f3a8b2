/// A region's paper made one level before it is read: every pixel divided by the lightest level
/// within `radius` of it (a grey-level dilation of the paper), so dark ink stays dark on white paper
/// however the paper's own level varies across the region.
///
/// Tesseract binarizes what it is given with one Otsu level. A region cut around a grey e-paper
/// label's price often takes in the label's white bezel or a lit shelf edge as well: the one level
/// then falls between the white and the grey paper, and the paper reads as ink with the digits.
/// Divided by its local lightest level, the bezel and the grey paper both become white.
public struct PaperFlattening: Sendable, Equatable {
    /// Half the side of the window the paper's level is taken from, in the region's pixels. A
    /// stroke wider than the window keeps only its edges dark (its middle is taken for paper), which
    /// Tesseract still reads as the digit's outline; the pipeline's radius is fitted on measured data.
    public var radius: Int

    public init(radius: Int) {
        self.radius = radius
    }

    /// `frame` with each pixel scaled by 255 / the lightest level in its (2·`radius`+1)² window.
    public func flattened(_ frame: LumaFrame) -> LumaFrame {
        let width = frame.width, height = frame.height
        var rowsMax = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = y * frame.stride
            for x in 0..<width {
                var light: UInt8 = 0
                for sx in max(0, x - radius)...min(width - 1, x + radius) { light = max(light, frame.pixels[row + sx]) }
                rowsMax[y * width + x] = light
            }
        }
        var out = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var light: UInt8 = 0
                for sy in max(0, y - radius)...min(height - 1, y + radius) { light = max(light, rowsMax[sy * width + x]) }
                let value = Int(frame.pixels[y * frame.stride + x]) * 255 / max(1, Int(light))
                out[y * width + x] = UInt8(min(255, value))
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: out, captureTime: frame.captureTime)
    }
}
