import CurrencyCore
import CurrencyPlatform
import Foundation

/// `currency-camera bench [--source demo|FILE] [--seconds N] [--threads N] [--currencies CODES] [--fixtures DIR|--no-fixtures]`:
/// the live path without a window (source → recognition worker → tracking → labels) for N seconds,
/// then the fixture set once. Prints a table and the `bench:` line. `--threads` sets the
/// recognition threads (default as the app: `RecognitionThreadCount.automatic`). `--currencies`
/// ("JPY,KRW") reads as the app does with those currencies saved: their marks' models (원) are
/// read (`NativeMarkReader.Script.reading`); by default none, as with no currency saved. 円 is
/// read from its counters, with no model, whatever is saved.
@MainActor
enum BenchCommand {
    static func run(_ arguments: [String], data: DataDirectory?) -> Int32 {
        var source = "demo", seconds = 10.0, fixtures: String? = defaultFixtures(), index = 0
        var threads = RecognitionThreadCount.automatic
        var currencies = CurrencyList()
        while index < arguments.count {
            let argument = arguments[index], value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch (argument, value) {
            case ("--source", let value?): source = value; index += 1
            case ("--seconds", let value?) where Double(value).map({ $0 > 0 }) == true: seconds = Double(value)!; index += 1
            case ("--threads", let value?) where Int(value).flatMap(RecognitionThreadCount.init) != nil:
                threads = RecognitionThreadCount(Int(value)!)!; index += 1
            case ("--fixtures", let value?): fixtures = value; index += 1
            case ("--no-fixtures", _): fixtures = nil
            case ("--currencies", let value?) where knownCurrencies(value) != nil: currencies = knownCurrencies(value)!; index += 1
            default:
                return fail("Usage: currency-camera bench [--source demo|FILE] [--seconds N] [--threads 1-4] [--currencies JPY,KRW,…] [--fixtures DIR|--no-fixtures]")
            }
            index += 1
        }
        let path = source == "demo" ? data?.demoClip : source
        guard let path, FileManager.default.fileExists(atPath: path) else { return fail("bench: no such source: \(source)") }
        let startingEngines = MonotonicClock.now()
        let marks = NativeMarkModels(scripts: NativeMarkReader.Script.allCases, yenByCounters: true)
        let markScripts = NativeMarkReader.Script.reading(currencies)
        marks.allow(markScripts)
        guard let reader = try? LivePriceReader(threads: threads, marks: marks) else { return fail("bench: Tesseract could not start") }
        let engineStartMs = Double(MonotonicClock.now() - startingEngines) / 1e6
        let rssWithEngines = ProcessUsage.residentMegabytes() ?? 0

        let live = runLive(path: path, seconds: seconds, reader: reader)
        // An engine of its own, started after the live run's memory was measured.
        let tally = fixtures.flatMap { directory in (try? PriceRecognizer()).flatMap { scoreFixtures(in: directory, recognizer: $0) } }
        let rows: [(String, String)] = [
            ("source", path), ("frame size", live.frameSize), ("seconds", f(seconds)), ("recognition threads", threads.description),
            ("CJK models read (loaded); counters", "\(names(markScripts.subtracting(marks.readByCounters))) (\(names(marks.loaded))); \(names(marks.readByCounters))"),
            ("engines start ms (all)", f(engineStartMs)), ("RSS MB with engines, before video", f(rssWithEngines)),
            ("source frames/s", f(live.sourceFPS)),
            ("OCR runs/s", f(live.ocrRunsPerSecond)), ("of them shown on a newer frame/s", f(live.carriedPerSecond)),
            ("tracked frames/s", f(live.trackedPerSecond)),
            ("static-scene repeats/s", f(live.repeatsPerSecond)),
            ("frames labelled (all three)", share(live.labelledPerSecond, of: live.sourceFPS)),
            ("changed frames read or tracked", changedShare(live)),
            ("results dropped as stale/s", f(live.staleDropsPerSecond)),
            ("readings/s: whole/tracked/lost", [live.readings.wholeFrame, live.readings.tracked, live.readings.trackingLost]
                .map { f(Double($0) / live.seconds) }.joined(separator: " / ")),
            ("latency p50 ms (capture → labels)", live.p50.map(f) ?? "-"), ("latency p95 ms", live.p95.map(f) ?? "-"),
            ("latency p50 / p95 ms, OCR runs only", "\(live.runP50.map(f) ?? "-") / \(live.runP95.map(f) ?? "-")"),
            ("OCR ms/run (mean)", f(live.meanProcessingMs)), ("tracking ms/frame (mean)", f(live.meanTrackingMs)), ("CPU % of one core", f(live.cpuPercent)),
            ("RSS MB", f(live.rssMB)), ("label blink-outs", String(live.blinkouts)),
            ("labels at end", live.labels.joined(separator: " | ")),
            ("label-seconds wrong (fading)", live.truth.map { truth in
                "\(percent(truth.wrongSeconds, of: truth.labelSeconds)) (\(percent(truth.wrongFadingSeconds, of: truth.labelSeconds)))"
                    + " of \(f(truth.labelSeconds))" } ?? "no clip truth"),
            ("wrong labels, longest first", live.truth.map(wrongLabelSummary) ?? "no clip truth"),
            ("key price labelled", live.truth.map { "\(percent($0.keyShownSeconds, of: $0.observedSeconds)) of \(f($0.observedSeconds)) s" }
                ?? "no clip truth"),
            ("key price labelled, per photo", live.truth.map(keyLabelledPerPhoto) ?? "no clip truth"),
            ("first label after a cut, s", live.truth.map { truth in
                let delays = truth.firstLabelDelays.sorted()
                return delays.isEmpty ? "none" : "median \(f(delays[delays.count / 2])), max \(f(delays.last!)) (\(delays.count) photos)"
            } ?? "no clip truth"),
            ("fixtures", tally?.summary ?? "not run"),
        ]
        for (name, value) in rows { print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + value) }
        print("bench: source_fps=\(f(live.sourceFPS)) recognitions_per_s=\(f(live.ocrRunsPerSecond))"
              + " tracked_per_s=\(f(live.trackedPerSecond))"
              + " labelled_frames_per_s=\(f(live.labelledPerSecond)) blinkouts=\(live.blinkouts)"
              + " wrong_label_pct=\(live.truth.map { f($0.labelSeconds > 0 ? $0.wrongSeconds / $0.labelSeconds * 100 : 0) } ?? "-")"
              + " p50_ms=\(live.p50.map(f) ?? "-") p95_ms=\(live.p95.map(f) ?? "-") cpu_pct=\(f(live.cpuPercent))"
              + " rss_mb=\(f(live.rssMB)) fixtures_recall=\(tally.map { f($0.recall) } ?? "-")"
              + " fixtures_false=\(tally.map { f($0.falseRate) } ?? "-")")
        return 0
    }

    struct LiveFigures {
        var sourceFPS = 0.0, ocrRunsPerSecond = 0.0, trackedPerSecond = 0.0, repeatsPerSecond = 0.0, meanProcessingMs = 0.0
        var meanTrackingMs = 0.0
        /// OCR runs whose result came after a newer frame's and was not delivered.
        var staleDropsPerSecond = 0.0
        /// OCR runs shown on a newer frame, their prices found there by their look (`carriedFrom`).
        var carriedPerSecond = 0.0
        /// The readings of each kind run while measuring, over `seconds` of wall time.
        var readings = LivePriceReader.ReadingCounts(), seconds = 0.0
        var p50: Double?, p95: Double?, cpuPercent = 0.0, rssMB = 0.0, labels: [String] = []
        /// Labels that left and came back for the same price within a second (`BlinkoutCounter`).
        var blinkouts = 0, frameSize = "-"
        /// Against the clip's truth, when it has one (`ClipLabelScore`).
        var truth: ClipLabelScore?
        /// Without the still-scene repeats, whose 2–6 ms decide p50 whenever they are the majority.
        /// Timed from the capture of the frame read, also when the run was shown on a newer frame.
        var runP50: Double?, runP95: Double?

        /// The bench line's `labelled_frames_per_s`: frames whose labels recognition delivered, read
        /// by OCR, tracked (the known prices found by their look) or found unchanged since the last
        /// frame read (a still scene keeps its labels instead of being read again), the same
        /// deliveries `p50_ms` and `p95_ms` time, each frame counted once (a frame tracked before its
        /// whole reading, or carried on to and then read, may be delivered twice).
        /// `recognitions_per_s` is the OCR readings alone and `tracked_per_s` the tracked frames:
        /// every one of either is of a changed frame.
        var labelledPerSecond = 0.0
    }

    /// One second of warm-up (pipeline preroll, first OCR), then `seconds` measured.
    private static func runLive(path: String, seconds: Double, reader: LivePriceReader) -> LiveFigures {
        let pipeline = CameraPipeline(source: .file(path: path))
        let model = CameraViewModel(settings: CurrencySettings(currencyName: "JPY", exchangeRate: Decimal(string: "0.22")!),
                                    history: HistoryQueue(InMemoryHistoryStore()))
        let window = MeasuringWindow()
        var runs = 0, carried = 0, tracked = 0, repeats = 0, processing: UInt64 = 0, tracking: UInt64 = 0
        var labelledFrames = 0, lastLabelled: UInt64 = 0
        var latencies: [Double] = []
        var runLatencies: [Double] = [], blinkouts = BlinkoutCounter(), frameSize: PixelSize?
        var shown: [(frame: UInt64, labels: [ClipLabelScore.Shown])] = [], fadeClock = EvidenceClock()
        var read: Set<Decimal> = []
        /// What the window shows now: the newest camera frame, under the labels as they are.
        func observeScreen() {
            let labels = model.labels.filter { $0.opacity > 0 }
            blinkouts.observe(labels.map { ($0.value, $0.box) }, at: Double(MonotonicClock.now()) / 1e9)
            shown.append((pipeline.frames.latestSequence, labels.map { ClipLabelScore.Shown(value: $0.value, opacity: $0.opacity, isCurrent: read.contains($0.value)) }))
        }
        let worker = reader.worker(frames: pipeline.frames) { result in
            let time = Double(result.captureTime) / 1e9
            fadeClock.readingArrived(capturedAt: time)
            model.ingest(prices: result.output.prices, gone: result.output.gone, frameSize: result.output.frameSize, at: time)
            guard window.isOpen else { return }
            frameSize = result.output.frameSize
            if result.frameSequence != lastLabelled {  // results come in frame order
                labelledFrames += 1
                lastLabelled = result.frameSequence
            }
            read = Set(result.output.prices.map(\.value))
            observeScreen()
            let latency = Double(MonotonicClock.now() &- result.captureTime) / 1e6  // labels are ready now
            latencies.append(latency)
            if result.isRepeat {
                repeats += 1
            } else if let readFrame = result.carriedFrom {  // an OCR run shown on a newer frame
                runs += 1
                carried += 1
                processing += result.processingNanoseconds
                runLatencies.append(Double(MonotonicClock.now() &- readFrame) / 1e6)
            } else if result.output.isTracked {
                tracked += 1
                tracking += result.processingNanoseconds
            } else {
                runs += 1
                processing += result.processingNanoseconds
                runLatencies.append(latency)
            }
        }
        pipeline.start()
        worker.start()
        // The window's fade tick (`LiveSession.tick`): labels fade between readings too.
        MainLoop.every(milliseconds: 100) {
            model.tick(at: fadeClock.time(at: Double(MonotonicClock.now()) / 1e9))
            if window.isOpen { observeScreen() }
            return !window.isClosed
        }
        MainLoop.run(seconds: 1)
        window.isOpen = true
        let firstFrame = pipeline.frames.latestSequence, readingsBefore = reader.readingCounts
        let startTime = MonotonicClock.now(), cpu = ProcessUsage.cpuSeconds()
        MainLoop.run(seconds: seconds)
        let wall = Double(MonotonicClock.now() - startTime) / 1e9, cpuUsed = ProcessUsage.cpuSeconds() - cpu
        window.isOpen = false
        window.isClosed = true
        let readings = reader.readingCounts.since(readingsBefore)
        var figures = LiveFigures()
        figures.sourceFPS = Double(pipeline.frames.latestSequence - firstFrame) / wall
        figures.rssMB = ProcessUsage.residentMegabytes() ?? 0
        worker.stop()
        pipeline.stop()
        figures.ocrRunsPerSecond = Double(runs) / wall
        figures.trackedPerSecond = Double(tracked) / wall
        figures.carriedPerSecond = Double(carried) / wall
        figures.repeatsPerSecond = Double(repeats) / wall
        figures.labelledPerSecond = Double(labelledFrames) / wall
        figures.staleDropsPerSecond = Double(max(0, readings.frames - runs - tracked)) / wall
        figures.readings = readings
        figures.seconds = wall
        figures.meanProcessingMs = runs == 0 ? 0 : Double(processing) / Double(runs) / 1e6
        figures.meanTrackingMs = tracked == 0 ? 0 : Double(tracking) / Double(tracked) / 1e6
        figures.p50 = percentile(0.5, of: latencies)
        figures.p95 = percentile(0.95, of: latencies)
        figures.runP50 = percentile(0.5, of: runLatencies)
        figures.runP95 = percentile(0.95, of: runLatencies)
        figures.cpuPercent = cpuUsed / wall * 100
        figures.labels = model.labels.filter { $0.opacity > 0 }.map { "\($0.rawText) → \($0.text)" }
        figures.blinkouts = blinkouts.blinkouts
        figures.frameSize = frameSize.map { "\(Int($0.width))×\(Int($0.height))" } ?? "-"
        figures.truth = clipTruth(besides: path).map { truth in
            // Frame n of the clip (1-based) was captured (n − 1) / fps seconds into it.
            var score = truth
            for (frame, labels) in shown { score.observe(labels, at: Double(frame - 1) / figures.sourceFPS.rounded()) }
            return score
        }
        return figures
    }

    /// The five wrong values shown longest, each with its photo and label-seconds (fading ones apart).
    private static func wrongLabelSummary(_ truth: ClipLabelScore) -> String {
        let worst = truth.wrongLabels.prefix(5).map { wrong in
            "\(wrong.value) over \(URL(fileURLWithPath: wrong.image).lastPathComponent) \(f(wrong.seconds)) s"
                + (wrong.fadingSeconds > 0 ? " (\(f(wrong.fadingSeconds)) fading)" : "")
        }
        return worst.isEmpty ? "none" : worst.joined(separator: "; ")
    }

    /// Each photo's labelled share of its time in view, in clip order: the photos to trace.
    private static func keyLabelledPerPhoto(_ truth: ClipLabelScore) -> String {
        truth.segments.indices.map { index in
            "\(URL(fileURLWithPath: truth.segments[index].image).deletingPathExtension().lastPathComponent) "
                + percent(truth.keyShownBySegment[index], of: truth.observedBySegment[index])
        }.joined(separator: ", ")
    }

    /// The truth `make-handheld-clip.py` writes beside a clip, if there is one.
    private static func clipTruth(besides clip: String) -> ClipLabelScore? {
        let file = URL(fileURLWithPath: clip).deletingLastPathComponent().appendingPathComponent("clip_truth.tsv")
        return (try? String(contentsOf: file, encoding: .utf8)).flatMap { ClipLabelScore(tsv: $0) }
    }

    private static func percentile(_ p: Double, of values: [Double]) -> Double? {
        let sorted = values.sorted()
        return sorted.isEmpty ? nil : sorted[min(sorted.count - 1, Int(p * Double(sorted.count)))]
    }

    private static func scoreFixtures(in directory: String, recognizer: PriceRecognizer) -> AccuracyTally? {
        guard let tsv = try? String(contentsOfFile: directory + "/truth.tsv", encoding: .utf8) else { return nil }
        var tally = AccuracyTally()
        for row in TruthRow.parse(tsv: tsv, pricesColumn: "prices", kindColumn: "kind") {
            let found = (try? recognizer.read(imageAt: directory + "/" + row.image).get())?.prices.map(\.value) ?? []
            tally.add(found: found, truth: row.prices, hasKeyPrice: !row.kind.hasPrefix("menu"))
        }
        return tally
    }

    /// The currencies of `codes` ("JPY,KRW") as `KnownCurrencies` knows them; nil when one is unknown.
    private static func knownCurrencies(_ codes: String) -> CurrencyList? {
        var list = CurrencyList()
        for code in codes.split(separator: ",") {
            guard let entry = KnownCurrencies.entry(code: String(code)) else { return nil }
            list.save(Currency(code: entry.code, name: entry.name, symbols: entry.symbols, rate: 1, rateDate: nil))
        }
        return list
    }

    private static func names(_ scripts: Set<NativeMarkReader.Script>) -> String {
        scripts.isEmpty ? "none" : scripts.map(\.rawValue).sorted().joined(separator: ", ")
    }

    /// The package's fixtures: from the working directory, or from the build tree the binary is in
    /// (`<package>/.build/<triple>/<config>/currency-camera`).
    private static func defaultFixtures() -> String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return [FileManager.default.currentDirectoryPath + "/Tests/Resources/fixtures",
                executable.appendingPathComponent("../../../Tests/Resources/fixtures").standardized.path]
            .first { FileManager.default.fileExists(atPath: $0 + "/truth.tsv") }
    }

    private static func percent(_ part: Double, of whole: Double) -> String {
        whole > 0 ? String(format: "%.1f %%", part / whole * 100) : "-"
    }

    private static func f(_ value: Double) -> String { String(format: value < 1 ? "%.3f" : "%.1f", value) }

    /// "28.1/s = 0.93 × source": how close the labels come to following every frame.
    private static func share(_ perSecond: Double, of sourceFPS: Double) -> String {
        "\(f(perSecond))/s = \(sourceFPS > 0 ? f(perSecond / sourceFPS) : "-") × source"
    }

    /// Frames labelled by an OCR run or a tracking, per frame that was not a still-scene repeat: how
    /// close the worker comes to labelling every frame in which something moved.
    private static func changedShare(_ live: LiveFigures) -> String {
        let changed = live.sourceFPS - live.repeatsPerSecond
        return changed > 0 ? "\(f((live.labelledPerSecond - live.repeatsPerSecond) / changed)) of \(f(changed))/s" : "-"
    }

    private static func fail(_ message: String) -> Int32 {
        printError(message)
        return ConvertCommand.exitUsage
    }
}

/// Whether the bench is measuring: set by the bench between its warm-up and its end, read by the
/// result handler, both on the main loop. A reference, since the handler is made before it opens.
@MainActor
private final class MeasuringWindow {
    var isOpen = false
    /// Measuring is over: the fade tick stops.
    var isClosed = false
}
