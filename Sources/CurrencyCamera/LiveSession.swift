import CurrencyCore
import CurrencyPlatform

/// The live frame path: camera → newest-frame slot → video view, and in parallel a recognition
/// worker (one thread and Tesseract engine per core, up to two) → main loop → camera view-model →
/// labels.
///
///     CameraPipeline ──onFrame──▶ VideoView.show            (every frame, main loop)
///          │ FrameSlot (newest wins; each frame claimed by one thread)
///          ▼
///     RecognitionWorker ──luma──▶ LivePriceReader: a PriceRecognizer per thread (static scenes
///          │                      skipped; known prices re-read between whole-frame readings)
///          │ onResult (main loop, capture order)
///          ▼
///     CameraViewModel.ingest ──onChange──▶ VideoView.setLabels
@MainActor
final class LiveSession {
    let pipeline: CameraPipeline
    private var worker: RecognitionWorker<LivePriceReader.Reading>?
    private let model: CameraViewModel
    private let view: VideoView
    private(set) var stats = StatsMeter(now: LiveSession.seconds(MonotonicClock.now()))
    /// Set when Tesseract could not start; the video still plays.
    private(set) var recognitionError: TesseractError?
    /// The CJK mark models the recognition threads share; only the saved currencies' are read. 円
    /// is read from its counters in the ink, with no model (`YenInkReader`).
    private let marks = NativeMarkModels(scripts: NativeMarkReader.Script.allCases, yenByCounters: true)
    /// True while the user froze the picture.
    private(set) var isFrozen = false
    /// The frame on screen, as appsink delivered it (full size, not the scaled widget); while
    /// frozen, the frozen one.
    private(set) var shownFrame: VideoFrame?
    /// The full-size frame held since the picture was frozen.
    private var frozenStill: StillSample?
    private var isHidden = false
    /// Fades run on evidence: a slow recognizer must not make labels vanish between its readings.
    private var fadeClock = EvidenceClock()
    /// How late the 100 ms tick fires: the longest time the window could not answer.
    private var stalls = MainLoopStallMeter(interval: 0.1)

    init(source: VideoSource, model: CameraViewModel, view: VideoView) {
        pipeline = CameraPipeline(source: source)
        self.model = model
        self.view = view
        do {
            let threads = RecognitionThreadCount.automatic
            marks.allow(NativeMarkReader.Script.reading(model.currencies))
            let reader = try LivePriceReader(threads: threads, marks: marks)
            worker = reader.worker(frames: pipeline.frames, onResult: { [weak self] result in self?.received(result) })
        } catch {
            recognitionError = error
        }
        pipeline.onFrame = { [weak self] frame in self?.show(frame) }
    }

    /// Reads the marks of `currencies`' scripts from now on (`NativeMarkModels.allow`); returns
    /// those whose model is not installed.
    func readMarks(of currencies: CurrencyList) -> [NativeMarkReader.Script] {
        marks.allow(NativeMarkReader.Script.reading(currencies))
    }

    func start() {
        pipeline.start()
        worker?.start()
    }

    func stop() {
        worker?.stop()
        pipeline.stop()
    }

    /// Freezing keeps the frame and its labels still (and clickable) until unfrozen.
    func setFrozen(_ frozen: Bool) {
        isFrozen = frozen
        // The full-size frame of the moment, held (a reference) for a picture taken while frozen.
        frozenStill = frozen ? pipeline.stills.current : nil
        updatePause()
    }

    /// Recognition pauses while the window is minimized or hidden (FR-014).
    func setHidden(_ hidden: Bool) {
        guard hidden != isHidden else { return }
        isHidden = hidden
        updatePause()
    }

    private func updatePause() {
        if isFrozen || isHidden {
            worker?.pause()
            model.pause()
        } else {
            worker?.resume()
            model.resume()
        }
    }

    /// Advances label fades; called on a 100 ms timer.
    func tick() {
        let late = stalls.tick(at: Self.seconds(MonotonicClock.now()))
        // Issue 16's bound; the soak counts these lines and shows what came just before each.
        if late > 0.05 { UITrace.emit("stall", ["ms": String(Int((late * 1000).rounded()))]) }
        model.tick(at: fadeClock.time(at: Self.seconds(MonotonicClock.now())))
    }

    /// The figures since the last call, as the `--stats` line.
    func takeStatsLine() -> String {
        let now = Self.seconds(MonotonicClock.now())
        let line = stats.snapshot(now: now).statsLine(labels: model.labels.filter { $0.opacity > 0 }.map(\.text),
                                                      longestStallMilliseconds: stalls.longest * 1000)
        stats.reset(now: now)
        return line
    }

    /// The frame "Take a Picture" takes, at the size the source delivers (the screen and the
    /// recognizer get it scaled to at most 640×480): the newest while the camera delivers, or the
    /// one of the moment of freezing. Nil before the first frame, and when the camera failed,
    /// stalled or is restarting (the frame left on screen is then an old one, under the status page).
    var frameToTake: VideoFrame? {
        if isFrozen { return frozenStill?.frame() ?? shownFrame }
        guard pipeline.state == .running else { return nil }
        return pipeline.stills.current?.frame() ?? shownFrame
    }

    private func show(_ frame: VideoFrame) {
        guard !isFrozen else { return }
        shownFrame = frame
        view.show(frame)
        stats.frameShown()
    }

    private func received(_ result: RecognitionResult<LivePriceReader.Reading>) {
        guard !isFrozen, !isHidden else { return }
        fadeClock.readingArrived(capturedAt: Self.seconds(result.captureTime))
        model.ingest(prices: result.output.prices, gone: result.output.gone, frameSize: result.output.frameSize,
                     at: Self.seconds(result.captureTime))
        let labelled = MonotonicClock.now()
        stats.recognitionFinished(latencyMilliseconds: Double(labelled &- result.captureTime) / 1e6)
    }

    static func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }
}
