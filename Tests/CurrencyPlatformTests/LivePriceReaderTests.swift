import CurrencyCore
@testable import CurrencyPlatform
import Foundation
import XCTest

/// Tracking known prices with the real engine, on decoded demo-clip frames.
final class LivePriceReaderTests: XCTestCase {
    private func demoFrame(_ name: String, capturedAt seconds: Double = 0) throws -> LumaFrame {
        let frame = try ImageFile.luma(atPath: FixtureAccuracyTests.demoFrames.appendingPathComponent(name).path)
        return LumaFrame(width: frame.width, height: frame.height, stride: frame.stride, pixels: frame.pixels,
                         captureTime: UInt64(seconds * 1e9))
    }

    /// `frame` as the camera sees it after moving: content `by` pixels further right and down.
    private func moved(_ frame: LumaFrame, by shift: Int) -> LumaFrame {
        var pixels = frame.pixels
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                pixels[y * frame.stride + x] = frame.pixels[max(0, y - shift) * frame.stride + max(0, x - shift)]
            }
        }
        return LumaFrame(width: frame.width, height: frame.height, stride: frame.stride, pixels: pixels,
                         captureTime: frame.captureTime)
    }

    func testReaderTracksBetweenWholeReadingsAndReadsWholeWhenAPriceIsLost() throws {
        let reader = try LivePriceReader(threads: RecognitionThreadCount(1)!)
        let read = try XCTUnwrap(reader.processors.first)
        let first = read(try demoFrame("d000.png", capturedAt: 1))
        XCTAssertFalse(first.isTracked)
        XCTAssertEqual(first.prices, [], "read once: not shown yet")
        let whole = read(try demoFrame("d000.png", capturedAt: 1.033))
        XCTAssertFalse(whole.isTracked, "read again at once, not tracked")
        XCTAssertEqual(Set(whole.prices.map(\.value)), [3500, 1280, 980], "the second reading: \(whole.prices.map(\.rawText))")

        let tracked = read(moved(try demoFrame("d000.png", capturedAt: 1.066), by: 6))
        XCTAssertTrue(tracked.isTracked, "the next frame only looks for the known prices")
        XCTAssertEqual(tracked.prices.map(\.value), whole.prices.map(\.value))
        for (old, new) in zip(whole.prices, tracked.prices) {
            XCTAssertEqual(new.box.x - old.box.x, 6, accuracy: 1.5, "\(old.rawText): \(old.box) → \(new.box)")
            XCTAssertEqual(new.box.y - old.box.y, 6, accuracy: 1.5, "\(old.rawText): \(old.box) → \(new.box)")
            XCTAssertEqual(new.box.height, old.box.height, accuracy: old.box.height / 20, "the label keeps its size")
        }
        XCTAssertEqual(reader.readingCounts.wholeFrame, 2)
        XCTAssertEqual(reader.readingCounts.tracked, 1)

        let blank = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480),
                              captureTime: 1_100_000_000)
        let lost = read(blank)
        XCTAssertEqual(lost.prices, [], "the prices are not where they were")
        XCTAssertEqual(Set(lost.gone.map(\.value)), [3500, 1280, 980], "reported gone at once, before any reading")
        XCTAssertTrue(lost.leftUnread, "a still scene must not settle on it")
        XCTAssertEqual(reader.readingCounts.trackingLost, 1)
        XCTAssertEqual(reader.readingCounts.wholeFrame, 2)
        let next = read(LumaFrame(width: 640, height: 480, stride: 640, pixels: blank.pixels, captureTime: 1_133_000_000))
        XCTAssertFalse(next.isTracked, "the frame after the loss is read whole")
        XCTAssertFalse(next.leftUnread)
        XCTAssertEqual(next.prices, [])
        XCTAssertEqual(reader.readingCounts.wholeFrame, 3)
        XCTAssertEqual(reader.readingCounts.frames, 5)
    }

    func testAWholeReadingIsCarriedOnToANewerFrameWhereItsPricesAreFoundByTheirLookAndLookedAt() throws {
        let reader = try LivePriceReader(threads: RecognitionThreadCount(1)!)
        let read = try XCTUnwrap(reader.processors.first), carry = try XCTUnwrap(reader.carriers.first)
        let blank = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480),
                              captureTime: 900_000_000)
        let nothingKnown = try XCTUnwrap(carry(read(blank), try demoFrame("d000.png", capturedAt: 0.95)))
        XCTAssertEqual(nothingKnown.prices, [])
        XCTAssertTrue(nothingKnown.leftUnread, "no price known: the plan wants that frame read whole")

        let first = read(try demoFrame("d000.png", capturedAt: 1))
        XCTAssertEqual(first.prices, [], "read once: not shown yet")
        let carried = try XCTUnwrap(carry(first, moved(try demoFrame("d000.png", capturedAt: 1.2), by: 6)))
        XCTAssertTrue(carried.isTracked)
        XCTAssertEqual(Set(carried.prices.map(\.value)), [3500, 1280, 980],
                       "each price's look in the newer frame read its value: shown without a second reading")
        XCTAssertFalse(carried.leftUnread, "the prices are followed from there")
        let tracked = read(try demoFrame("d000.png", capturedAt: 1.233))
        XCTAssertTrue(tracked.isTracked)
        XCTAssertEqual(tracked.prices.map(\.value), carried.prices.map(\.value))
        for (unmoved, new) in zip(tracked.prices, carried.prices) {
            XCTAssertEqual(new.box.x - unmoved.box.x, 6, accuracy: 1.5, "\(new.rawText): \(unmoved.box) → \(new.box)")
            XCTAssertEqual(new.box.y - unmoved.box.y, 6, accuracy: 1.5, "\(new.rawText): \(unmoved.box) → \(new.box)")
        }
        XCTAssertNil(carry(tracked, try demoFrame("d000.png", capturedAt: 1.266)), "a tracking is not carried")
        let blankLater = LumaFrame(width: 640, height: 480, stride: 640, pixels: blank.pixels, captureTime: 1_300_000_000)
        XCTAssertNil(carry(first, blankLater), "prices not found: the reading is shown as read")
        XCTAssertEqual(reader.readingCounts.wholeFrame, 2, "carrying reads nothing")
        XCTAssertEqual(reader.readingCounts.frames, 3)
    }

    func testAFrameDueAWholeReadingWhilePricesAreFollowedIsTrackedFirst() throws {
        let reader = try LivePriceReader(threads: RecognitionThreadCount(1)!)
        let read = try XCTUnwrap(reader.processors.first)
        let now = Double(MonotonicClock.now()) / 1e9
        XCTAssertNil(reader.trackedBeforeReading(try demoFrame("d000.png", capturedAt: now)), "nothing known yet")
        _ = read(try demoFrame("d000.png", capturedAt: now))
        let shown = read(try demoFrame("d000.png", capturedAt: now + 0.033))
        XCTAssertEqual(Set(shown.prices.map(\.value)), [3500, 1280, 980])
        XCTAssertNil(reader.trackedBeforeReading(try demoFrame("d000.png", capturedAt: now + 0.066)),
                     "a frame before the next whole reading is due is only tracked, by the reading itself")
        let due = moved(try demoFrame("d000.png", capturedAt: now + 5), by: 6)
        let first = try XCTUnwrap(reader.trackedBeforeReading(due), "the whole reading is due")
        XCTAssertTrue(first.isTracked)
        XCTAssertEqual(first.prices.map(\.value), shown.prices.map(\.value))
        for (old, new) in zip(shown.prices, first.prices) {
            XCTAssertEqual(new.box.x - old.box.x, 6, accuracy: 1.5, "\(old.rawText): \(old.box) → \(new.box)")
        }
        let whole = read(due)
        XCTAssertFalse(whole.isTracked, "then the frame is read whole")
        XCTAssertEqual(reader.readingCounts.wholeFrame, 3)
        XCTAssertEqual(reader.readingCounts.tracked, 1)
    }
}
