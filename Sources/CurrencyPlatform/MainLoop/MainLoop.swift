import CGStreamer

/// The one way work gets from another thread (GStreamer's streaming thread, the recognition worker)
/// onto the GLib main loop, where widgets live.
public enum MainLoop {
    /// Runs `work` on the next iteration of the default GLib main context, on the main thread.
    ///
    /// `g_idle_add_full` rather than `g_main_context_invoke`: invoke runs the work inline when the
    /// caller already owns the context, which would break "always later, never re-entrant".
    public static func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        let box = Unmanaged.passRetained(IdleWork(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, runIdleWork, box, releaseIdleWork)
    }
}

private final class IdleWork: Sendable {
    let work: @MainActor @Sendable () -> Void
    init(_ work: @escaping @MainActor @Sendable () -> Void) { self.work = work }
}

// Plain functions, not closures formed in isolated code: GLib calls them through C pointers.
private func runIdleWork(_ data: gpointer?) -> gboolean {
    guard let data else { return gboolean(G_SOURCE_REMOVE) }
    let idle = Unmanaged<IdleWork>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { idle.work() }
    return gboolean(G_SOURCE_REMOVE)
}

/// The destroy-notify owns the box's retain: GLib calls it once the source is done.
private func releaseIdleWork(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<IdleWork>.fromOpaque(data).release()
}
