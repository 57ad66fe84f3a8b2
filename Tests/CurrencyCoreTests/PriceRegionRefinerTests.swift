import CurrencyCore
import XCTest

/// Cutting raised cents off the integer by glyph boxes, and planning / merging re-read regions, on
/// hand-made layouts shaped like Tesseract's output on "109 ⁹⁹" tags.
final class PriceRegionRefinerTests: XCTestCase {
    private let refiner = PriceRegionRefiner()

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
        PixelRect(x: x, y: y, width: w, height: h)
    }

    /// A word whose glyphs are `(text, box)` in order; the word's box is their union.
    private func word(_ glyphs: [(String, PixelRect)], conf: Double = 0.4, glyphConf: Double = 0.95) -> OCRWord {
        let box = glyphs.dropFirst().reduce(glyphs[0].1) { $0.union($1.1) }
        return OCRWord(text: glyphs.map(\.0).joined(), box: box, confidence: conf,
                       glyphs: glyphs.map { OCRGlyph(text: $0.0, box: $0.1, confidence: glyphConf) })
    }

    /// Whether `row` gets a region to re-read when the first pass read `word` over it.
    private func rowIsReadAgain(_ row: TallTextRowFinder.Row, over word: OCRWord) -> Bool {
        !refiner.regions(for: [row], words: [word], planned: []).isEmpty
    }

    func testJunkGlyphAfterTheIntegerIsCutOffAndItsCentsAreLookedFor() {
        // "339°": Tesseract boxes the "°" with the whole line, so only its text marks it as cents.
        let line = [word([("3", rect(284, 306, 60, 70)), ("3", rect(354, 306, 60, 70)), ("9", rect(424, 306, 60, 70)),
                          ("°", rect(500, 293, 40, 98))])]
        let split = RaisedCentsSplitter.split(line)
        XCTAssertEqual(split.words.map(\.text), ["339"])
        XCTAssertEqual(split.words.first?.box, rect(284, 306, 200, 70))
        XCTAssertEqual(split.words.first?.confidence, 0.95, "the digits' own confidence, not the junk-dragged word's")
        XCTAssertEqual(split.integersWithoutCents, [rect(284, 306, 200, 70)])
    }

    func testAMarkReadForRaisedCentsIsNotedButAPricesOwnEndingOrATagsEdgeIsNot() {
        let digits = [("2", rect(100, 100, 40, 80)), ("0", rect(145, 100, 40, 80))], integer = rect(100, 100, 85, 80)
        for (mark, noted) in [("%", true), ("°", true), ("”", true), ("'", true), (",", false), ("-", false), (")", false), ("|", false)] {
            // Marks the model cannot place get the whole line's box.
            let split = RaisedCentsSplitter.split([word(digits + [(mark, rect(100, 90, 100, 100))])])
            XCTAssertEqual(split.words.map(\.text), ["20"], mark)
            XCTAssertEqual(split.integersWithoutCents, [integer], mark)
            XCTAssertEqual(split.integersBeforeCentsMarks, noted ? [integer] : [], mark)
        }
        let centsReadApart = RaisedCentsSplitter.split([word(digits + [("°", rect(100, 90, 100, 100))]),
                                                       OCRWord(text: "50", box: rect(190, 102, 30, 36), confidence: 0.9)])
        XCTAssertEqual(centsReadApart.integersBeforeCentsMarks, [], "its cents were read: nothing stays unread")
    }

    func testRaisedDigitsGluedToTheIntegerBecomeTheCentsWord() {
        let line = [word([("1", rect(100, 100, 40, 80)), ("0", rect(145, 100, 40, 80)), ("9", rect(190, 100, 40, 80)),
                          ("9", rect(240, 104, 18, 34)), ("9", rect(260, 104, 18, 34))])]
        let split = RaisedCentsSplitter.split(line)
        XCTAssertEqual(split.words.map(\.text), ["109", "99"])
        XCTAssertEqual(split.words.last?.box, rect(240, 104, 38, 34))
        XCTAssertEqual(split.integersWithoutCents, [], "cents were read: nothing to look for")
        XCTAssertEqual(PriceAssembler().prices(in: split.words).first?.value, Decimal(string: "109.99"))
    }

    func testDecimalPriceAndDigitsOnTheBaselineAreLeftWhole() {
        let decimal = word([("1", rect(0, 0, 30, 60)), ("2", rect(32, 0, 30, 60)), (".", rect(64, 50, 8, 10)),
                            ("9", rect(74, 0, 30, 60)), ("9", rect(106, 0, 30, 60))])
        let lowDigits = word([("4", rect(0, 100, 30, 60)), ("5", rect(32, 100, 30, 60)), ("6", rect(64, 130, 15, 30))])
        let split = RaisedCentsSplitter.split([decimal, lowDigits])
        XCTAssertEqual(split.words.map(\.text), ["12.99", "456"])
        XCTAssertEqual(split.integersWithoutCents, [])
    }

    func testADigitOfAnotherHeightEndsTheInteger() {
        // "960円" with 円 read as a taller "9": not a fifth digit, and not raised, so the word stays.
        let line = [word([("9", rect(253, 181, 45, 64)), ("6", rect(301, 181, 45, 64)), ("0", rect(352, 181, 45, 64)),
                          ("9", rect(404, 176, 45, 77))])]
        XCTAssertEqual(RaisedCentsSplitter.split(line).words.map(\.text), ["9609"])
    }

    func testSeparateRaisedCentsWordMeansNoSecondLook() {
        let integer = word([("2", rect(275, 291, 60, 63)), ("6", rect(342, 291, 60, 63)), ("9", rect(407, 291, 60, 63))])
        let cents = OCRWord(text: "99", box: rect(478, 291, 30, 18), confidence: 0.95)
        let split = RaisedCentsSplitter.split([integer, cents])
        XCTAssertEqual(split.words.map(\.text), ["269", "99"])
        XCTAssertEqual(split.integersWithoutCents, [])
    }

    func testRegionsSurroundTallMisreadWordsButNotWellReadPrices() {
        let words = [OCRWord(text: "DUNN", box: rect(277, 391, 101, 40), confidence: 0.1),
                     OCRWord(text: "¥330", box: rect(300, 100, 200, 30), confidence: 0.9),
                     OCRWord(text: "24,80", box: rect(10, 10, 120, 30), confidence: 0.9),
                     OCRWord(text: "2157,99", box: rect(54, 287, 102, 21), confidence: 0.9)]
        let regions = refiner.regions(for: words)
        XCTAssertEqual(regions.count, 1)
        let region = try? XCTUnwrap(regions.first)
        XCTAssertEqual(region?.box, rect(277 - 28, 391 - 8, 101 + 2.3 * 40, 40 * 1.4))
        XCTAssertEqual(region?.scale ?? 0, 32.0 / 40, accuracy: 1e-9)
    }

    func testTallTextIsSkippedWhenAPriceAsTallWasReadWell() {
        let heading = OCRWord(text: "RAR", box: rect(359, 50, 80, 46), confidence: 0.5)
        let price = OCRWord(text: "¥3,500", box: rect(49, 108, 200, 57), confidence: 0.9)
        let bare = OCRWord(text: "980", box: rect(204, 338, 90, 40), confidence: 0.9)
        XCTAssertEqual(refiner.regions(for: [heading, price, bare]).count, 1, "only the bare integer")
        XCTAssertEqual(refiner.regions(for: [heading, bare]).count, 2, "no legible price: the heading may be one")
    }

    func testGlyphRowsAreReadWhereNoRegionOrWellReadPriceIs() {
        let misread = OCRWord(text: "IN", box: rect(100, 200, 60, 31), confidence: 0.5)
        let planned = refiner.regions(for: [misread])
        let price = OCRWord(text: "$21.99", box: rect(300, 50, 200, 60), confidence: 0.9)
        let rows = [TallTextRowFinder.Row(box: rect(40, 300, 200, 80), glyphHeight: 70),  // nothing read there
                    TallTextRowFinder.Row(box: rect(110, 205, 40, 24), glyphHeight: 24),  // inside the planned region
                    TallTextRowFinder.Row(box: rect(320, 55, 150, 50), glyphHeight: 50)]  // the well-read price
        let regions = refiner.regions(for: rows, words: [misread, price], planned: planned)
        XCTAssertEqual(regions.map(\.box), [rect(40 - 0.7 * 70, 300 - 0.2 * 70, 200 + 1.7 * 70, 80 + 0.4 * 70)])
        XCTAssertEqual(regions.first?.scale ?? 0, 32.0 / 70, accuracy: 1e-9, "scaled by the glyphs' height, not the row's")
    }

    func testRaisedMarksSitRightOfTheIntegersUpperHalf() {
        // A real tag's "699" (86 px) with a faint "⁹⁹" read as "c" (13×14 px) at its top right.
        let integer = rect(232, 308, 225, 86)
        XCTAssertTrue(refiner.isRaisedMark(rect(467, 318, 13, 14), after: integer))
        XCTAssertFalse(refiner.isRaisedMark(rect(467, 370, 13, 14), after: integer), "on the baseline: a unit")
        XCTAssertFalse(refiner.isRaisedMark(rect(600, 318, 13, 14), after: integer), "too far right")
        XCTAssertFalse(refiner.isRaisedMark(rect(467, 318, 13, 6), after: integer), "a speck")
    }

    func testANumberReadTooUnsureToUseIsNotReadWell() {
        // Fixture f032: "₩96,000" read "W96,00" at 0.26, below what the assembler uses.
        let row = TallTextRowFinder.Row(box: rect(66, 248, 382, 84), glyphHeight: 70)
        let unsure = OCRWord(text: "W96,00", box: rect(66, 251, 328, 86), confidence: 0.26)
        XCTAssertTrue(rowIsReadAgain(row, over: unsure))
        var sure = unsure
        sure.confidence = 0.9
        XCTAssertFalse(rowIsReadAgain(row, over: sure))
    }

    func testABareNumberWithAnUnreadGlyphBeforeItIsReadAgainOverThatGlyph() {
        // Real tag_182: "329,99" read "29,99"; the "3" is ink no word covers.
        let cut = OCRWord(text: "29,99", box: rect(172, 406, 93, 21), confidence: 0.97)
        let three = rect(155, 407, 12, 20)
        let regions = refiner.regions(forNumbersMissingTheirFirstDigit: [cut]) { $0 == cut.box ? three : nil }
        XCTAssertEqual(regions.count, 1)
        XCTAssertTrue(regions[0].box.contains(three.center) && regions[0].box.contains(cut.box.center))
        XCTAssertEqual(regions[0].scale, 32.0 / 21)
        let covered = [cut, OCRWord(text: "3", box: three, confidence: 0.9)]
        XCTAssertEqual(refiner.regions(forNumbersMissingTheirFirstDigit: covered) { _ in three }, [], "read as its own word")
        let marked = OCRWord(text: "$29,99", box: cut.box, confidence: 0.97)
        XCTAssertEqual(refiner.regions(forNumbersMissingTheirFirstDigit: [marked]) { _ in three }, [], "a mark begins it")
        XCTAssertEqual(refiner.regions(forNumbersMissingTheirFirstDigit: [cut]) { _ in nil }, [])
    }

    func testOnlyWhatTheAssemblerWouldReportAsItIsIsReadWell() {
        // Fixture f107: "1,150円" read "1,150" at 0.34, too unsure for a price without a mark.
        // Fixture f002: "$154.99" read "$154.9" (and "99)"), a price read only in part.
        let f107 = TallTextRowFinder.Row(box: rect(982, 480, 177, 47), glyphHeight: 41)
        let f002 = TallTextRowFinder.Row(box: rect(184, 168, 241, 55), glyphHeight: 55)
        let cases: [(row: TallTextRowFinder.Row, text: String, confidence: Double, readAgain: Bool)] = [
            (f107, "1,150", 0.34, true), (f107, "¥1,150", 0.34, false), (f107, "1,150", 0.8, false),
            (f002, "$154.9", 0.92, true), (f002, "$154.99", 0.92, false),
        ]
        for (row, text, confidence, readAgain) in cases {
            let word = OCRWord(text: text, box: row.box, confidence: confidence)
            XCTAssertEqual(rowIsReadAgain(row, over: word), readAgain, "\(text) at \(confidence)")
        }
    }

    func testARowInsideARegionPlannedAtAnotherScaleIsReadAtItsOwn() {
        // Fixture f008: junk "iE" boxed 165 px tall over "24,800円" whose digits are 66 px tall.
        let junk = OCRWord(text: "iE", box: rect(387, 278, 79, 165), confidence: 0.25)
        let planned = refiner.regions(for: [junk])
        let row = TallTextRowFinder.Row(box: rect(102, 282, 358, 78), glyphHeight: 66)
        XCTAssertTrue(planned[0].box.contains(row.box.center))
        let regions = refiner.regions(for: [row], words: [junk], planned: planned)
        XCTAssertEqual(regions.map(\.scale), [32.0 / 66])
    }

    func testANumberCutAtItsSeparatorIsReadWellNotATallInteger() {
        // "13,90 €" read as "13," + "90" + "€": joined, it has a separator and needs no second look.
        let words = [OCRWord(text: "13,", box: rect(68, 146, 185, 117), confidence: 0.95),
                     OCRWord(text: "90", box: rect(271, 84, 149, 162), confidence: 0.92),
                     OCRWord(text: "€", box: rect(471, 84, 68, 162), confidence: 0.92)]
        XCTAssertEqual(refiner.regions(for: words), [])
        XCTAssertEqual(refiner.regions(for: [words[0]]).count, 1, "alone, the tall 13 is looked at again")
    }

    func testAnIntegerWhoseCentsCouldNotBeReadIsNotReported() {
        let integer = OCRWord(text: "119", box: rect(100, 100, 150, 80), confidence: 0.95)
        let other = OCRWord(text: "680r", box: rect(100, 300, 60, 20), confidence: 0.9)
        let marked = refiner.withoutCents([integer, other], integer: integer.box)
        XCTAssertEqual(marked.map(\.confidence), [0, 0.9])
        XCTAssertEqual(PriceAssembler().prices(in: marked).map(\.value), [], "neither the integer nor the weight")
        XCTAssertEqual(PriceAssembler().prices(in: [integer, other]).map(\.value), [119], "without the mark, 119 is reported")
    }

    func testAnUnreadableIntegerStaysUnreportedWhenAWideGlyphLooksLikeAMark() {
        // "599" whose "5" box is loose, twice the others' width: `WideMarkReader` reads a mark there.
        let glyphs = [OCRGlyph(text: "5", box: rect(100, 100, 60, 80), confidence: 0.99),
                      OCRGlyph(text: "9", box: rect(165, 100, 30, 80), confidence: 0.99),
                      OCRGlyph(text: "9", box: rect(200, 100, 30, 80), confidence: 0.99)]
        let integer = OCRWord(text: "599", box: rect(100, 100, 130, 80), confidence: 0.95, glyphs: glyphs)
        XCTAssertEqual(PriceExtractor().prices(in: [integer]).map(\.value), [599])
        let marked = refiner.withoutCents([integer], integer: integer.box)
        XCTAssertEqual(PriceExtractor().prices(in: marked).map(\.value), [])
    }

    func testARowsRegionKeepsTheRowsOwnInkWithAMarginForASecondRead() {
        let row = TallTextRowFinder.Row(box: rect(246, 122, 76, 78), glyphHeight: 80)
        let region = try! XCTUnwrap(refiner.regions(for: [row], words: [], planned: []).first)
        XCTAssertEqual(region.rowInk, rect(234, 110, 100, 102), "0.15 glyph heights around the row")
        XCTAssertTrue(region.box.contains(region.rowInk!.center) && region.box.width > region.rowInk!.width)
        XCTAssertNil(refiner.regions(for: [OCRWord(text: "39", box: row.box, confidence: 0.9)]).first?.rowInk,
                     "a word's region has no row of ink behind it")
    }

    func testTheTightCentsBoxIsTheMedianCentsBoxWithAMargin() {
        // An integer 100 px tall ending at x 300: cents from 312 to 373, 0 to 33 below its top.
        let region = refiner.centsWord(after: rect(200, 100, 100, 100))
        XCTAssertEqual(region.box.x, 297, accuracy: 1e-9)
        XCTAssertEqual(region.box.y, 85, accuracy: 1e-9)
        XCTAssertEqual(region.box.width, 91, accuracy: 1e-9)
        XCTAssertEqual(region.box.height, 63, accuracy: 1e-9)
        XCTAssertEqual(region.scale, 32.0 / 33, accuracy: 1e-9, "cents brought to the model's text height")
    }

    func testInkedCentsRegionHasAHalfHeightMarginAndCentsHeightScale() {
        let region = refiner.centsRegion(around: rect(200, 100, 40, 30))
        XCTAssertEqual(region.box, rect(185, 85, 70, 60))
        XCTAssertEqual(region.scale, 32.0 / 30, accuracy: 1e-9)
    }

    func testAtMostThreeRegionsTallestFirstNoneInsideAnother() {
        let words = [30.0, 90, 60, 45, 35].enumerated().map { index, height in
            OCRWord(text: "12", box: rect(Double(index) * 400, 0, 50, height), confidence: 0.9)
        } + [OCRWord(text: "7", box: rect(820, 10, 20, 40), confidence: 0.9)]  // inside the 60 px word's region
        XCTAssertEqual(refiner.regions(for: words).map(\.box.height), [90 * 1.4, 60 * 1.4, 45 * 1.4])
    }

    func testCentsAreTheMostConfidentTwoDigitRead() {
        // Word scores are low under a digit whitelist; the glyphs' scores decide.
        let right = word([("9", rect(518, 263, 13, 27)), ("9", rect(533, 263, 13, 27))], conf: 0.26, glyphConf: 0.9)
        let unitNoise = OCRWord(text: "7", box: rect(520, 330, 8, 9), confidence: 0.27)
        XCTAssertEqual(refiner.cents(from: [unitNoise, right])?.text, "99")
        XCTAssertEqual(refiner.cents(from: [right])?.confidence, 0.9)
        // "199": the "1" is the integer's last stroke at the crop's left edge.
        let withStroke = word([("1", rect(498, 263, 6, 27)), ("9", rect(518, 263, 13, 27)), ("9", rect(533, 263, 13, 27))])
        XCTAssertEqual(refiner.cents(from: [withStroke])?.text, "99")
        XCTAssertNil(refiner.cents(from: [word([("9", rect(518, 263, 13, 27)), ("9", rect(533, 263, 13, 27))], glyphConf: 0.3)]), "unsure digits are not cents")
        XCTAssertNil(refiner.cents(from: [word([("4", rect(518, 263, 13, 27)), ("2", rect(533, 263, 13, 27)),
                                                ("3", rect(548, 263, 13, 27))])]))
    }

    func testMergeReplacesOnlyWordsARereadDigitCovers() {
        let region = PriceRegionRefiner.Region(box: rect(200, 250, 400, 100), scale: 0.5)
        let first = [OCRWord(text: "36", box: rect(210, 260, 112, 66), confidence: 0.96),
                     OCRWord(text: "py6", box: rect(395, 312, 24, 14), confidence: 0.8),
                     OCRWord(text: "576", box: rect(272, 205, 47, 18), confidence: 0.9)]
        let reread = [word([("3", rect(210, 260, 55, 66)), ("6", rect(270, 260, 55, 66)), ("8", rect(332, 260, 55, 66)),
                            ("°", rect(396, 260, 40, 66))])]
        XCTAssertEqual(refiner.merged(first, region: region, reread: reread).map(\.text), ["py6", "576", "368°"],
                       "the junk glyph's line-high box does not remove the unit under the cents")
        XCTAssertEqual(refiner.merged(first, region: region, reread: [OCRWord(text: "AB", box: rect(210, 260, 99, 66), confidence: 0.9)]),
                       first, "a re-read without digits changes nothing")
    }

    func testAReReadOfTheSameTextLessSurelyKeepsTheSurerWord() {
        let region = PriceRegionRefiner.Region(box: rect(390, 170, 70, 45), scale: 1.5)
        let integer = OCRWord(text: "18", box: rect(326, 184, 77, 56), confidence: 0.99)
        let cents = word([("9", rect(410, 182, 20, 28)), ("0", rect(432, 182, 21, 28))], conf: 0.99)
        let unsure = word([("9", rect(411, 182, 20, 28)), ("0", rect(433, 182, 20, 28))], conf: 0.0, glyphConf: 0.0)
        XCTAssertEqual(refiner.merged([integer, cents], region: region, reread: [unsure]), [integer, cents],
                       "the second region around the cents alone read them at 0.00")
        let other = word([("9", rect(411, 182, 20, 28)), ("6", rect(433, 182, 20, 28))], conf: 0.0, glyphConf: 0.0)
        XCTAssertEqual(refiner.merged([integer, cents], region: region, reread: [other]), [integer, other],
                       "a re-read that reads other digits still replaces the word, however unsure")
        let surer = word([("9", rect(411, 182, 20, 28)), ("0", rect(433, 182, 20, 28))], conf: 1.0)
        XCTAssertEqual(refiner.merged([integer, cents], region: region, reread: [surer]), [integer, surer])
    }

    /// Russian tune clip, frame 783: the "299⁹⁹" row re-read "299" with its last "9" boxed over the
    /// cents, and the cents again a shade less surely. The re-read cents are left out for the
    /// surer ones, which stay though the integer's loose box overlaps them: both gone, the price
    /// lost its cents.
    func testTheSurerWordALessSureReReadLeavesStaysUnderAnotherReReadWordsBox() {
        let region = PriceRegionRefiner.Region(box: rect(223, 113, 325, 118), scale: 0.5)
        let integer = word([("2", rect(244, 117, 72, 103)), ("9", rect(330, 117, 70, 103)), ("9", rect(413, 117, 72, 103))], conf: 0.99)
        let cents = word([("9", rect(480, 135, 50, 54)), ("9", rect(538, 135, 37, 45))], conf: 0.94)
        let reread = [word([("2", rect(243, 115, 74, 102)), ("9", rect(329, 115, 72, 102)), ("9", rect(413, 115, 72, 102))], conf: 0.99),
                      word([("9", rect(479, 110, 55, 70)), ("9", rect(538, 110, 60, 70))], conf: 0.93)]
        XCTAssertEqual(refiner.merged([integer, cents], region: region, reread: reread).map(\.text), ["99", "299"])
    }

    func testARowWhereRaisedCentsPrintBesideANumberIsARowOfCents() throws {
        // Norwegian tune clip, frame 861: "34" read, and the øre "⁹⁰" found as a row of their own.
        let integer = OCRWord(text: "34", box: rect(375, 219, 143, 111), confidence: 0.99)
        let centsRow = TallTextRowFinder.Row(box: rect(536, 222, 64, 46), glyphHeight: 46)
        let region = try XCTUnwrap(refiner.regions(for: [centsRow], words: [], planned: []).first)
        XCTAssertTrue(refiner.isRaisedCentsRow(region, besides: [integer]))
        XCTAssertFalse(refiner.isRaisedCentsRow(region, besides: []), "no number beside it: a row like any other")
        let name = OCRWord(text: "SALAT", box: integer.box, confidence: 0.99)
        XCTAssertFalse(refiner.isRaisedCentsRow(region, besides: [name]), "beside a word without digits")
        let wordRegion = PriceRegionRefiner.Region(box: region.box, scale: region.scale, line: centsRow.box)
        XCTAssertFalse(refiner.isRaisedCentsRow(wordRegion, besides: [integer]), "a word's region, not a row found as ink")
    }

    func testAReReadPieceOfANumberTheRegionCutsIsLeftOut() {
        // t031 of a wild set enlarged: a tall junk word at the tag's left edge reaches over half of "380.000".
        let region = PriceRegionRefiner.Region(box: rect(-29, 60, 112, 57), scale: 0.8)
        let edge = OCRWord(text: "_", box: rect(0, 68, 18, 41), confidence: 0.3)
        let price = OCRWord(text: "380.000", box: rect(31, 74, 129, 26), confidence: 0.96)
        let piece = word([("3", rect(32, 74, 16, 25)), ("8", rect(50, 74, 16, 25)), ("0", rect(68, 74, 16, 25))])
        XCTAssertEqual(refiner.merged([edge, price], region: region, reread: [piece]).map(\.text), ["_", "380.000"])
        let inRegion = OCRWord(text: "38", box: rect(31, 74, 40, 26), confidence: 0.96)
        XCTAssertEqual(refiner.merged([edge, inRegion], region: region, reread: [piece]).map(\.text), ["_", "380"],
                       "a number whose centre the region holds is replaced")
        let text = OCRWord(text: "VND", box: rect(60, 74, 60, 26), confidence: 0.9)
        XCTAssertEqual(refiner.merged([edge, text], region: region, reread: [piece]).map(\.text), ["_", "VND", "380"],
                       "only a number is a piece's whole")
        // wild t049: the region read "197" over a first pass's "97"; the "1"'s box runs down over "3.00" below it.
        let tallRegion = PriceRegionRefiner.Region(box: rect(184, 97, 442, 154), scale: 0.3)
        let below = OCRWord(text: "3.00", box: rect(144, 205, 55, 22), confidence: 0.96)
        let integer = word([("1", rect(184, 121, 40, 106)), ("9", rect(230, 121, 70, 88)), ("7", rect(310, 121, 70, 88))])
        XCTAssertEqual(refiner.merged([below], region: tallRegion, reread: [integer]).map(\.text), ["3.00", "197"],
                       "a digit on another line is no piece of the number it overlaps")
    }

    func testRegionCutsAndScalesTheFrame() throws {
        // 4×2 frame, values 0…7; the right half shrunk by 2 averages each 2×2 block.
        let frame = LumaFrame(width: 4, height: 2, stride: 4, pixels: [0, 10, 20, 30, 40, 50, 60, 70], captureTime: 0)
        let half = try XCTUnwrap(frame.region(rect(2, 0, 2, 2), scale: 0.5))
        XCTAssertEqual(half.frame.pixels, [45])
        XCTAssertEqual(half.origin, PixelPoint(x: 2, y: 0))
        let doubled = try XCTUnwrap(frame.region(rect(-5, 0, 20, 1), scale: 2))
        XCTAssertEqual(doubled.frame.width, 8, "clipped to the frame before scaling")
        XCTAssertEqual(doubled.frame.pixels.first, 0)
        XCTAssertEqual(doubled.frame.pixels.last, 30)
        XCTAssertNil(frame.region(rect(10, 10, 5, 5), scale: 1))
        let word = OCRWord(text: "9", box: rect(4, 2, 8, 10), confidence: 1).mapped(from: PixelPoint(x: 100, y: 50), scale: 2)
        XCTAssertEqual(word.box, rect(102, 51, 4, 5))
    }

    /// Small print that makes no price alone ("pant 2.5", a cent lost) is read again with the words
    /// beside it on its line, enlarged to the model's text height; the crop stops at the next word
    /// ("11,15"), which it would cut in two. Print read as a price, print too small to be reported
    /// and tall words are not re-read here.
    func testSmallPrintIsReadAgainWithItsLineUpToTheNextWord() throws {
        let label = OCRWord(text: "pant", box: rect(100, 300, 30, 14), confidence: 0.9)
        let amount = OCRWord(text: "2.5", box: rect(136, 300, 26, 14), confidence: 0.5)
        let next = OCRWord(text: "11,15", box: rect(180, 300, 40, 14), confidence: 0.9)
        let tiny = OCRWord(text: "0.3", box: rect(100, 400, 20, 8), confidence: 0.2)
        let tall = OCRWord(text: "2.9", box: rect(100, 100, 60, 40), confidence: 0.2)
        let regions = refiner.regions(forSmallNumbers: [label, amount, next, tiny, tall], besides: [])
        XCTAssertEqual(regions.count, 1)
        let region = try XCTUnwrap(regions.first)
        XCTAssertEqual(region.box.x, 100 - 0.7 * 14, accuracy: 0.01, "reaches left of the label")
        XCTAssertEqual(region.box.maxX, 180, accuracy: 0.01, "stops where the next word starts")
        XCTAssertEqual(region.scale, 32.0 / 14, accuracy: 0.01)
        XCTAssertEqual(refiner.regions(forSmallNumbers: [label, amount], besides: [region]), [], "already in a region")
    }

    func testSmallPrintReadAsAQuantityWithItsUnitIsNotReadAgain() {
        // "1,5 kg" read "15kg": enlarged, the model read "15k", which is 15 000 on a menu.
        for quantity in ["15kg", "450g", "1.5L", "400r"] {
            let word = OCRWord(text: quantity, box: rect(100, 300, 40, 14), confidence: 0.5)
            XCTAssertEqual(refiner.regions(forSmallNumbers: [word], besides: []), [], quantity)
        }
        for misread in ["791", "15k9", "2.5;"] {
            let word = OCRWord(text: misread, box: rect(100, 300, 40, 14), confidence: 0.5)
            XCTAssertEqual(refiner.regions(forSmallNumbers: [word], besides: []).count, 1, misread)
        }
    }

    func testUnreadSmallPrintIsReadEnlargedTallestFirstReachingOutAsAWordsRegionDoes() throws {
        let deposit = SmallPrintLineFinder.Line(box: rect(100, 300, 60, 12), glyphHeight: 12, glyphs: 7)
        let fine = SmallPrintLineFinder.Line(box: rect(100, 340, 60, 8), glyphHeight: 8, glyphs: 9)
        let regions = refiner.regions(forSmallPrint: [fine, deposit], besides: [])
        XCTAssertEqual(regions.map(\.glyphs), [7, 9], "taller print first")
        let region = try XCTUnwrap(regions.first)
        XCTAssertEqual(region.box.x, 100 - 0.7 * 12, accuracy: 0.01)
        XCTAssertEqual(region.box.maxX, 160 + 1.6 * 12, accuracy: 0.01)
        XCTAssertEqual(region.box.y, 300 - 0.5 * 12, accuracy: 0.01)
        XCTAssertEqual(region.scale, 32.0 / 12, accuracy: 0.01)
        XCTAssertEqual(regions.last?.scale, 3, "enlarged at most `maximumSmallScale` times")
        XCTAssertEqual(refiner.regions(forSmallPrint: [deposit], besides: [region]), [], "already in a region")
    }
}
