import CGtk
import CurrencyCore
import Foundation

/// Loads still images (PNG, JPEG, anything GdkPixbuf reads) as the luma plane recognition uses.
public enum ImageFile {
    /// The image at `path` as BT.601 luma, turned upright by its EXIF orientation (phone photos).
    public static func luma(atPath path: String) throws(ImageReadFailure) -> LumaFrame {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound }
        // The header alone gives the size: refuse a huge (or forged) picture before decoding it.
        var width: Int32 = 0, height: Int32 = 0
        if gdk_pixbuf_get_file_info(path, &width, &height) != nil,
           Int(width) * Int(height) > ImageLimits.maximumPixels {
            throw .tooLarge(width: Int(width), height: Int(height))
        }
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            throw .undecodable
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let upright = gdk_pixbuf_apply_embedded_orientation(loaded) else { throw .undecodable }
        defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
        return luma(of: upright)
    }

    private static func luma(of pixbuf: OpaquePointer) -> LumaFrame {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + x * channels
                if channels < 3 {
                    pixels[y * width + x] = source[offset]
                    continue
                }
                // BT.601 in fixed point, the same weights as the camera path's I420 Y plane.
                let red = UInt32(source[offset]), green = UInt32(source[offset + 1]), blue = UInt32(source[offset + 2])
                pixels[y * width + x] = UInt8((77 * red + 150 * green + 29 * blue + 128) >> 8)
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: MonotonicClock.now())
    }
}
