import CurrencyCore
import XCTest

/// A live whole-frame reading merged into the prices known before it, on drawn frames.
final class WholeReadingMergeTests: XCTestCase {
    private let merge = WholeReadingMerge()
    private let frame = PatchMatcherTests.frame(tagAt: 200, 200)

    private func read(_ value: Decimal, x: Double = 200) -> DetectedPrice {
        var price = PatchMatcherTests.price(at: x, 200)
        price.value = value
        return price
    }

    func testAValueReadTwiceIsNotChangedByOneOtherReadingButByTwo() {
        var known = merge.merge([read(159.99)], into: [], in: frame).patches
        known = merge.merge([read(159.99)], into: known, in: frame).patches
        XCTAssertEqual(known.map(\.readings), [2])
        let slip = merge.merge([read(159)], into: known, in: frame)
        XCTAssertEqual(slip.prices.map(\.value), [159.99], "one reading of 159 (cents lost) is doubted")
        XCTAssertEqual(slip.gone, [])
        let again = merge.merge([read(159)], into: slip.patches, in: frame)
        XCTAssertEqual(again.prices.map(\.value), [159], "read so twice in a row: believed")
        XCTAssertEqual(again.gone.map(\.value), [159.99], "the old value's label goes at once")
    }

    func testAValueReadOnceIsReplacedAtOnce() {
        let known = merge.merge([read(253)], into: [], in: frame).patches
        let outcome = merge.merge([read(259.99)], into: known, in: frame)
        XCTAssertEqual(outcome.prices.map(\.value), [259.99])
        XCTAssertEqual(outcome.gone.map(\.value), [253])
    }

    func testAMissedPriceIsKeptWhileItsLookIsThereAndNewOnesAreAdded() {
        let known = merge.merge([read(980)], into: [], in: frame).patches
        let missed = merge.merge([read(12, x: 500)], into: known, in: frame)
        XCTAssertEqual(Set(missed.prices.map(\.value)), [980, 12])
        XCTAssertEqual(missed.gone, [])
        let elsewhere = PatchMatcherTests.frame(tagAt: 200, 200, seed: 99)
        XCTAssertEqual(merge.merge([], into: known, in: elsewhere).prices, [], "its look is gone too: dropped")
    }
}
