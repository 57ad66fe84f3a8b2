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

    /// Keeps this wrapper (and so the native dialog, which GTK does not keep alive) until the
    /// user answers. The response handler used to capture `dialog` itself: the object owned its
    /// handler, the handler owned the object, and every dialog ever opened stayed alive.
    private var selfWhileShown: OpenFileDialog?

    /// Shows the chooser; `chosen` gets the local path when the user accepts.
    public func run(_ chosen: @escaping @MainActor (String) -> Void) {
        selfWhileShown = self
        Signal.connect(dialog.raw, "response", int: { [weak self] response in
            guard let self else { return }
            defer { self.selfWhileShown = nil }  // the last reference may go here: after `chosen`
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(self.dialog.opaque) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            chosen(String(cString: path))
        })
        gtk_native_dialog_show(dialog.cast())
    }
}
