import CGtk
import CurrencyCore
import Foundation

/// A picture that arrived by drag and drop: a file (from a file manager), or pixels with no file
/// (from a browser).
public enum TransferredPicture {
    case file(path: String)
    case pixels(VideoFrame)
}

/// Pictures that arrive by paste or drag and drop. Pixels (a texture) stay in memory and reach
/// recognition and the view as a camera snapshot does: nothing of a pasted picture is written to
/// disk, so nothing is left behind in the temporary directory.
@MainActor
public enum PictureTransfer {
    /// Reads a picture from the clipboard of `widget`'s display: `done` gets its pixels, or nil
    /// when the clipboard holds no picture. Asynchronous: the clipboard may belong to another app.
    public static func paste(from widget: Widget, _ done: @escaping @MainActor (VideoFrame?) -> Void) {
        let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(widget.widget))
        let box = HandlerBox<PastedPicture>(done).retainedPointer
        gdk_clipboard_read_texture_async(clipboard, nil, textureRead, box)
    }

    /// Accepts files (from a file manager) and textures (from a browser) dropped on `widget`;
    /// `dropped` gets the first file, or the pixels.
    public static func acceptDrops(on widget: Widget, _ dropped: @escaping @MainActor (TransferredPicture) -> Void) {
        let target = gtk_drop_target_new(G_TYPE_INVALID_VALUE, GDK_ACTION_COPY)!
        var types = [gdk_file_list_get_type(), gdk_texture_get_type()]
        gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
        Signal.connect(UnsafeMutableRawPointer(target), "drop", drop: { value in
            guard let picture = self.picture(in: value) else { return false }
            dropped(picture)
            return true
        })
        gtk_widget_add_controller(widget.widget, target)
    }

    private static func picture(in value: UnsafePointer<GValue>) -> TransferredPicture? {
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
            return paths.first.map { .file(path: $0) }
        }
        if g_type_is_a(type, gdk_texture_get_type()) != 0, let texture = g_value_get_object(value) {
            return frame(of: OpaquePointer(texture)).map { .pixels($0) }
        }
        return nil
    }

    /// The texture's pixels as an opaque BGRA frame, see-through parts laid over white (as the
    /// picture would look on a page); nil for an empty texture.
    fileprivate static func frame(of texture: OpaquePointer) -> VideoFrame? {
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        guard width > 0, height > 0 else { return nil }
        // GDK_MEMORY_DEFAULT: B G R A bytes, premultiplied by alpha.
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        PremultipliedPixels.flattenOverWhite(&bytes)
        return VideoFrame(width: width, height: height, stride: width * 4, bytes: bytes, captureTime: MonotonicClock.now())
    }
}

/// G_TYPE_INVALID is a macro (0): no type yet, the types follow with set_gtypes.
private let G_TYPE_INVALID_VALUE: GType = 0

private typealias PastedPicture = @MainActor (VideoFrame?) -> Void

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
        done(PictureTransfer.frame(of: texture))
    }
}
