import CurrencyCore
import CurrencyPlatform
import Foundation
import XCTest

/// Following known prices with the real engine, on decoded demo-clip frames.
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

    func testKnownPricesAreReadAgainWhereTheCameraMovedThem() throws {
        let recognizer = try PriceRecognizer()
        let frame = try demoFrame("d000.png")
        let known = recognizer.prices(in: frame)
        XCTAssertEqual(Set(known.map(\.value)), [3500, 1280, 980], "the whole reading: \(known.map(\.rawText))")
        let found = try XCTUnwrap(recognizer.prices(in: moved(frame, by: 8), following: known, search: KnownPriceSearch()))
        XCTAssertEqual(found.map(\.value), known.map(\.value))
        for (old, new) in zip(known, found) {
            XCTAssertEqual(new.box.center.x - old.box.center.x, 8, accuracy: 4, "\(old.rawText): \(old.box) → \(new.box)")
            XCTAssertEqual(new.box.center.y - old.box.center.y, 8, accuracy: 4, "\(old.rawText): \(old.box) → \(new.box)")
            XCTAssertEqual(new.box.height, old.box.height, accuracy: old.box.height / 4, "the label keeps its size")
        }
    }

    func testAPriceThatLeftTheViewFailsTheFollowing() throws {
        let recognizer = try PriceRecognizer()
        let frame = try demoFrame("d000.png")
        let known = recognizer.prices(in: frame)
        let gone = try XCTUnwrap(known.first)
        var pixels = frame.pixels  // the price covered with the card's white
        for y in Int(gone.box.y)..<Int(gone.box.maxY) { for x in Int(gone.box.x)..<Int(gone.box.maxX) { pixels[y * frame.stride + x] = 250 } }
        let covered = LumaFrame(width: frame.width, height: frame.height, stride: frame.stride, pixels: pixels, captureTime: 0)
        XCTAssertNil(recognizer.prices(in: covered, following: known, search: KnownPriceSearch()))
    }

    func testReaderFollowsBetweenWholeReadingsAndReadsWholeWhenFollowingFails() throws {
        let reader = try LivePriceReader(threads: RecognitionThreadCount(1)!)
        let read = try XCTUnwrap(reader.processors.first)
        XCTAssertEqual(Set(read(try demoFrame("d000.png", capturedAt: 1)).map(\.value)), [3500, 1280, 980])
        XCTAssertEqual(Set(read(moved(try demoFrame("d000.png", capturedAt: 1.033), by: 4)).map(\.value)), [3500, 1280, 980])
        XCTAssertEqual(reader.readingCounts.wholeFrame, 1)
        XCTAssertEqual(reader.readingCounts.followed, 1)

        let blank = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480),
                              captureTime: 1_066_000_000)
        XCTAssertEqual(read(blank), [], "the prices are gone: the frame is read whole and shows none")
        XCTAssertEqual(reader.readingCounts.followingFailed, 1)
        XCTAssertEqual(reader.readingCounts.wholeFrame, 2)
    }
}
