import CurrencyCore
import XCTest

/// A live whole-frame reading merged into the prices known before it, on drawn frames.
final class WholeReadingMergeTests: XCTestCase {
    private let merge = WholeReadingMerge()
    /// Two tags: one at (200, 200), another at (420, 360).
    private let frame: LumaFrame = {
        let first = PatchMatcherTests.frame(tagAt: 200, 200), second = PatchMatcherTests.frame(tagAt: 420, 360, seed: 5)
        let pixels = zip(first.pixels, second.pixels).map { $1 == 120 ? $0 : $1 }
        return LumaFrame(width: first.width, height: first.height, stride: first.stride, pixels: pixels, captureTime: 0)
    }()

    private func read(_ value: Decimal, secondTag: Bool = false) -> DetectedPrice {
        var price = secondTag ? PatchMatcherTests.price(at: 420, 360) : PatchMatcherTests.price(at: 200, 200)
        price.value = value
        return price
    }

    /// The prices `outcome` shows: those read often enough.
    private func shown(_ outcome: WholeReadingMerge.Outcome) -> [Decimal] {
        outcome.patches.filter(merge.isConfirmed).map(\.current.value)
    }

    func testAPriceIsShownOnceTwoReadingsInARowGaveItsValue() {
        let once = merge.merge([read(39.99)], into: [], in: frame)
        XCTAssertEqual(shown(once), [], "one reading: not yet")
        let twice = merge.merge([read(39.99)], into: once.patches, in: frame)
        XCTAssertEqual(shown(twice), [39.99])
        let other = merge.merge([read(3.76)], into: once.patches, in: frame)
        XCTAssertEqual(shown(other), [], "two readings that disagree show nothing")
    }

    func testAValueReadTwiceIsNotChangedByOneOtherReadingButByTwo() {
        var known = merge.merge([read(159.99)], into: [], in: frame).patches
        known = merge.merge([read(159.99)], into: known, in: frame).patches
        XCTAssertEqual(known.map(\.readings), [2])
        let slip = merge.merge([read(159)], into: known, in: frame)
        XCTAssertEqual(shown(slip), [159.99], "one reading of 159 (cents lost) is doubted")
        XCTAssertEqual(slip.gone, [])
        let again = merge.merge([read(159)], into: slip.patches, in: frame)
        XCTAssertEqual(again.patches.map(\.current.value), [159], "read so twice in a row: believed")
        XCTAssertEqual(again.gone.map(\.value), [159.99], "the old value's label goes at once")
    }

    func testAValueReadOnceIsReplacedAtOnce() {
        let known = merge.merge([read(253)], into: [], in: frame).patches
        let outcome = merge.merge([read(259.99)], into: known, in: frame)
        XCTAssertEqual(outcome.patches.map(\.current.value), [259.99])
        XCTAssertEqual(outcome.gone.map(\.value), [253])
    }

    func testAMissedPriceIsShownForTwoMissesThenHeldWhileItsLookIsThereAndNewOnesAreAdded() {
        let known = merge.merge([read(980)], into: [], in: frame).patches
        let missed = merge.merge([read(12, secondTag: true)], into: known, in: frame)
        XCTAssertEqual(Set(missed.patches.map(\.current.value)), [980, 12])
        XCTAssertEqual(missed.gone, [])
        let twice = merge.merge([], into: missed.patches, in: frame)
        XCTAssertEqual(Set(twice.patches.map(\.current.value)), [980, 12], "missed twice in a row: still kept")
        let thrice = merge.merge([], into: twice.patches, in: frame)
        XCTAssertEqual(Set(thrice.patches.map(\.current.value)), [980, 12], "missed three times in a row: still followed")
        XCTAssertEqual(thrice.patches.filter { $0.current.value == 980 }.map(merge.isHeld), [true], "but held, not shown")
        XCTAssertEqual(thrice.gone, [], "its look is still there: its label fades as for a price merely unread")
        let heldThenCut = merge.merge([], into: thrice.patches, in: PatchMatcherTests.frame(tagAt: 200, 200, seed: 99))
        XCTAssertEqual(Set(heldThenCut.gone.map(\.value)), [980, 12], "a held price whose look leaves is reported gone")
        let readAgain = merge.merge([read(980)], into: thrice.patches, in: frame)
        XCTAssertEqual(shown(readAgain), [], "read again with its value: starts over, as a new price")
        XCTAssertEqual(shown(merge.merge([read(980)], into: readAgain.patches, in: frame)), [980], "and is shown after a second reading")
        let elsewhere = PatchMatcherTests.frame(tagAt: 200, 200, seed: 99)
        let cut = merge.merge([], into: known, in: elsewhere)
        XCTAssertEqual(cut.patches.count, 0, "its look is gone too: dropped")
        XCTAssertEqual(cut.gone.map(\.value), [980], "and reported gone, so its label does not stand over another tag")
    }

    func testAnOlderFramesReadingFinishedLateConfirmsWhatItAlsoRead() {
        let newer = merge.merge([read(39.99), read(59.99, secondTag: true)], into: [], in: frame).patches
        let confirmed = merge.confirm(newer, by: [read(39.99), read(5.99, secondTag: true)])
        XCTAssertEqual(confirmed.filter(merge.isConfirmed).map(\.current.value), [39.99],
                       "the same value near the same place counts; another value does not")
    }
}
