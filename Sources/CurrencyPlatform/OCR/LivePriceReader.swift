import CurrencyCore
import Synchronization

/// The live path's recognition: one `PriceRecognizer` per thread sharing one `PriceFollowing` plan,
/// so between whole-frame readings each frame only re-reads the prices already found. The live
/// session and the bench both hand its `processors` to a `RecognitionWorker`.
public final class LivePriceReader: Sendable {
    private let recognizers: [PriceRecognizer]
    private let plan = Mutex(PriceFollowing())
    private let search = KnownPriceSearch()
    private let counts = Mutex(ReadingCounts())

    /// How many readings of each kind ran.
    public struct ReadingCounts: Sendable {
        public var wholeFrame = 0
        public var followed = 0
        /// Following readings that lost a price; each was followed by a whole-frame reading.
        public var followingFailed = 0

        public init(wholeFrame: Int = 0, followed: Int = 0, followingFailed: Int = 0) {
            self.wholeFrame = wholeFrame
            self.followed = followed
            self.followingFailed = followingFailed
        }

        /// Frames read: each ends as a whole-frame reading or a followed one.
        public var frames: Int { wholeFrame + followed }

        /// The readings run since `earlier` was taken.
        public func since(_ earlier: ReadingCounts) -> ReadingCounts {
            ReadingCounts(wholeFrame: wholeFrame - earlier.wholeFrame, followed: followed - earlier.followed,
                          followingFailed: followingFailed - earlier.followingFailed)
        }
    }

    /// One engine per thread; starting them costs ~120 ms each.
    public init(threads: RecognitionThreadCount) throws(TesseractError) {
        recognizers = try (0..<threads.value).map { _ throws(TesseractError) in try PriceRecognizer() }
    }

    /// One processing function per thread, each using its own engine only.
    public var processors: [@Sendable (LumaFrame) -> [DetectedPrice]] {
        recognizers.map { recognizer in { [self] luma in read(luma, with: recognizer) } }
    }

    public var readingCounts: ReadingCounts { counts.withLock { $0 } }

    private func read(_ luma: LumaFrame, with recognizer: PriceRecognizer) -> [DetectedPrice] {
        let time = Double(luma.captureTime) / 1e9
        if case .following(let known) = plan.withLock({ $0.next(at: time) }) {
            if let found = recognizer.prices(in: luma, following: known, search: search) {
                plan.withLock { $0.followed(found) }
                counts.withLock { $0.followed += 1 }
                return found
            }
            plan.withLock { $0.followingFailed(at: time) }
            counts.withLock { $0.followingFailed += 1 }
        }
        let prices = recognizer.prices(in: luma)
        plan.withLock { $0.finishedWholeFrame(prices) }
        counts.withLock { $0.wholeFrame += 1 }
        return prices
    }
}
