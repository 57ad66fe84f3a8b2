import Glibc

/// How the process answers the signals a user or a script sends it.
public enum ProcessSignals {
    /// - SIGPIPE is ignored, so writing to a pipe whose reader has gone (`--stats | head -2`)
    ///   fails with EPIPE, which the writer reports and exits on, instead of a silent death.
    /// - SIGQUIT (Ctrl+\) ends the process at once, as SIGTERM does, with the shell's usual status
    ///   for it (128 + 3). Left to the Swift runtime, its backtracer caught SIGQUIT, printed a dump
    ///   of every thread and the app ran on. History writes are atomic, so ending mid-write
    ///   loses nothing (see JSONHistoryStore).
    /// Call it first thing in `main`, after any re-exec.
    public static func install() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGQUIT) { _ in _exit(128 + SIGQUIT) }
    }
}
