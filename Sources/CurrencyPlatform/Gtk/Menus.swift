import CGtk

/// A header-bar button that opens a menu of actions ("win.source::demo").
@MainActor
public final class MenuButton: Widget {
    private let menu: OpaquePointer

    public init(iconName: String, accessibleLabel: String) {
        menu = g_menu_new()
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(OpaquePointer(widget), iconName)
        gtk_menu_button_set_menu_model(OpaquePointer(widget), UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        tooltip = accessibleLabel
        setAccessibleLabel(accessibleLabel)
    }

    /// Text shown on the button instead of its icon (the default currency's code, say).
    public var label: String {
        get { gtk_menu_button_get_label(OpaquePointer(widget)).map { String(cString: $0) } ?? "" }
        set { gtk_menu_button_set_label(OpaquePointer(widget), newValue) }
    }

    /// Replaces the menu's items: (label, detailed action) pairs.
    public func setItems(_ items: [(label: String, action: String)]) {
        g_menu_remove_all(menu)
        for item in items { g_menu_append(menu, item.label, item.action) }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }
}

/// The desktop's file chooser for opening one file (a portal dialog where there is one).
@MainActor
public final class OpenFileDialog {
    private let dialog: GObjectRef

    public init(title: String, parent: Window, acceptLabel: String, cancelLabel: String) {
        let native = gtk_file_chooser_native_new(title, parent.window, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, cancelLabel)!
        dialog = GObjectRef(adopting: UnsafeMutableRawPointer(native))
    }

    /// Shows the chooser; `chosen` gets the local path when the user accepts.
    public func run(_ chosen: @escaping @MainActor (String) -> Void) {
        Signal.connect(dialog.raw, "response", int: { [dialog] response in
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(OpaquePointer(dialog.raw)) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            chosen(String(cString: path))
        })
        gtk_native_dialog_show(dialog.cast())
    }
}
