import CGtk
import Foundation

/// Pictures that arrive by paste or drag and drop. A texture (pixels, no file) is written to a
/// PNG in the temporary directory so it reaches recognition and the view as any opened file does.
@MainActor
public enum PictureTransfer {
    /// Reads a picture from the clipboard of `widget`'s display: `done` gets a PNG's path, or nil
    /// when the clipboard holds no picture. Asynchronous: the clipboard may belong to another app.
    public static func paste(from widget: Widget, _ done: @escaping @MainActor (String?) -> Void) {
        let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(widget.widget))
        let box = HandlerBox<PastedPicture>(done).retainedPointer
        gdk_clipboard_read_texture_async(clipboard, nil, textureRead, box)
    }

    /// Accepts files (from a file manager) and textures (from a browser) dropped on `widget`;
    /// `dropped` gets the local paths, a texture as a temporary PNG.
    public static func acceptDrops(on widget: Widget, _ dropped: @escaping @MainActor ([String]) -> Void) {
        let target = gtk_drop_target_new(G_TYPE_INVALID_VALUE, GDK_ACTION_COPY)!
        var types = [gdk_file_list_get_type(), gdk_texture_get_type()]
        gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
        Signal.connect(UnsafeMutableRawPointer(target), "drop", drop: { value in
            let paths = self.paths(in: value)
            guard !paths.isEmpty else { return false }
            dropped(paths)
            return true
        })
        gtk_widget_add_controller(widget.widget, target)
    }

    private static func paths(in value: UnsafePointer<GValue>) -> [String] {
        let type = value.pointee.g_type
        if g_type_is_a(type, gdk_file_list_get_type()) != 0, let list = g_value_get_boxed(value) {
            var paths: [String] = []
            var node = gdk_file_list_get_files(OpaquePointer(list))
            let head = node
            while let current = node {
                if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
                    paths.append(String(cString: path))
                    g_free(path)
                }
                node = current.pointee.next
            }
            g_slist_free(head)
            return paths
        }
        if g_type_is_a(type, gdk_texture_get_type()) != 0, let texture = g_value_get_object(value) {
            return save(OpaquePointer(texture)).map { [$0] } ?? []
        }
        return []
    }

    /// Writes `texture` as a PNG in the temporary directory; nil when that failed.
    fileprivate static func save(_ texture: OpaquePointer) -> String? {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("currency-camera-picture-\(UUID().uuidString).png").path
        return gdk_texture_save_to_png(texture, path) != 0 ? path : nil
    }
}

/// G_TYPE_INVALID is a macro (0): no type yet, the types follow with set_gtypes.
private let G_TYPE_INVALID_VALUE: GType = 0

private typealias PastedPicture = @MainActor (String?) -> Void

/// The clipboard's answer. A plain function: GIO calls it through a C pointer, on the main thread.
private func textureRead(_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ data: gpointer?) {
    // The box was passed retained for this one call: take that retain back.
    let done = Unmanaged<HandlerBox<PastedPicture>>.fromOpaque(UnsafeRawPointer(data!)).takeRetainedValue().handler
    nonisolated(unsafe) let source = source, result = result
    MainActor.assumeIsolated {
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, &error)
        if let error { g_error_free(error) }
        guard let texture else { return done(nil) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        done(PictureTransfer.save(texture))
    }
}
