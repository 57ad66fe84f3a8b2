import CurrencyCore
import XCTest

final class LumaFrameTests: XCTestCase {
    func testKeepsThePlaneAndItsLayout() {
        let pixels = [UInt8](0..<24)
        let frame = LumaFrame(width: 5, height: 4, stride: 6, pixels: pixels, captureTime: 42)
        XCTAssertEqual(frame.width, 5)
        XCTAssertEqual(frame.height, 4)
        XCTAssertEqual(frame.stride, 6)
        XCTAssertEqual(frame.pixels[frame.stride * 3 + 4], 22, "row 3, column 4 skips the row padding")
        XCTAssertEqual(frame.captureTime, 42)
    }

    func testDarkShareCountsPixelsBelowTheLevelAndIgnoresRowPadding() {
        // 4×2 plane, stride 6: row 0 = 0 0 200 200 | pad 0 0, row 1 = 0 200 200 200 | pad 0 0.
        let pixels: [UInt8] = [0, 0, 200, 200, 0, 0, 0, 200, 200, 200, 0, 0]
        let frame = LumaFrame(width: 4, height: 2, stride: 6, pixels: pixels, captureTime: 0)
        XCTAssertEqual(frame.darkShare(below: 100, step: 1), 3.0 / 8)
        XCTAssertEqual(frame.darkShare(below: 0, step: 1), 0)
        XCTAssertEqual(frame.darkShare(below: 255, step: 1), 1)
        XCTAssertEqual(frame.darkShare(below: 100, step: 2), 1.0 / 2, "samples (0,0) and (2,0)")
    }

    func testADarkFrameIsStretchedToTheFullRangeAndABrightOneLeftAlone() {
        // Paper at 60, ink at 20 (a low-light tag): 20 becomes black, 60 white, 40 half-way.
        let dark = LumaFrame(width: 4, height: 1, stride: 4, pixels: [20, 60, 40, 60], captureTime: 7)
        let brightened = dark.brightenedIfDark(share: 0, step: 1)
        XCTAssertEqual(brightened.pixels, [0, 255, 127, 255])
        XCTAssertEqual(brightened.captureTime, 7)
        let withGlare = LumaFrame(width: 4, height: 1, stride: 4, pixels: [20, 60, 40, 200], captureTime: 0)
        XCTAssertEqual(withGlare.brightenedIfDark(share: 0, step: 1).pixels, withGlare.pixels)
        let flat = LumaFrame(width: 2, height: 1, stride: 2, pixels: [30, 30], captureTime: 0)
        XCTAssertEqual(flat.brightenedIfDark(share: 0, step: 1).pixels, flat.pixels, "nothing to stretch")
    }

    /// 60×40 of `paper`, with `ink` in rows 2..<5 (the cut-off bottom of a line above) over columns
    /// 5..<50, and rows 12..<34 (the digits) over columns 10..<50 in every other column.
    private func twoLines(paper: UInt8, ink: UInt8) -> LumaFrame {
        var pixels = [UInt8](repeating: paper, count: 60 * 40)
        for y in 2..<5 { for x in 5..<50 { pixels[y * 60 + x] = ink } }
        for y in 12..<34 { for x in stride(from: 10, to: 50, by: 2) { pixels[y * 60 + x] = ink } }
        return LumaFrame(width: 60, height: 40, stride: 60, pixels: pixels, captureTime: 0)
    }

    func testInkBandIsTheRowsWithTheMostInkWithoutTheEdgeOfAnotherLine() {
        let whole = PixelRect(x: 0, y: 0, width: 60, height: 40)
        XCTAssertEqual(twoLines(paper: 230, ink: 20).inkBand(in: whole), PixelRect(x: 0, y: 12, width: 60, height: 22))
        XCTAssertEqual(twoLines(paper: 20, ink: 230).inkBand(in: whole), PixelRect(x: 0, y: 12, width: 60, height: 22),
                       "light digits on a dark tag")
        XCTAssertEqual(twoLines(paper: 230, ink: 20).inkBand(in: PixelRect(x: 0, y: 0, width: 60, height: 8)),
                       PixelRect(x: 0, y: 2, width: 60, height: 3), "only the line above in the box")
        XCTAssertNil(twoLines(paper: 230, ink: 220).inkBand(in: whole), "no contrast to call ink")
        XCTAssertNil(twoLines(paper: 230, ink: 20).inkBand(in: PixelRect(x: 70, y: 0, width: 10, height: 10)), "outside the frame")
    }

