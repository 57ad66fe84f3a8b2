import Glibc

/// Scheduling niceness of the calling thread. Linux keeps nice per thread, and `setpriority` with
/// `PRIO_PROCESS` and id 0 acts on the calling thread only, not the whole process.
enum ThreadPriority {
    /// Makes the calling thread `increment` steps nicer (lower priority), at most 19. Raising
    /// niceness needs no privilege; should the call fail anyway, the thread keeps its priority.
    static func lowerCurrentThread(by increment: Int32) {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)  // -1 is a valid niceness: errno tells a failure
        guard errno == 0 else { return }
        _ = setpriority(which, 0, min(19, current + increment))
    }
}
