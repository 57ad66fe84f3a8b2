@testable import CurrencyCore
import XCTest

/// One threshold fitted to a display's grey levels: lit segments are ink, unlit ones are not.
final class OtsuInkLevelTests: XCTestCase {
    func testUnlitSegmentsFallWithTheBackground() throws {
        let dark = try XCTUnwrap(SegmentDisplay.frame("48.75").otsuInkLevel())
        XCTAssertTrue(dark.isInk(35))
        XCTAssertFalse(dark.isInk(170), "an unlit segment is not ink")
        XCTAssertFalse(dark.isInk(190))
        let light = try XCTUnwrap(SegmentDisplay.frame("27.80", background: 15, unlit: 40, lit: 110).otsuInkLevel())
        XCTAssertTrue(light.isInk(110))
        XCTAssertFalse(light.isInk(40), "an unlit segment is not ink")
    }

    /// Out of focus, the grey between a display's segments and round them falls with the segments
    /// at one threshold; the stricter level keeps only the segments' cores.
    func testTheStricterLevelKeepsTheSegmentsWithoutTheirBlur() throws {
        let frame = SegmentDisplay.blurred(SegmentDisplay.frame("95.50", unlit: 150), radius: 3)
        let level = try XCTUnwrap(frame.otsuInkLevel())
        XCTAssertTrue(level.isInk(120), "the blur round the segments is ink at first")
        let stricter = try XCTUnwrap(frame.stricterInkLevel(than: level))
        XCTAssertTrue(stricter.isInk(35))
        XCTAssertFalse(stricter.isInk(120), "the blur is not ink")
        XCTAssertFalse(stricter.isInk(190))
    }

    func testTheStricterLevelKeepsALightDisplaysPolarity() throws {
        let frame = SegmentDisplay.blurred(SegmentDisplay.frame("95.50", background: 40, unlit: 70, lit: 220), radius: 3)
        let level = try XCTUnwrap(frame.otsuInkLevel())
        XCTAssertTrue(level.isInk(130))
        let stricter = try XCTUnwrap(frame.stricterInkLevel(than: level))
        XCTAssertTrue(stricter.isInk(220))
        XCTAssertFalse(stricter.isInk(130), "the blur is not ink")
        XCTAssertFalse(stricter.isInk(40))
    }

    func testAFlatFrameHasNoInk() {
        let flat = LumaFrame(width: 8, height: 8, stride: 8, pixels: [UInt8](repeating: 90, count: 64), captureTime: 0)
        XCTAssertNil(flat.otsuInkLevel())
    }
}
