import CurrencyCore
import TestSupport
import XCTest

final class SceneChangeDetectorTests: XCTestCase {
    /// A 64×48 frame of grey `base`, with optional noise and a bright square.
    private func frame(base: UInt8 = 100, noise: Int = 0, seed: UInt64 = 1, square: (x: Int, y: Int)? = nil) -> LumaFrame {
        var generator = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: base, count: 64 * 48)
        for index in pixels.indices where noise > 0 {
            pixels[index] = UInt8(clamping: Int(base) + Int(generator.next() % UInt64(2 * noise + 1)) - noise)
        }
        if let square {
            for y in square.y..<(square.y + 8) { for x in square.x..<(square.x + 8) { pixels[y * 64 + x] = 250 } }
        }
        return LumaFrame(width: 64, height: 48, stride: 64, pixels: pixels, captureTime: 0)
    }

    func testBlockMeansAverageEachBlock() {
        let detector = SceneChangeDetector()
        let means = detector.blockMeans(frame(square: (x: 8, y: 0)))
        XCTAssertEqual(means.count, 8 * 6)
        XCTAssertEqual(means[0], 100)
        XCTAssertEqual(means[1], 250)
    }

    func testChangedShareCountsBlocksBeyondTheThreshold() {
        let detector = SceneChangeDetector()
        let still = detector.blockMeans(frame())
        XCTAssertEqual(detector.changedBlockShare(still, still), 0)
        XCTAssertEqual(detector.changedBlockShare(still, detector.blockMeans(frame(square: (x: 8, y: 8)))), 1.0 / 48)
        XCTAssertEqual(detector.changedBlockShare(still, detector.blockMeans(frame(base: 104))), 0, "4 levels is noise")
        XCTAssertEqual(detector.changedBlockShare(still, []), 1)
    }

    func testStaticSceneIsRecognizedUntilSettledThenSkipped() {
        var detector = SceneChangeDetector()
        let results = (0..<6).map { index in detector.shouldRecognize(frame(noise: 10, seed: UInt64(index))) }
        XCTAssertEqual(results, [true, true, true, false, false, false], "sensor noise is not a change")
    }

    func testAChangeWakesRecognitionAgain() {
        var detector = SceneChangeDetector()
        for _ in 0..<4 { _ = detector.shouldRecognize(frame()) }
        XCTAssertFalse(detector.shouldRecognize(frame()))
        XCTAssertTrue(detector.shouldRecognize(frame(square: (x: 16, y: 16))), "a tag came into view")
        XCTAssertTrue(detector.shouldRecognize(frame(square: (x: 16, y: 16))), "settling again after the change")
    }

    func testARecognitionThatLeftTheSceneUnreadLetsOneMoreFrameIn() {
        var detector = SceneChangeDetector()
        XCTAssertEqual((0..<3).map { _ in detector.shouldRecognize(frame()) }, [true, true, true])
        detector.recognitionLeftSceneUnread()
        XCTAssertEqual((0..<3).map { _ in detector.shouldRecognize(frame()) }, [true, false, false],
                       "the third recognition handed its frame on unread: the next frame is read")
    }

    func testAStillSceneThatIsNeverReadSettlesAllTheSame() {
        var detector = SceneChangeDetector()
        var recognized = 0
        for _ in 0..<20 where detector.shouldRecognize(frame()) {
            recognized += 1
            detector.recognitionLeftSceneUnread()
        }
        XCTAssertEqual(recognized, 2 * detector.settleRecognitions)
        detector.recognitionLeftSceneUnread()
        XCTAssertTrue(detector.shouldRecognize(frame(square: (x: 16, y: 16))), "a change starts a new count")
        XCTAssertTrue(detector.shouldRecognize(frame(square: (x: 16, y: 16))))
    }
}
