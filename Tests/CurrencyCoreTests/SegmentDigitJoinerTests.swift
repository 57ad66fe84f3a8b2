@testable import CurrencyCore
import XCTest

/// Joining a segment display's bars into digits.
final class SegmentDigitJoinerTests: XCTestCase {
    func testTheSegmentsOfADigitJoinAndNeighbouringDigitsStayApart() {
        let four = SegmentDisplay.boxes("bcfg", x: 0, y: 0, height: 80)
        let eight = SegmentDisplay.boxes("abcdefg", x: 64, y: 0, height: 80)
        let one = SegmentDisplay.boxes("bc", x: 128, y: 0, height: 80)
        let groups = SegmentDigitJoiner().groups(four + eight + one)
        XCTAssertEqual(groups.map { Set($0) }, [Set(0..<4), Set(4..<11), Set(11..<13)])
    }

    func testAPointBesideADigitIsNotJoinedToIt() {
        let seven = SegmentDisplay.boxes("abc", x: 0, y: 0, height: 80)
        let point = PixelRect(x: 46, y: 72, width: 8, height: 8)
        let groups = SegmentDigitJoiner().groups(seven + [point])
        XCTAssertEqual(groups.count, 2)
        XCTAssertEqual(groups.last, [3])
    }

    /// Blur fuses a digit's upright bars into one piece twice a segment long. Measured against that
    /// piece, the gap to the next digit looked like a gap inside a digit (wild t060, t067).
    func testAPieceOfFusedSegmentsDoesNotReachIntoTheNextDigit() {
        let bars = SegmentDisplay.boxes("bc", x: 0, y: 0, height: 80)
        let one = bars[0].union(bars[1])
        let eight = SegmentDisplay.boxes("abcdefg", x: 64, y: 0, height: 80)
        let groups = SegmentDigitJoiner().groups([one] + eight)
        XCTAssertEqual(groups.map { Set($0) }, [[0], Set(1..<8)])
    }

    /// A tight display font: the gap between two digits is 0.275 of an upright bar, inside the
    /// reach (wild t068's DSEG7 Classic, rolled 3.5°: 7 px between bars 25 px long).
    func testTwoWholeDigitsCloserThanTheReachStayApart() {
        let six = SegmentDisplay.boxes("acdefg", x: 0, y: 0, height: 80)
        let zero = SegmentDisplay.boxes("abcdef", x: 54, y: 0, height: 80)
        let groups = SegmentDigitJoiner().groups(six + zero)
        XCTAssertEqual(groups.map { Set($0) }, [Set(0..<6), Set(6..<12)])
    }
}