    /// Raised cents in rows 8..<20 (columns 30..<44), in a loose box (rows 0..<40, from column 20)
    /// that also takes in the integer's last stroke (columns 20..<24, rows 6..<40) and a tag's edge
    /// (columns 54..<56, every row): the band is the cents' rows alone.
    func testRaisedCentsBandLeavesOutTheIntegersLastStrokeAndAnEdgeThroughTheBox() {
        var pixels = [UInt8](repeating: 230, count: 60 * 40)
        for y in 8..<20 { for x in stride(from: 30, to: 44, by: 2) { pixels[y * 60 + x] = 20 } }
        for y in 6..<40 { for x in 20..<24 { pixels[y * 60 + x] = 20 } }
        for y in 0..<40 { for x in 54..<56 { pixels[y * 60 + x] = 20 } }
        let frame = LumaFrame(width: 60, height: 40, stride: 60, pixels: pixels, captureTime: 0)
        let box = PixelRect(x: 20, y: 0, width: 40, height: 40), integer = PixelRect(x: 0, y: 6, width: 24, height: 34)
        XCTAssertEqual(frame.raisedCentsBand(in: box, after: integer), PixelRect(x: 20, y: 8, width: 40, height: 12))
        XCTAssertEqual(frame.inkBand(in: box), box, "the stroke and the edge join every row into one band")
        let withoutEdge = PixelRect(x: 20, y: 0, width: 30, height: 40)
        XCTAssertEqual(frame.inkBand(in: withoutEdge), PixelRect(x: 20, y: 6, width: 30, height: 34), "the stroke joins the rows below")
        XCTAssertEqual(frame.raisedCentsBand(in: withoutEdge, after: integer), PixelRect(x: 20, y: 8, width: 30, height: 12))
        let rightOfInteger = PixelRect(x: 24, y: 0, width: 36, height: 40)
        XCTAssertEqual(frame.raisedCentsBand(in: rightOfInteger, after: integer), PixelRect(x: 24, y: 8, width: 36, height: 12),
                       "the edge left out")
    }

    /// 60×40 of paper with dark digits' strokes in rows 10..<30 at every other column from
    /// `digitsFrom` to `digitsTo`, and a dark block in rows 34..<40 from column 50 to the right side.
    private func price(digitsFrom: Int, to digitsTo: Int) -> LumaFrame {
        var pixels = [UInt8](repeating: 230, count: 60 * 40)
        for y in 10..<30 { for x in stride(from: digitsFrom, to: digitsTo, by: 2) { pixels[y * 60 + x] = 20 } }
        for y in 34..<40 { for x in 50..<60 { pixels[y * 60 + x] = 60 } }
        return LumaFrame(width: 60, height: 40, stride: 60, pixels: pixels, captureTime: 0)
    }

    func testAPriceIsCutBySideOnlyWhenItsInkTouchesTheSide() {
        let box = PixelRect(x: 20, y: 8, width: 40, height: 32)
        XCTAssertTrue(price(digitsFrom: 20, to: 60).isCutBySide(box), "digits run on to the right side")
        XCTAssertTrue(price(digitsFrom: 20, to: 57).isCutBySide(box),
                      "ink 3 px from the side, within a quarter of the 20 px band: a \"0\" cut through its counter")
        XCTAssertFalse(price(digitsFrom: 20, to: 53).isCutBySide(box), "ink ending 7 px from the side")
        XCTAssertFalse(price(digitsFrom: 20, to: 50).isCutBySide(box),
                       "the box reaches the side only by taking in the block below the digits")
        XCTAssertFalse(price(digitsFrom: 20, to: 60).isCutBySide(PixelRect(x: 20, y: 8, width: 30, height: 32)),
                       "a box clear of the side")
        XCTAssertTrue(price(digitsFrom: 0, to: 30).isCutBySide(PixelRect(x: 0, y: 8, width: 32, height: 24)),
                      "digits run on to the left side")
    }

