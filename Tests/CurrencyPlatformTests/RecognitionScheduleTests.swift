import CurrencyCore
@testable import CurrencyPlatform
import XCTest

/// The bookkeeping behind several recognition threads: capture order, stale results, repeats.
final class RecognitionScheduleTests: XCTestCase {
    /// A 16×16 grey frame: two blocks of `SceneChangeDetector`'s grid each way.
    private static func luma(_ grey: UInt8) -> LumaFrame {
        LumaFrame(width: 16, height: 16, stride: 16, pixels: [UInt8](repeating: grey, count: 256), captureTime: 0)
    }

    func testResultFinishingAfterANewerFramesResultIsNotPosted() {
        var schedule = RecognitionSchedule<String>(sceneChanges: nil)
        XCTAssertEqual(schedule.decide(frame: 1, luma: Self.luma(0)).name, "recognize")
        XCTAssertEqual(schedule.decide(frame: 2, luma: Self.luma(0)).name, "recognize")
        XCTAssertTrue(schedule.finished(frame: 2, output: "two"))
        XCTAssertFalse(schedule.finished(frame: 1, output: "one"), "labels must not step back to frame 1")
        XCTAssertEqual(schedule.decide(frame: 3, luma: Self.luma(0)).name, "recognize")
        XCTAssertTrue(schedule.finished(frame: 3, output: "three"))
    }

    func testResultsFinishingInCaptureOrderAreAllPosted() {
        var schedule = RecognitionSchedule<String>(sceneChanges: nil)
        for frame: UInt64 in [4, 7] { _ = schedule.decide(frame: frame, luma: Self.luma(0)) }
        XCTAssertTrue(schedule.finished(frame: 4, output: "four"))
        XCTAssertTrue(schedule.finished(frame: 7, output: "seven"))
    }

    func testOlderFrameDecidedAfterANewerOneIsSkipped() {
        var schedule = RecognitionSchedule<String>(sceneChanges: nil)
        XCTAssertEqual(schedule.decide(frame: 5, luma: Self.luma(0)).name, "recognize")
        XCTAssertEqual(schedule.decide(frame: 4, luma: Self.luma(0)).name, "skip")
    }

    func testStillSceneRepeatsTheNewestOutputOnlyWhenNoRecognitionIsRunning() {
        var schedule = RecognitionSchedule<String>(sceneChanges: SceneChangeDetector())
        let still = Self.luma(100)
        for frame: UInt64 in 1...3 {
            XCTAssertEqual(schedule.decide(frame: frame, luma: still).name, "recognize", "settling read \(frame)")
        }
        XCTAssertEqual(schedule.decide(frame: 4, luma: still).name, "skip",
                       "a repeat now would overtake frames 1–3 still being read")
        XCTAssertTrue(schedule.finished(frame: 1, output: "one"))
        XCTAssertTrue(schedule.finished(frame: 3, output: "three"))
        XCTAssertFalse(schedule.finished(frame: 2, output: "two"))
        guard case .repeatOutput(let output) = schedule.decide(frame: 5, luma: still) else {
            return XCTFail("a still scene with nothing running is repeated")
        }
        XCTAssertEqual(output, "three", "the newest frame's output, not the last to finish")
        XCTAssertEqual(schedule.decide(frame: 6, luma: Self.luma(200)).name, "recognize", "the scene changed")
    }

    func testAStillSceneWhoseLastRecognitionLeftItUnreadIsRecognizedOnceMore() {
        var schedule = RecognitionSchedule<String>(sceneChanges: SceneChangeDetector())
        let still = Self.luma(100)
        for frame: UInt64 in 1...3 {
            _ = schedule.decide(frame: frame, luma: still)
            XCTAssertTrue(schedule.finished(frame: frame, output: "\(frame)", leftUnread: frame == 3))
        }
        XCTAssertEqual(schedule.decide(frame: 4, luma: still).name, "recognize", "frame 3 was handed on unread")
        XCTAssertTrue(schedule.finished(frame: 4, output: "four"))
        guard case .repeatOutput(let output) = schedule.decide(frame: 5, luma: still) else {
            return XCTFail("settled after a frame was read")
        }
        XCTAssertEqual(output, "four")
    }

