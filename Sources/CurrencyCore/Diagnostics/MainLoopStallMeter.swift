/// The longest main-loop stall: how much later than asked a periodic timer fired. A timer due
/// every 100 ms that fires 400 ms after the last one saw the loop busy (or blocked) for 300 ms —
/// the time the window could not redraw or answer a click. For `--stats` and the soak test.
public struct MainLoopStallMeter: Sendable {
    /// The timer's period, in seconds.
    public let interval: Double
    /// The longest delay beyond `interval` seen so far, in seconds.
    public private(set) var longest: Double = 0
    private var lastTick: Double?

    public init(interval: Double) {
        self.interval = interval
    }

    /// The timer fired at `now` (seconds on a monotonic clock); returns how late it fired.
    @discardableResult
    public mutating func tick(at now: Double) -> Double {
        defer { lastTick = now }
        guard let lastTick else { return 0 }
        let late = now - lastTick - interval
        longest = max(longest, late)
        return late
    }
}