    /// A blurred live frame: the box Tesseract drew stops 4 px short of the digits that run on out of view.
    func testABoxStoppingShortOfTheSideIsCutWhenAShortfallIsAllowed() {
        let short = PixelRect(x: 20, y: 8, width: 36, height: 32)
        XCTAssertFalse(price(digitsFrom: 20, to: 60).isCutBySide(short), "still pictures allow no shortfall")
        XCTAssertTrue(price(digitsFrom: 20, to: 60).isCutBySide(short, shortfall: 0.125), "2 px + an eighth of 32 px reaches it")
        XCTAssertFalse(price(digitsFrom: 20, to: 53).isCutBySide(short, shortfall: 0.125),
                       "ink ending 7 px from the side is still not cut")
    }

    /// 60×40 of paper with dark strokes at every other column from 10 to 50 in `rows`.
    private func strokes(rows: Range<Int>) -> LumaFrame {
        var pixels = [UInt8](repeating: 230, count: 60 * 40)
        for y in rows { for x in stride(from: 10, to: 50, by: 2) { pixels[y * 60 + x] = 20 } }
        return LumaFrame(width: 60, height: 40, stride: 60, pixels: pixels, captureTime: 0)
    }

    func testAPriceIsCutByTopOrBottomOnlyWhenItsInkReachesTheEdge() {
        XCTAssertTrue(strokes(rows: 0..<20).isCutByTopOrBottom(PixelRect(x: 8, y: 0, width: 44, height: 22)),
                      "strokes running on above the frame")
        XCTAssertTrue(strokes(rows: 25..<40).isCutByTopOrBottom(PixelRect(x: 8, y: 23, width: 44, height: 17)),
                      "strokes running on below the frame")
        XCTAssertFalse(strokes(rows: 4..<20).isCutByTopOrBottom(PixelRect(x: 8, y: 0, width: 44, height: 22)),
                       "the box reaches the top, the ink stops 4 px short of it")
        XCTAssertFalse(strokes(rows: 0..<20).isCutByTopOrBottom(PixelRect(x: 8, y: 5, width: 44, height: 17)),
                       "a box clear of the edge")
    }

    /// 100×40 of paper with dark ink (grey 20) in rows 10..<30 at `inkColumns`.
    private func line(inkColumns: [Range<Int>], paper: UInt8 = 230) -> LumaFrame {
        var pixels = [UInt8](repeating: paper, count: 100 * 40)
        for columns in inkColumns { for y in 10..<30 { for x in columns { pixels[y * 100 + x] = 20 } } }
        return LumaFrame(width: 100, height: 40, stride: 100, pixels: pixels, captureTime: 0)
    }

    func testAGapHoldsGlyphsWhenItsInkIsAtLeastADigitWide() {
        // The gap between two words, 40 px wide and 20 px tall: glyphs need 8 columns of ink.
        let gap = PixelRect(x: 30, y: 10, width: 40, height: 20)
        XCTAssertTrue(line(inkColumns: [40..<45, 50..<55]).holdsGlyphs(in: gap), "two strokes, 10 columns: a lost group")
        XCTAssertFalse(line(inkColumns: [40..<45]).holdsGlyphs(in: gap), "one stroke of 5 columns is less than a digit")
        XCTAssertFalse(line(inkColumns: []).holdsGlyphs(in: gap), "blank paper")
        XCTAssertFalse(line(inkColumns: [30..<34, 66..<70]).holdsGlyphs(in: gap),
                       "the words' own edges, within a tenth of the height of the gap's ends, are not glyphs")
    }

