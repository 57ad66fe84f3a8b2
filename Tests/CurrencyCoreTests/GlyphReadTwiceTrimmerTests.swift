@testable import CurrencyCore
import XCTest

/// A second reading that starts on a digit the first already read loses the glyphs read twice.
final class GlyphReadTwiceTrimmerTests: XCTestCase {
    private func glyph(_ text: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ confidence: Double) -> OCRGlyph {
        OCRGlyph(text: text, box: PixelRect(x: x, y: y, width: width, height: height), confidence: confidence)
    }

    private func word(_ glyphs: [OCRGlyph], confidence: Double) -> OCRWord {
        let box = glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }
        return OCRWord(text: glyphs.map(\.text).joined(), box: box, confidence: confidence, glyphs: glyphs)
    }

    /// A hand-held frame of a Russian tag's "299⁹⁹" (the Russian tune clip, 25.2 s): the region read
    /// again came back "O99", its "O" over the integer's last "9".
    private var frame252: [OCRWord] {
        [word([glyph("2", 236, 123, 72, 95, 0.99), glyph("9", 317, 123, 72, 98, 1), glyph("9", 400, 146, 67, 77, 1)], confidence: 0.99),
         word([glyph("O", 399, 145, 68, 63, 0.96), glyph("9", 476, 149, 35, 40, 0.86), glyph("9", 518, 150, 35, 42, 0.93)], confidence: 0.009)]
    }

    func testGlyphsOverAnotherWordsDigitGo() {
        let trimmed = GlyphReadTwiceTrimmer.trimmed(frame252)
        XCTAssertEqual(trimmed[0], frame252[0])
        XCTAssertEqual(trimmed[1].text, "99")
        XCTAssertEqual(trimmed[1].box, PixelRect(x: 476, y: 149, width: 77, height: 43))
        XCTAssertEqual(trimmed[1].confidence, 0.86, "as sure as its least sure glyph kept")
    }

    func testTheRaisedCentsArePairedWithTheInteger() {
        XCTAssertEqual(PriceExtractor().prices(in: frame252).map(\.value), [Decimal(string: "299.99")!])
    }

    func testWordsSideBySideAreKeptWhole() {
        var words = frame252
        words[1] = word([glyph("9", 476, 149, 35, 40, 0.86), glyph("9", 518, 150, 35, 42, 0.93)], confidence: 0.9)
        words.append(word([glyph("x", 462, 300, 20, 20, 0.9)], confidence: 0.9))
        XCTAssertEqual(GlyphReadTwiceTrimmer.trimmed(words), words, "a box touching a digit's side is not over it")
    }

    func testAWordWhollyOverAnotherIsLeftAsRead() {
        let twice = [frame252[0], word([glyph("2", 238, 124, 70, 94, 0.9), glyph("9", 318, 124, 70, 97, 0.9)], confidence: 0.9)]
        XCTAssertEqual(GlyphReadTwiceTrimmer.trimmed(twice), twice)
    }
}
