import CGtk

extension MainLoop {
    /// Calls `tick` every `milliseconds` on the main loop until it returns false.
    @discardableResult
    public static func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = HandlerBox<@MainActor () -> Bool>(tick)
        return g_timeout_add_full(Int32(G_PRIORITY_DEFAULT), milliseconds, { data in
            let tick = HandlerBox<@MainActor () -> Bool>.take(data)
            return MainActor.assumeIsolated { tick() } ? 1 : gboolean(G_SOURCE_REMOVE)
        }, box.retainedPointer, releaseHandlerBox)
    }
}
