/// One video frame's 8-bit luma plane, which is what recognition reads (colour tags fail on RGBA).
public struct LumaFrame: Sendable {
    public let width: Int
    public let height: Int
    /// Bytes from one row's start to the next; at least `width`.
    public let stride: Int
    public let pixels: [UInt8]
    /// When the frame was captured, in monotonic nanoseconds, for capture → label latency.
    public let captureTime: UInt64

    public init(width: Int, height: Int, stride: Int, pixels: [UInt8], captureTime: UInt64) {
        precondition(stride >= width && pixels.count >= stride * height, "luma plane too small")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.captureTime = captureTime
    }

    /// The frame's width and height in pixels.
    public var size: PixelSize { PixelSize(width: Double(width), height: Double(height)) }
}

extension LumaFrame {
    /// How many sampled pixels have each grey level (0…255), sampling every `step`-th pixel of every
    /// `step`-th row, and how many were sampled.
    func levelHistogram(step: Int = 1) -> (counts: [Int], total: Int) {
        var counts = [Int](repeating: 0, count: 256)
        var total = 0
        pixels.withUnsafeBufferPointer { source in
            for y in Swift.stride(from: 0, to: height, by: step) {
                let row = y * stride
                for x in Swift.stride(from: 0, to: width, by: step) {
                    counts[Int(source[row + x])] += 1
                    total += 1
                }
            }
        }
        return (counts, total)
    }
}
