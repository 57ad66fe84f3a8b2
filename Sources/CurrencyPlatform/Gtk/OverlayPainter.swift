import CGtk
import CurrencyCore

/// Draws the NT$ labels: each a rounded, semi-transparent dark box with white bold text (amber
/// when highlighted), where `LabelPlacer` found free space near its price, so no label hides a
/// price or another label; a label that had to move away gets a thin leader line to its price.
/// The label with the keyboard focus gets a blue ring around it over a dark halo: an outline, so
/// it reads apart from the amber fill of the highlighted (recorded) label and shows on both.
@MainActor
enum OverlayPainter {
    static let padding = 6.0
    static let cornerRadius = 6.0
    /// The focus ring's gap from the label's edge, and its width (the halo is wider).
    static let ringGap = 3.0
    static let ringWidth = 3.5

    /// Lays out, places and paints `items` (the one with `focusedID` ringed); returns each label's
    /// rectangle in view coordinates, in the order given.
    static func paint(_ items: [PriceLabel], focusedID: Int?, in cairo: OpaquePointer, fit: VideoFit) -> [PixelRect] {
        let prices = items.map { fit.toView($0.box) }
        let layouts = zip(items, prices).map { item, price in layout(item.text, height: price.height, cairo: cairo) }
        defer { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0.layout)) } }
        // The whole view, letterbox bars included: a crowded picture can spill labels into the
        // black bars beside it rather than over its prices.
        let view = PixelRect(x: 0, y: 0, width: fit.viewSize.width, height: fit.viewSize.height)
        let placements = LabelPlacer(bounds: view).place(prices: prices, labelSizes: layouts.map(\.size))
        for (index, item) in items.enumerated() {
            let placement = placements[index]
            if placement.needsLeader { leader(from: prices[index], to: placement.rect, opacity: item.opacity, in: cairo) }
            draw(item, layout: layouts[index].layout, in: placement.rect, cairo: cairo)
            if item.id == focusedID { focusRing(around: placement.rect, opacity: item.opacity, in: cairo) }
        }
        return placements.map(\.rect)
    }

    /// Paints one label at the first of `places` (given the label's size, in view coordinates),
    /// kept inside the picture, and returns the rectangle it covers. The picture view chooses the
    /// places itself: it keeps labels off every line of text, not only off the prices.
    @discardableResult
    static func paint(_ item: PriceLabel, isFocused: Bool, in cairo: OpaquePointer, fit: VideoFit,
                      places: (PixelSize) -> [PixelRect]) -> PixelRect {
        let price = fit.toView(item.box)
        let (layout, size) = layout(item.text, height: price.height, cairo: cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let picture = fit.videoRect
        let place = places(size).first
            ?? PixelRect(x: price.midX - size.width / 2, y: price.maxY + 2, width: size.width, height: size.height)
        let rect = PixelRect(x: min(max(place.x, picture.x), picture.maxX - size.width),
                             y: min(max(place.y, picture.y), picture.maxY - size.height), width: size.width, height: size.height)
        draw(item, layout: layout, in: rect, cairo: cairo)
        if isFocused { focusRing(around: rect, opacity: item.opacity, in: cairo) }
        return rect
    }

    /// A Pango layout of `text` sized for a price `height` px tall, and the label box it needs.
    private static func layout(_ text: String, height: Double, cairo: OpaquePointer) -> (layout: OpaquePointer, size: PixelSize) {
        let layout = pango_cairo_create_layout(cairo)!
        let fontSize = min(max(height * 0.6, 13), 28)
        let font = pango_font_description_from_string("Sans Bold")!
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        var inkWidth: Int32 = 0, inkHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &inkWidth, &inkHeight)
        return (layout, PixelSize(width: Double(inkWidth) + 2 * padding, height: Double(inkHeight) + 2 * padding))
    }

    private static func draw(_ item: PriceLabel, layout: OpaquePointer, in rect: PixelRect, cairo: OpaquePointer) {
        roundedRectangle(cairo, rect)
        if item.isHighlighted {
            cairo_set_source_rgba(cairo, 0.96, 0.62, 0.05, 0.92 * item.opacity)
        } else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.7 * item.opacity)
        }
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, 1, 1, 1, item.opacity)
        cairo_move_to(cairo, rect.x + padding, rect.y + padding)
        pango_cairo_show_layout(cairo, layout)
    }

    /// A line from the price's edge to the label's, white over a dark halo so it shows on any
    /// picture.
    private static func leader(from price: PixelRect, to label: PixelRect, opacity: Double, in cairo: OpaquePointer) {
        let start = price.nearestPoint(to: label.center)
        let end = label.nearestPoint(to: price.center)
        for (width, shade, alpha) in [(3.0, 0.0, 0.6), (1.5, 1.0, 0.9)] {
            cairo_set_line_width(cairo, width)
            cairo_set_source_rgba(cairo, shade, shade, shade, alpha * opacity)
            cairo_move_to(cairo, start.x, start.y)
            cairo_line_to(cairo, end.x, end.y)
            cairo_stroke(cairo)
        }
    }

    /// GNOME's focus blue (Adwaita's accent, #3584e4, lightened to show on a dark label) over a
    /// black halo, a few pixels outside the label so the label itself looks as it always does.
    private static func focusRing(around rect: PixelRect, opacity: Double, in cairo: OpaquePointer) {
        let ring = rect.insetBy(-ringGap)
        for (width, red, green, blue, alpha) in [(ringWidth + 3, 0.0, 0.0, 0.0, 0.7), (ringWidth, 0.42, 0.70, 1.0, 1.0)] {
            roundedRectangle(cairo, ring, radius: cornerRadius + ringGap)
            cairo_set_line_width(cairo, width)
            cairo_set_source_rgba(cairo, red, green, blue, alpha * opacity)
            cairo_stroke(cairo)
        }
    }

    private static func roundedRectangle(_ cairo: OpaquePointer, _ rect: PixelRect, radius: Double = cornerRadius) {
        let r = radius, x = rect.x, y = rect.y, width = rect.width, height = rect.height
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
