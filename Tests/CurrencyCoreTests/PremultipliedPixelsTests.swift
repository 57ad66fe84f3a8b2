import CurrencyCore
import XCTest

final class PremultipliedPixelsTests: XCTestCase {
    func testPixelsAreLaidOverWhite() {
        var bytes: [UInt8] = [
            10, 20, 30, 255,  // opaque: unchanged
            0, 0, 0, 0,       // fully clear: white
            0, 0, 64, 128,    // half-clear red (premultiplied 64 of 128): light red
            200, 200, 200, 200,
        ]
        PremultipliedPixels.flattenOverWhite(&bytes)
        XCTAssertEqual(bytes, [10, 20, 30, 255, 255, 255, 255, 255, 127, 127, 191, 255, 255, 255, 255, 255])
    }
}
