import CGtk

/// Owns one strong reference to a GObject: sinks a floating reference (or adds one) in `init`,
/// drops it in `deinit`. Every widget wrapper holds its object through one of these, so Swift's
/// lifetime and GObject's reference count never disagree.
public final class GObjectRef {
    /// The object, as GLib's untyped pointer.
    public let raw: gpointer

    /// Takes a reference on `pointer` (sinking it if floating, as freshly made widgets are).
    public init(_ pointer: gpointer) {
        raw = pointer
        g_object_ref_sink(pointer)
        LiveCounts.objectRefCount.add(1, ordering: .relaxed)
    }

    /// Takes over a reference the caller already owns (a non-floating object fresh from a
    /// `_new` call, such as GSettings or GtkApplication), without adding one.
    public init(adopting pointer: gpointer) {
        raw = pointer
        LiveCounts.objectRefCount.add(1, ordering: .relaxed)
    }

    deinit {
        g_object_unref(raw)
        LiveCounts.objectRefCount.subtract(1, ordering: .relaxed)
    }

    /// The object as a typed pointer for a C call.
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The object as an opaque pointer (final GTK/GDK types import this way).
    public var opaque: OpaquePointer { OpaquePointer(raw) }
}
