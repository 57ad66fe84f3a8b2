import Glibc

/// Whether a further recognition thread is running on a spare core. It runs nicer than the first
/// (see `RecognitionWorker`), so on a busy machine it gets little CPU: its runs take several times
/// longer, and their results come late or behind a newer frame's and are dropped. Measured on a
/// shared 2-core machine, that cost the first thread more than the extra thread added. Such a thread
/// sits out a while instead of claiming frames.
struct SpareCoreCheck {
    /// Share of a core, while a run lasted, below which the core was not spare.
    var minimumShare = 0.6
    /// How long a thread that did not get a spare core waits before it tries again.
    var sitOutNanoseconds: UInt64 = 2_000_000_000

    /// True when a run that took `wall` ns got less than `minimumShare` of it as CPU time.
    func shouldSitOut(cpuNanoseconds cpu: UInt64, wallNanoseconds wall: UInt64) -> Bool {
        wall > 0 && Double(cpu) < minimumShare * Double(wall)
    }

    /// CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID), in nanoseconds.
    static func currentThreadCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
