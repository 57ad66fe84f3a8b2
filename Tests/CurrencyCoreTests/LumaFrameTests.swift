import CurrencyCore
import XCTest

final class LumaFrameTests: XCTestCase {
    func testKeepsThePlaneAndItsLayout() {
        let pixels = [UInt8](0..<24)
        let frame = LumaFrame(width: 5, height: 4, stride: 6, pixels: pixels, captureTime: 42)
        XCTAssertEqual(frame.width, 5)
        XCTAssertEqual(frame.height, 4)
        XCTAssertEqual(frame.stride, 6)
        XCTAssertEqual(frame.pixels[frame.stride * 3 + 4], 22, "row 3, column 4 skips the row padding")
        XCTAssertEqual(frame.captureTime, 42)
    }
}
