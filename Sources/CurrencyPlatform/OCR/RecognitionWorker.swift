import CurrencyCore
import Foundation
import Synchronization

/// One recognition result as the main loop receives it.
public struct RecognitionResult<Output: Sendable>: Sendable {
    public let output: Output
    /// The analysed frame's capture time (`MonotonicClock` ns).
    public let captureTime: UInt64
    /// Which frame of the slot it was (`FrameSlot.latestSequence` numbering).
    public let frameSequence: UInt64
    /// How long the processing function ran (for a carried output, the run that read it).
    public let processingNanoseconds: UInt64
    /// Frame capture → result handed to the main-loop callback.
    public let latencyNanoseconds: UInt64
    /// True when the scene had not changed and `output` is the newest recognized frame's,
    /// re-delivered so labels stay without running recognition again.
    public let isRepeat: Bool
    /// When the output was read from an older frame and carried on to this one (`carryOn`), the
    /// capture time of the frame read; nil when it was read from this frame.
    public let carriedFrom: UInt64?
}

/// Runs recognition on its own threads so it never blocks video.
///
/// One thread per processing function. Whenever a thread is free it claims the newest frame no
/// other thread has taken (frames that arrived while all were busy are dropped), converts it to
/// luma, runs its `process` and hands the result to `onResult` on the GLib main loop. Results
/// arrive in capture order: one that finishes after a newer frame's result was delivered is
/// dropped. Threads after the first run at a lower priority (`extraThreadNiceness`) and sit out
/// while they do not get a spare core (`SpareCoreCheck`). Each processing function runs on its own
/// thread only, so the Tesseract engine it captures is used by that thread alone — one engine per
/// thread:
///
///     let recognizers = try (0..<threads.value).map { _ in try PriceRecognizer() }
///     let worker = RecognitionWorker(frames: camera.frames,
///                                    processors: recognizers.map { r in { @Sendable luma in r.prices(in: luma) } },
///                                    onResult: { result in viewModel.show(result.output) })
///     worker.start()
public final class RecognitionWorker<Output: Sendable>: Sendable {
    private enum Mode: UInt8, AtomicRepresentable { case idle, running, paused, stopped }

    private let frames: FrameSlot
    private let processors: [@Sendable (LumaFrame) -> Output]
    private let leftUnread: @Sendable (Output) -> Bool
    /// One per processing function, run on its thread (empty: outputs are not carried).
    private let carryOn: [@Sendable (Output, LumaFrame) -> Output?]
    private let firstLook: (@Sendable (LumaFrame) -> Output?)?
    private let spareCore: SpareCoreCheck?
    private let onResult: @MainActor @Sendable (RecognitionResult<Output>) -> Void
    private let mode = Atomic<Mode>(.idle)
    private let schedule: Mutex<RecognitionSchedule<Output>>

    /// How much nicer than the first every further thread runs: they are meant for a spare core, and
    /// on a busy machine must not take CPU from the video (the main loop) or from the first thread.
    /// At nice 10 a thread gets about a tenth of a normal thread's share of a contended core.
    static var extraThreadNiceness: Int32 { 10 }

    /// With `sceneChanges`, frames showing the same scene as the last recognized one are not
    /// processed; the newest output is delivered again instead. An output for which `leftUnread` is
    /// true was handed on without its frame being read, so it does not count towards settling a
    /// still scene (`SceneChangeDetector.recognitionLeftSceneUnread`).
    ///
    /// With `carryOn` (one function per processing function, run on its thread, so it may use that
    /// thread's engine), when a run ends and a newer frame no thread has taken is waiting, the output
    /// is carried on to that frame and delivered as its result: a slow reading's labels are then
    /// shown where their prices are in that frame, not where they were when the reading began (the
    /// live reader finds them there by their look, a few milliseconds). When `carryOn` returns nil
    /// the output is delivered as read (unless a newer result went out) and the frame processed;
    /// a carried output that `leftUnread` has that frame processed next too.
    ///
    /// With `firstLook`, each frame to be processed is first handed to it; an output it gives is
    /// delivered as that frame's at once, and the frame is processed as usual, its own result
    /// delivered after, unless a newer frame's went out first (the live reader delivers a frame it is
    /// about to read whole with its known prices found by their look, so that frame is labelled too).
    public convenience init(frames: FrameSlot, sceneChanges: SceneChangeDetector? = nil,
                            processors: [@Sendable (LumaFrame) -> Output],
                            leftUnread: @escaping @Sendable (Output) -> Bool = { _ in false },
                            carryOn: [@Sendable (Output, LumaFrame) -> Output?] = [],
                            firstLook: (@Sendable (LumaFrame) -> Output?)? = nil,
                            onResult: @escaping @MainActor @Sendable (RecognitionResult<Output>) -> Void) {
        self.init(frames: frames, sceneChanges: sceneChanges, processors: processors, leftUnread: leftUnread,
                  carryOn: carryOn, firstLook: firstLook, spareCore: SpareCoreCheck(), onResult: onResult)
    }

