import CGtk
import CShims
import CurrencyCore

/// A GTK widget owned from Swift. Subclasses make the widget and add typed operations; callers
/// never see a C pointer.
@MainActor
open class Widget {
    public let object: GObjectRef

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        object = GObjectRef(gpointer(pointer))
    }

    var widget: UnsafeMutablePointer<GtkWidget> { object.cast() }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The name screen readers announce.
    public func setAccessibleLabel(_ label: String) {
        label.withCString { text in
            cshim_accessible_set_label(OpaquePointer(widget), text)
        }
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// The narrowest the widget may be, in pixels (a side panel that should not squeeze).
    public func setWidthRequest(_ width: Int32) { gtk_widget_set_size_request(widget, width, -1) }

    public func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
    }

    public func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    public func align(horizontal: Alignment = .fill, vertical: Alignment = .fill) {
        gtk_widget_set_halign(widget, horizontal.gtk)
        gtk_widget_set_valign(widget, vertical.gtk)
    }

    /// Where `point` (in this widget's coordinates) lies on its window's surface, the coordinates
    /// an X input event uses; nil while the widget is not in a shown window.
    public func surfacePoint(_ point: PixelPoint) -> PixelPoint? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        var x = 0.0, y = 0.0, offsetX = 0.0, offsetY = 0.0
        guard gtk_widget_translate_coordinates(widget, rootWidget, point.x, point.y, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(root, &offsetX, &offsetY)
        return PixelPoint(x: x + offsetX, y: y + offsetY)
    }

    /// The least size the widget asks for; -1 leaves a side natural.
    public func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    public func grabFocus() { gtk_widget_grab_focus(widget) }
    public func queueDraw() { gtk_widget_queue_draw(widget) }
}

/// Where a widget sits in the space its parent gives it.
public enum Alignment: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
