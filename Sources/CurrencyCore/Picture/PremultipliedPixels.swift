/// Pixels whose colour is premultiplied by alpha (GDK's and Cairo's default memory layout).
public enum PremultipliedPixels {
    /// Lays 4-byte pixels (three colour bytes, alpha last) over white and makes them opaque:
    /// colour + (255 − alpha) per channel. A price on a see-through screenshot then reads as dark
    /// text on white, not on black (a premultiplied transparent pixel is 0, 0, 0, 0).
    public static func flattenOverWhite(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index + 3 < pixels.count {
                let clear = 255 - Int(pixels[index + 3])
                if clear > 0 {
                    for channel in index..<(index + 3) { pixels[channel] = UInt8(min(255, Int(pixels[channel]) + clear)) }
                    pixels[index + 3] = 255
                }
                index += 4
            }
        }
    }
}
