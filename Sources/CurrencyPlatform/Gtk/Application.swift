import CGtk

/// The GtkApplication: one instance per app ID, `activate` builds the windows.
@MainActor
public final class Application {
    let object: GObjectRef

    /// Windows are drawn with GTK's Cairo renderer unless `GSK_RENDERER` says otherwise: the video
    /// and its labels are Cairo drawings already, which the default GL renderer re-uploads as a
    /// texture every frame. Without a GPU (Mesa's llvmpipe, as in a VM) that took ~40 % of a core
    /// and, sharing 2 cores with recognition, held the live labels' p95 latency at 100–160 ms
    /// while the demo moved; with Cairo, 74–94 ms at a steady 30 fps (FINDINGS.md).
    public init(id: String) {
        setenv("GSK_RENDERER", "cairo", 0)
        SessionBusWarning.silence()
        object = GObjectRef(adopting: gpointer(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)))
    }

    var pointer: UnsafeMutablePointer<GtkApplication> { object.cast() }

    public func onActivate(_ action: @escaping @MainActor () -> Void) {
        Signal.connect(object.raw, "activate", action)
    }

    /// Binds a keyboard accelerator such as "<Control>q" to an action named "app.quit" or
    /// "win.history" (the action must exist on the application or window).
    public func setAccelerators(_ accels: [String], forAction action: String) {
        withCStringArray(accels) { gtk_application_set_accels_for_action(pointer, action, $0) }
    }

    /// Adds an application-wide action ("app.NAME").
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        Actions.add(name, to: OpaquePointer(object.raw), handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status. GTK sees only
    /// the program name: our own options are parsed before this.
    public func run() -> Int32 {
        g_application_run(object.cast(), 0, nil)
    }

    public func quit() { g_application_quit(object.cast()) }

    /// Calls `handler` on the main loop (not in the signal handler, where almost nothing is safe)
    /// when SIGINT or SIGTERM arrives, with the signal's number. Left to the defaults, either
    /// killed the app wherever it was, with the camera still streaming.
    public func onTerminationSignal(_ handler: @escaping @MainActor (Int32) -> Void) {
        for number in [SIGINT, SIGTERM] {
            let box = HandlerBox<@MainActor () -> Void>({ handler(number) })
            g_unix_signal_add_full(Int32(G_PRIORITY_HIGH), number, { data in
                let arrived = HandlerBox<@MainActor () -> Void>.take(data)
                MainActor.assumeIsolated { arrived() }
                return 1  // G_SOURCE_CONTINUE: a second Ctrl+C while quitting is handled the same way
            }, box.retainedPointer, releaseHandlerBox)
        }
    }
}

/// Passes a Swift string array to C as a NULL-terminated `const char **`.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
