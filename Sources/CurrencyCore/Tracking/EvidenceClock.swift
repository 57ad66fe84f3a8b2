/// The time that label fades run on. Fades mean "this price has not been seen for a while"; when
/// recognition itself is slow (a busy machine, a debug build) no reading may have happened in that
/// while, and the label would vanish for lack of looking rather than because the price left. So
/// this clock follows real time only up to `maximumLead` past the newest recognition, then waits
/// for the next one. With recognition faster than that lead, it is simply real time.
public struct EvidenceClock: Sendable {
    /// How far the clock may run ahead of the newest reading, in seconds.
    public let maximumLead: Double
    private var newestReading: Double?

    public init(maximumLead: Double = 0.25) {
        self.maximumLead = maximumLead
    }

    /// A recognition result for a frame captured at `captureTime` (seconds) arrived.
    public mutating func readingArrived(capturedAt captureTime: Double) {
        newestReading = max(newestReading ?? captureTime, captureTime)
    }

    /// The fade time for real time `now`.
    public func time(at now: Double) -> Double {
        guard let newestReading else { return now }
        return min(now, newestReading + maximumLead)
    }
}
