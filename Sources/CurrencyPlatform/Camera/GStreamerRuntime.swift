import CGStreamer

/// GStreamer must be initialised once per process before any element or device monitor exists.
enum GStreamerRuntime {
    /// `gst_init` is idempotent and thread-safe, so every entry point may call this.
    static func initialize() {
        gst_init(nil, nil)
    }
}

/// GObject casts that C does with macros (`GST_BIN`, `G_OBJECT`): the pointer is the same object.
func gObject<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer {
    UnsafeMutableRawPointer(pointer)
}

func asBin(_ element: UnsafeMutablePointer<GstElement>) -> UnsafeMutablePointer<GstBin> {
    UnsafeMutableRawPointer(element).assumingMemoryBound(to: GstBin.self)
}

func asObject(_ element: UnsafeMutablePointer<GstElement>) -> UnsafeMutablePointer<GstObject> {
    UnsafeMutableRawPointer(element).assumingMemoryBound(to: GstObject.self)
}
