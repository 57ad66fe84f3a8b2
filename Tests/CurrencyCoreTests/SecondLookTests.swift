import CurrencyCore
import XCTest

/// The second look at a live price before it is shown: which region is read, and what vouches.
final class SecondLookTests: XCTestCase {
    private let frame = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480), captureTime: 0)

    private func price(_ value: Decimal, x: Double, y: Double) -> DetectedPrice {
        DetectedPrice(rawText: "\(value)", value: value, box: PixelRect(x: x, y: y, width: 120, height: 40), confidence: 0.9)
    }

    func testTheRegionIsThePriceGrownByItsHeightOnEverySideAndClippedToTheFrame() {
        XCTAssertEqual(SecondLook().region(of: price(39.99, x: 200, y: 200), in: frame),
                       PixelRect(x: 160, y: 160, width: 200, height: 120))
        XCTAssertEqual(SecondLook().region(of: price(39.99, x: 10, y: 430), in: frame),
                       PixelRect(x: 0, y: 390, width: 170, height: 90), "clipped at the left and bottom sides")
    }

    func testItVouchesOnlyWhenTheRegionsReadingGivesTheSameValue() {
        var sizes: [PixelSize] = []
        let reading = { (value: Decimal) in
            { (crop: LumaFrame) -> [DetectedPrice] in
                sizes.append(crop.size)
                return [DetectedPrice(rawText: "", value: value, box: PixelRect(x: 0, y: 0, width: 10, height: 10), confidence: 1)]
            }
        }
        let read = price(16, x: 200, y: 200)
        XCTAssertTrue(SecondLook().vouches(for: read, in: frame, reading: reading(16)))
        XCTAssertFalse(SecondLook().vouches(for: read, in: frame, reading: reading(46)), "another value does not vouch")
        XCTAssertFalse(SecondLook().vouches(for: read, in: frame) { _ in [] }, "nor does a reading that finds nothing")
        XCTAssertEqual(sizes, [PixelSize(width: 200, height: 120), PixelSize(width: 200, height: 120)], "the region alone is read")
    }
}
