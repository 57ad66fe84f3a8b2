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
}
