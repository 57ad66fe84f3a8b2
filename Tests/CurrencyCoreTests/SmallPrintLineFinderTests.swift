@testable import CurrencyCore
import XCTest

/// Finding lines of small print without OCR, on hand-drawn frames of ring-shaped "glyphs", and
/// telling which of them the words read left unread.
final class SmallPrintLineFinderTests: XCTestCase {
    private let finder = SmallPrintLineFinder()

    /// A 320×200 frame of `paper`, with each rectangle of `rings` drawn as a 2 px ring of `ink`.
    private func frame(paper: UInt8 = 215, ink: UInt8 = 35, rings: [(Int, Int, Int, Int)]) -> LumaFrame {
        let width = 320, height = 200
        var pixels = [UInt8](repeating: paper, count: width * height)
        for (x, y, w, h) in rings {
            for yy in y..<(y + h) {
                for xx in x..<(x + w) where xx - x < 2 || x + w - xx <= 2 || yy - y < 2 || y + h - yy <= 2 {
                    pixels[yy * width + xx] = ink
                }
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)
    }

    /// `count` glyphs 8×`height` px, 3 px apart, from `x` on the baseline at `bottom`.
    private func glyphs(_ count: Int, from x: Int, bottom: Int = 120, height: Int = 12) -> [(Int, Int, Int, Int)] {
        (0..<count).map { (x + 11 * $0, bottom - height, 8, height) }
    }

    func testSmallGlyphsOnOneBaselineAreOneLineAcrossAWordSpace() throws {
        // "pant 2.50": a word of four glyphs, a space of 1.5 glyph heights, three more.
        let line = try XCTUnwrap(finder.lines(in: frame(rings: glyphs(4, from: 60) + glyphs(3, from: 60 + 44 + 18))).first)
        XCTAssertEqual(finder.lines(in: frame(rings: glyphs(4, from: 60) + glyphs(3, from: 122))).count, 1)
        XCTAssertEqual(line.glyphs, 7)
        XCTAssertEqual(line.glyphHeight, 12)
        XCTAssertEqual(line.box, PixelRect(x: 60, y: 108, width: 62 + 30, height: 12))
    }

    func testLightSmallPrintOnADarkTagIsFoundToo() {
        XCTAssertEqual(finder.lines(in: frame(paper: 30, ink: 220, rings: glyphs(4, from: 80))).map(\.glyphs), [4])
    }

    func testGroupsFarApartOnOneLineAreTwoLines() {
        // More than `lineGap` (3) glyph heights between them: a label's left and right columns.
        let lines = finder.lines(in: frame(rings: glyphs(3, from: 40) + glyphs(3, from: 40 + 30 + 40)))
        XCTAssertEqual(lines.map(\.glyphs), [3, 3])
    }

    func testTallGlyphsTinySpecksAndLoneGlyphsAreNotSmallPrint() {
        XCTAssertEqual(finder.lines(in: frame(rings: glyphs(4, from: 60, height: 30))), [], "a price's tall numerals")
        XCTAssertEqual(finder.lines(in: frame(rings: glyphs(4, from: 60, height: 5).map { ($0.0, $0.1, 4, $0.3) })), [], "specks")
        XCTAssertEqual(finder.lines(in: frame(rings: glyphs(1, from: 60))), [], "one glyph")
    }

    func testALineIsUnreadWhenItsWordsHoldFewerCharactersThanItsGlyphs() throws {
        let line = try XCTUnwrap(finder.lines(in: frame(rings: glyphs(4, from: 60) + glyphs(3, from: 122))).first)
        let over = { (text: String) in OCRWord(text: text, box: PixelRect(x: 62, y: 108, width: 80, height: 12), confidence: 0.8) }
        XCTAssertEqual(finder.unread([line], by: []), [line], "nothing read")
        XCTAssertEqual(finder.unread([line], by: [over("7")]), [line], "a glyph of it read")
        XCTAssertEqual(finder.unread([line], by: [over("pant"), over("2.50")]), [], "read whole")
        let elsewhere = OCRWord(text: "pant 2.50", box: PixelRect(x: 60, y: 20, width: 80, height: 12), confidence: 0.8)
        XCTAssertEqual(finder.unread([line], by: [elsewhere]), [line], "words on another line do not read it")
    }
}
