import CurrencyCore

/// One decoded video frame in BGRA byte order (Cairo's ARGB32 on little-endian, and
/// `GDK_MEMORY_B8G8R8A8` for a GdkMemoryTexture). Alpha is always opaque.
public struct VideoFrame: LumaSource {
    public let width: Int
    public let height: Int
    /// Bytes from one row's start to the next; at least `width * 4`.
    public let stride: Int
    /// `stride * height` bytes, B G R A per pixel.
    public let bytes: [UInt8]
    /// When the frame reached the application, in `MonotonicClock` nanoseconds.
    public let captureTime: UInt64

    public init(width: Int, height: Int, stride: Int, bytes: [UInt8], captureTime: UInt64) {
        precondition(width > 0 && height > 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "BGRA frame too small")
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
        self.captureTime = captureTime
    }

    /// The frame's luma plane for recognition: full-range BT.601, Y = (77 R + 150 G + 29 B + 128) >> 8,
    /// so white stays 255 and black 0 (studio range would throw away contrast Tesseract uses).
    public func luma() -> LumaFrame {
        var pixels = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    var from = row * stride
                    var to = row * width
                    for _ in 0..<width {
                        let blue = UInt32(source[from])
                        let green = UInt32(source[from + 1])
                        let red = UInt32(source[from + 2])
                        target[to] = UInt8(truncatingIfNeeded: (77 * red + 150 * green + 29 * blue + 128) >> 8)
                        from += 4
                        to += 1
                    }
                }
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: captureTime)
    }

    /// The pixels as tightly packed R G B rows (3 bytes a pixel, stride `width * 3`): what a
    /// GdkPixbuf holds, so a snapshot is shown by the same code as a picture opened from a file.
    public func rgb() -> [UInt8] {
        var packed = [UInt8](repeating: 0, count: width * height * 3)
        bytes.withUnsafeBufferPointer { source in
            packed.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    var from = row * stride
                    var to = row * width * 3
                    for _ in 0..<width {
                        target[to] = source[from + 2]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from]
                        from += 4
                        to += 3
                    }
                }
            }
        }
        return packed
    }
}
