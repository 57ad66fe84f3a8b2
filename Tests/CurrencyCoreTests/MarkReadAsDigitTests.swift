@testable import CurrencyCore
import XCTest

final class MarkReadAsDigitTests: XCTestCase {
    /// A word of `glyphs` (text, x, y, width, height), boxed around them.
    private func word(_ glyphs: [(String, Double, Double, Double, Double)]) -> OCRWord {
        let boxes = glyphs.map { OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: $0.2, width: $0.3, height: $0.4)) }
        let box = boxes.dropFirst().reduce(boxes[0].box) { $0.union($1.box) }
        return OCRWord(text: glyphs.map(\.0).joined(), box: box, confidence: 0.93, glyphs: boxes)
    }

    func testAFirstDigitReachingPastTheOthersAtBothEndsIsAMarkWithAStrokeThrough() {
        // "฿260" read "8260" on a menu: the "฿" 30 px tall from 2 px above the digits to 3 px below.
        let read = word([("8", 514, 244, 17, 30), ("2", 535, 246, 15, 26), ("6", 552, 246, 13, 26), ("0", 569, 246, 14, 25)])
        let trimmed = MarkReadAsDigit.trimmed([read])
        XCTAssertEqual(trimmed.map(\.text), ["260"])
        XCTAssertEqual(trimmed.first?.box.x, 535)
        XCTAssertEqual(trimmed.first?.glyphs.count, 3)
    }

    func testAFirstDigitMuchShorterThanTheOthersIsAMarkInAnotherSize() {
        // "฿ 1,040" on a tag, its "฿" set small on the baseline: read "81,040".
        let read = word([("8", 106, 134, 37, 63), ("1", 157, 92, 44, 101), (",", 233, 171, 22, 46),
                         ("0", 265, 90, 70, 106), ("4", 341, 92, 72, 101), ("0", 422, 90, 69, 106)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([read]).map(\.text), ["1,040"])
    }

    func testDigitsOfOneSizeAndAnIntegerBeforeItsRaisedCentsStay() {
        let plain = word([("8", 100, 100, 15, 27), ("2", 117, 101, 15, 26), ("0", 134, 100, 15, 26)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([plain]).map(\.text), ["820"])
        // "2⁹⁹" read as one word: the cents are shorter, but start at the integer's top.
        let raised = word([("2", 100, 100, 20, 40), ("9", 122, 100, 12, 20), ("9", 136, 101, 12, 20)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([raised]).map(\.text), ["299"])
        let raisedLower = word([("1", 100, 100, 12, 40), ("9", 122, 103, 12, 22), ("9", 136, 103, 12, 22)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([raisedLower]).map(\.text), ["199"], "cents boxed a little below its top")
        // Taller only above the others (a box reaching up into the line above): a digit.
        let reachingUp = word([("8", 100, 90, 15, 37), ("2", 117, 101, 15, 26), ("0", 134, 100, 15, 26)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([reachingUp]).map(\.text), ["820"])
        // A "1" boxed a pixel taller at each end (22 px over digits of 20) is one of the digits.
        let onePixel = word([("1", 546, 184, 13, 22), ("4", 562, 185, 15, 20), ("5", 578, 185, 14, 20)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([onePixel]).map(\.text), ["145"])
    }

    func testNoMeasureIsTakenFromDigitsBoxedUnevenlyOrFromAPieceOfADigit() {
        // "199円": the last "9" boxed over the "円" after it, 1.4 times the other "9".
        let uneven = word([("1", 221, 131, 46, 85), ("9", 279, 131, 57, 88), ("9", 339, 112, 121, 123)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([uneven]).map(\.text), ["199"])
        // "26,81" on a receipt, its "2" boxed as a sliver 14 × 9: a piece, not a small mark.
        let piece = word([("2", 628, 1646, 14, 9), ("6", 648, 1645, 16, 30), (",", 664, 1670, 5, 8),
                          ("8", 686, 1645, 16, 30), ("1", 706, 1646, 14, 29)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([piece]).map(\.text), ["26,81"])
        // "9,500" with its "9" small: what follows it is a separator, so the "9" is no mark before digits.
        let separated = word([("9", 600, 1622, 11, 18), (",", 616, 1640, 5, 8), ("5", 638, 1615, 17, 29),
                              ("0", 657, 1615, 17, 29), ("0", 676, 1615, 17, 29)])
        XCTAssertEqual(MarkReadAsDigit.trimmed([separated]).map(\.text), ["9,500"])
    }
}
