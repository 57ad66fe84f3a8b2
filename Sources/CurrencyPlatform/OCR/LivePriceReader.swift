import CurrencyCore
import Synchronization

/// The live path's recognition: one `PriceRecognizer` per thread sharing one `PriceFollowing` plan,
/// so between whole-frame readings each frame only looks for the prices already found, by their
/// look (`PatchMatcher`), without OCR. The live session and the bench both hand its `processors`
/// to a `RecognitionWorker`.
public final class LivePriceReader: Sendable {
    private let recognizers: [PriceRecognizer]
    private let plan = Mutex(PriceFollowing())
    /// Merges whole readings; its `matcher` also tracks, so both find prices by one definition.
    private let merge = WholeReadingMerge()
    private let secondLook = SecondLook()
    /// The prices whose second look a thread is taking now, where they were: the other thread, having
    /// read them too meanwhile, shows them without waiting for a look of its own.
    private let looking = Mutex<[DetectedPrice]>([])
    private let counts = Mutex(ReadingCounts())
    /// Prices tracking lost, with the capture time of the frame they were missing from.
    private let lost = Mutex<[(price: DetectedPrice, time: Double)]>([])
    /// How long a lost price is reported as gone: the frame that lost it is handed on at once, and
    /// that result is dropped when the other thread delivers a newer frame first.
    static let goneReported = 0.5

    /// One frame's prices, whether OCR read them or they were tracked, and which prices tracking
    /// lost lately (looked for where they were and not there): what the main loop is handed.
    public struct Reading: Sendable {
        public let prices: [DetectedPrice]
        /// The size of the frame read, which the prices' boxes are in.
        public let frameSize: PixelSize
        /// True when the known prices were found by their look, not read.
        public let isTracked: Bool
        /// Prices lost in the `goneReported` seconds up to this frame, where they were last found.
        public let gone: [DetectedPrice]
        /// True when tracking lost a price and the frame was handed on without being read (the next
        /// frame is read whole): a still scene must not settle on it.
        public var leftUnread = false
    }

    /// How many readings of each kind ran.
    public struct ReadingCounts: Sendable {
        public var wholeFrame = 0
        public var tracked = 0
        /// Trackings that lost a price, each handed on at once; the next frame is read whole.
        public var trackingLost = 0

        public init(wholeFrame: Int = 0, tracked: Int = 0, trackingLost: Int = 0) {
            self.wholeFrame = wholeFrame
            self.tracked = tracked
            self.trackingLost = trackingLost
        }

        /// Frames processed: each ends as a whole-frame reading, a tracked one or a lost one.
        public var frames: Int { wholeFrame + tracked + trackingLost }

        /// The readings run since `earlier` was taken.
        public func since(_ earlier: ReadingCounts) -> ReadingCounts {
            ReadingCounts(wholeFrame: wholeFrame - earlier.wholeFrame, tracked: tracked - earlier.tracked,
                          trackingLost: trackingLost - earlier.trackingLost)
        }
    }

    /// One engine per thread; starting them costs ~120 ms each. `marks`: the native-script models
    /// all threads share, each loaded by the first doubtful number it is asked to read.
    public init(threads: RecognitionThreadCount, marks: NativeMarkModels = .none) throws(TesseractError) {
        recognizers = try (0..<threads.value).map { _ throws(TesseractError) in try PriceRecognizer(marks: marks) }
    }

    /// One processing function per thread, each using its own engine only.
    public var processors: [@Sendable (LumaFrame) -> Reading] {
        recognizers.map { recognizer in { [self] luma in read(luma, with: recognizer) } }
    }

    /// One function per thread carrying a whole reading on to a newer frame (`carried(_:to:lookingWith:)`),
    /// each taking its looks with that thread's engine.
    public var carriers: [@Sendable (Reading, LumaFrame) -> Reading?] {
        recognizers.map { recognizer in { [self] in carried($0, to: $1, lookingWith: recognizer) } }
    }

    public var readingCounts: ReadingCounts { counts.withLock { $0 } }

    /// A worker running this reader's `processors` on `frames`; a still scene is read until its
    /// labels settle, then left alone (saves CPU and battery). A whole reading, which takes a while,
    /// is shown on the newest frame, its prices found there by their look (`carried(_:to:lookingWith:)`).
    public func worker(frames: FrameSlot,
                       onResult: @escaping @MainActor @Sendable (RecognitionResult<Reading>) -> Void)
        -> RecognitionWorker<Reading> {
        RecognitionWorker(frames: frames, sceneChanges: SceneChangeDetector(), processors: processors,
                          leftUnread: \.leftUnread, carryOn: carriers, firstLook: { [self] in trackedBeforeReading($0) },
                          onResult: onResult)
    }

