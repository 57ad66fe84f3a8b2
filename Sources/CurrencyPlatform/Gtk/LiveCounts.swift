import Synchronization

/// How many signal/source handler boxes and GObject references the Swift side holds right now. A
/// debug counter for the leak check (issue 16): open and close a dialog many times, and these
/// must come back to where they were. Atomic because boxes die on whatever thread GLib frees them.
public enum LiveCounts {
    static let handlerBoxCount = Atomic<Int>(0)
    static let objectRefCount = Atomic<Int>(0)

    /// Live `HandlerBox`es: Swift closures connected to signals, timers and idle sources.
    public static var handlerBoxes: Int { handlerBoxCount.load(ordering: .relaxed) }
    /// Live `GObjectRef`s: widgets and other GObjects a Swift wrapper keeps.
    public static var objectRefs: Int { objectRefCount.load(ordering: .relaxed) }
}
