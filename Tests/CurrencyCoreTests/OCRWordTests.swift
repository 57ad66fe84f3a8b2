import CurrencyCore
import XCTest

final class OCRWordTests: XCTestCase {
    /// Russian tune clip, tag_120: the first pass read "115⁹⁹" as "115°", its box over the raised
    /// cents; the cents' ink lies right of the "5" and under the "°" only.
    private let glued = OCRWord(text: "115°", box: PixelRect(x: 369, y: 203, width: 226, height: 71), confidence: 0.4, glyphs: [
        OCRGlyph(text: "1", box: PixelRect(x: 370, y: 203, width: 42, height: 71)),
        OCRGlyph(text: "1", box: PixelRect(x: 434, y: 205, width: 39, height: 68)),
        OCRGlyph(text: "5", box: PixelRect(x: 500, y: 207, width: 75, height: 71)),
        OCRGlyph(text: "°", box: PixelRect(x: 577, y: 203, width: 18, height: 71)),
    ])
    private let cents = PixelRect(x: 580, y: 209, width: 35, height: 20)

    private let integer = PixelRect(x: 369, y: 203, width: 206, height: 71)
    private let nowhere = PixelRect(x: 0, y: 0, width: 1, height: 1)

    func testAWordReadsDigitsOnABoxOnlyWhereADigitGlyphLies() {
        XCTAssertFalse(glued.readsDigits(on: cents, besides: integer), "the word covers the cents, but read them as \"°\"")
        XCTAssertTrue(glued.readsDigits(on: PixelRect(x: 540, y: 215, width: 20, height: 20), besides: nowhere), "on the \"5\"")
        var read = glued
        read.glyphs[3] = OCRGlyph(text: "9", box: read.glyphs[3].box)
        XCTAssertTrue(read.readsDigits(on: cents, besides: integer), "a digit read there")
    }

    func testTheIntegersOwnDigitReachingOverTheCentsReadsNoneOfThem() {
        // Norwegian tune clip, 091: "19⁹⁰" read "19”", the "9"'s box drawn on over the raised cents.
        var loose = glued
        loose.glyphs[2].box.width = 100
        XCTAssertTrue(loose.readsDigits(on: cents, besides: nowhere), "its box lies on the cents")
        XCTAssertFalse(loose.readsDigits(on: cents, besides: integer), "but it is centred on the integer")
    }

    func testAWordWithoutGlyphBoxesReadsDigitsWhereverItLies() {
        let plain = OCRWord(text: "115°", box: glued.box, confidence: 0.4)
        XCTAssertTrue(plain.readsDigits(on: cents, besides: integer))
        XCTAssertFalse(OCRWord(text: "°", box: glued.box, confidence: 0.4).readsDigits(on: cents, besides: integer))
        XCTAssertFalse(plain.readsDigits(on: PixelRect(x: 10, y: 10, width: 20, height: 20), besides: integer), "nowhere near it")
    }

    func testAWordEndingAtAnInkEdgeCutsItsBoxAndItsLastGlyph() {
        let word = OCRWord(text: "12", box: PixelRect(x: 225, y: 167, width: 76, height: 42), confidence: 0.99,
                           glyphs: [OCRGlyph(text: "1", box: PixelRect(x: 225, y: 167, width: 17, height: 34)),
                                    OCRGlyph(text: "2", box: PixelRect(x: 249, y: 168, width: 52, height: 41))])
        let cut = word.ending(at: 278)
        XCTAssertEqual(cut.box, PixelRect(x: 225, y: 167, width: 53, height: 42))
        XCTAssertEqual(cut.glyphs.map(\.box), [PixelRect(x: 225, y: 167, width: 17, height: 34), PixelRect(x: 249, y: 168, width: 29, height: 41)])
        XCTAssertEqual(cut.text, "12")
        XCTAssertEqual(word.ending(at: 320), word, "past its end: unchanged")
    }
}
