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
    /// How long the processing function ran.
    public let processingNanoseconds: UInt64
    /// Frame capture → result handed to the main-loop callback.
    public let latencyNanoseconds: UInt64
    /// True when the scene had not changed and `output` is the previous frame's, re-delivered so
    /// labels stay without running recognition again.
    public let isRepeat: Bool
}

/// Runs recognition on its own thread so it never blocks video.
///
/// Whenever it is free it takes the newest frame from the slot (frames that arrived while it was
/// busy are dropped), converts it to luma, runs `process` and hands the result to `onResult` on the
/// GLib main loop. `process` runs on the worker's thread only, so the Tesseract engine it captures is
/// used by this worker alone — one engine per worker:
///
///     let engine = try TesseractEngine()
///     let worker = RecognitionWorker(frames: camera.frames,
///                                    process: { luma in engine.recognizeWords(in: luma) },
///                                    onResult: { result in viewModel.show(result.output) })
///     worker.start()
public final class RecognitionWorker<Output: Sendable>: Sendable {
    private enum Mode: UInt8, AtomicRepresentable { case idle, running, paused, stopped }

    private let frames: FrameSlot
    private let process: @Sendable (LumaFrame) -> Output
    private let onResult: @MainActor @Sendable (RecognitionResult<Output>) -> Void
    private let mode = Atomic<Mode>(.idle)
    /// Read and written by the worker thread only.
    nonisolated(unsafe) private var sceneChanges: SceneChangeDetector?

    /// With `sceneChanges`, frames showing the same scene as the last recognized one are not
    /// processed; the previous output is delivered again instead.
    public init(frames: FrameSlot, sceneChanges: SceneChangeDetector? = nil,
                process: @escaping @Sendable (LumaFrame) -> Output,
                onResult: @escaping @MainActor @Sendable (RecognitionResult<Output>) -> Void) {
        self.frames = frames
        self.sceneChanges = sceneChanges
        self.process = process
        self.onResult = onResult
    }

    /// Starts the worker thread. A worker starts once; `stop` is final.
    public func start() {
        guard mode.compareExchange(expected: .idle, desired: .running, ordering: .acquiringAndReleasing).exchanged
        else { return }
        let thread = Thread { [self] in run() }
        thread.name = "recognition"
        thread.stackSize = 8 << 20  // Tesseract recurses deeper than a default 512 KiB thread stack
        thread.start()
    }

    /// Stops taking frames until `resume`; a frame being processed still delivers its result.
    public func pause() {
        _ = mode.compareExchange(expected: .running, desired: .paused, ordering: .acquiringAndReleasing)
    }

    public func resume() {
        if mode.compareExchange(expected: .paused, desired: .running, ordering: .acquiringAndReleasing).exchanged {
            frames.wakeWaiters()
        }
    }

    /// Ends the thread after its current frame; no result is delivered after this call returns.
    public func stop() {
        mode.store(.stopped, ordering: .releasing)
        frames.wakeWaiters()
    }

    private func run() {
        var lastSequence: UInt64 = 0  // a frame already waiting at start is the newest: take it
        var lastOutput: Output?
        while true {
            let next = frames.waitForFrame(newerThan: lastSequence,
                                           accepting: { mode.load(ordering: .acquiring) == .running },
                                           exitingWhen: { mode.load(ordering: .acquiring) == .stopped })
            guard let (frame, sequence) = next else { return }
            lastSequence = sequence
            let started = MonotonicClock.now()
            let luma = frame.luma()
            let changed = sceneChanges?.shouldRecognize(luma) ?? true
            let repeated = changed ? nil : lastOutput
            let output = repeated ?? process(luma)
            let isRepeat = repeated != nil
            lastOutput = output
            let processing = MonotonicClock.now() - started
            let captureTime = frame.captureTime  // not the frame: its pixels need not wait for the main loop
            MainLoop.post { [self] in
                guard mode.load(ordering: .acquiring) != .stopped else { return }
                let latency = MonotonicClock.now() &- captureTime
                onResult(RecognitionResult(output: output, captureTime: captureTime, frameSequence: sequence,
                                           processingNanoseconds: processing, latencyNanoseconds: latency,
                                           isRepeat: isRepeat))
            }
        }
    }
}
