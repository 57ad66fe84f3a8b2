import Glibc

/// Scheduling niceness of the calling thread. Linux keeps nice per thread, and `setpriority` with
/// `PRIO_PROCESS` and id 0 acts on the calling thread only, not the whole process.
enum ThreadPriority {
    /// Makes the calling thread `increment` steps nicer (lower priority). Raising niceness needs no
    /// privilege; false if the call failed anyway.
    @discardableResult
    static func lowerCurrentThread(by increment: Int32) -> Bool {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        guard errno == 0 else { return false }
        return setpriority(which, 0, min(19, current + increment)) == 0
    }
}
