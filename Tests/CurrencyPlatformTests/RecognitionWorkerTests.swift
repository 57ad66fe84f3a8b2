import CurrencyCore
@testable import CurrencyPlatform
import Dispatch
import Foundation
import Synchronization
import XCTest

final class RecognitionWorkerTests: XCTestCase {
    /// The calling thread's niceness (Linux keeps it per thread).
    private static func niceness() -> Int32 { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }

    /// A `side`×`side` frame of grey `value`, so the processing function can tell frames apart.
    private static func frame(_ value: UInt8, side: Int = 1) -> VideoFrame {
        VideoFrame(width: side, height: side, stride: side * 4,
                   bytes: Array(repeating: [value, value, value, 255], count: side * side).flatMap { $0 },
                   captureTime: MonotonicClock.now())
    }

    /// Processing functions for `threads` threads: each calls `record(thread, frame value)`, sleeps
    /// `sleep(thread)` µs (a run's length) and returns the frame's value.
    private static func processors(threads: Int, sleeping sleep: @escaping @Sendable (Int) -> useconds_t,
                                   record: @escaping @Sendable (Int, UInt8) -> Void) -> [@Sendable (LumaFrame) -> UInt8] {
        (0..<threads).map { thread in
            { @Sendable (luma: LumaFrame) -> UInt8 in
                record(thread, luma.pixels[0])
                usleep(sleep(thread))
                return luma.pixels[0]
            }
        }
    }

