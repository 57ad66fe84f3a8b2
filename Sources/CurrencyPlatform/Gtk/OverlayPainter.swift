import CGtk
import CurrencyCore

/// Draws one NT$ label: a rounded, semi-transparent dark box with white bold text, centred just
/// below its price (amber when highlighted), kept inside the picture.
@MainActor
enum OverlayPainter {
    static let padding = 6.0
    static let cornerRadius = 6.0

    /// Paints `label` and returns the rectangle it covers, in view coordinates.
    @discardableResult
    static func paint(_ item: PriceLabel, in cairo: OpaquePointer, fit: VideoFit) -> PixelRect {
        paint(item, in: cairo, fit: fit) { size in
            let price = fit.toView(item.box)
            return [PixelRect(x: price.midX - size.width / 2, y: price.maxY + 2, width: size.width, height: size.height)]
        }
    }

    /// Paints `label` at the first of `places` (given the label's size, in view coordinates), kept
    /// inside the picture, and returns the rectangle it covers.
    @discardableResult
    static func paint(_ item: PriceLabel, in cairo: OpaquePointer, fit: VideoFit,
                      places: (PixelSize) -> [PixelRect]) -> PixelRect {
        let price = fit.toView(item.box)
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let fontSize = min(max(price.height * 0.6, 13), 28)
        let font = pango_font_description_from_string("Sans Bold")!
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, item.text, -1)
        var inkWidth: Int32 = 0, inkHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &inkWidth, &inkHeight)

        let boxWidth = Double(inkWidth) + 2 * padding
        let boxHeight = Double(inkHeight) + 2 * padding
        let picture = fit.videoRect
        let place = places(PixelSize(width: boxWidth, height: boxHeight)).first
            ?? PixelRect(x: price.midX - boxWidth / 2, y: price.maxY + 2, width: boxWidth, height: boxHeight)
        let x = min(max(place.x, picture.x), picture.maxX - boxWidth)
        let y = min(max(place.y, picture.y), picture.maxY - boxHeight)

        roundedRectangle(cairo, x: x, y: y, width: boxWidth, height: boxHeight)
        if item.isHighlighted {
            cairo_set_source_rgba(cairo, 0.96, 0.62, 0.05, 0.92 * item.opacity)
        } else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.7 * item.opacity)
        }
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, 1, 1, 1, item.opacity)
        cairo_move_to(cairo, x + padding, y + padding)
        pango_cairo_show_layout(cairo, layout)
        return PixelRect(x: x, y: y, width: boxWidth, height: boxHeight)
    }

    private static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        let r = cornerRadius
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
