import CGtk

/// The desktop clipboard (GdkClipboard) of the display a widget is on.
@MainActor
public enum Clipboard {
    public static func setText(_ text: String, from widget: Widget) {
        let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(widget.widget))
        gdk_clipboard_set_text(clipboard, text)
    }
}

/// A scrollable area around one child.
@MainActor
public final class ScrolledWindow: Widget {
    private let child: Widget

    public init(child: Widget) {
        self.child = child
        super.init(gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(OpaquePointer(widget), child.widget)
        expand()
    }
}

/// A child that slides in and out, for short confirmations.
@MainActor
public final class Revealer: Widget {
    private let child: Widget

    public init(child: Widget) {
        self.child = child
        super.init(gtk_revealer_new())
        gtk_revealer_set_child(OpaquePointer(widget), child.widget)
        gtk_revealer_set_transition_type(OpaquePointer(widget), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_can_target(widget, 0)
    }

    /// A crossfading revealer keeps its child's size when hidden, so over an overlay it would
    /// still take the clicks meant for what is under it: hidden (and fading out), it is not a
    /// click target.
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(OpaquePointer(widget)) != 0 }
        set {
            gtk_widget_set_can_target(widget, newValue ? 1 : 0)
            gtk_revealer_set_reveal_child(OpaquePointer(widget), newValue ? 1 : 0)
        }
    }
}
