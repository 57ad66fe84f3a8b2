import CGStreamer

/// The one way work gets from another thread (GStreamer's streaming thread, the recognition worker)
/// onto the GLib main loop, where widgets live.
public enum MainLoop {
    /// Runs `work` on the next iteration of the default GLib main context, on the main thread.
    ///
    /// `g_idle_add_full` rather than `g_main_context_invoke`: invoke runs the work inline when the
    /// caller already owns the context, which would break "always later, never re-entrant".
    /// `afterRedraw` runs it only once GTK has no layout or drawing pending (idle priority), for
    /// work split over several turns that must not hold back the next frame.
    public static func post(afterRedraw: Bool = false, _ work: @escaping @MainActor @Sendable () -> Void) {
        let box = Unmanaged.passRetained(IdleWork(work)).toOpaque()
        g_idle_add_full(afterRedraw ? G_PRIORITY_DEFAULT_IDLE : G_PRIORITY_DEFAULT, runIdleWork, box, releaseIdleWork)
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

extension MainLoop {
    /// Turns the default GLib main context for `seconds` when no application runs it (command-line
    /// tools, the benchmark). Blocks between events; a 50 ms timer bounds the overshoot.
    @MainActor
    public static func run(seconds: Double) {
        let deadline = MonotonicClock.now() + UInt64(seconds * 1e9)
        let timer = g_timeout_add_full(G_PRIORITY_DEFAULT, 50, keepTicking, nil, nil)
        defer { g_source_remove(timer) }
        while MonotonicClock.now() < deadline { g_main_context_iteration(nil, 1) }
    }
}

/// Wakes the blocking iteration above so it can check its deadline.
private func keepTicking(_ data: gpointer?) -> gboolean {
    gboolean(G_SOURCE_CONTINUE)
}
