/// Which reading a live frame gets: the whole frame, or only the places where the last whole-frame
/// reading found prices ("following" them as the camera moves).
///
/// A whole-frame reading costs ~70 ms on the demo, almost all of it Tesseract's layout pass over
/// every line in view, headings and labels included; re-reading three price lines costs ~20 ms. So
/// between whole-frame readings, which come every `wholeFrameInterval` and find prices that came
/// into view, a frame's known prices are re-read where they were. A following reading only moves
/// known prices: it is used when every known price is found again (`KnownPriceSearch.refound`).
/// Otherwise the frame is read whole, and following waits before it is tried again: one
/// `wholeFrameInterval` after a first failure, so a scene that jumped is soon followed again; twice
/// as long after each further failure in a row, up to `longestPause`, so a scene the line reader
/// misreads (a menu: its whole reading takes ~190 ms, a failed following ~60 ms) is rarely read twice.
///
/// Several recognition threads share one plan behind a lock; `next` is asked before each reading.
public struct PriceFollowing: Sendable {
    public enum Reading: Equatable, Sendable {
        case wholeFrame
        /// Re-read around these prices: the newest known ones.
        case following([DetectedPrice])
    }

    /// At most this long (seconds of capture time) between whole-frame readings.
    public var wholeFrameInterval = 0.2
    /// The longest wait before following is tried again after failures in a row, in seconds.
    public var longestPause = 3.2

    private var known: [DetectedPrice] = []
    private var lastWholeFrame: Double?
    private var wholeFramesRunning = 0
    /// When following last failed, and how long frames are read whole after it.
    private var lastFailure: Double?
    private var pause = 0.0

    public init() {}

    /// The reading for a frame captured at `time` (seconds). A whole-frame reading is reported back
    /// with `finishedWholeFrame`; a following one with `followed` or, when it failed, `followingFailed`.
    public mutating func next(at time: Double) -> Reading {
        let due = lastWholeFrame.map { time - $0 >= wholeFrameInterval } ?? true
        let followable = !known.isEmpty && (lastFailure.map { time - $0 >= pause } ?? true)
        if followable, !due || wholeFramesRunning > 0 { return .following(known) }
        wholeFramesRunning += 1
        lastWholeFrame = time
        return .wholeFrame
    }

    /// A whole-frame reading found `prices`.
    public mutating func finishedWholeFrame(_ prices: [DetectedPrice]) {
        wholeFramesRunning = max(0, wholeFramesRunning - 1)
        known = prices
    }

    /// A following reading re-found every known price (`refound`'s result): they are where it saw them.
    public mutating func followed(_ prices: [DetectedPrice]) {
        known = prices
        lastFailure = nil
    }

    /// A following reading of the frame captured at `time` lost or misread a known price: the
    /// caller reads that frame whole now.
    public mutating func followingFailed(at time: Double) {
        pause = lastFailure == nil ? wholeFrameInterval : min(2 * pause, longestPause)
        lastFailure = time
        wholeFramesRunning += 1
        lastWholeFrame = time
    }
}
