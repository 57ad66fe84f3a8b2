@testable import CurrencyCore
import XCTest

/// A number's end glyph boxed together with a word read beside it (a tag's edge) is trimmed.
final class SwallowingGlyphTrimmerTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
        PixelRect(x: x, y: y, width: w, height: h)
    }

    /// Japanese crop 018 as the first pass read it (461 px wide): "199" whose last "9" is boxed
    /// with the tag's edge out to the picture's side, and that edge read again as "}".
    private var crop018: [OCRWord] {
        let glyphs = [OCRGlyph(text: "1", box: rect(221, 112, 46, 85), confidence: 0.9),
                      OCRGlyph(text: "9", box: rect(279, 112, 57, 88), confidence: 0.9),
                      OCRGlyph(text: "9", box: rect(339, 112, 121, 123), confidence: 0.9)]
        return [OCRWord(text: "199", box: rect(221, 112, 239, 123), confidence: 0.89, glyphs: glyphs),
                OCRWord(text: "}", box: rect(405, 112, 52, 123), confidence: 0.64)]
    }

    func testTheLastGlyphEndsWhereTheWordInsideItBegins() {
        let trimmed = SwallowingGlyphTrimmer.trimmed(crop018)
        XCTAssertEqual(trimmed[0].glyphs[2].box.maxX, 405)
        XCTAssertEqual(trimmed[0].box.maxX, 405)
        XCTAssertEqual(trimmed[0].box.x, 221)
        XCTAssertEqual(trimmed[1], crop018[1], "the edge's own word is left as read")
    }

    func testTheTrimmedNumberIsNotReadAsAFusedMark() {
        XCTAssertEqual(PriceAssembler().prices(in: WideMarkReader.normalized(crop018)).map(\.value), [19],
                       "untrimmed, the wide last box reads as a CJK mark")
        XCTAssertEqual(PriceExtractor().prices(in: crop018).map(\.value), [199])
    }

    func testAWordOverlappingOnlyTheGlyphsOwnHalfOrPartlyIsKept() {
        // A word over the glyph's left half is its own ink read twice; one half outside it is a neighbour.
        var words = crop018
        words[1].box = rect(345, 112, 40, 123)
        XCTAssertEqual(SwallowingGlyphTrimmer.trimmed(words)[0].box, crop018[0].box)
        words[1].box = rect(430, 112, 60, 123)
        XCTAssertEqual(SwallowingGlyphTrimmer.trimmed(words)[0].box, crop018[0].box)
    }

    func testAFirstGlyphStartsWhereTheWordInsideItEnds() {
        let glyphs = [OCRGlyph(text: "2", box: rect(0, 100, 110, 90)), OCRGlyph(text: "9", box: rect(112, 100, 50, 80)),
                      OCRGlyph(text: "9", box: rect(165, 100, 50, 80))]
        let words = [OCRWord(text: "299", box: rect(0, 100, 215, 90), confidence: 0.9, glyphs: glyphs),
                     OCRWord(text: "|", box: rect(2, 100, 20, 90), confidence: 0.8)]
        let trimmed = SwallowingGlyphTrimmer.trimmed(words)
        XCTAssertEqual(trimmed[0].glyphs[0].box.x, 22)
        XCTAssertEqual(trimmed[0].box, rect(22, 100, 193, 90))
    }
}
