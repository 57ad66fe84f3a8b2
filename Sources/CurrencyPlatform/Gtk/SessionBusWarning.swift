import CGtk

/// GTK asks for the D-Bus session bus as the app starts and, when there is none (an SSH or Xvfb
/// session, a minimal desktop), prints "Unable to acquire session bus" on the user's terminal at
/// every launch. The app uses no bus (it is NON_UNIQUE and keeps its settings in a keyfile then), so
/// that one message is dropped unless CURRENCY_CAMERA_DEBUG=1 asks for library messages, as for
/// Leptonica's; every other GLib and GTK message is written as before.
@MainActor
enum SessionBusWarning {
    /// GLib takes one writer per process, and only before anything was logged.
    private static var installed = false

    static func silence() {
        guard !installed, getenv("CURRENCY_CAMERA_DEBUG").map({ String(cString: $0) }) != "1" else { return }
        installed = true
        g_log_set_writer_func(writeLogEntry, nil, nil)
    }
}

/// The writer: a plain function, not a closure formed in main-actor code, because GLib calls it on
/// whichever thread logs (dconf's worker among them); a main-actor closure trapped there.
private func writeLogEntry(_ level: GLogLevelFlags, _ fields: UnsafePointer<GLogField>?, _ count: gsize,
                           _ data: gpointer?) -> GLogWriterOutput {
    if let fields, isMissingSessionBus(fields, count: count) { return G_LOG_WRITER_HANDLED }
    return g_log_writer_default(level, fields, count, data)
}

/// True when the entry's MESSAGE is GTK's missing-bus warning.
private func isMissingSessionBus(_ fields: UnsafePointer<GLogField>, count: gsize) -> Bool {
    for index in 0..<Int(count) {
        let field = fields[index]
        guard let key = field.key, String(cString: key) == "MESSAGE", field.length == -1,
              let value = field.value else { continue }
        return String(cString: value.assumingMemoryBound(to: CChar.self)).hasPrefix("Unable to acquire session bus")
    }
    return false
}
