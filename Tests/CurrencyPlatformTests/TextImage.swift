import CGtk
import CurrencyCore
import XCTest

/// Renders dark text on a light card into a luma frame with Cairo, so OCR tests need no fixture files.
enum TextImage {
    static func luma(_ text: String, width: Int = 640, height: Int = 480, fontSize: Double = 64,
                     at origin: (x: Double, y: Double) = (60, 200)) -> LumaFrame {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 0.73, 0.68, 0.6)  // a wall
        cairo_paint(cairo)
        cairo_set_source_rgb(cairo, 0.98, 0.98, 0.96)  // the card
        cairo_rectangle(cairo, origin.x - 20, origin.y - fontSize - 20, fontSize * Double(text.count) * 0.8 + 40, fontSize + 50)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 0.06, 0.06, 0.06)
        cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, fontSize)
        cairo_move_to(cairo, origin.x, origin.y)
        cairo_show_text(cairo, text)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = data + y * stride + x * 4  // RGB24 is B G R x in memory on little-endian
                let red = UInt32(pixel[2]), green = UInt32(pixel[1]), blue = UInt32(pixel[0])
                let weighted: UInt32 = 77 * red + 150 * green + 29 * blue + 128
                pixels[y * width + x] = UInt8(weighted >> 8)
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)
    }
}