    /// Runs a worker over frames 1...`last`, put one every `interval` µs while the main loop
    /// delivers between them, until the last frame's result is in; the outputs delivered.
    @MainActor private static func delivered(by processors: [@Sendable (LumaFrame) -> UInt8], spareCore: SpareCoreCheck?,
                                             through last: UInt8, every interval: useconds_t) -> [UInt8] {
        let frames = FrameSlot()
        var delivered: [UInt8] = []
        let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: nil, processors: processors,
                                              spareCore: spareCore, onResult: { delivered.append($0.output) })
        worker.start()
        defer { worker.stop() }
        for value: UInt8 in 1...last {
            frames.put(frame(value))
            MainLoopPump.drain()
            usleep(interval)
        }
        MainLoopPump.run(until: { delivered.last == last }, "the last frame's result")
        return delivered
    }

    /// Delivered in capture order, none twice.
    private static func assertCaptureOrder<T: Comparable & Hashable>(_ values: [T], file: StaticString = #filePath,
                                                                   line: UInt = #line) {
        XCTAssertEqual(values, values.sorted(), "capture order", file: file, line: line)
        XCTAssertEqual(Set(values).count, values.count, "none twice: \(values)", file: file, line: line)
    }

    func testDropsFramesWhileBusyAndThenTakesTheNewest() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            var delivered: [UInt8] = []
            var latencies: [UInt64] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, process: { luma in
                entered.signal()
                if luma.pixels[0] == 10 { release.wait() }  // busy on the first frame
                return luma.pixels[0]
            }, onResult: { result in
                delivered.append(result.output)
                latencies.append(result.latencyNanoseconds)
            })
            worker.start()
            defer { worker.stop() }

            frames.put(Self.frame(10))
            XCTAssertEqual(entered.wait(timeout: .now() + 20), .success, "worker took the first frame")
            for value: UInt8 in [20, 30, 40] { frames.put(Self.frame(value)) }
            release.signal()

            MainLoopPump.run(until: { delivered.count == 2 }, "two results")
            XCTAssertEqual(delivered, [10, 40], "20 and 30 arrived while busy and were dropped")
            XCTAssertEqual(latencies.count, 2)
        }
    }

    func testPausedWorkerTakesTheNewestFrameOnResume() {
        for threads in 1...2 {
            MainActor.assumeIsolated {
                let frames = FrameSlot()
                var delivered: [UInt8] = []
                let worker = RecognitionWorker<UInt8>(frames: frames,
                                                      processors: Array(repeating: { $0.pixels[0] }, count: threads),
                                                      onResult: { delivered.append($0.output) })
                worker.pause()  // before start: ignored, a worker that never ran can't pause
                worker.start()
                defer { worker.stop() }
                frames.put(Self.frame(1))
                MainLoopPump.run(until: { delivered == [1] }, "first result with \(threads) threads")

                worker.pause()
                frames.put(Self.frame(2))
                frames.put(Self.frame(3))
                worker.resume()

                MainLoopPump.run(until: { delivered.last == 3 }, "result after resume with \(threads) threads")
                XCTAssertFalse(delivered.contains(2))
            }
        }
    }

    func testTwoThreadsShareTheFramesAndDeliverInCaptureOrder() {
        MainActor.assumeIsolated {
            let processed = Mutex<[(thread: Int, value: UInt8)]>([])
            // Unequal run lengths, so results finish out of order.
            let processors = Self.processors(threads: 2, sleeping: { useconds_t(15_000 + 10_000 * $0) },
                                             record: { thread, value in processed.withLock { $0.append((thread, value)) } })
            let delivered = Self.delivered(by: processors, spareCore: nil, through: 60, every: 4_000)

            let taken = processed.withLock { $0 }
            XCTAssertEqual(Set(taken.map(\.value)).count, taken.count, "no frame processed twice: \(taken)")
            XCTAssertEqual(Set(taken.map(\.thread)), [0, 1], "both threads worked")
            Self.assertCaptureOrder(delivered)
        }
    }

    func testResultFinishingAfterANewerFramesResultIsDropped() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let enteredSlowFrame = DispatchSemaphore(value: 0), releaseSlowFrame = DispatchSemaphore(value: 0)
            let leftSlowFrame = DispatchSemaphore(value: 0)
            let process = { @Sendable (luma: LumaFrame) -> UInt8 in
                if luma.pixels[0] == 10 {
                    enteredSlowFrame.signal()
                    releaseSlowFrame.wait()
                    leftSlowFrame.signal()
                }
                return luma.pixels[0]
            }
            var delivered: [UInt8] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: nil, processors: [process, process],
                                                  spareCore: nil, onResult: { delivered.append($0.output) })
            worker.start()
            defer { worker.stop() }

            frames.put(Self.frame(10))
            XCTAssertEqual(enteredSlowFrame.wait(timeout: .now() + 20), .success)
            frames.put(Self.frame(20))  // the other thread takes it and finishes first
            MainLoopPump.run(until: { delivered == [20] }, "the newer frame's result")
            releaseSlowFrame.signal()
            XCTAssertEqual(leftSlowFrame.wait(timeout: .now() + 20), .success)
            frames.put(Self.frame(30))
            MainLoopPump.run(until: { delivered.last == 30 }, "a later result")
            MainLoopPump.drain()
            XCTAssertEqual(delivered, [20, 30], "frame 10 finished after frame 20 was shown")
        }
    }

    /// One thread reads frame 10 while frames 20 and 30 arrive (the slot keeps only 30), with
    /// `carryOn`, `leftUnread` and `firstLook`; then frame 40. The results delivered, and the frames
    /// processed.
    @MainActor private static func slowReadingOfFrame10(
        carryOn: @escaping @Sendable (UInt8, LumaFrame) -> UInt8?, leftUnread: @escaping @Sendable (UInt8) -> Bool = { _ in false },
        firstLook: (@Sendable (LumaFrame) -> UInt8?)? = nil
    ) -> (results: [RecognitionResult<UInt8>], processed: [UInt8], captured: [UInt8: UInt64]) {
        let frames = FrameSlot()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let processed = Mutex<[UInt8]>([])
        let process = { @Sendable (luma: LumaFrame) -> UInt8 in
            processed.withLock { $0.append(luma.pixels[0]) }
            if luma.pixels[0] == 10 {
                entered.signal()
                release.wait()
            }
            return luma.pixels[0]
        }
        var results: [RecognitionResult<UInt8>] = []
        let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: nil, processors: [process],
                                              leftUnread: leftUnread, carryOn: [carryOn], firstLook: firstLook, spareCore: nil,
                                              onResult: { results.append($0) })
        worker.start()
        defer { worker.stop() }
        var captured: [UInt8: UInt64] = [:]
        func put(_ value: UInt8) {
            let frame = frame(value)
            captured[value] = frame.captureTime
            frames.put(frame)
        }
        put(10)
        XCTAssertEqual(entered.wait(timeout: .now() + 20), .success)
        put(20)
        put(30)
        release.signal()
        MainLoopPump.run(until: { processed.withLock { $0.count } >= 2 || !results.isEmpty }, "frame 10's outcome")
        usleep(50_000)
        MainLoopPump.drain()
        put(40)
        MainLoopPump.run(until: { results.last?.output == 40 }, "frame 40's result")
        return (results, processed.withLock { $0 }, captured)
    }

    func testASlowOutputIsDeliveredCarriedOnToTheNewestFrameNoThreadTook() {
        MainActor.assumeIsolated {
            let run = Self.slowReadingOfFrame10(carryOn: { output, newer in output + newer.pixels[0] + 1 })
            XCTAssertEqual(run.results.map(\.output), [41, 40], "10 carried on to 30, then 40 as read")
            XCTAssertEqual(run.results.first?.captureTime, run.captured[30], "shown as frame 30's")
            XCTAssertEqual(run.results.first?.carriedFrom, run.captured[10], "read from frame 10")
            XCTAssertNil(run.results.last?.carriedFrom)
            XCTAssertEqual(run.processed, [10, 40], "frame 30 is not read: its output is the carried one")
        }
    }

    func testAnOutputThatCannotBeCarriedIsDeliveredAsReadAndTheNewerFrameProcessed() {
        MainActor.assumeIsolated {
            let run = Self.slowReadingOfFrame10(carryOn: { _, _ in nil })
            XCTAssertEqual(run.results.map(\.output), [10, 30, 40])
            XCTAssertEqual(run.results.map(\.captureTime), [10, 30, 40].map { run.captured[$0] })
            XCTAssertEqual(run.results.compactMap(\.carriedFrom), [])
            XCTAssertEqual(run.processed, [10, 30, 40])
        }
    }

    func testACarriedOutputThatLeftItsFrameUnreadIsDeliveredAndThatFrameReadNext() {
        MainActor.assumeIsolated {
            let run = Self.slowReadingOfFrame10(carryOn: { output, newer in output + newer.pixels[0] + 100 },
                                                leftUnread: { $0 > 100 })
            XCTAssertEqual(run.results.map(\.output), [140, 30, 40], "10 carried on to 30, then 30 as read, then 40")
            XCTAssertEqual(run.results.map(\.captureTime), [30, 30, 40].map { run.captured[$0] })
            XCTAssertEqual(run.processed, [10, 30, 40])
        }
    }

    func testAFirstLooksOutputIsDeliveredBeforeTheFramesOwnResult() {
        MainActor.assumeIsolated {
            let run = Self.slowReadingOfFrame10(carryOn: { _, _ in nil }, firstLook: { $0.pixels[0] == 10 ? 210 : nil })
            XCTAssertEqual(run.results.map(\.output), [210, 10, 30, 40], "frame 10's first look, then its own result")
            XCTAssertEqual(run.results.map(\.captureTime), [10, 10, 30, 40].map { run.captured[$0] })
            XCTAssertEqual(run.processed, [10, 30, 40], "a frame with a first look is still processed")
        }
    }

    func testStillSceneIsRecognizedUntilSettledThenRepeatedWithTwoThreads() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let runs = Mutex(0)
            let process = { @Sendable (luma: LumaFrame) -> UInt8 in
                runs.withLock { $0 += 1 }
                usleep(20_000)
                return luma.pixels[0]
            }
            var results: [RecognitionResult<UInt8>] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: SceneChangeDetector(),
                                                  processors: [process, process], spareCore: nil,
                                                  onResult: { results.append($0) })
            worker.start()
            defer { worker.stop() }

            var puts = 0
            MainLoopPump.run(until: {
                frames.put(Self.frame(77, side: 16))
                puts += 1
                usleep(5_000)
                return results.filter(\.isRepeat).count >= 5
            }, "repeats of the still scene")
            XCTAssertEqual(runs.withLock { $0 }, SceneChangeDetector().settleRecognitions, "after \(puts) frames")
            XCTAssertTrue(results.allSatisfy { $0.output == 77 })
            Self.assertCaptureOrder(results.map(\.frameSequence))
        }
    }

    /// The live reader hands on a frame whose tracking lost a price without reading it; a still
    /// scene must not settle on that output and repeat it for good.
    func testAStillSceneWhoseThirdRecognitionLeftItUnreadIsReadOnceMoreThenRepeated() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let runs = Mutex(0)
            let unread: UInt8 = 0
            let process = { @Sendable (luma: LumaFrame) -> UInt8 in
                let run = runs.withLock { $0 += 1; return $0 }
                return run == 3 ? unread : luma.pixels[0]
            }
            var results: [RecognitionResult<UInt8>] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: SceneChangeDetector(),
                                                  processors: [process], leftUnread: { $0 == unread },
                                                  spareCore: nil, onResult: { results.append($0) })
            worker.start()
            defer { worker.stop() }

            MainLoopPump.run(until: {
                frames.put(Self.frame(77, side: 16))
                usleep(5_000)
                return results.filter(\.isRepeat).count >= 5
            }, "repeats of the still scene")
            XCTAssertEqual(runs.withLock { $0 }, SceneChangeDetector().settleRecognitions + 1)
            XCTAssertTrue(results.filter(\.isRepeat).allSatisfy { $0.output == 77 }, "the frame read after it is repeated")
        }
    }

    func testNothingIsDeliveredAfterStopReturns() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
            let left = DispatchSemaphore(value: 0)
            let process = { @Sendable (luma: LumaFrame) -> UInt8 in
                entered.signal()
                release.wait()
                left.signal()
                return luma.pixels[0]
            }
            var delivered: [UInt8] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, processors: [process, process],
                                                  onResult: { delivered.append($0.output) })
            worker.start()
            frames.put(Self.frame(1))
            XCTAssertEqual(entered.wait(timeout: .now() + 20), .success)
            frames.put(Self.frame(2))
            XCTAssertEqual(entered.wait(timeout: .now() + 20), .success, "both threads busy")

            worker.stop()
            release.signal()
            release.signal()
            for _ in 0..<2 { XCTAssertEqual(left.wait(timeout: .now() + 20), .success) }
            let until = Date().addingTimeInterval(0.3)  // time for the threads to post what they would
            MainLoopPump.run(until: { Date() > until }, "a moment")
            XCTAssertEqual(delivered, [])
        }
    }

    func testThreadsAfterTheFirstRunNicer() {
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            let niceness = Mutex<[Int: Int32]>([:])
            // Busy for 30 ms, so the next frame goes to the other thread.
            let processors = Self.processors(threads: 2, sleeping: { _ in 30_000 },
                                             record: { thread, _ in niceness.withLock { $0[thread] = Self.niceness() } })
            var delivered: [UInt8] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, sceneChanges: nil, processors: processors,
                                                  spareCore: nil, onResult: { delivered.append($0.output) })
            worker.start()
            defer { worker.stop() }
            var value: UInt8 = 0
            MainLoopPump.run(until: {
                value &+= 1
                frames.put(Self.frame(value))
                usleep(5_000)
                return niceness.withLock { $0.count } == 2
            }, "both threads ran")
            let base = Self.niceness()
            XCTAssertEqual(niceness.withLock { $0 }, [0: base, 1: min(19, base + 10)])
        }
    }

    func testFurtherThreadWithoutASpareCoreSitsOutButTheFirstKeepsGoing() {
        MainActor.assumeIsolated {
            let runs = Mutex([0, 0])
            // Waiting, not computing: far below a core's share.
            let processors = Self.processors(threads: 2, sleeping: { _ in 20_000 },
                                             record: { thread, _ in runs.withLock { $0[thread] += 1 } })
            let sitOutLong = SpareCoreCheck(minimumShare: 0.6, sitOutNanoseconds: 60_000_000_000, judgedOver: 0)
            _ = Self.delivered(by: processors, spareCore: sitOutLong, through: 40, every: 8_000)
            let perThread = runs.withLock { $0 }
            XCTAssertEqual(perThread[1], 1, "the second thread ran once, then sat out: \(perThread)")
            XCTAssertGreaterThan(perThread[0], 5, "the first thread is never held back: \(perThread)")
        }
    }
}
