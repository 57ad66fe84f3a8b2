import CGtk
import CurrencyCore

/// Shows the newest video frame, aspect-fit and letterboxed, with the NT$ labels drawn by Cairo
/// near each price, never over another price (`LabelPlacer`). A primary click on a drawn label
/// reports that label's id; a click elsewhere on the picture reports the point in image pixels.
@MainActor
public final class VideoView: Widget {
    /// What a click landed on.
    public enum ClickTarget: Equatable, Sendable {
        case label(id: Int)
        case picture(PixelPoint)
    }

    private var surface: OpaquePointer?
    private var imageSize = PixelSize(width: 0, height: 0)
    private var labels: [PriceLabel] = []
    /// The label drawn with a focus ring (the keyboard's), if any.
    private var focusedID: Int?
    /// Where each label was drawn last, in view coordinates, topmost last.
    private var drawnLabels: [(id: Int, rect: PixelRect)] = []
    private var clickHandler: (@MainActor (ClickTarget, _ withControl: Bool) -> Void)?
    private var gesture: GObjectRef?
    private var motion: GObjectRef?
    private var hoveredLabel: Int?
    private var tooltipText: (@MainActor (Int) -> String?)?
    /// Called after the first draw of labels in a new layout (the view resized, e.g. a side panel
    /// appeared), for UI tests to learn where to click. Not on every moving frame: a live video
    /// would print a trace line 30 times a second.
    public var onLabelsMoved: (@MainActor () -> Void)?
    private var reportedViewSize: PixelSize?

    public init() {
        super.init(gtk_drawing_area_new())
        expand()
        setDrawFunction { [weak self] cairo in self?.draw(cairo) }
    }

    /// Shows a frame on the next redraw. The pixels are copied: the frame may be reused.
    public func show(_ frame: VideoFrame) {
        let size = PixelSize(width: Double(frame.width), height: Double(frame.height))
        if surface == nil || size != imageSize {
            if let surface { cairo_surface_destroy(surface) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(frame.width), Int32(frame.height))
            imageSize = size
        }
        guard let surface else { return }
        cairo_surface_flush(surface)
        let target = cairo_image_surface_get_data(surface)!
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = min(frame.width * 4, targetStride)
        frame.bytes.withUnsafeBytes { source in
            for row in 0..<frame.height {
                memcpy(target + row * targetStride, source.baseAddress! + row * frame.stride, rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        queueDraw()
    }

    /// The labels to draw over the current frame, the one with `focusedID` ringed.
    public func setLabels(_ newLabels: [PriceLabel], focusedID: Int? = nil) {
        guard newLabels != labels || focusedID != self.focusedID else { return }
        labels = newLabels
        self.focusedID = focusedID
        queueDraw()
    }

    /// Calls `handler` for each primary click on the picture; `withControl` is true for Ctrl+click.
    public func onClick(_ handler: @escaping @MainActor (ClickTarget, _ withControl: Bool) -> Void) {
        clickHandler = handler
        guard gesture == nil else { return }
        let click = gtk_gesture_click_new()!
        gesture = GObjectRef(UnsafeMutableRawPointer(click))
        let controller = click
        Signal.connect(UnsafeMutableRawPointer(click), "pressed") { [weak self] _, x, y in
            let state = gtk_event_controller_get_current_event_state(controller)
            self?.handleClick(at: PixelPoint(x: x, y: y), withControl: state.rawValue & GDK_CONTROL_MASK.rawValue != 0)
        }
        gtk_widget_add_controller(widget, click)
    }

    /// Shows `text(labelID)` as the tooltip while the pointer is over a drawn label.
    public func onHoverTooltip(_ text: @escaping @MainActor (Int) -> String?) {
        tooltipText = text
        guard motion == nil else { return }
        let controller = gtk_event_controller_motion_new()!
        motion = GObjectRef(UnsafeMutableRawPointer(controller))
        Signal.connect(UnsafeMutableRawPointer(controller), "motion", point: { [weak self] x, y in
            self?.hovered(at: PixelPoint(x: x, y: y))
        })
        gtk_widget_add_controller(widget, controller)
    }

    private func hovered(at point: PixelPoint) {
        let id = drawnLabels.last { $0.rect.contains(point) }?.id
        guard id != hoveredLabel else { return }
        hoveredLabel = id
        tooltip = id.flatMap { tooltipText?($0) }
    }

    /// Each price's box as drawn, in view coordinates (for tests: labels must not cover them).
    public func drawnPriceRects() -> [(id: Int, rect: PixelRect)] {
        guard let fit = currentFit() else { return [] }
        return labels.map { ($0.id, fit.toView($0.box)) }
    }

    /// Where a label is drawn, in view coordinates (for tests and accessibility).
    public func drawnRect(ofLabel id: Int) -> PixelRect? {
        drawnLabels.last { $0.id == id }?.rect
    }

    private func handleClick(at point: PixelPoint, withControl: Bool) {
        if let hit = drawnLabels.last(where: { $0.rect.contains(point) }) {
            clickHandler?(.label(id: hit.id), withControl)
        } else if let imagePoint = currentFit()?.toImage(point) {
            clickHandler?(.picture(imagePoint), withControl)
        }
    }

    private func currentFit() -> VideoFit? {
        guard !imageSize.isEmpty else { return nil }
        return VideoFit(imageSize: imageSize,
                        viewSize: PixelSize(width: Double(gtk_widget_get_width(widget)),
                                            height: Double(gtk_widget_get_height(widget))))
    }

    private func draw(_ cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_paint(cairo)
        guard let surface, let fit = currentFit() else {
            drawnLabels = []
            return
        }
        cairo_save(cairo)
        cairo_translate(cairo, fit.offset.x, fit.offset.y)
        cairo_scale(cairo, fit.scale, fit.scale)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        let rects = OverlayPainter.paint(labels, focusedID: focusedID, in: cairo, fit: fit)
        drawnLabels = zip(labels, rects).map { ($0.id, $1) }
        if !drawnLabels.isEmpty, reportedViewSize != fit.viewSize {
            reportedViewSize = fit.viewSize
            onLabelsMoved?()
        }
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }
}
