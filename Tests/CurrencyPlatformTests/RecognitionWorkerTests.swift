import CurrencyCore
import CurrencyPlatform
import Dispatch
import XCTest

final class RecognitionWorkerTests: XCTestCase {
    /// A 1x1 frame whose only pixel is grey `value`, so the processing function can tell frames apart.
    private static func frame(_ value: UInt8) -> VideoFrame {
        VideoFrame(width: 1, height: 1, stride: 4, bytes: [value, value, value, 255], captureTime: MonotonicClock.now())
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
        MainActor.assumeIsolated {
            let frames = FrameSlot()
            var delivered: [UInt8] = []
            let worker = RecognitionWorker<UInt8>(frames: frames, process: { $0.pixels[0] },
                                                  onResult: { delivered.append($0.output) })
            worker.pause()  // before start: ignored, a worker that never ran can't pause
            worker.start()
            defer { worker.stop() }
            frames.put(Self.frame(1))
            MainLoopPump.run(until: { delivered == [1] }, "first result")

            worker.pause()
            frames.put(Self.frame(2))
            frames.put(Self.frame(3))
            worker.resume()

            MainLoopPump.run(until: { delivered.last == 3 }, "result after resume")
            XCTAssertFalse(delivered.contains(2))
        }
    }
}