    /// 100×40 of paper with two words' strokes (grey 20) in rows 10..<30, at columns 10..<40 and
    /// 60..<90, and ink at `dots`: (columns, rows) in the gap between them.
    private func twoWords(dots: [(Range<Int>, Range<Int>)]) -> LumaFrame {
        var pixels = [UInt8](repeating: 230, count: 100 * 40)
        for x in Array(stride(from: 10, to: 40, by: 3)) + Array(stride(from: 60, to: 90, by: 3)) {
            for y in 10..<30 { pixels[y * 100 + x] = 20 }
        }
        for (columns, rows) in dots { for y in rows { for x in columns { pixels[y * 100 + x] = 20 } } }
        return LumaFrame(width: 100, height: 40, stride: 100, pixels: pixels, captureTime: 0)
    }

    func testTheMarkBetweenTwoWordsIsTheGapsDotsAtTheLinesFootAndMiddle() {
        let left = PixelRect(x: 10, y: 10, width: 30, height: 20), right = PixelRect(x: 60, y: 10, width: 30, height: 20)
        func mark(_ dots: [(Range<Int>, Range<Int>)]) -> UnreadMark? { twoWords(dots: dots).unreadMark(between: left, and: right) }
        XCTAssertEqual(mark([(48..<52, 26..<30)]), .point, "a dot at the foot")
        XCTAssertEqual(mark([(48..<52, 25..<33)]), .point, "a comma, its tail below the line")
        XCTAssertEqual(mark([(48..<52, 15..<19), (48..<52, 26..<30)]), .colon)
        XCTAssertNil(mark([]), "blank paper")
        XCTAssertNil(mark([(48..<52, 15..<19)]), "a dot in the middle alone (a hyphen's height)")
        XCTAssertNil(mark([(48..<52, 10..<30)]), "a stroke the line's height: a glyph")
        XCTAssertNil(mark([(44..<56, 26..<30)]), "ink wider than a dot: an underscore")
        XCTAssertNil(mark([(48..<52, 31..<35)]), "ink only below the line")
    }

    /// 100×60 of paper with a word's strokes in rows 20..<40 at every other column of `word`, and
    /// ink (grey 20) at `blocks`: (columns, rows).
    private func wordBeside(_ word: Range<Int>, blocks: [(Range<Int>, Range<Int>)]) -> LumaFrame {
        var pixels = [UInt8](repeating: 230, count: 100 * 60)
        for y in 20..<40 { for x in stride(from: word.lowerBound, to: word.upperBound, by: 2) { pixels[y * 100 + x] = 20 } }
        for (columns, rows) in blocks { for y in rows { for x in columns { pixels[y * 100 + x] = 20 } } }
        return LumaFrame(width: 100, height: 60, stride: 100, pixels: pixels, captureTime: 0)
    }

    func testAGlyphCutBySideBesideAWordIsFoundOnlyWithinTheWordsBand() {
        // The word's ink band is rows 20..<40: a glyph is 20 px tall, and the strip to the side is 14 px.
        let box = PixelRect(x: 14, y: 18, width: 44, height: 24)
        XCTAssertTrue(wordBeside(16..<56, blocks: [(0..<6, 20..<40)]).hasGlyphCutBySide(beside: box),
                      "a digit's right part, as tall as the word, at the left side")
        XCTAssertFalse(wordBeside(16..<56, blocks: []).hasGlyphCutBySide(beside: box), "paper to the side")
        XCTAssertFalse(wordBeside(16..<56, blocks: [(0..<3, 0..<60)]).hasGlyphCutBySide(beside: box),
                       "a border running on above and below the word")
        XCTAssertFalse(wordBeside(16..<56, blocks: [(0..<6, 34..<40)]).hasGlyphCutBySide(beside: box),
                       "a speck less than half the word's height")
        XCTAssertFalse(wordBeside(16..<56, blocks: [(3..<9, 20..<40)]).hasGlyphCutBySide(beside: box),
                       "a glyph that stops short of the side is whole")
        XCTAssertFalse(wordBeside(30..<70, blocks: [(0..<6, 20..<40)]).hasGlyphCutBySide(beside: PixelRect(x: 28, y: 18, width: 44, height: 24)),
                       "more than a glyph (the band's 20 px) from the side: what lies there is no glyph of this word")
        XCTAssertTrue(wordBeside(50..<85, blocks: [(94..<100, 20..<40)]).hasGlyphCutBySide(beside: PixelRect(x: 48, y: 18, width: 38, height: 24)),
                      "a glyph cut by the right side")
    }

