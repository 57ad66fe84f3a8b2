/// Counts what the live pipeline did over a window of time, for `--stats` and the benchmark:
/// frames shown, recognitions finished and their capture → label latencies.
public struct StatsMeter: Sendable {
    private var framesShown = 0
    private var recognitions = 0
    private var latencies: [Double] = []
    private var windowStart: Double

    /// `now` in seconds on any monotonic clock.
    public init(now: Double) {
        windowStart = now
    }

    public mutating func frameShown() { framesShown += 1 }

    /// One recognition finished; `latency` is capture → labels ready, in milliseconds.
    public mutating func recognitionFinished(latencyMilliseconds latency: Double) {
        recognitions += 1
        latencies.append(latency)
    }

    /// The figures since the last `reset`, as rates over the elapsed time.
    public func snapshot(now: Double) -> Snapshot {
        let elapsed = max(now - windowStart, 1e-9)
        return Snapshot(framesPerSecond: Double(framesShown) / elapsed,
                        recognitionsPerSecond: Double(recognitions) / elapsed,
                        p50LatencyMilliseconds: Self.percentile(latencies, 0.50),
                        p95LatencyMilliseconds: Self.percentile(latencies, 0.95))
    }

    /// Starts a new window.
    public mutating func reset(now: Double) {
        self = StatsMeter(now: now)
    }

    /// Nearest-rank percentile; nil when nothing was measured.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Rates over one window.
    public struct Snapshot: Equatable, Sendable {
        public var framesPerSecond: Double
        public var recognitionsPerSecond: Double
        public var p50LatencyMilliseconds: Double?
        public var p95LatencyMilliseconds: Double?

        /// The `--stats` line: `stats: fps=… recognitions=… latency_ms=… [stall_ms=…] labels=A|B`.
        /// With `longestStallMilliseconds`, ` stall_ms=…` (the run's longest main-loop stall) comes
        /// before the labels, which stay last: scripts split on " labels=".
        public func statsLine(labels: [String], longestStallMilliseconds stall: Double? = nil) -> String {
            "stats: fps=\(Self.format(framesPerSecond)) recognitions=\(Self.format(recognitionsPerSecond))"
                + " latency_ms=\(p95LatencyMilliseconds.map { Self.format($0) } ?? "-")"
                + (stall.map { " stall_ms=\(Self.format($0))" } ?? "")
                + " labels=\(labels.joined(separator: "|"))"
        }

        static func format(_ value: Double) -> String {
            let tenths = (value * 10).rounded()
            return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
        }
    }
}
