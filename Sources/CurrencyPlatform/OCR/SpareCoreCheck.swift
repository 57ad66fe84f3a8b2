import Glibc

/// Whether a further recognition thread is running on a spare core. It runs nicer than the first
/// (see `RecognitionWorker`), so on a busy machine it gets little CPU: its runs take several times
/// longer, and their results come late or behind a newer frame's and are dropped. Measured on a
/// shared 2-core machine, that cost the first thread more than the extra thread added. Such a thread
/// sits out a while instead of claiming frames.
///
/// Runs are judged together until they add up to `judgedOver` of wall time: a tracked frame's few
/// milliseconds are too short to judge alone (one preemption by the video thread halves its share).
struct SpareCoreCheck {
    /// Share of a core, while the runs lasted, below which the core was not spare.
    var minimumShare = 0.6
    /// How long a thread that did not get a spare core waits before it tries again.
    var sitOutNanoseconds: UInt64 = 2_000_000_000
    /// Wall time of the runs judged together.
    var judgedOver: UInt64 = 100_000_000
    private var cpu: UInt64 = 0
    private var wall: UInt64 = 0

    init(minimumShare: Double = 0.6, sitOutNanoseconds: UInt64 = 2_000_000_000, judgedOver: UInt64 = 100_000_000) {
        self.minimumShare = minimumShare
        self.sitOutNanoseconds = sitOutNanoseconds
        self.judgedOver = judgedOver
    }

    /// Adds a run of `wall` ns that got `cpu` ns of CPU time. True when the runs since the last
    /// verdict lasted `judgedOver` and got less than `minimumShare` of it as CPU time.
    mutating func shouldSitOut(afterRunOf cpu: UInt64, wall: UInt64) -> Bool {
        self.cpu += cpu
        self.wall += wall
        guard self.wall >= judgedOver, self.wall > 0 else { return false }
        defer { self.cpu = 0; self.wall = 0 }
        return Double(self.cpu) < minimumShare * Double(self.wall)
    }

    /// CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID), in nanoseconds.
    static func currentThreadCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