    func testAnOutputCarriedOnToAFrameThatIsReadNextLetsThatFramesOwnResultFollowButNoOlderOne() {
        var schedule = RecognitionSchedule<String>(sceneChanges: nil)
        for frame: UInt64 in [1, 2] { _ = schedule.decide(frame: frame, luma: Self.luma(0)) }
        XCTAssertTrue(schedule.finished(frame: 1, output: "one"))
        schedule.carry(to: 5)
        XCTAssertTrue(schedule.finishedCarry(frame: 5, output: "one, carried to five", readingNext: true))
        XCTAssertFalse(schedule.finished(frame: 2, output: "two"), "labels must not step back to frame 2")
        XCTAssertEqual(schedule.decide(frame: 5, luma: Self.luma(0)).name, "recognize", "frame 5 is read next")
        XCTAssertTrue(schedule.finished(frame: 5, output: "five"), "its own reading follows the carried output")
        schedule.carry(to: 6)
        XCTAssertTrue(schedule.finishedCarry(frame: 6, output: "five, carried to six", readingNext: false))
        XCTAssertFalse(schedule.finished(frame: 6, output: "six"), "frame 6 was not to be read again")
    }

    /// A still scene settles on the frame's own result, not on the output carried on to it before.
    func testAnEarlyOutputIsPostedAndTheFramesOwnResultMayFollowButNoOlderOne() {
        var schedule = RecognitionSchedule<String>(sceneChanges: nil)
        for frame: UInt64 in [1, 2] { _ = schedule.decide(frame: frame, luma: Self.luma(0)) }
        XCTAssertTrue(schedule.finishedEarly(frame: 2))
        XCTAssertFalse(schedule.finished(frame: 1, output: "one"), "labels must not step back to frame 1")
        XCTAssertTrue(schedule.finished(frame: 2, output: "two"), "frame 2's own result follows its early one")
        for frame: UInt64 in [3, 4] { _ = schedule.decide(frame: frame, luma: Self.luma(0)) }
        XCTAssertTrue(schedule.finished(frame: 4, output: "four"))
        XCTAssertFalse(schedule.finishedEarly(frame: 3), "not after a newer frame's result")
    }

    func testAStillSceneRepeatsTheResultOfAFrameReadAfterAnOutputWasCarriedOnToIt() {
        var detector = SceneChangeDetector()
        detector.settleRecognitions = 2
        var schedule = RecognitionSchedule<String>(sceneChanges: detector)
        let still = Self.luma(100)
        XCTAssertEqual(schedule.decide(frame: 1, luma: still).name, "recognize")
        XCTAssertTrue(schedule.finished(frame: 1, output: "one"))
        schedule.carry(to: 2)
        XCTAssertTrue(schedule.finishedCarry(frame: 2, output: "one, carried to two", readingNext: true))
        XCTAssertEqual(schedule.decide(frame: 2, luma: still).name, "recognize")
        XCTAssertTrue(schedule.finished(frame: 2, output: "two"))
        guard case .repeatOutput(let output) = schedule.decide(frame: 3, luma: still) else {
            return XCTFail("settled after two readings")
        }
        XCTAssertEqual(output, "two")
    }
}

final class SpareCoreCheckTests: XCTestCase {
    func testARunWithLittleCPUForItsTimeWasNotOnASpareCore() {
        var check = SpareCoreCheck()
        XCTAssertTrue(check.shouldSitOut(afterRunOf: 30_000_000, wall: 100_000_000))
        XCTAssertFalse(check.shouldSitOut(afterRunOf: 90_000_000, wall: 100_000_000))
        XCTAssertFalse(check.shouldSitOut(afterRunOf: 0, wall: 0))
    }

    func testShortRunsAreJudgedTogether() {
        var check = SpareCoreCheck()
        XCTAssertFalse(check.shouldSitOut(afterRunOf: 1_000_000, wall: 5_000_000), "5 ms preempted once: too short to tell")
        for _ in 0..<18 { XCTAssertFalse(check.shouldSitOut(afterRunOf: 5_000_000, wall: 5_000_000)) }
        XCTAssertFalse(check.shouldSitOut(afterRunOf: 5_000_000, wall: 5_000_000), "100 ms with 96 % of a core: spare")
        for _ in 0..<19 { XCTAssertFalse(check.shouldSitOut(afterRunOf: 1_000_000, wall: 5_000_000)) }
        XCTAssertTrue(check.shouldSitOut(afterRunOf: 1_000_000, wall: 5_000_000), "100 ms with 20 % of a core: not spare")
    }
}

private extension RecognitionSchedule.Decision {
    var name: String {
        switch self {
        case .recognize: "recognize"
        case .repeatOutput: "repeat"
        case .skip: "skip"
        }
    }
}
