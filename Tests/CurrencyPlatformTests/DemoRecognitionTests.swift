import CurrencyCore
import CurrencyPlatform
import Foundation
import XCTest

/// The demo clip end to end: pipeline → frame slot → worker with its own engine → main loop.
final class DemoRecognitionTests: XCTestCase {
    static let prices = ["3,500", "1,280", "980"]

    func testDemoClipPricesAreReadThroughPipelineAndWorker() throws {
        let engine = try TesseractEngine()
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: CameraPipelineTests.demoClip))
            var readTexts: [String] = []
            let worker = RecognitionWorker<[OCRWord]>(frames: camera.frames,
                                                      process: { engine.recognizeWords(in: $0) },
                                                      onResult: { readTexts = $0.output.map(\.text) })
            camera.start()
            worker.start()
            defer {
                worker.stop()
                camera.stop()
            }
            MainLoopPump.run(until: { Self.prices.allSatisfy { price in readTexts.contains { $0.contains(price) } } },
                             "all three demo prices; last read: \(readTexts)")
        }
    }

    /// Figures for the report, not assertions: CURRENCY_BENCHMARK=1 swift test --filter Benchmark
    func testBenchmarkFrameRatesAndRecognitionTime() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["CURRENCY_BENCHMARK"] == "1", "set CURRENCY_BENCHMARK=1")
        for (name, source) in [("videotestsrc", VideoSource.testPattern),
                               ("demo.webm", .file(path: CameraPipelineTests.demoClip))] {
            MainActor.assumeIsolated {
                let camera = CameraPipeline(source: source)
                camera.start()
                defer { camera.stop() }
                MainLoopPump.run(until: { camera.frames.latestSequence >= 1 }, "first frame")
                let first = camera.frames.latestSequence, started = MonotonicClock.now()
                MainLoopPump.run(until: { MonotonicClock.now() - started > 4_000_000_000 }, "4 s")
                let seconds = Double(MonotonicClock.now() - started) / 1e9
                print(String(format: "BENCH %@: %.1f fps", name, Double(camera.frames.latestSequence - first) / seconds))
            }
        }
        let frames = MainActor.assumeIsolated { () -> [LumaFrame] in
            let camera = CameraPipeline(source: .file(path: CameraPipelineTests.demoClip))
            camera.start()
            defer { camera.stop() }
            var lumas: [LumaFrame] = []
            var seen: UInt64 = 0
            MainLoopPump.run(until: {
                if camera.frames.latestSequence >= seen + 15, let frame = camera.latestFrame {  // ~2 a second
                    seen = camera.frames.latestSequence
                    lumas.append(frame.luma())
                }
                return lumas.count >= 16
            }, "16 demo frames")
            return lumas
        }
        for downscale in [1, 2] {
            let engine = try TesseractEngine(configuration: TesseractConfiguration(downscale: downscale))
            _ = engine.recognizeWords(in: frames[0])  // warm-up
            var total: UInt64 = 0, allThree = 0
            for frame in frames {
                let started = MonotonicClock.now()
                let texts = engine.recognizeWords(in: frame).map(\.text)
                total += MonotonicClock.now() - started
                if Self.prices.allSatisfy({ price in texts.contains { $0.contains(price) } }) { allThree += 1 }
            }
            print(String(format: "BENCH tesseract downscale %d: %.1f ms/frame, all three prices on %d/%d frames",
                         downscale, Double(total) / Double(frames.count) / 1e6, allThree, frames.count))
        }
    }
}
