import CGtk

/// A push button with a label or a symbolic icon.
@MainActor
public final class Button: Widget {
    public init(label: String) { super.init(gtk_button_new_with_label(label)) }
    public init(iconName: String, accessibleLabel: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
        tooltip = accessibleLabel
        setAccessibleLabel(accessibleLabel)
    }

    public var label: String {
        get { gtk_button_get_label(object.cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(object.cast(), newValue) }
    }

    /// The symbolic icon shown (a button whose icon tells its state, as freeze does).
    public var iconName: String {
        get { gtk_button_get_icon_name(object.cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_icon_name(object.cast(), newValue) }
    }

    public func onClick(_ action: @escaping @MainActor () -> Void) {
        Signal.connect(object.raw, "clicked", action)
    }

    /// Runs a named action ("win.settings") when clicked.
    public func setAction(_ name: String) { gtk_actionable_set_action_name(OpaquePointer(widget), name) }
}

/// A line of text.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
        gtk_label_set_wrap(OpaquePointer(widget), 1)
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(OpaquePointer(widget))) }
        set { gtk_label_set_text(OpaquePointer(widget), newValue) }
    }

    public func setXAlign(_ value: Float) { gtk_label_set_xalign(OpaquePointer(widget), value) }
}

/// A row or column of widgets.
@MainActor
public final class Box: Widget {
    private var children: [Widget] = []

    public init(vertical: Bool, spacing: Int32 = 0) {
        super.init(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing))
    }

    public func append(_ child: Widget) {
        children.append(child)
        gtk_box_append(object.cast(), child.widget)
    }

    public func remove(_ child: Widget) {
        gtk_box_remove(object.cast(), child.widget)
        children.removeAll { $0 === child }
    }
}

/// Stacks widgets on top of a main child, each placed by its own alignment.
@MainActor
public final class Overlay: Widget {
    private var children: [Widget] = []

    public init(child: Widget) {
        super.init(gtk_overlay_new())
        children.append(child)
        gtk_overlay_set_child(OpaquePointer(widget), child.widget)
    }

    public func addOverlay(_ child: Widget) {
        children.append(child)
        gtk_overlay_add_overlay(OpaquePointer(widget), child.widget)
    }

    /// Adds an overlay and returns self, for building in one expression.
    public func with(_ child: Widget) -> Overlay {
        addOverlay(child)
        return self
    }
}

/// An indeterminate progress indicator.
@MainActor
public final class Spinner: Widget {
    public init() { super.init(gtk_spinner_new()) }
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(OpaquePointer(widget)) != 0 }
        set { gtk_spinner_set_spinning(OpaquePointer(widget), newValue ? 1 : 0) }
    }
}