    /// A frame about to get the whole reading due while its known prices are followed
    /// (`PriceFollowing.readsWholeWhileFollowing`): those prices found in it by their look, to be
    /// delivered before the reading, whose result a newer frame's tracking, by the other thread,
    /// usually overtakes; so that frame is labelled too. Nil for any other frame, and when a price is
    /// not found (the reading handles it).
    func trackedBeforeReading(_ luma: LumaFrame) -> Reading? {
        let time = Double(luma.captureTime) / 1e9
        let (due, known, generation) = plan.withLock { ($0.readsWholeWhileFollowing(at: time), $0.known, $0.generation) }
        guard due, let found = everyOne(of: known, in: luma) else { return nil }
        return tracked(found, generation: generation, in: luma, at: time)
    }

    /// All of `known` found in `luma` by their look, or nil when one is not there.
    private func everyOne(of known: [PricePatch], in luma: LumaFrame) -> [PricePatch]? {
        let found = known.compactMap { merge.matcher.locate($0, in: luma) }
        return found.count == known.count ? found : nil
    }

    /// A tracking of `luma` (captured at `time`) that found every known price of the plan's
    /// `generation`: the plan follows them there, and they are shown where they are.
    private func tracked(_ found: [PricePatch], generation: Int, in luma: LumaFrame, at time: Double) -> Reading {
        plan.withLock { $0.tracked(found, generation: generation, at: time) }
        counts.withLock { $0.tracked += 1 }
        return Reading(prices: shown(found), frameSize: luma.size, isTracked: true, gone: gone(at: time))
    }

    /// A whole reading's outcome in the newer frame `luma`: the known prices (that reading's, merged,
    /// or a newer one's) found there by their look. A price read once and never looked at gets its
    /// look there (`WholeReadingMerge.needsEarlyLook`), with `recognizer`: when it reads the price's
    /// value, the price is shown without waiting for a second whole reading. When the plan still wants
    /// that frame read whole (`PriceFollowing.isFollowing` false: prices read once, lost, or none
    /// known) the outcome is marked `leftUnread`, so the worker reads it next. Nil, and the reading is
    /// shown as read, for a tracked reading (it is quick) and when a known price is not found (the
    /// next frame's tracking reports the loss).
    func carried(_ reading: Reading, to luma: LumaFrame, lookingWith recognizer: PriceRecognizer) -> Reading? {
        guard !reading.isTracked else { return nil }
        let time = Double(luma.captureTime) / 1e9
        let (known, generation) = plan.withLock { ($0.known, $0.generation) }
        guard let found = everyOne(of: known, in: luma) else { return nil }
        plan.withLock { $0.tracked(found, generation: generation, at: time) }
        let looked = look(at: found, dueWhen: merge.needsEarlyLook, in: luma, with: recognizer, at: time)
        let following = plan.withLock { $0.isFollowing }
        return Reading(prices: shown(looked), frameSize: luma.size, isTracked: true, gone: gone(at: time),
                       leftUnread: !following)
    }

    private func read(_ luma: LumaFrame, with recognizer: PriceRecognizer) -> Reading {
        let time = Double(luma.captureTime) / 1e9
        if case .tracking(let known, let generation) = plan.withLock({ $0.next(at: time) }) {
            let located = known.map { merge.matcher.locate($0, in: luma) }
            let found = located.compactMap { $0 }
            if found.count == known.count { return tracked(found, generation: generation, in: luma, at: time) }
            let missing = zip(known, located).filter { $0.1 == nil }.map { ($0.0.current, time) }
            lost.withLock { $0 += missing }
            plan.withLock { $0.trackingLost(keeping: found, generation: generation, at: time) }
            counts.withLock { $0.trackingLost += 1 }
            return Reading(prices: shown(found), frameSize: luma.size, isTracked: true, gone: gone(at: time),
                           leftUnread: true)
        }
        let read = recognizer.prices(in: luma)
        let end = Double(MonotonicClock.now()) / 1e9
        // Merged under the plan's lock: the other thread may finish a reading meanwhile.
        let patches = plan.withLock { plan in
            guard plan.isNewest(time) else {
                let known = merge.confirm(plan.known, by: read)
                plan.finishedOlderWholeFrame(confirming: known, noneShown: noneShown(known))
                return known
            }
            let merged = merge.merge(read, into: plan.known, in: luma)
            lost.withLock { $0 += merged.gone.map { ($0, time) } }
            plan.finishedWholeFrame(merged.patches, at: time, endedAt: end, noneShown: noneShown(merged.patches))
            return merged.patches
        }
        counts.withLock { $0.wholeFrame += 1 }
        let looked = look(at: patches, dueWhen: { merge.needsSecondLook($0, readIn: read) }, in: luma,
                          with: recognizer, at: time)
        let settled = settleChallenges(in: looked, readIn: read, luma: luma, with: recognizer, at: time)
        return Reading(prices: shown(settled), frameSize: luma.size, isTracked: false, gone: gone(at: time))
    }

