import CGtk
import CurrencyCore

/// One NT$ label to draw over the video: where its price is (image pixels), its text, how faded
/// it is and whether the user highlighted it.
public struct OverlayItem: Sendable, Equatable {
    public var text: String
    public var priceBox: PixelRect
    public var opacity: Double
    public var isHighlighted: Bool

    public init(text: String, priceBox: PixelRect, opacity: Double, isHighlighted: Bool) {
        self.text = text
        self.priceBox = priceBox
        self.opacity = opacity
        self.isHighlighted = isHighlighted
    }
}

/// Shows the newest video frame, aspect-fit and letterboxed, with the NT$ labels drawn by Cairo
/// just below each price. Reports clicks in image pixels so the view-model can hit-test labels.
@MainActor
public final class VideoView: Widget {
    private var surface: OpaquePointer?
    private var imageSize = (width: 0, height: 0)
    private var items: [OverlayItem] = []
    private var clickHandler: (@MainActor (Double, Double) -> Void)?
    private var gesture: GObjectRef?

    public init() {
        super.init(gtk_drawing_area_new())
        expand()
        // The widget owns its draw function's box, so the box holds the view weakly.
        typealias Draw = @MainActor (OpaquePointer) -> Void
        let box = HandlerBox<Draw>({ [weak self] cairo in self?.draw(cairo) })
        gtk_drawing_area_set_draw_func(object.cast(), { _, cairo, _, _, data in
            let draw = HandlerBox<Draw>.take(data)
            nonisolated(unsafe) let cairo = cairo!
            MainActor.assumeIsolated { draw(cairo) }
        }, box.retainedPointer, { data in
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(data!)).release()
        })
    }

    /// Shows a BGRA frame (premultiplied alpha, which opaque video is) on the next redraw.
    public func show(width: Int, height: Int, stride: Int, bgra: [UInt8]) {
        if imageSize != (width, height) || surface == nil {
            if let surface { cairo_surface_destroy(surface) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            imageSize = (width, height)
        }
        guard let surface else { return }
        cairo_surface_flush(surface)
        let target = cairo_image_surface_get_data(surface)!
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        bgra.withUnsafeBufferPointer { source in
            for row in 0..<height {
                memcpy(target + row * targetStride, source.baseAddress! + row * stride, min(stride, targetStride))
            }
        }
        cairo_surface_mark_dirty(surface)
        queueDraw()
    }

    /// The labels to draw over the current frame.
    public func setOverlays(_ newItems: [OverlayItem]) {
        guard newItems != items else { return }
        items = newItems
        queueDraw()
    }

    /// Calls `handler` with the image-pixel point under a primary click inside the picture.
    public func onClick(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        clickHandler = handler
        guard gesture == nil else { return }
        let click = gtk_gesture_click_new()!
        gesture = GObjectRef(UnsafeMutableRawPointer(click))
        Signal.connect(UnsafeMutableRawPointer(click), "pressed") { [weak self] _, x, y in
            self?.handleClick(viewX: x, viewY: y)
        }
        gtk_widget_add_controller(widget, click)
    }

    private func handleClick(viewX: Double, viewY: Double) {
        guard let point = currentFit()?.toImage(PixelPoint(x: viewX, y: viewY)) else { return }
        clickHandler?(point.x, point.y)
    }

    private func currentFit() -> VideoFit? {
        guard imageSize.width > 0 else { return nil }
        return VideoFit(imageSize: PixelSize(width: Double(imageSize.width), height: Double(imageSize.height)),
                        viewSize: PixelSize(width: Double(gtk_widget_get_width(widget)),
                                            height: Double(gtk_widget_get_height(widget))))
    }

    private func draw(_ cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_paint(cairo)
        guard let surface, let fit = currentFit() else { return }
        cairo_save(cairo)
        cairo_translate(cairo, fit.offset.x, fit.offset.y)
        cairo_scale(cairo, fit.scale, fit.scale)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        for item in items {
            OverlayPainter.paint(item, in: cairo, fit: fit)
        }
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }
}
