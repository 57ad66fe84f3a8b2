import CGtk
import CurrencyCore

/// Shows a still picture fitted to the widget (zoomable), a box around every recognised text line
/// (the selected one filled amber) and the NT$ labels as the video view draws them. A primary
/// click on a label reports its id; elsewhere on the picture, the point in picture pixels.
@MainActor
public final class PictureView: Widget {
    private var pixbuf: GObjectRef?
    /// The picture's size in its own pixels (not the widget's); empty when there is none.
    public private(set) var imageSize = PixelSize(width: 0, height: 0)
    private var lineBoxes: [PixelRect] = []
    private var selectedLine: Int?
    private var labels: [PriceLabel] = []
    private var focusedID: Int?
    private var drawnLabels: [(id: Int, rect: PixelRect)] = []
    private var clickHandler: (@MainActor (VideoView.ClickTarget) -> Void)?
    private var controllers: [GObjectRef] = []
    /// Zoom and pan; set with `zoom(_:)`.
    public private(set) var zoom = PictureZoom()
    private var dragStart: PixelPoint?

    public init() {
        super.init(gtk_drawing_area_new())
        expand()
        setDrawFunction { [weak self] cairo in self?.draw(cairo) }
        let click = gtk_gesture_click_new()!
        controllers.append(GObjectRef(UnsafeMutableRawPointer(click)))
        Signal.connect(UnsafeMutableRawPointer(click), "pressed") { [weak self] _, x, y in
            self?.handleClick(at: PixelPoint(x: x, y: y))
        }
        gtk_widget_add_controller(widget, click)
        let drag = gtk_gesture_drag_new()!
        controllers.append(GObjectRef(UnsafeMutableRawPointer(drag)))
        Signal.connect(UnsafeMutableRawPointer(drag), "drag-update", point: { [weak self] x, y in self?.dragged(x, y) })
        Signal.connect(UnsafeMutableRawPointer(drag), "drag-end", point: { [weak self] _, _ in self?.dragStart = nil })
        gtk_widget_add_controller(widget, drag)
    }

    /// Loads the picture at `path` upright (EXIF orientation applied, as recognition reads it);
    /// false when it cannot be decoded. The zoom is reset.
    @discardableResult
    public func load(path: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            clear()
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let upright = gdk_pixbuf_apply_embedded_orientation(loaded) else { return false }
        show(adopting: upright)
        return true
    }

    /// Shows a video frame (a camera snapshot) at its full size, as a picture opened from a file
    /// is shown. The pixels are copied. The zoom is reset.
    public func load(frame: VideoFrame) {
        let rgb = frame.rgb()
        let bytes = rgb.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let pixbuf = gdk_pixbuf_new_from_bytes(bytes, GDK_COLORSPACE_RGB, 0, 8, Int32(frame.width), Int32(frame.height),
                                               Int32(frame.width * 3))!
        show(adopting: pixbuf)
    }

    private func show(adopting loaded: OpaquePointer) {
        pixbuf = GObjectRef(adopting: UnsafeMutableRawPointer(loaded))
        imageSize = PixelSize(width: Double(gdk_pixbuf_get_width(loaded)), height: Double(gdk_pixbuf_get_height(loaded)))
        zoom.reset()
        queueDraw()
    }

    /// Shows nothing.
    public func clear() {
        pixbuf = nil
        imageSize = PixelSize(width: 0, height: 0)
        lineBoxes = []
        labels = []
        queueDraw()
    }

    /// The line boxes (picture pixels), the selected one, and the labels to draw (the one with
    /// `focusedID` ringed: the keyboard's focus).
    public func setOverlay(lines: [PixelRect], selected: Int?, labels: [PriceLabel], focusedID: Int? = nil) {
        guard lines != lineBoxes || selected != selectedLine || labels != self.labels || focusedID != self.focusedID else { return }
        lineBoxes = lines
        selectedLine = selected
        self.labels = labels
        self.focusedID = focusedID
        queueDraw()
    }

    /// Changes the zoom (`PictureZoom.zoomIn`, …) and redraws.
    public func zoom(_ change: (inout PictureZoom) -> Void) {
        change(&zoom)
        queueDraw()
    }

    public func onClick(_ handler: @escaping @MainActor (VideoView.ClickTarget) -> Void) {
        clickHandler = handler
    }

    /// Where a label was drawn last, in view coordinates.
    public func drawnRect(ofLabel id: Int) -> PixelRect? {
        drawnLabels.last { $0.id == id }?.rect
    }

    /// Where a picture rectangle is shown, in view coordinates; nil before there is a picture.
    public func viewRect(of box: PixelRect) -> PixelRect? {
        currentFit().map { $0.toView(box) }
    }

    private func currentFit() -> VideoFit? {
        guard !imageSize.isEmpty else { return nil }
        return zoom.fit(imageSize: imageSize, viewSize: PixelSize(width: Double(gtk_widget_get_width(widget)),
                                                                  height: Double(gtk_widget_get_height(widget))))
    }

    private func handleClick(at point: PixelPoint) {
        if let hit = drawnLabels.last(where: { $0.rect.contains(point) }) {
            clickHandler?(.label(id: hit.id))
        } else if let imagePoint = currentFit()?.toImage(point) {
            clickHandler?(.picture(imagePoint))
        }
    }

    /// GtkGestureDrag reports the offset from where the drag began.
    private func dragged(_ x: Double, _ y: Double) {
        let last = dragStart ?? PixelPoint(x: 0, y: 0)
        dragStart = PixelPoint(x: x, y: y)
        zoom.drag(by: x - last.x, y - last.y)
        queueDraw()
    }

    private func draw(_ cairo: OpaquePointer) {
        drawnLabels = []
        guard let pixbuf, let fit = currentFit() else { return }
        cairo_save(cairo)
        cairo_translate(cairo, fit.offset.x, fit.offset.y)
        cairo_scale(cairo, fit.scale, fit.scale)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf.opaque, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        for (index, box) in lineBoxes.enumerated() {
            let rect = fit.toView(box)
            cairo_rectangle(cairo, rect.x - 1, rect.y - 1, rect.width + 2, rect.height + 2)
            if index == selectedLine {
                cairo_set_source_rgba(cairo, 0.96, 0.62, 0.05, 0.3)
                cairo_fill_preserve(cairo)
                cairo_set_source_rgba(cairo, 0.96, 0.62, 0.05, 1)
                cairo_set_line_width(cairo, 3)
            } else {
                cairo_set_source_rgba(cairo, 0.1, 0.45, 0.9, 0.9)
                cairo_set_line_width(cairo, 1.5)
            }
            cairo_stroke(cairo)
        }
        let lines = lineBoxes.map { fit.toView($0) }
        for label in labels {
            let price = fit.toView(label.box)
            let rect = OverlayPainter.paint(label, isFocused: label.id == focusedID, in: cairo, fit: fit) { size in
                LabelPlacement.places(for: size, price: price, picture: fit.videoRect, lines: lines, placed: drawnLabels.map(\.rect))
            }
            drawnLabels.append((label.id, rect))
        }
    }
}
