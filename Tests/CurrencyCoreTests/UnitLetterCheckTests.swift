@testable import CurrencyCore
import XCTest

/// A last "9" whose ink starts lower and hangs below the digit before it is a weight's "g".
final class UnitLetterCheckTests: XCTestCase {
    private let check = UnitLetterCheck()

    /// Dark strokes on light paper, 200×80: each (x, top, bottom) 5 px wide.
    private func frame(_ blocks: [(x: Int, top: Int, bottom: Int)]) -> LumaFrame {
        var pixels = [UInt8](repeating: 215, count: 200 * 80)
        for block in blocks {
            for y in block.top..<block.bottom { for x in block.x..<(block.x + 5) { pixels[y * 200 + x] = 35 } }
        }
        return LumaFrame(width: 200, height: 80, stride: 200, pixels: pixels, captureTime: 0)
    }

    /// "2509" boxed by the OCR: digits at x 20, 34, 48, the last glyph at 62, every box rows 20–40.
    private func word(lastBox: PixelRect = PixelRect(x: 62, y: 20, width: 10, height: 20)) -> OCRWord {
        let glyphs = [("2", 20.0), ("5", 34.0), ("0", 48.0)].map { OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: 20, width: 10, height: 20)) }
            + [OCRGlyph(text: "9", box: lastBox)]
        return OCRWord(text: "2509", box: glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }, confidence: 0.9, glyphs: glyphs)
    }

    func testALastNineHangingBelowTheDigitsIsAG() {
        // t045 of a wild set: digits 14 px tall, the "g" starting 3 px lower and ending 3 px lower.
        let digits = [(20, 20, 34), (34, 20, 34), (48, 20, 34)].map { (x: $0.0, top: $0.1, bottom: $0.2) }
        let hanging = frame(digits + [(x: 62, top: 23, bottom: 37)])
        XCTAssertEqual(check.words([word()], in: hanging).map(\.text), ["250g"])
        XCTAssertEqual(check.words([word()], in: hanging).first?.glyphs.last?.text, "g")
        let standing = frame(digits + [(x: 62, top: 20, bottom: 34)])
        XCTAssertEqual(check.words([word()], in: standing).map(\.text), ["2509"], "a 9 on the baseline")
        let looseBox = PixelRect(x: 62, y: 22, width: 10, height: 24)
        XCTAssertEqual(check.words([word(lastBox: looseBox)], in: standing).map(\.text), ["2509"], "the ink decides, not the box")
        let tallMark = frame(digits + [(x: 62, top: 19, bottom: 37)])
        XCTAssertEqual(check.words([word()], in: tallMark).map(\.text), ["2509"], "a mark reaching the digits' top, as 円 does")
        let raised = frame(digits + [(x: 62, top: 17, bottom: 31)])
        XCTAssertEqual(check.words([word()], in: raised).map(\.text), ["2509"])
    }

    func testALastDigitBoxedWithAHangingLetterKeepsTheDigit() {
        // wild t054: "450 g" read "450", the "0" boxed on to the "g"'s end, 2.6 digits wide.
        let digits = [(20, 20, 34), (34, 20, 34), (48, 20, 34)].map { (x: $0.0, top: $0.1, bottom: $0.2) }
        var fused = word(lastBox: PixelRect(x: 48, y: 20, width: 26, height: 23))
        fused.glyphs.removeLast()
        fused.glyphs[2].box = PixelRect(x: 48, y: 20, width: 26, height: 23)
        fused.text = "250"
        let mended = check.words([fused], in: frame(digits + [(x: 64, top: 23, bottom: 37)]))
        XCTAssertEqual(mended.map(\.text), ["250g"])
        XCTAssertEqual(mended.first?.glyphs.map(\.box.maxX), [30, 44, 58, 74], "the digit keeps a digit's width")
        XCTAssertEqual(check.words([fused], in: frame(digits + [(x: 64, top: 19, bottom: 37)])), [fused], "円 fused with the digit")
    }

    func testOnlyALastNineAfterADigitIsLookedAt() {
        let digits = [(20, 20, 34), (34, 20, 34), (48, 20, 34)].map { (x: $0.0, top: $0.1, bottom: $0.2) }
        let hanging = frame(digits + [(x: 62, top: 23, bottom: 37)])
        var six = word()
        six.text = "2506"
        six.glyphs[3].text = "6"
        XCTAssertEqual(check.words([six], in: hanging), [six])
        let bare = OCRWord(text: "2509", box: PixelRect(x: 20, y: 20, width: 52, height: 20), confidence: 0.9)
        XCTAssertEqual(check.words([bare], in: hanging), [bare], "no glyphs, no columns to measure")
    }

    /// "1,5 l" read "1,51" (wild t045): glyph boxes as the OCR drew them, digits 15 px tall.
    private func litreWord(lastX: Double, lastWidth: Double) -> OCRWord {
        let glyphs = [OCRGlyph(text: "1", box: PixelRect(x: 95, y: 198, width: 5, height: 15)),
                      OCRGlyph(text: ",", box: PixelRect(x: 106, y: 211, width: 2, height: 3)),
                      OCRGlyph(text: "5", box: PixelRect(x: 110, y: 198, width: 10, height: 15)),
                      OCRGlyph(text: "1", box: PixelRect(x: lastX, y: 198, width: lastWidth, height: 15))]
        return OCRWord(text: "1,51", box: glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }, confidence: 0.87, glyphs: glyphs)
    }

    func testALastOneSetAWordSpaceApartAsABareStrokeIsALitresL() {
        let paper = frame([])
        let litre = check.words([litreWord(lastX: 128, lastWidth: 1)], in: paper)
        XCTAssertEqual(litre.map(\.text), ["1,5", "l"])
        XCTAssertEqual(litre.map(\.box.x), [95, 128])
        XCTAssertEqual(litre.first?.box.maxX, 120, "the number ends at its last digit")
        XCTAssertTrue(PriceAssembler().prices(in: litre).isEmpty, "a volume, not a price")
        XCTAssertEqual(PriceAssembler().prices(in: [litreWord(lastX: 128, lastWidth: 1)]).map(\.value), [Decimal(string: "1.51")],
                       "read as one word, it is a price")
        // A "1" with its flag (t115's receipt "4,41" set 0.6 of a digit apart, 0.3 wide), and a bare
        // stroke at a digit's spacing (0.13 apart), are digits.
        XCTAssertEqual(check.words([litreWord(lastX: 129, lastWidth: 4.5)], in: paper).map(\.text), ["1,51"])
        XCTAssertEqual(check.words([litreWord(lastX: 122, lastWidth: 2)], in: paper).map(\.text), ["1,51"])
    }
}
