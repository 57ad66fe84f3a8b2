import CGtk

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    public init(placeholder: String = "") {
        super.init(gtk_entry_new())
        gtk_entry_set_placeholder_text(object.cast(), placeholder)
    }

    private var editable: OpaquePointer { OpaquePointer(widget) }

    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Called after every edit.
    public func onChange(_ action: @escaping @MainActor () -> Void) {
        Signal.connect(object.raw, "changed", action)
    }

    /// Called when Enter is pressed in the field.
    public func onActivate(_ action: @escaping @MainActor () -> Void) {
        Signal.connect(object.raw, "activate", action)
    }

    /// Marks the field as holding an error, for the theme's red outline.
    public var showsError: Bool {
        get { gtk_widget_has_css_class(widget, "error") != 0 }
        set { newValue ? addCSSClass("error") : removeCSSClass("error") }
    }
}
