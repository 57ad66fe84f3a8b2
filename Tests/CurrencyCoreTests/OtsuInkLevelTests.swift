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

    func testAFlatFrameHasNoInk() {
        let flat = LumaFrame(width: 8, height: 8, stride: 8, pixels: [UInt8](repeating: 90, count: 64), captureTime: 0)
        XCTAssertNil(flat.otsuInkLevel())
    }
}