    func testRaisedCentsCutByTheRightSideBesideAnIntegerAreFound() {
        // Norwegian tune clip, 091: "19⁹⁰" with its cents half out of view read "19". The integer's
        // band is rows 20..<40; the side is 28 px off, more than a glyph but within cents' reach.
        let integer = PixelRect(x: 38, y: 18, width: 34, height: 24)
        XCTAssertTrue(wordBeside(40..<70, blocks: [(84..<100, 20..<29)]).hasGlyphCutBySide(beside: integer),
                      "raised cents, cut by the side")
        XCTAssertFalse(wordBeside(40..<70, blocks: [(84..<96, 20..<29)]).hasGlyphCutBySide(beside: integer), "whole, in view")
        XCTAssertFalse(wordBeside(40..<70, blocks: [(84..<100, 31..<40)]).hasGlyphCutBySide(beside: integer),
                       "small print on the baseline is no raised cents")
        XCTAssertFalse(wordBeside(40..<70, blocks: [(84..<100, 20..<40)]).hasGlyphCutBySide(beside: integer),
                       "a glyph as tall as the integer this far off is another word's")
    }

    /// 140×60 of wall (grey `wall`) with a tag (grey `paper`) over columns 40..<100, on it a word
    /// in rows 20..<40 (strokes of grey `ink` in every other column of 50..<80), and `blocks` of
    /// `ink`: (columns, rows).
    private func tag(wall: UInt8, paper: UInt8, ink: UInt8, blocks: [(Range<Int>, Range<Int>)] = []) -> LumaFrame {
        var pixels = [UInt8](repeating: wall, count: 140 * 60)
        for y in 0..<60 { for x in 40..<100 { pixels[y * 140 + x] = paper } }
        for y in 20..<40 { for x in stride(from: 50, to: 80, by: 2) { pixels[y * 140 + x] = ink } }
        for (columns, rows) in blocks { for y in rows { for x in columns { pixels[y * 140 + x] = ink } } }
        return LumaFrame(width: 140, height: 60, stride: 140, pixels: pixels, captureTime: 0)
    }

