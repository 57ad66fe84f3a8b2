import Foundation

/// Which reading a live frame gets: the whole frame, or only the places where the last whole-frame
/// reading found prices ("following" them as the camera moves).
///
/// A whole-frame reading costs ~70 ms on the demo, almost all of it Tesseract's layout pass over
/// every line in view, headings and labels included; re-reading three price lines costs ~20 ms. So
/// between whole-frame readings, which come every `wholeFrameInterval` and find prices that came
/// into view, a frame's known prices are re-read where they were. A following reading only moves
/// known prices: it is used when every known price is read again, with the same value, inside its
/// search box (`refound`). Otherwise the frame is read whole, and following waits one
/// `wholeFrameInterval` before it is tried again: a menu the line reader misreads costs one failed
/// following reading per interval, and a scene that jumped is followed again soon after.
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
    /// How far a search box reaches around a known price, in price heights: the camera's movement
    /// between two readings, and a digit the last reading may have dropped.
    public var reachVertical = 0.2
    public var reachHorizontal = 1.0

    private var known: [DetectedPrice] = []
    private var lastWholeFrame: Double?
    private var wholeFramesRunning = 0
    /// When following last failed: frames are read whole for a `wholeFrameInterval` after it.
    private var lastFailure: Double?

    public init() {}

    /// The reading for a frame captured at `time` (seconds). A whole-frame reading is reported back
    /// with `finishedWholeFrame`; a following one with `followed` or, when it failed, `followingFailed`.
    public mutating func next(at time: Double) -> Reading {
        let due = lastWholeFrame.map { time - $0 >= wholeFrameInterval } ?? true
        let followable = !known.isEmpty && (lastFailure.map { time - $0 >= wholeFrameInterval } ?? true)
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
    }

    /// A following reading of the frame captured at `time` lost or misread a known price: the
    /// caller reads that frame whole now.
    public mutating func followingFailed(at time: Double) {
        lastFailure = time
        wholeFramesRunning += 1
        lastWholeFrame = time
    }

    /// Where to look for `price` in a later frame, in frame pixels.
    public func searchBox(around price: DetectedPrice) -> PixelRect {
        let box = price.box, h = box.height
        return PixelRect(x: box.x - reachHorizontal * h, y: box.y - reachVertical * h,
                         width: box.width + 2 * reachHorizontal * h, height: h * (1 + 2 * reachVertical))
    }

    /// Each of `known` in `reread`: the same value, centred inside its search box. Nil when one is
    /// missing, so a following reading never adds, drops or changes a price; `reread`'s other
    /// prices (a neighbour caught at a box's edge) are left out.
    public func refound(_ known: [DetectedPrice], in reread: [DetectedPrice]) -> [DetectedPrice]? {
        var unused = reread, found: [DetectedPrice] = []
        for price in known {
            let box = searchBox(around: price)
            guard let index = unused.firstIndex(where: { $0.value == price.value && box.contains($0.box.center) })
            else { return nil }
            found.append(unused.remove(at: index))
        }
        return found
    }
}
