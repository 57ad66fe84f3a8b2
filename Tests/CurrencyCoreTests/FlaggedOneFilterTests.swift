@testable import CurrencyCore
import XCTest

/// A number whose "4" is boxed clearly narrower than its other digits holds a flagged "1": no price.
final class FlaggedOneFilterTests: XCTestCase {
    private func glyph(_ text: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> OCRGlyph {
        OCRGlyph(text: text, box: PixelRect(x: x, y: y, width: width, height: height), confidence: 1)
    }

    private func word(_ glyphs: [OCRGlyph]) -> OCRWord {
        let box = glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }
        return OCRWord(text: glyphs.map(\.text).joined(), box: box, confidence: 0.96, glyphs: glyphs)
    }

    /// A Norwegian label's unit price "16.00" as a hand-held frame read it (the Norwegian tune clip,
    /// 12.1 s): the flagged "1" came back as a "4" 28 px wide beside digits 37–40 px wide.
    private func unitPrice(fourWidth: Double) -> OCRWord {
        word([glyph("4", 45, 328, fourWidth, 54), glyph("6", 83, 326, 40, 55), glyph(".", 134, 370, 10, 10),
              glyph("0", 151, 323, 38, 54), glyph("0", 195, 321, 37, 54)])
    }

    func testANarrowFourGivesNoPrice() {
        XCTAssertTrue(FlaggedOneFilter.hasFlaggedOne(unitPrice(fourWidth: 28)))
        XCTAssertEqual(PriceExtractor().prices(in: [unitPrice(fourWidth: 28)]).map(\.value), [])
    }

    func testAFourAsWideAsItsNeighboursIsRead() {
        XCTAssertFalse(FlaggedOneFilter.hasFlaggedOne(unitPrice(fourWidth: 36)))
        XCTAssertEqual(PriceExtractor().prices(in: [unitPrice(fourWidth: 36)]).map(\.value), [46])
    }

    /// A Norwegian receipt's "12,45" (wild tune t113): Tesseract boxed the "2" over the "1", 18 px
    /// wide beside a "5" of 8 px. Against the lower median the 10 px "4" is a "4".
    func testALooseNeighbourBoxDoesNotMakeAFourNarrow() {
        let receiptLine = word([glyph("1", 440, 176, 10, 15), glyph("2", 440, 176, 18, 12), glyph(",", 461, 185, 4, 6),
                                glyph("4", 469, 176, 10, 12), glyph("5", 481, 176, 8, 12)])
        XCTAssertFalse(FlaggedOneFilter.hasFlaggedOne(receiptLine))
    }

    func testOneOtherDigitIsTooLittleToCompareWith() {
        let number = word([glyph("2", 0, 0, 40, 54), glyph("4", 45, 0, 28, 54)])
        XCTAssertFalse(FlaggedOneFilter.hasFlaggedOne(number))
    }

    /// Fixture f110's "420円" as one reading gave it, "4203": the 円 read as a wide "3". The mark
    /// is recovered first, so the "4" is compared with the "2" and "0" alone.
    func testAMarkReadAsAWideDigitDoesNotMakeAFourNarrow() {
        let menuLine = word([glyph("4", 530, 374, 12, 18), glyph("2", 543, 374, 14, 24), glyph("0", 546, 375, 27, 20),
                             glyph("3", 575, 375, 25, 23)])
        XCTAssertTrue(FlaggedOneFilter.hasFlaggedOne(menuLine), "against the mark's width the 4 looks narrow")
        XCTAssertEqual(PriceExtractor().prices(in: [menuLine]).map(\.value), [420])
    }
}