    func testThePanelsLeftEdgeIsWhereABandOffItsPaperBegins() {
        let line = PixelRect(x: 50, y: 20, width: 30, height: 20)
        let region = PixelRect(x: 36, y: 16, width: 76, height: 28)
        XCTAssertEqual(tag(wall: 220, paper: 60, ink: 250).panelLeftEdge(of: line, within: region), 40,
                       "light digits on a dark tag, a light wall beyond its edge")
        XCTAssertEqual(tag(wall: 40, paper: 230, ink: 20).panelLeftEdge(of: line, within: region), 40,
                       "dark digits on a light tag, a dark shelf beyond")
        XCTAssertNil(tag(wall: 60, paper: 60, ink: 250).panelLeftEdge(of: line, within: region), "paper all the way")
        XCTAssertEqual(tag(wall: 220, paper: 60, ink: 250, blocks: [(44..<50, 20..<40)]).panelLeftEdge(of: line, within: region), 40,
                       "a stem 0.3 line heights wide before the word is a glyph, kept")
        XCTAssertEqual(tag(wall: 60, paper: 60, ink: 250, blocks: [(20..<38, 20..<40)]).panelLeftEdge(of: line, within: region), 38,
                       "a band off the paper all down the line, wider than a stem, running on past the region")
        XCTAssertNil(tag(wall: 60, paper: 60, ink: 250, blocks: [(38..<46, 20..<30)]).panelLeftEdge(of: line, within: region),
                     "ink over half the line's rows is not the panel's end")
        XCTAssertNil(tag(wall: 60, paper: 60, ink: 250, blocks: [(38..<42, 20..<40), (20..<24, 20..<40)]).panelLeftEdge(of: line, within: region),
                     "stems at and beyond the region's side, none as wide as a band, are not the panel's end")
        let wall = tag(wall: 220, paper: 60, ink: 250)
        XCTAssertNil(wall.panelLeftEdge(of: PixelRect(x: 50, y: 10, width: 10, height: 40), within: PixelRect(x: 36, y: 6, width: 30, height: 48)),
                     "a box taller than wide is no line of glyphs")
        var speck = wall.pixels
        for y in 20..<40 { for x in 50..<80 { speck[y * 140 + x] = x == 64 ? 250 : 60 } }
        XCTAssertNil(LumaFrame(width: 140, height: 60, stride: 140, pixels: speck, captureTime: 0).panelLeftEdge(of: line, within: region),
                     "a box of the paper's grey with one stroke in it (bars a closing joined) is no line of glyphs")
    }

    func testWhatLiesLeftOfThePanelIsPaintedInThePapersGrey() {
        let line = PixelRect(x: 50, y: 20, width: 30, height: 20)
        let region = PixelRect(x: 36, y: 16, width: 76, height: 28)
        let papered = tag(wall: 220, paper: 60, ink: 250).papered(region, leftOfPanelOf: line)
        XCTAssertEqual(Set((16..<44).flatMap { y in [36, 39].map { papered.pixels[y * 140 + $0] } }), [60],
                       "the wall within the region left of the tag is the tag's grey")
        XCTAssertEqual(papered.pixels[30 * 140 + 105], 220, "right of the tag the wall stays: read as closing junk, dropped")
        XCTAssertEqual(papered.pixels[10 * 140 + 36], 220, "above the region the wall stays")
        XCTAssertEqual(papered.pixels[30 * 140 + 50], 250, "the digits stay")
        let plain = tag(wall: 60, paper: 60, ink: 250)
        XCTAssertEqual(plain.papered(region, leftOfPanelOf: line).pixels, plain.pixels, "paper all the way: nothing painted")
    }

    func testAFirstDigitReadOnTheTagsEdgeIsDropped() {
        // wild t025: a yellow tag's edge over a brown shelf read as a "1" glued to "9.800 €".
        func word(firstAt x: Double) -> OCRWord {
            let glyphs = [OCRGlyph(text: "1", box: PixelRect(x: x, y: 16, width: 8, height: 28))]
                + [("9", 50.0), ("8", 60.0), ("0", 70.0)].map { OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: 20, width: 8, height: 20)) }
            return OCRWord(text: "1980", box: glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }, confidence: 0.9, glyphs: glyphs)
        }
        let shelf = tag(wall: 140, paper: 230, ink: 20)
        let trimmed = shelf.withoutDigitLeftOfPanel(word(firstAt: 34))
        XCTAssertEqual(trimmed?.text, "980", "a mid-grey shelf, off the paper by a third of the way to the ink")
        XCTAssertEqual(trimmed?.glyphs.map(\.text), ["9", "8", "0"])
        XCTAssertNil(tag(wall: 230, paper: 230, ink: 20).withoutDigitLeftOfPanel(word(firstAt: 34)), "paper all the way")
        let heavyOne = tag(wall: 230, paper: 230, ink: 20, blocks: [(40..<48, 20..<40)])
        XCTAssertNil(heavyOne.withoutDigitLeftOfPanel(word(firstAt: 40)),
                     "a heavy 1 as wide as a band ends with the line; the tag's edge runs on above and below it")
    }
}
