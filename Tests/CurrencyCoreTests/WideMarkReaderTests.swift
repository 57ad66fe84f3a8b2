import CurrencyCore
import XCTest

/// Recovering "円" that the `eng` model read as a digit or "F", by its glyph's width and height,
/// on hand-made glyph layouts shaped like Tesseract's reads of "960円" and "28,900円".
final class WideMarkReaderTests: XCTestCase {
    /// A word of glyphs `(text, x, width, height)` on one baseline (bottom at y = 100).
    private func word(_ glyphs: [(String, Double, Double, Double)]) -> OCRWord {
        let made = glyphs.map { OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: 100 - $0.3, width: $0.2, height: $0.3), confidence: 0.9) }
        let box = made.dropFirst().reduce(made[0].box) { $0.union($1.box) }
        return OCRWord(text: glyphs.map(\.0).joined(), box: box, confidence: 0.8, glyphs: made)
    }

    private func texts(_ words: [OCRWord]) -> [String] { WideMarkReader.normalized(words).map(\.text) }

    func testAWideTallLastDigitIsTheYenMark() {
        // "960円" read "9609": the last "9" is 1.7× as wide and 1.2× as tall as the digits.
        let read = word([("9", 253, 40, 64), ("6", 301, 40, 64), ("0", 352, 40, 64), ("9", 404, 67, 77)])
        XCTAssertEqual(texts([read]), ["960円"])
        XCTAssertEqual(PriceExtractor().prices(in: [read]).first?.value, 960)
    }

    func testAWideFWithJunkAfterAGroupedNumberIsTheYenMark() {
        let read = word([("3", 10, 40, 60), (",", 55, 12, 20), ("9", 70, 40, 60), ("0", 115, 40, 60), ("0", 160, 40, 60),
                         ("F", 205, 120, 75), ("1", 300, 20, 75)])
        XCTAssertEqual(texts([read]), ["3,900円"])
    }

    func testOrdinaryNumbersAreLeftAlone() {
        let plain = word([("1", 10, 20, 60), ("2", 35, 40, 60), ("8", 80, 40, 60)])
        // A loose last box after a separator: "138,000" is well formed, not "138,00" + mark.
        let grouped = word([("1", 10, 20, 60), ("3", 35, 40, 60), ("8", 80, 40, 60), (",", 125, 12, 20),
                            ("0", 140, 40, 60), ("0", 185, 40, 60), ("0", 230, 70, 75)])
        // One box three digits wide holds a digit and the mark together: cutting it would lose the digit.
        let fused = word([("3", 10, 40, 60), ("1", 55, 40, 60), ("0", 100, 120, 75)])
        // Same width, not taller: a digit.
        let wideOnly = word([("4", 10, 40, 60), ("4", 55, 40, 60), ("0", 100, 64, 60)])
        // A unit letter, not "F".
        let unit = word([("4", 10, 40, 60), ("9", 55, 40, 60), ("0", 100, 40, 60), ("g", 145, 64, 75)])
        XCTAssertEqual(texts([plain, grouped, fused, wideOnly, unit]), ["128", "138,000", "310", "440", "490g"])
    }
}
