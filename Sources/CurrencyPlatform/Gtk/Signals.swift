import CGtk
import CShims

/// Boxes a Swift handler for a GLib signal or source. The box is `passRetained` into GLib and
/// released by the destroy-notify GLib calls when the handler is disconnected or its object dies.
final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) {
        self.handler = handler
        LiveCounts.handlerBoxCount.add(1, ordering: .relaxed)
    }

    deinit { LiveCounts.handlerBoxCount.subtract(1, ordering: .relaxed) }

    var retainedPointer: gpointer { gpointer(Unmanaged.passRetained(self).toOpaque()) }

    static func take(_ pointer: gpointer?) -> Handler {
        Unmanaged<HandlerBox<Handler>>.fromOpaque(UnsafeRawPointer(pointer!)).takeUnretainedValue().handler
    }
}

/// The GDestroyNotify for a `HandlerBox` given to a GLib source or draw function.
func releaseHandlerBox(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(data)).release()
}

/// The same for a signal handler's box (GClosureNotify passes the closure too).
private func releaseBox(_ data: gpointer?, _: UnsafeMutablePointer<GClosure>?) {
    releaseHandlerBox(data)
}

/// Connects GLib signals to Swift closures. GTK emits these on the main thread, so the handlers
/// are `@MainActor` and entered with `MainActor.assumeIsolated`.
@MainActor
public enum Signal {
    public typealias Action = @MainActor () -> Void
    public typealias Veto = @MainActor () -> Bool
    public typealias Press = @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void

    /// A signal whose C handler is `void (*)(GObject *, gpointer)`: "clicked", "changed", "activate".
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String, _ action: @escaping Action) -> UInt {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let action = HandlerBox<Action>.take(data)
            MainActor.assumeIsolated { action() }
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(action).retainedPointer)
    }

    /// A signal whose C handler returns a gboolean: "close-request" (true stops the default).
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String, veto: @escaping Veto) -> UInt {
        let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let veto = HandlerBox<Veto>.take(data)
            return MainActor.assumeIsolated { veto() } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(veto).retainedPointer)
    }

    /// GtkGestureClick's "pressed": press count and widget coordinates.
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String, press: @escaping Press) -> UInt {
        let thunk: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
            let press = HandlerBox<Press>.take(data)
            MainActor.assumeIsolated { press(Int(n), x, y) }
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(press).retainedPointer)
    }

    /// GtkEventControllerKey's "key-pressed": keyval, hardware keycode and modifier state; the
    /// handler returns true when it took the key (GTK then stops propagating it).
    @discardableResult
    static func connect(_ object: gpointer, _ name: String,
                        key handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool) -> UInt {
        typealias Handler = @MainActor (UInt32, UInt32) -> Bool
        let thunk: @convention(c) (gpointer?, UInt32, UInt32, UInt32, gpointer?) -> gboolean = { _, keyval, _, state, data in
            let handler = HandlerBox<Handler>.take(data)
            return MainActor.assumeIsolated { handler(keyval, state) } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(handler).retainedPointer)
    }

    /// A signal whose C handler is `void (*)(GObject *, gpointer arg, gpointer)`: GtkListBox's
    /// "row-selected" passes the row (or NULL).
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String,
                               pointer handler: @escaping @MainActor (gpointer?) -> Void) -> UInt {
        typealias Handler = @MainActor (gpointer?) -> Void
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let handler = HandlerBox<Handler>.take(data)
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { handler(argument) }
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(handler).retainedPointer)
    }

    /// A signal whose C handler is `void (*)(GObject *, int, gpointer)`: GtkNativeDialog's "response".
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String, int handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        typealias Handler = @MainActor (Int32) -> Void
        let thunk: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
            let handler = HandlerBox<Handler>.take(data)
            MainActor.assumeIsolated { handler(value) }
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(handler).retainedPointer)
    }

    /// A signal whose C handler is `void (*)(GObject *, double, double, gpointer)`: GtkGestureDrag's
    /// "drag-update" and "drag-end" (the offset from the drag's start), GtkEventControllerMotion's
    /// "motion" (the pointer's widget coordinates).
    @discardableResult
    public static func connect(_ object: gpointer, _ name: String, point handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        typealias Handler = @MainActor (Double, Double) -> Void
        let thunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            let handler = HandlerBox<Handler>.take(data)
            MainActor.assumeIsolated { handler(x, y) }
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(handler).retainedPointer)
    }

    /// GtkDropTarget's "drop": `gboolean (*)(GtkDropTarget *, const GValue *, double, double, gpointer)`;
    /// the handler says whether it took the drop.
    @discardableResult
    static func connect(_ object: gpointer, _ name: String, drop handler: @escaping @MainActor (UnsafePointer<GValue>) -> Bool) -> UInt {
        typealias Handler = @MainActor (UnsafePointer<GValue>) -> Bool
        let thunk: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = { _, value, _, _, data in
            let handler = HandlerBox<Handler>.take(data)
            guard let value else { return 0 }
            return MainActor.assumeIsolated { handler(value) } ? 1 : 0
        }
        return attach(object, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox(handler).retainedPointer)
    }

    private static func attach(_ object: gpointer, _ name: String, _ callback: GCallback, _ data: gpointer) -> UInt {
        UInt(cshim_signal_connect(object, name, callback, data, releaseBox))
    }
}