    /// Looks, in `luma`, at each value this reading read where a shown price stood
    /// (`WholeReadingMerge.challengers`); those the look reads with their value replace the shown
    /// price at once, in the plan and in the returned `patches`, and the replaced labels go.
    private func settleChallenges(in patches: [PricePatch], readIn read: [DetectedPrice], luma: LumaFrame,
                                  with recognizer: PriceRecognizer, at time: Double) -> [PricePatch] {
        let vouched = merge.challengers(in: patches, readIn: read).filter { lookReads($0, in: luma, with: recognizer) }
        guard !vouched.isEmpty else { return patches }
        plan.withLock { plan in
            let settled = merge.settling(vouched, in: plan.known, frame: luma)
            lost.withLock { $0 += settled.gone.map { ($0, time) } }
            plan.recordedSecondLooks(settled.patches, noneShown: noneShown(settled.patches))
        }
        return merge.settling(vouched, in: patches, frame: luma).patches
    }

    /// Takes the second looks due (`isDue`) among `patches`, where they are in `luma` (captured at
    /// `time`), records them in the plan and returns `patches` with them. They are taken outside the
    /// plan's lock: meanwhile the other thread's frames already show a price read twice, and a price
    /// shown whose look reads something else is withdrawn, reported gone so its label goes at once.
    private func look(at patches: [PricePatch], dueWhen isDue: (PricePatch) -> Bool, in luma: LumaFrame,
                      with recognizer: PriceRecognizer, at time: Double) -> [PricePatch] {
        let due = looking.withLock { looking in
            let due = patches.filter { patch in isDue(patch) && !looking.contains(where: patch.isReadAgain) }
            looking += due.map(\.current)
            return due
        }
        guard !due.isEmpty else { return patches }
        defer { looking.withLock { looking in looking.removeAll { price in due.contains { $0.current == price } } } }
        var looks: [DetectedPrice: Bool] = [:]
        for patch in due {
            looks[patch.current] = lookReads(patch.current, in: luma, with: recognizer)
        }
        let withdrawn = due.filter { merge.isConfirmed($0) && looks[$0.current] == false }.map { ($0.current, time) }
        lost.withLock { $0 += withdrawn }
        plan.withLock { plan in
            let known = merge.recording(looks, in: plan.known)
            plan.recordedSecondLooks(known, noneShown: noneShown(known))
        }
        return merge.recording(looks, in: patches)
    }

    /// True when a second look at `price`'s region in `luma` (a still reading) reads its value.
    private func lookReads(_ price: DetectedPrice, in luma: LumaFrame, with recognizer: PriceRecognizer) -> Bool {
        secondLook.vouches(for: price, in: luma) { recognizer.stillPrices(in: $0, readings: secondLook.readings, region: true) }
    }

    /// True when prices are known but none was read often enough to be shown.
    private func noneShown(_ patches: [PricePatch]) -> Bool {
        !patches.isEmpty && !patches.contains(where: merge.isConfirmed)
    }

    /// The prices of `patches` that were read often enough to be shown, where they are now.
    private func shown(_ patches: [PricePatch]) -> [DetectedPrice] {
        patches.filter(merge.isConfirmed).map(\.current)
    }

    /// The prices lost in the `goneReported` seconds up to `time`; older ones are forgotten.
    private func gone(at time: Double) -> [DetectedPrice] {
        lost.withLock { lost in
            lost.removeAll { time - $0.time > 2 * Self.goneReported }
            return lost.filter { $0.time <= time && time - $0.time <= Self.goneReported }.map(\.price)
        }
    }
}
