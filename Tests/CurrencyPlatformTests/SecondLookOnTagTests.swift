import CurrencyCore
import CurrencyPlatform
import Foundation
import XCTest

/// The live view's second look (`SecondLook`) with the real engine.
final class SecondLookOnTagTests: XCTestCase {
    /// f007's yellow tag at the live view's size: the region around "¥770" takes in the tag's darker
    /// edge, which Tesseract joins to the word ("¥770)"), so the word's box reaches the region's side.
    func testALookVouchesForAPriceWhoseTagEdgeDrawsItsWordToTheRegionsSide() throws {
        let photo = try ImageFile.luma(atPath: FixtureAccuracyTests.fixtures.appendingPathComponent("f007-tag-yen-yellow.jpg").path)
        let whole = PixelRect(x: 0, y: 0, width: Double(photo.width), height: Double(photo.height))
        let video = try XCTUnwrap(photo.region(whole, scale: 640 / Double(photo.width))).frame
        let recognizer = try PriceRecognizer()
        let live = try XCTUnwrap(recognizer.prices(in: video).first { $0.value == 770 }, "the live reading")
        let look = SecondLook()

        XCTAssertTrue(look.vouches(for: live, in: video) { recognizer.stillPrices(in: $0, readings: look.readings, region: true) })
        XCTAssertFalse(look.vouches(for: live, in: video) { recognizer.stillPrices(in: $0, readings: look.readings) },
                       "read as a picture of its own, a word reaching the side is taken as cut by it")
    }
}