    /// `spareCore` nil lets threads after the first claim frames however little CPU they get.
    init(frames: FrameSlot, sceneChanges: SceneChangeDetector?, processors: [@Sendable (LumaFrame) -> Output],
         leftUnread: @escaping @Sendable (Output) -> Bool = { _ in false },
         carryOn: [@Sendable (Output, LumaFrame) -> Output?] = [],
         firstLook: (@Sendable (LumaFrame) -> Output?)? = nil, spareCore: SpareCoreCheck?,
         onResult: @escaping @MainActor @Sendable (RecognitionResult<Output>) -> Void) {
        precondition(!processors.isEmpty, "a recognition worker needs at least one processing function")
        precondition(carryOn.isEmpty || carryOn.count == processors.count, "one carrying function per processing function")
        self.frames = frames
        self.processors = processors
        self.leftUnread = leftUnread
        self.carryOn = carryOn
        self.firstLook = firstLook
        self.spareCore = spareCore
        self.onResult = onResult
        schedule = Mutex(RecognitionSchedule(sceneChanges: sceneChanges))
    }

    /// One recognition thread running `process`.
    public convenience init(frames: FrameSlot, sceneChanges: SceneChangeDetector? = nil,
                            process: @escaping @Sendable (LumaFrame) -> Output,
                            onResult: @escaping @MainActor @Sendable (RecognitionResult<Output>) -> Void) {
        self.init(frames: frames, sceneChanges: sceneChanges, processors: [process], onResult: onResult)
    }

    /// Starts the threads. A worker starts once; `stop` is final.
    public func start() {
        guard mode.compareExchange(expected: .idle, desired: .running, ordering: .acquiringAndReleasing).exchanged
        else { return }
        for (index, process) in processors.enumerated() {
            let thread = Thread { [self] in
                if index > 0 { ThreadPriority.lowerCurrentThread(by: Self.extraThreadNiceness) }
                run(process, carryOn: carryOn.isEmpty ? nil : carryOn[index], spareCore: index > 0 ? spareCore : nil)
            }
            thread.name = "recognition-\(index + 1)"
            thread.stackSize = 8 << 20  // Tesseract recurses deeper than a default 512 KiB thread stack
            thread.start()
        }
    }

    /// Stops taking frames until `resume`; frames being processed still deliver their results.
    public func pause() {
        _ = mode.compareExchange(expected: .running, desired: .paused, ordering: .acquiringAndReleasing)
    }

    public func resume() {
        if mode.compareExchange(expected: .paused, desired: .running, ordering: .acquiringAndReleasing).exchanged {
            frames.wakeWaiters()
        }
    }

    /// Ends the threads after their current frames; no result is delivered after this call returns.
    public func stop() {
        mode.store(.stopped, ordering: .releasing)
        frames.wakeWaiters()
    }

