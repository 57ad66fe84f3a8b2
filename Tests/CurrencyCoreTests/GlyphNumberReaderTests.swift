@testable import CurrencyCore
import XCTest

/// Reading a row of stroked digits with raised cents from a frame, and putting the reading in
/// place of what the OCR read there.
final class GlyphNumberReaderTests: XCTestCase {
    private let reader = GlyphNumberReader()

    /// A 360×200 frame of paper (grey `paper(x, y)` at column x, row y) with each shape's ink (grey
    /// `ink`) drawn at its origin.
    private func frame(_ glyphs: [(GlyphShape, Int, Int)], paper: (Int, Int) -> UInt8 = { _, _ in 215 },
                       ink: UInt8 = 30) -> LumaFrame {
        let (width, height) = (360, 200)
        var pixels = (0..<width * height).map { paper($0 % width, $0 / width) }
        for (shape, left, top) in glyphs {
            for y in 0..<shape.height {
                for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(top + y) * width + left + x] = ink }
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)
    }

    private func row(in frame: LumaFrame) throws -> TallTextRowFinder.Row {
        try XCTUnwrap(TallTextRowFinder().rows(in: frame).first)
    }

    func testAnIntegerAndItsRaisedCentsAreRead() throws {
        let tag = frame([(.one(width: 22, height: 60), 60, 70), (.zero(width: 40, height: 60), 96, 70),
                         (.seven(width: 38, height: 60), 150, 70),
                         (.zero(width: 14, height: 24, stroke: 4), 200, 70), (.zero(width: 14, height: 24, stroke: 4), 218, 70)])
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.integer.text, "107")
        XCTAssertEqual(reading.cents?.text, "00")
        XCTAssertEqual(reading.integer.box, PixelRect(x: 60, y: 70, width: 128, height: 60))
        XCTAssertEqual(reading.integer.glyphs.count, 3)
    }

    func testTouchingDigitsAreCutApart() throws {
        // Two zeros joined by a blot of ink make one component twice a digit's width (too wide
        // for the row finder's glyphs: the row is the two sevens).
        let blot = GlyphShape.drawn(width: 6, height: 5) { _, _ in true }
        let tag = frame([(.seven(width: 38, height: 60), 40, 70), (.seven(width: 38, height: 60), 84, 70),
                         (.zero(width: 40, height: 60), 128, 70), (blot, 166, 96), (.zero(width: 40, height: 60), 171, 70)])
        XCTAssertEqual(reader.read(try row(in: tag), in: tag)?.integer.text, "7700")
    }

    func testAGlyphBrokenAcrossItsMiddleIsJoined() throws {
        let zero = GlyphShape.zero(width: 40, height: 60)
        let broken = GlyphShape.drawn(width: 40, height: 60) { x, y in zero.ink[y * 40 + x] && !(28...30).contains(y) }
        let tag = frame([(.seven(width: 38, height: 60), 60, 70), (broken, 104, 70), (.seven(width: 38, height: 60), 150, 70)])
        XCTAssertEqual(reader.read(try row(in: tag), in: tag)?.integer.text, "707")
    }

    func testALeadingOneBrokenInTwoLeftOfTheRowIsReadWithIt() throws {
        // An LCD "1" is two segments: two short pieces the row finder leaves out of the row
        // (the Norwegian tune clip's LCD label 039, its "185³³" read "85³³").
        let one = GlyphShape.one(width: 14, height: 60)
        let segments = GlyphShape.drawn(width: 14, height: 60) { x, y in one.ink[y * 14 + x] && !(28...31).contains(y) }
        let tag = frame([(segments, 88, 70), (.seven(width: 38, height: 60), 106, 70), (.seven(width: 38, height: 60), 150, 70)])
        let row = try row(in: tag)
        XCTAssertEqual(row.box.x, 106, accuracy: 2, "the row starts after the segments")
        XCTAssertEqual(reader.read(row, in: tag)?.integer.text, "177")
    }

    func testThousandsGroupsAndATrailingCJKMarkAreRead() throws {
        let comma = GlyphShape.drawn(width: 9, height: 16) { _, _ in true }
        let zero = GlyphShape.zero(width: 40, height: 60)
        let grouped: [(GlyphShape, Int, Int)] = [(.seven(width: 38, height: 60), 30, 70), (comma, 74, 122),
                                                 (zero, 90, 70), (zero, 136, 70), (zero, 182, 70)]
        let plain = frame(grouped)
        XCTAssertEqual(reader.read(try row(in: plain), in: plain)?.integer.text, "7,000")
        // 円: a frame with a bar across and a stroke down its middle, wider and taller than the digits.
        let yen = GlyphShape.drawn(width: 62, height: 70) { x, y in
            x < 6 || x >= 56 || y < 6 || (30...35).contains(y) || ((28...33).contains(x) && y < 33)
        }
        let withYen = frame(grouped + [(yen, 232, 60)])
        let reading = try XCTUnwrap(reader.read(try row(in: withYen), in: withYen))
        XCTAssertEqual(reading.integer.text, "7,000¤", "a 円, 元 or 원: no shape here tells which")
        XCTAssertNil(reading.cents)
        XCTAssertEqual(PriceExtractor().prices(in: reading.replacing(in: [])).map(\.value), [7000])
    }

    func testAFourDigitIntegerWithDecimalsIsRead() throws {
        // Fixture f075's regular price "1171,90": one separator before two digits is a decimal one.
        let comma = GlyphShape.drawn(width: 9, height: 16) { _, _ in true }
        let zero = GlyphShape.zero(width: 40, height: 60), seven = GlyphShape.seven(width: 38, height: 60)
        let tag = frame([(seven, 20, 70), (seven, 64, 70), (zero, 108, 70), (zero, 154, 70), (comma, 198, 122),
                         (seven, 214, 70), (zero, 258, 70)])
        XCTAssertEqual(reader.read(try row(in: tag), in: tag)?.integer.text, "7700,70")
        let thousands = frame([(seven, 20, 70), (seven, 64, 70), (zero, 108, 70), (zero, 154, 70), (comma, 198, 122),
                               (seven, 214, 70), (zero, 258, 70), (zero, 302, 70)])
        XCTAssertNil(reader.read(try row(in: thousands), in: thousands), "four digits before a group of three")
    }

    func testDigitsAfterACommaEndANumberTheRowLeftOut() throws {
        // Fixture f113: the row of "2,180円" began after the comma, its "2" fused with a heading.
        let comma = GlyphShape.drawn(width: 9, height: 16) { _, _ in true }
        let digits: [(GlyphShape, Int, Int)] = [(.seven(width: 38, height: 60), 60, 70), (.zero(width: 40, height: 60), 104, 70)]
        let cut = frame(digits + [(comma, 44, 122)])
        XCTAssertNil(reader.read(try row(in: cut), in: cut))
        let speck = GlyphShape.drawn(width: 3, height: 3) { _, _ in true }
        let specked = frame(digits + [(speck, 50, 126)])
        XCTAssertEqual(reader.read(try row(in: specked), in: specked)?.integer.text, "70", "a speck is no comma")
    }

    func testAWideLeadingMarkGoesAndAGroupMayBeFarApart() throws {
        // ₩ as a W with a bar: digit height, half again as wide; the digits of "7,000" with a wide
        // gap at the comma (0.8 of their height), as in fixture f018's "₩128,000".
        let won = GlyphShape.drawn(width: 62, height: 60) { x, y in
            let v = abs(Double(x % 31) - 15) * 4  // two V strokes
            return abs(Double(y) - v) < 6 || (28...33).contains(y)
        }
        let comma = GlyphShape.drawn(width: 9, height: 16) { _, _ in true }
        let zero = GlyphShape.zero(width: 40, height: 60)
        let tag = frame([(won, 10, 70), (.seven(width: 38, height: 60), 80, 70), (comma, 138, 122),
                         (zero, 166, 70), (zero, 212, 70), (zero, 258, 70)])
        XCTAssertEqual(reader.read(try row(in: tag), in: tag)?.integer.text, "7,000")
        // The same gap without a separator: two numbers, read as none.
        let apart = frame([(.seven(width: 38, height: 60), 80, 70), (zero, 166, 70), (zero, 212, 70), (zero, 258, 70)])
        XCTAssertNil(reader.read(try row(in: apart), in: apart))
    }

    func testABorderJustRightOfTheDigitsDoesNotCutTheNumber() throws {
        // Fixture f053: the tag's edge, 1.6× the digits' height, 20 px after "95,500".
        let digits: [(GlyphShape, Int, Int)] = [(.seven(width: 38, height: 60), 60, 70), (.zero(width: 40, height: 60), 104, 70)]
        let border = GlyphShape.drawn(width: 30, height: 96) { x, _ in x < 8 }
        let edged = frame(digits + [(border, 160, 52)])
        XCTAssertEqual(reader.read(try row(in: edged), in: edged)?.integer.text, "70")
        let mark = GlyphShape.drawn(width: 30, height: 70) { x, y in x < 8 || y < 8 }
        let followed = frame(digits + [(mark, 160, 62)])
        XCTAssertNil(reader.read(try row(in: followed), in: followed), "ink of a mark's height there: part of the number")
    }

    func testRaisedCentsBesideABrightFrameAreReadInFinerInk() throws {
        // An e-paper label: grey panel, its white frame 8 px right of the raised cents. Against a
        // mean taken as wide as the digits, the grey by the frame is ink and swallows the cents.
        let tag = frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70),
                         (.zero(width: 14, height: 24, stroke: 4), 146, 70), (.zero(width: 14, height: 24, stroke: 4), 164, 70)],
                        paper: { x, _ in x < 186 ? 150 : 250 })
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.integer.text, "17")
        XCTAssertEqual(reading.cents?.text, "00")
    }

    func testBlurredBoldCentsRunTogetherBesideABrightFrameAreReadAgainstTheMedian() throws {
        // Norwegian 028's "39⁹⁰": bold cents touching each other, blurred, 6 px short of an e-paper
        // panel's white frame. Against the wide mean they join the grey by the frame into one blob
        // that seems to continue the digits; against the finer mean their strokes break apart;
        // against the median they are one piece two digits wide, cut in two.
        let tag = boxBlurred(frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70),
                                    (.zero(width: 15, height: 24, stroke: 6), 142, 70), (.zero(width: 15, height: 24, stroke: 6), 156, 70)],
                                   paper: { x, _ in x < 177 ? 150 : 250 }), radius: 2)
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.integer.text, "17")
        XCTAssertEqual(reading.cents?.text, "00")
    }

    func testCentsOnDimPaperByABrightFrameAreFoundAgainstTheMedian() throws {
        // Dim paper (grey 100), the frame 4 px after the cents: against either mean the grey
        // between is ink, the cents vanish into it, and "17" alone would be read for 17.00.
        let tag = frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70),
                         (.zero(width: 15, height: 24, stroke: 5), 142, 70), (.zero(width: 15, height: 24, stroke: 5), 156, 70)],
                        paper: { x, _ in x < 175 ? 100 : 250 })
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.integer.text, "17")
        XCTAssertEqual(reading.cents?.text, "00")
    }

    func testCentsRunTogetherNoWiderThanTheirHeightAreCutInTwo() throws {
        // One piece 23 px wide and 24 tall: no digit template is that wide for its height (0.86),
        // but the digit cutter, seeing no other glyph, would take its width for a digit's.
        let tag = frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70),
                         (.zero(width: 12, height: 24, stroke: 5), 142, 70), (.zero(width: 12, height: 24, stroke: 5), 153, 70)],
                        paper: { x, _ in x < 171 ? 150 : 250 })
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.cents?.text, "00")
    }

    func testThePanelsGreyByItsFrameIsNotTakenForADigitContinuingTheNumber() throws {
        // The panel ends 0.2 digit heights after the cents and 0.25 above and below the digits.
        // Against the wide mean, the grey by its frame there is ink of a digit's height just after
        // the "7"; against the finer mean it is paper.
        let tag = frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70),
                         (.zero(width: 12, height: 24, stroke: 4), 138, 70), (.zero(width: 12, height: 24, stroke: 4), 152, 70)],
                        paper: { x, y in x < 174 && (55..<145).contains(y) ? 150 : 250 })
        let reading = try XCTUnwrap(reader.read(try row(in: tag), in: tag))
        XCTAssertEqual(reading.integer.text, "17")
        XCTAssertEqual(reading.cents?.text, "00")
    }

    /// `frame` with each pixel the mean of its (2r+1)² neighbourhood: a camera's soft focus.
    private func boxBlurred(_ frame: LumaFrame, radius r: Int) -> LumaFrame {
        var out = frame.pixels
        for y in 0..<frame.height { for x in 0..<frame.width {
            var sum = 0, n = 0
            for dy in -r...r { for dx in -r...r {
                let (xx, yy) = (x + dx, y + dy)
                if xx >= 0, yy >= 0, xx < frame.width, yy < frame.height { sum += Int(frame.pixels[yy * frame.stride + xx]); n += 1 }
            } }
            out[y * frame.stride + x] = UInt8(sum / n)
        } }
        return LumaFrame(width: frame.width, height: frame.height, stride: frame.stride, pixels: out, captureTime: 0)
    }

    func testDigitsBesideABrightFrameAreFoundAndReadAgainstTheMedian() throws {
        // Norwegian 030's "27⁹⁰": soft black digits 6 px short of an e-paper panel's white frame.
        // Against the mean, the grey by the frame is ink and the "7" joins it: no row holds them.
        let finder = TallTextRowFinder()
        let tag = frame([(.one(width: 22, height: 60), 116, 70), (.seven(width: 38, height: 60), 142, 70)],
                        paper: { x, y in (40..<186).contains(x) && (40..<160).contains(y) ? 150 : 250 }, ink: 80)
        XCTAssertEqual(finder.rows(in: tag).filter { $0.glyphHeight == 60 }, [])
        let rows = finder.rowsAgainstMedian(in: tag, besides: [])
        let row = try XCTUnwrap(rows.first { $0.glyphHeight == 60 })
        XCTAssertEqual(row.inkLevel, .median)
        XCTAssertEqual(reader.read(row, in: tag)?.integer.text, "17")
        var againstMean = row
        againstMean.inkLevel = .mean
        XCTAssertEqual(reader.read(againstMean, in: tag)?.integer.text, "1", "against the mean the 7 is part of the frame's ring")
        let found = TallTextRowFinder.Row(box: PixelRect(x: 50, y: 70, width: 60, height: 60), glyphHeight: 60)
        XCTAssertEqual(finder.rowsAgainstMedian(in: tag, besides: [found]).filter { $0.glyphHeight == 60 }, [],
                       "where a row found against the mean is read, the median adds none")
    }

    func testRaisedInkOnlyFinerInkFindsAndCannotReadStillWithholdsTheInteger() throws {
        // The same panel with faint cents blurred into one glyph (a hand-held frame of Norwegian
        // 057's "29⁹⁰"). Against the wide mean the grey by the frame is ink and the faint glyph
        // joins it; against the finer mean it stands alone, one glyph where two digits print.
        let panel = frame([(.one(width: 22, height: 60), 60, 70), (.seven(width: 38, height: 60), 96, 70)],
                          paper: { x, _ in x < 186 ? 150 : 250 })
        var pixels = panel.pixels
        let blurred = GlyphShape.zero(width: 20, height: 24, stroke: 4)
        for y in 0..<24 { for x in 0..<20 where blurred.ink[y * 20 + x] { pixels[(70 + y) * panel.stride + 156 + x] = 105 } }
        let tag = LumaFrame(width: panel.width, height: panel.height, stride: panel.stride, pixels: pixels, captureTime: 0)
        XCTAssertNil(reader.read(try row(in: tag), in: tag), "17 alone is not the price when its cents are unread")
    }

    func testACommaBetweenTheDigitsOrUnreadableRaisedInkReadsNothing() throws {
        let digits: [(GlyphShape, Int, Int)] = [(.seven(width: 38, height: 60), 60, 70), (.zero(width: 40, height: 60), 130, 70)]
        let comma = GlyphShape.drawn(width: 9, height: 16) { _, _ in true }
        let withComma = frame(digits + [(comma, 108, 120)])
        XCTAssertNil(reader.read(try row(in: withComma), in: withComma), "7,0 is not the integer 70")
        let blob = GlyphShape.drawn(width: 24, height: 24) { x, y in x < 20 || y < 4 }
        let unreadCents = frame(digits + [(blob, 182, 70)])
        XCTAssertNil(reader.read(try row(in: unreadCents), in: unreadCents), "70 alone is not the price when its cents are unread")
    }

    func testARowThatIsAnotherRowsRaisedEndIsReadOnlyBesideItsReadInteger() {
        // Small "17" where raised cents print after a taller row whose digits read as nothing (an
        // LCD's "185³³" whose "1" broke up): alone it is no price; beside the integer's word it is.
        let tag = frame([(.one(width: 22, height: 60), 160, 40), (.seven(width: 38, height: 60), 196, 40)])
        let integer = TallTextRowFinder.Row(box: PixelRect(x: 20, y: 40, width: 130, height: 100), glyphHeight: 100)
        let cents = TallTextRowFinder.Row(box: PixelRect(x: 160, y: 40, width: 74, height: 60), glyphHeight: 60)
        XCTAssertEqual(reader.words([], reading: [cents], in: tag).map(\.text), ["17"], "read as a row of its own")
        XCTAssertEqual(reader.words([], reading: [cents, integer], in: tag), [])
        let read = OCRWord(text: "107", box: integer.box, confidence: 0.9)
        XCTAssertEqual(reader.words([read], reading: [cents, integer], in: tag).map(\.text), ["107", "17"])
    }

    func testARaisedEndIsAShorterRowAfterATallerOneOrInsideItsTopRight() {
        func row(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> TallTextRowFinder.Row {
            TallTextRowFinder.Row(box: PixelRect(x: x, y: y, width: width, height: height), glyphHeight: height)
        }
        let integer = row(24, 168, 140, 88)
        XCTAssertEqual(GlyphNumberReader.raisedEnd(of: row(106, 168, 48, 58), among: [integer]), integer,
                       "the row finder joined the cents to the integer")
        XCTAssertEqual(GlyphNumberReader.raisedEnd(of: row(170, 170, 40, 40), among: [integer]), integer, "cents after it")
        XCTAssertNil(GlyphNumberReader.raisedEnd(of: row(30, 168, 48, 40), among: [integer]), "its left half")
        XCTAssertNil(GlyphNumberReader.raisedEnd(of: row(110, 200, 48, 50), among: [integer]), "its lower half")
        XCTAssertNil(GlyphNumberReader.raisedEnd(of: row(170, 168, 90, 88), among: [integer]), "a second number as tall")
        XCTAssertNil(GlyphNumberReader.raisedEnd(of: integer, among: [integer]))
        XCTAssertNil(GlyphNumberReader.raisedEnd(of: row(136, 126, 334, 80), among: [row(40, 130, 20, 160)]),
                     "a price wider than two digits beside a tag's edge")
    }

    func testTheReadingReplacesMisreadDigitsButKeepsTheMark() {
        let integer = OCRWord(text: "129", box: PixelRect(x: 100, y: 50, width: 120, height: 60), confidence: 0.5)
        let cents = OCRWord(text: "99", box: PixelRect(x: 224, y: 50, width: 40, height: 24), confidence: 0.6)
        let reading = GlyphNumberReader.Reading(integer: integer, cents: cents)
        let ocr = [OCRWord(text: "429", box: PixelRect(x: 98, y: 40, width: 126, height: 90), confidence: 0.9),
                   OCRWord(text: "₽", box: PixelRect(x: 230, y: 90, width: 20, height: 20), confidence: 0.4),
                   OCRWord(text: "Milk", box: PixelRect(x: 10, y: 150, width: 60, height: 20), confidence: 0.9)]
        let words = reading.replacing(in: ocr)
        XCTAssertEqual(words.map(\.text), ["₽", "Milk", "129", "99"])
        XCTAssertEqual(words[2].confidence, 0.5, "the OCR read other digits: the reading's own confidence")
    }

    func testAReadingTheOCRAgreesWithKeepsTheOCRsConfidenceAndTheTighterBox() {
        let integer = OCRWord(text: "219", box: PixelRect(x: 100, y: 50, width: 120, height: 60), confidence: 0.58)
        let ocr = [OCRWord(text: "219", box: PixelRect(x: 90, y: 40, width: 150, height: 96), confidence: 0.97)]
        let words = GlyphNumberReader.Reading(integer: integer, cents: nil).replacing(in: ocr)
        XCTAssertEqual(words, [OCRWord(text: "219", box: integer.box, confidence: 0.97)])
    }

    func testAReadingThatLeftOutADigitTheOCRAndTheRowSawIsNotPutIn() {
        // The OCR read "12" (its box taking in the first of the raised cents); the row finder's row
        // holds both digits; the shapes read only the "1", the "2" broken in two.
        let row = TallTextRowFinder.Row(box: PixelRect(x: 100, y: 50, width: 70, height: 60), glyphHeight: 60)
        let one = OCRWord(text: "1", box: PixelRect(x: 104, y: 50, width: 14, height: 60), confidence: 0.8)
        let twelve = OCRWord(text: "12", box: PixelRect(x: 100, y: 50, width: 100, height: 60), confidence: 0.9)
        XCTAssertTrue(GlyphNumberReader.Reading(integer: one, cents: nil).leavesOutDigits(of: [twelve], in: row))
        let cents = OCRWord(text: "20", box: PixelRect(x: 124, y: 50, width: 30, height: 24), confidence: 0.8)
        XCTAssertFalse(GlyphNumberReader.Reading(integer: one, cents: cents).leavesOutDigits(of: [twelve], in: row),
                       "cents read right of it account for the row")
        // The row ends with the reading: the OCR's third digit is one too many ("739" for 79).
        let seventyNine = OCRWord(text: "79", box: PixelRect(x: 100, y: 50, width: 70, height: 60), confidence: 0.8)
        let misread = OCRWord(text: "739", box: PixelRect(x: 100, y: 50, width: 104, height: 60), confidence: 0.7)
        XCTAssertFalse(GlyphNumberReader.Reading(integer: seventyNine, cents: nil).leavesOutDigits(of: [misread], in: row))
        let wideRow = TallTextRowFinder.Row(box: PixelRect(x: 100, y: 50, width: 110, height: 60), glyphHeight: 60)
        XCTAssertFalse(GlyphNumberReader.Reading(integer: seventyNine, cents: nil).leavesOutDigits(of: [seventyNine], in: wideRow),
                       "as many digits as the OCR read")
    }
}
