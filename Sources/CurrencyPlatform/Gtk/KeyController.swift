import CGtk

/// A key press, as the windows act on it: the key (keypad and ISO variants folded in) and
/// whether Shift or Ctrl was held.
public struct KeyPress: Equatable, Sendable {
    public enum Key: Equatable, Sendable {
        case tab, enter, escape, up, down, left, right, other
    }

    public var key: Key
    public var shift: Bool
    public var control: Bool

    public init(key: Key, shift: Bool = false, control: Bool = false) {
        self.key = key
        self.shift = shift
        self.control = control
    }

    /// Shift+Tab arrives as ISO_Left_Tab on X11: it is Tab with Shift here.
    init(keyval: UInt32, modifiers: UInt32) {
        let key: Key
        switch Int32(keyval) {
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab: key = .tab
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: key = .enter
        case GDK_KEY_Escape: key = .escape
        case GDK_KEY_Up, GDK_KEY_KP_Up: key = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: key = .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: key = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: key = .right
        default: key = .other
        }
        self.init(key: key,
                  shift: modifiers & GDK_SHIFT_MASK.rawValue != 0 || Int32(keyval) == GDK_KEY_ISO_Left_Tab,
                  control: modifiers & GDK_CONTROL_MASK.rawValue != 0)
    }
}

extension Widget {
    /// Whether the widget takes the keyboard focus (a drawing area does not by default).
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Calls `handler` for each key pressed while the widget (or a child) has the focus; it
    /// returns true when it took the key. In the bubble phase (the default) the widget sees keys
    /// after the window's shortcuts (the app's accelerators, Space for freeze) and before the
    /// window's own focus keys (Tab, arrows), so taking Tab here keeps GTK from moving the focus.
    public func onKeyPress(capture: Bool = false, _ handler: @escaping @MainActor (KeyPress) -> Bool) {
        let controller = gtk_event_controller_key_new()!
        if capture { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
        // The widget owns the controller (and, through the signal, the handler's box).
        Signal.connect(UnsafeMutableRawPointer(controller), "key-pressed", key: { keyval, modifiers in
            handler(KeyPress(keyval: keyval, modifiers: modifiers))
        })
        gtk_widget_add_controller(widget, controller)
    }

    /// Calls `handler` when the widget gains the keyboard focus.
    public func onFocusEnter(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        Signal.connect(UnsafeMutableRawPointer(controller), "enter", handler)
        gtk_widget_add_controller(widget, controller)
    }
}
