import CGtk

/// Hops work onto the GLib main loop, the only thread that may touch widgets. Safe to call from
/// any thread, including GStreamer's streaming threads and the recognition worker.
public enum MainLoop {
    /// Runs `work` once on the main loop, soon.
    public static func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        let box = HandlerBox<@MainActor @Sendable () -> Void>(work)
        g_idle_add_full(Int32(G_PRIORITY_DEFAULT), { data in
            let work = HandlerBox<@MainActor @Sendable () -> Void>.take(data)
            MainActor.assumeIsolated { work() }
            return gboolean(G_SOURCE_REMOVE)
        }, box.retainedPointer, { data in
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(data!)).release()
        })
    }

    /// Calls `tick` every `milliseconds` on the main loop until it returns false.
    @discardableResult
    public static func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = HandlerBox<@MainActor () -> Bool>(tick)
        return g_timeout_add_full(Int32(G_PRIORITY_DEFAULT), milliseconds, { data in
            let tick = HandlerBox<@MainActor () -> Bool>.take(data)
            return MainActor.assumeIsolated { tick() } ? 1 : gboolean(G_SOURCE_REMOVE)
        }, box.retainedPointer, { data in
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(data!)).release()
        })
    }
}
