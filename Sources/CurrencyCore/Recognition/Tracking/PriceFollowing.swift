/// Which reading a live frame gets: the whole frame by OCR, or only a search for the prices already
/// known by their look (`PatchMatcher`), which follows them as the camera moves.
///
/// A whole-frame reading of a real shelf tag costs ~120 ms, almost all of it Tesseract; finding three
/// known prices by their look costs a few milliseconds. So once prices are known, frames are tracked,
/// and a whole-frame reading, which finds prices that came into view and reads the known ones' values
/// again, runs once every `wholeFrameInterval`, one at a time. When a known price is not found (the
/// camera moved to another tag, a hand covered it) the next frame is read whole.
///
/// Several recognition threads share one plan behind a lock; `next` is asked before each reading.
public struct PriceFollowing: Sendable {
    public enum Reading: Sendable {
        case wholeFrame
        /// Look for these prices, the newest known; report the outcome with `generation`.
        case tracking([PricePatch], generation: Int)
    }

    /// Seconds from one whole-frame reading's end to the next one's frame, while prices are tracked:
    /// counted from the end, so a thread alone still tracks between its readings.
    public var wholeFrameInterval = 0.2

    /// The prices known now, where they were last found.
    public private(set) var known: [PricePatch] = []
    /// Counts the whole-frame readings that set `known`: a tracking started before the newest one
    /// must not put back the prices it replaced.
    public private(set) var generation = 0
    /// Capture time of the frame `known` was last placed in: threads finish out of order, and an
    /// older frame's places must not overwrite a newer one's.
    private var knownTime = -Double.infinity
    /// Capture time of the frame the newest finished whole-frame reading read.
    private var newestWholeFrame = -Double.infinity
    /// When the newest whole-frame reading ended (`MonotonicClock` seconds, as capture times).
    private var lastWholeFrameEnd: Double?
    private var wholeFramesRunning = 0
    /// Prices are known but none was read often enough to be shown (after a cut, or a still scene's
    /// first reading): the next frame is read whole, even while another whole reading runs, so the
    /// first labels do not wait, and a still scene, read only a few times, does not settle on a
    /// reading that shows nothing. Tracking a scene that shows something is not held up by a new
    /// price read once: it waits for the next reading due.
    private var awaitingConfirmation = false
    /// A tracking lost a price: the next frame is read whole, whatever else runs.
    private var lossUnread = false

    public init() {}

    /// The reading for a frame captured at `time` (seconds). A whole-frame reading is reported with
    /// `finishedWholeFrame`; a tracking with `tracked`, or when a price was lost, `trackingLost`.
    public mutating func next(at time: Double) -> Reading {
        if isFollowing, !readsWholeWhileFollowing(at: time) {
            return .tracking(known, generation: generation)
        }
        lossUnread = false
        wholeFramesRunning += 1
        return .wholeFrame
    }

    /// True when `next(at: time)` would read the frame whole while the known prices are followed: the
    /// reading due every `wholeFrameInterval`, not one after a cut or a loss.
    public func readsWholeWhileFollowing(at time: Double) -> Bool {
        let due = lastWholeFrameEnd.map { time - $0 >= wholeFrameInterval } ?? true
        return isFollowing && due && wholeFramesRunning == 0
    }

    /// True when frames are tracked until the next whole reading is due: prices are known, and none
    /// waits to be confirmed or was lost.
    public var isFollowing: Bool {
        !known.isEmpty && !awaitingConfirmation && !lossUnread
    }

    /// A whole-frame reading of the frame captured at `time` found these prices; it ended at `end`.
    /// A reading of an older frame than one already finished changes nothing: it would bring back
    /// prices the newer one found gone. `noneShown` true (prices read, none often enough to be shown:
    /// see `WholeReadingMerge`) makes the next frame a whole reading.
    public mutating func finishedWholeFrame(_ prices: [PricePatch], at time: Double, endedAt end: Double,
                                            noneShown: Bool = false) {
        wholeFramesRunning = max(0, wholeFramesRunning - 1)
        guard time > newestWholeFrame else { return }
        newestWholeFrame = time
        lastWholeFrameEnd = max(lastWholeFrameEnd ?? end, end)
        awaitingConfirmation = noneShown
        known = prices
        generation += 1
        knownTime = time
    }

    /// True when a whole-frame reading of the frame captured at `time` is newer than every one finished.
    public func isNewest(_ time: Double) -> Bool {
        time > newestWholeFrame
    }

    /// A whole-frame reading of an older frame than one already finished could only confirm known
    /// prices (`WholeReadingMerge.confirm`): `known` is them, counted again. Trackings started before
    /// it must not put back the old counts.
    public mutating func finishedOlderWholeFrame(confirming known: [PricePatch], noneShown: Bool = false) {
        wholeFramesRunning = max(0, wholeFramesRunning - 1)
        awaitingConfirmation = noneShown
        self.known = known
        generation += 1
    }

    /// Second looks were taken of prices read lately: `known` is the known prices with their verdicts
    /// (`WholeReadingMerge.recording`). Trackings started before must not put back the prices
    /// without them. `noneShown` as for `finishedWholeFrame`: a look can have made a price read once
    /// shown, and then frames are followed again.
    public mutating func recordedSecondLooks(_ known: [PricePatch], noneShown: Bool = false) {
        self.known = known
        awaitingConfirmation = noneShown
        generation += 1
    }

    /// Every price of the tracking `generation` was found in the frame captured at `time`, here.
    public mutating func tracked(_ prices: [PricePatch], generation: Int, at time: Double) {
        guard generation == self.generation, time > knownTime else { return }
        known = prices
        knownTime = time
    }

    /// Some prices of the tracking `generation` were not found in the frame captured at `time`: the
    /// rest are `found`, and the next frame is read whole. The caller hands on this frame's outcome
    /// at once, so the lost prices' labels start to fade a whole reading sooner (after a cut to
    /// another tag, that reading is the time the old labels stand over the new one).
    public mutating func trackingLost(keeping found: [PricePatch], generation: Int, at time: Double) {
        if generation == self.generation, time > knownTime {
            known = found
            knownTime = time
        }
        lossUnread = true
    }
}
