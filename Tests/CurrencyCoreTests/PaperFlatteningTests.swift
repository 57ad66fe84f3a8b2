@testable import CurrencyCore
import XCTest

/// A region's paper made one level: a grey label beside a white bezel both become white, ink on
/// either stays dark, and a stroke wider than the window keeps only its edges.
final class PaperFlatteningTests: XCTestCase {
    /// A 40 × 12 region: a white bezel (250) in columns 0–9, grey paper (150) beyond it, and dark ink
    /// (40) in the columns `ink`.
    private func region(ink: Range<Int>) -> LumaFrame {
        var pixels = [UInt8](repeating: 0, count: 40 * 12)
        for y in 0..<12 {
            for x in 0..<40 { pixels[y * 40 + x] = ink.contains(x) ? 40 : (x < 10 ? 250 : 150) }
        }
        return LumaFrame(width: 40, height: 12, stride: 40, pixels: pixels, captureTime: 0)
    }

    func testGreyPaperAndAWhiteBezelBothBecomeWhiteAndInkStaysDark() throws {
        let flat = PaperFlattening(radius: 3).flattened(region(ink: 22..<24))
        let row = 6 * 40
        XCTAssertGreaterThanOrEqual(flat.pixels[row + 2], 250, "the bezel")
        XCTAssertGreaterThanOrEqual(flat.pixels[row + 30], 250, "the grey paper, beyond the window's reach of the bezel")
        XCTAssertLessThanOrEqual(flat.pixels[row + 22], 70, "ink on grey paper: 40 × 255 / 150")
        // One Otsu level, as Tesseract binarizes: before, it falls between bezel and grey paper and
        // the paper goes dark with the ink; after, it parts the ink from all the paper.
        let before = try XCTUnwrap(region(ink: 22..<24).otsuInkLevel()).midpoint
        XCTAssertGreaterThan(before, 150, "the grey paper falls on the ink's side")
        let after = try XCTUnwrap(flat.otsuInkLevel()).midpoint
        XCTAssertLessThan(flat.pixels[row + 22], after)
        XCTAssertGreaterThan(flat.pixels[row + 30], after)
    }

    func testAStrokeWiderThanTheWindowKeepsOnlyItsEdges() {
        let flat = PaperFlattening(radius: 3).flattened(region(ink: 20..<30))
        let row = 6 * 40
        XCTAssertLessThanOrEqual(flat.pixels[row + 20], 70, "the stroke's left edge")
        XCTAssertEqual(flat.pixels[row + 25], 255, "its middle: no paper within the window, taken for paper")
    }
}
