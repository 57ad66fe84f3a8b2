import CGtk

/// The desktop's file chooser (GtkFileChooserNative: a portal dialog where there is one; GTK 4.8
/// has no GtkFileDialog) to open one file of some kinds, or to save one.
@MainActor
public final class FileChooser {
    /// What the chooser is for.
    public enum Purpose: Sendable {
        case open, save
    }

    private let dialog: GObjectRef

    public init(purpose: Purpose, title: String, parent: Window, acceptLabel: String, cancelLabel: String) {
        let action = purpose == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let native = gtk_file_chooser_native_new(title, parent.window, action, acceptLabel, cancelLabel)!
        dialog = GObjectRef(adopting: UnsafeMutableRawPointer(native))
        gtk_native_dialog_set_modal(dialog.cast(), 1)
    }

    private var chooser: OpaquePointer { OpaquePointer(dialog.raw) }

    /// Offers only files of these MIME types (`image/…`), under `name`.
    public func addFilter(name: String, mimeTypes: [String]) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        // The chooser takes its own reference; ours goes.
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// The file name a save chooser proposes ("prices.csv").
    public func setSuggestedName(_ name: String) {
        gtk_file_chooser_set_current_name(chooser, name)
    }

    /// Shows the chooser; `chosen` gets the local path when the user accepts. The chooser keeps
    /// itself alive through its own response handler until then.
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