    /// With `spareCore`, a run that got too little CPU makes the thread sit out before claiming again.
    private func run(_ process: @Sendable (LumaFrame) -> Output, carryOn: (@Sendable (Output, LumaFrame) -> Output?)?,
                     spareCore: SpareCoreCheck?) {
        var spareCore = spareCore  // this thread's own tally
        /// A frame claimed to carry an output on to, left to be processed as any frame, with the luma
        /// plane the carry converted (not converted twice).
        var handedBack: (frame: VideoFrame, sequence: UInt64, luma: LumaFrame)?
        while let (frame, sequence) = handedBack.map({ ($0.frame, $0.sequence) })
                ?? frames.claimFrame(accepting: { mode.load(ordering: .acquiring) == .running },
                                     exitingWhen: { mode.load(ordering: .acquiring) == .stopped }) {
            let started = MonotonicClock.now()
            let luma = handedBack?.luma ?? frame.luma()
            handedBack = nil
            let captureTime = frame.captureTime  // not the frame: its pixels need not wait for the main loop
            // Posts happen inside the lock, so the main loop (GLib runs idle work of one priority in
            // the order added) gets them in the order the schedule decided.
            let recognize = schedule.withLock { schedule in
                switch schedule.decide(frame: sequence, luma: luma) {
                case .recognize:
                    return true
                case .repeatOutput(let output):
                    post(output, captureTime: captureTime, sequence: sequence,
                         processing: MonotonicClock.now() - started, isRepeat: true)
                    return false
                case .skip:
                    return false
                }
            }
            guard recognize else { continue }
            if let early = firstLook?(luma) {
                schedule.withLock { schedule in
                    if schedule.finishedEarly(frame: sequence) {
                        post(early, captureTime: captureTime, sequence: sequence, processing: MonotonicClock.now() - started)
                    }
                }
            }
            let processStarted = MonotonicClock.now(), cpuStarted = SpareCoreCheck.currentThreadCPUNanoseconds()
            let output = process(luma)
            let processed = MonotonicClock.now()
            let cpu = SpareCoreCheck.currentThreadCPUNanoseconds() - cpuStarted
            let newer = schedule.withLock { schedule -> (frame: VideoFrame, sequence: UInt64)? in
                let cleared = schedule.finished(frame: sequence, output: output, leftUnread: leftUnread(output))
                if carryOn != nil, let newer = frames.claimNewerFrame() {
                    schedule.carry(to: newer.sequence)
                    return newer
                }
                if cleared { post(output, captureTime: captureTime, sequence: sequence, processing: processed - started) }
                return nil
            }
            if let newer, let carryOn {
                handedBack = carry(output, of: (captureTime, sequence), to: newer, with: carryOn,
                                   processing: processed - started)
            }
            if spareCore?.shouldSitOut(afterRunOf: cpu, wall: processed - processStarted) == true {
                handedBack = nil
                sitOut(until: processed + (spareCore?.sitOutNanoseconds ?? 0))
            }
        }
    }

    /// Posts `output`, read from frame `read`, carried on to `newer` (taken by `carry(to:)`). Returns
    /// `newer` with its luma plane when it is left to be processed as any frame: when the output
    /// cannot be carried (it is then posted as read, unless a newer result went out meanwhile), or
    /// when the carried output left `newer` unread (`leftUnread`).
    private func carry(_ output: Output, of read: (captureTime: UInt64, sequence: UInt64),
                       to newer: (frame: VideoFrame, sequence: UInt64),
                       with carryOn: @Sendable (Output, LumaFrame) -> Output?,
                       processing: UInt64) -> (frame: VideoFrame, sequence: UInt64, luma: LumaFrame)? {
        let luma = newer.frame.luma()
        let carried = carryOn(output, luma)
        let processNext = schedule.withLock { schedule in
            if let carried {
                let unread = leftUnread(carried)
                if schedule.finishedCarry(frame: newer.sequence, output: carried, readingNext: unread) {
                    post(carried, captureTime: newer.frame.captureTime, sequence: newer.sequence, processing: processing,
                         carriedFrom: read.captureTime)
                }
                return unread
            }
            schedule.abandoned(frame: newer.sequence)
            if schedule.isNewestPosted(read.sequence) {
                post(output, captureTime: read.captureTime, sequence: read.sequence, processing: processing)
            }
            return true
        }
        return processNext ? (newer.frame, newer.sequence, luma) : nil
    }

    /// Sleeps until `deadline`, or until the worker stops.
    private func sitOut(until deadline: UInt64) {
        while mode.load(ordering: .acquiring) != .stopped, MonotonicClock.now() < deadline { usleep(50_000) }
    }

    private func post(_ output: Output, captureTime: UInt64, sequence: UInt64, processing: UInt64,
                      isRepeat: Bool = false, carriedFrom: UInt64? = nil) {
        MainLoop.post { [self] in
            guard mode.load(ordering: .acquiring) != .stopped else { return }
            let latency = MonotonicClock.now() &- captureTime
            onResult(RecognitionResult(output: output, captureTime: captureTime, frameSequence: sequence,
                                       processingNanoseconds: processing, latencyNanoseconds: latency,
                                       isRepeat: isRepeat, carriedFrom: carriedFrom))
        }
    }
}
