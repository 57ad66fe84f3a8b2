@testable import CurrencyCore
import XCTest

/// Finding rows of tall glyphs without OCR, on hand-drawn frames: ring-shaped "digits" (about as
/// much ink as a real digit), barcode bars and solid panels that must not count.
final class TallTextRowFinderTests: XCTestCase {
    private let finder = TallTextRowFinder()

    /// A `width`×`height` frame of `paper`, with each rectangle of `rings` drawn as a 6 px ring
    /// of `ink`, and each of `solids` filled with `ink`.
    private func frame(width: Int = 320, height: Int = 200, paper: UInt8, ink: UInt8,
                       rings: [(Int, Int, Int, Int)], solids: [(Int, Int, Int, Int)] = []) -> LumaFrame {
        var pixels = [UInt8](repeating: paper, count: width * height)
        for (x, y, w, h) in rings {
            for yy in y..<(y + h) {
                for xx in x..<(x + w) where xx - x < 6 || x + w - xx <= 6 || yy - y < 6 || y + h - yy <= 6 {
                    pixels[yy * width + xx] = ink
                }
            }
        }
        for (x, y, w, h) in solids {
            for yy in y..<(y + h) { for xx in x..<(x + w) { pixels[yy * width + xx] = ink } }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)
    }

    // Glyphs are drawn at least 40 px from the frame's edges: paper squeezed between dark ink and
    // the edge is lighter than its neighbourhood and makes a light "glyph" of its own there.
    func testDarkGlyphsOnOneBaselineMakeOneRow() {
        let digits = [(40, 60, 36, 60), (84, 60, 36, 60), (128, 64, 36, 56)]
        let rows = finder.rows(in: frame(paper: 210, ink: 30, rings: digits))
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.box, PixelRect(x: 40, y: 60, width: 124, height: 60))
        XCTAssertEqual(rows.first?.glyphHeight, 60)
    }

    func testDarkGlyphsOnDimPaperNeedLessContrastThanOnBrightPaper() {
        // The same 30 grey levels: half the light dim paper gets, a sliver of bright paper's.
        let digits = [(40, 60, 36, 60), (84, 60, 36, 60)]
        XCTAssertEqual(finder.rows(in: frame(paper: 60, ink: 30, rings: digits)).map(\.glyphHeight), [60])
        XCTAssertEqual(finder.rows(in: frame(paper: 200, ink: 170, rings: digits)), [])
    }

    func testLightGlyphsOnADarkTagAreFoundToo() {
        let rows = finder.rows(in: frame(paper: 25, ink: 230, rings: [(100, 50, 40, 70), (150, 50, 40, 70)]))
        XCTAssertEqual(rows.map(\.glyphHeight), [70])
    }

    func testBarsBlocksSmallTextAndLoneGlyphsAreNotRows() {
        let bars = (0..<10).map { (200 + 8 * $0, 20, 4, 50) }
        let small = [(60, 150, 14, 20), (78, 150, 14, 20), (96, 150, 14, 20)]
        let lone = [(60, 40, 40, 60)]
        let rows = finder.rows(in: frame(paper: 210, ink: 30, rings: small + lone, solids: bars + [(200, 110, 90, 70)]))
        XCTAssertEqual(rows, [], "barcode bars are thin, a panel is solid, 20 px text is small, one glyph is no row")
    }

    func testALoneGlyphWithRaisedCentsIsARow() {
        // "5⁶⁰": one digit, its cents raised beside its top (the cents, 30 px tall, are a row of
        // their own too; only rows of the digit's height are looked at here).
        func digitRows(_ rings: [(Int, Int, Int, Int)]) -> [PixelRect] {
            finder.rows(in: frame(paper: 210, ink: 30, rings: rings)).filter { $0.glyphHeight == 60 }.map(\.box)
        }
        let digit = (60, 60, 36, 60), cents = [(102, 60, 20, 30), (126, 60, 20, 30)]
        XCTAssertEqual(digitRows([digit] + cents), [PixelRect(x: 60, y: 60, width: 36, height: 60)])
        XCTAssertEqual(digitRows([digit] + [(102, 90, 20, 30), (126, 90, 20, 30)]), [], "small text on the baseline after a letter")
        XCTAssertEqual(digitRows([digit] + cents.prefix(1)), [], "one small glyph: a digit's broken-off piece as often as cents")
    }

    func testRaisedCentsBesideALoneGlyphDoNotCountWhenTheNumberGoesOn() {
        // Half-size components: a digit, two raised glyphs beside its top, and ink of its height
        // touching it (digits run together into one component, too wide to be a glyph).
        let glyph = PixelRect(x: 30, y: 30, width: 18, height: 30)
        let cents = [ComponentBox(x: 51, y: 30, width: 10, height: 15, pixels: 75),
                     ComponentBox(x: 63, y: 30, width: 10, height: 15, pixels: 75)]
        XCTAssertTrue(TallTextRowFinder.hasRaisedCents(after: glyph, among: cents))
        XCTAssertFalse(TallTextRowFinder.hasRaisedCents(after: glyph, among: Array(cents.prefix(1))), "one raised glyph")
        let runOn = ComponentBox(x: 50, y: 30, width: 36, height: 30, pixels: 500)
        XCTAssertFalse(TallTextRowFinder.hasRaisedCents(after: glyph, among: cents + [runOn]), "the number goes on")
    }

    func testGlyphsOfOtherHeightsOrFarApartAreSeparateRows() {
        // The raised cents (half height) do not join the integer; a glyph pair far right is its own row.
        let integer = [(40, 80, 36, 64), (82, 80, 36, 64)]
        let cents = [(124, 80, 18, 30), (146, 80, 18, 30)]
        let far = [(230, 90, 30, 44), (266, 90, 30, 44)]
        let rows = finder.rows(in: frame(paper: 200, ink: 20, rings: integer + cents + far))
        XCTAssertEqual(rows.map(\.glyphHeight), [64, 44, 30], "tallest first")
        XCTAssertEqual(rows.first?.box, PixelRect(x: 40, y: 80, width: 78, height: 64))
    }

    func testRowsOfOneHeightComeInReadingOrderEveryTime() {
        // Eight rows of one height, more than `maximumRows`: which ones are kept once depended on
        // a dictionary's order, so a fixture's prices changed from run to run.
        let rows: [(Int, Int, Int, Int)] = (0..<8).flatMap { row -> [(Int, Int, Int, Int)] in
            let x = 40 + 130 * (row % 2), y = 40 + 50 * (row / 2)
            return [(x, y, 30, 40), (x + 36, y, 30, 40)]
        }
        var sixRows = finder
        sixRows.maximumRows = 6
        let found: [[PixelRect]] = (0..<5).map { _ in
            sixRows.rows(in: frame(width: 320, height: 280, paper: 210, ink: 30, rings: rows)).map(\.box)
        }
        XCTAssertEqual(found[0].count, 6)
        XCTAssertEqual(found[0].map(\.y), [40, 40, 90, 90, 140, 140])
        XCTAssertEqual(found[0].prefix(2).map(\.x), [40, 170])
        XCTAssertTrue(found.allSatisfy { $0 == found[0] })
    }

    func testRaisedCentsAreTheSmallGlyphsAtTheIntegersTop() {
        let integer = [(40, 80, 36, 60), (82, 80, 36, 60)]
        let raised = frame(paper: 205, ink: 25, rings: integer + [(124, 80, 20, 30), (148, 80, 20, 30)])
        XCTAssertEqual(finder.raisedCents(after: PixelRect(x: 40, y: 80, width: 78, height: 60), in: raised),
                       PixelRect(x: 124, y: 80, width: 44, height: 30))
        // One raised glyph found: the region takes in where its neighbour would be.
        let single = frame(paper: 205, ink: 25, rings: integer + [(124, 80, 20, 30)])
        XCTAssertEqual(finder.raisedCents(after: PixelRect(x: 40, y: 80, width: 78, height: 60), in: single),
                       PixelRect(x: 124, y: 80, width: 44, height: 30))
    }

    func testAGlyphJustLeftOfANumberOnItsBaselineIsItsDroppedFirstDigit() {
        let number = PixelRect(x: 94, y: 80, width: 54, height: 40)
        let digits = [(94, 80, 24, 40), (124, 80, 24, 40)]
        let dropped = frame(paper: 205, ink: 25, rings: digits + [(60, 80, 24, 40)])
        XCTAssertEqual(finder.leadingGlyph(before: number, in: dropped), PixelRect(x: 60, y: 80, width: 24, height: 40))
        XCTAssertNil(finder.leadingGlyph(before: number, in: frame(paper: 205, ink: 25, rings: digits)))
        let farLeft = frame(paper: 205, ink: 25, rings: digits + [(50, 80, 18, 40)])
        XCTAssertNil(finder.leadingGlyph(before: number, in: farLeft), "26 px away: another word")
        let small = frame(paper: 205, ink: 25, rings: digits + [(70, 100, 14, 20)])
        XCTAssertNil(finder.leadingGlyph(before: number, in: small), "half the height: not a digit")
    }

    func testSmallGlyphsOnTheBaselineAreNotRaisedCents() {
        let onBaseline = frame(paper: 205, ink: 25, rings: [(40, 80, 36, 60), (82, 80, 36, 60), (124, 110, 20, 30), (148, 110, 20, 30)])
        XCTAssertNil(finder.raisedCents(after: PixelRect(x: 40, y: 80, width: 78, height: 60), in: onBaseline))
    }

    /// A "70" 60 px tall with raised "⁰⁰" 24 px tall tight after it, drawn with `GlyphShape`s.
    private func seventyWithRaisedCents(centsAt left: Int) -> LumaFrame {
        var pixels = [UInt8](repeating: 215, count: 320 * 200)
        let glyphs: [(GlyphShape, Int, Int)] = [(.seven(width: 38, height: 60), 60, 70), (.zero(width: 40, height: 60), 102, 70),
                                                (.zero(width: 14, height: 24, stroke: 4), left, 70),
                                                (.zero(width: 14, height: 24, stroke: 4), left + 17, 70)]
        for (shape, x0, y0) in glyphs {
            for y in 0..<shape.height { for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(y0 + y) * 320 + x0 + x] = 30 } }
        }
        return LumaFrame(width: 320, height: 200, stride: 320, pixels: pixels, captureTime: 0)
    }

    func testAnIntegerBoxThatTookInItsRaisedCentsIsCutWhereItsDigitsEnd() throws {
        let tag = seventyWithRaisedCents(centsAt: 146)
        // The OCR boxed the first raised "0" with the integer's last digit.
        let boxed = PixelRect(x: 60, y: 70, width: 100, height: 60)
        let digits = try XCTUnwrap(finder.integerEndingBeforeRaisedInk(boxed, in: tag))
        XCTAssertEqual(digits.x, 60)
        XCTAssertEqual(digits.height, 60)
        XCTAssertTrue((130...143).contains(digits.maxX), "cut inside the big 0, before the cents at 146: \(digits.maxX)")
        XCTAssertNil(finder.integerEndingBeforeRaisedInk(PixelRect(x: 60, y: 70, width: 82, height: 60), in: tag),
                     "the box ends where the digits do")
    }

    func testAnIntegerEndingInASevenIsNotCutAtItsBar() {
        // A "7"'s columns right of its stroke reach down no further than its bar, but no raised
        // ink goes on past its box.
        var pixels = [UInt8](repeating: 215, count: 320 * 200)
        let seven = GlyphShape.seven(width: 38, height: 60)
        for x0 in [60, 102] {
            for y in 0..<60 { for x in 0..<38 where seven.ink[y * 38 + x] { pixels[(70 + y) * 320 + x0 + x] = 30 } }
        }
        let tag = LumaFrame(width: 320, height: 200, stride: 320, pixels: pixels, captureTime: 0)
        XCTAssertNil(finder.integerEndingBeforeRaisedInk(PixelRect(x: 60, y: 70, width: 80, height: 60), in: tag))
    }
}
