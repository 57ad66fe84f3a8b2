@testable import CurrencyCore
import TestSupport
import XCTest

/// Layout rules on hand-made word boxes, shaped like Tesseract's output on shelf tags and menus.
final class PriceAssemblerTests: XCTestCase {
    private let assembler = PriceAssembler()

    private func box(_ text: String, x: Double, y: Double, w: Double, h: Double, conf: Double = 0.9) -> OCRWord {
        OCRWord(text: text, box: PixelRect(x: x, y: y, width: w, height: h), confidence: conf)
    }

    func testSuperscriptCentsJoinTheInteger() {
        let prices = assembler.prices(in: [box("109", x: 100, y: 100, w: 150, h: 80),
                                           box("99", x: 260, y: 104, w: 40, h: 30)])
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "109.99")!])
        XCTAssertEqual(prices.first?.box, PixelRect(x: 100, y: 100, width: 200, height: 80))
    }

    func testAPhonesGroupsAfterItsLabelAreNoRaisedCents() {
        // "ĐT: 55 94 88 43" under a menu, read "DT:", "55" and a "94" boxed high beside it.
        let groups = [box("55", x: 100, y: 100, w: 60, h: 80), box("94", x: 170, y: 100, w: 40, h: 40)]
        XCTAssertEqual(assembler.prices(in: groups).map(\.value), [Decimal(string: "55.94")!], "alone, a raised-cents price")
        for label in ["DT:", "ĐT:", "Tel"] {
            XCTAssertEqual(assembler.prices(in: [box(label, x: 20, y: 130, w: 60, h: 40)] + groups), [], label)
        }
    }

    func testABareNumberAwayFromAColumnOfMarkedPricesIsNoPrice() {
        // A menu's "NT$105", "NT$125", "NT$160" right-aligned at 545, and "排骨便當" read "346" at its left.
        let marked = [box("NT$105", x: 412, y: 131, w: 133, h: 36), box("NT$125", x: 412, y: 245, w: 133, h: 35),
                      box("NT$160", x: 412, y: 358, w: 133, h: 35)]
        let misread = box("346", x: 90, y: 301, w: 80, h: 35)
        XCTAssertEqual(assembler.prices(in: marked + [misread]).map(\.value), [105, 125, 160])
        XCTAssertEqual(assembler.prices(in: marked.prefix(2) + [misread]).map(\.value).sorted(), [105, 125, 346],
                       "two marked prices are no rule yet")
        // A bare number in their column is one of them, its mark unread.
        let inColumn = box("95", x: 500, y: 188, w: 45, h: 35)
        XCTAssertEqual(assembler.prices(in: marked + [inColumn]).map(\.value).sorted(), [95, 105, 125, 160])
    }

    func testCentsBeyondAnotherDigitAreNotTheIntegers() {
        // Norwegian tune clip, 025: "34⁹⁰" read as "3", then "4°", then "⁹⁰"; the "4" lies between.
        let three = box("3", x: 358, y: 211, w: 82, h: 154)
        let four = OCRWord(text: "4°", box: PixelRect(x: 456, y: 208, width: 145, height: 154), confidence: 0.9,
                           glyphs: [OCRGlyph(text: "4", box: PixelRect(x: 456, y: 208, width: 70, height: 154)),
                                    OCRGlyph(text: "°", box: PixelRect(x: 525, y: 208, width: 76, height: 154))])
        let ninety = box("90", x: 540, y: 209, w: 66, h: 54)
        XCTAssertEqual(assembler.prices(in: [three, four, ninety]).map(\.value), [])
        let mark = OCRWord(text: "°", box: four.glyphs[1].box, confidence: 0.9, glyphs: [four.glyphs[1]])
        XCTAssertEqual(assembler.prices(in: [three, mark, ninety]).map(\.value), [Decimal(string: "3.90")!],
                       "only a digit between them parts them")
    }

    func testCentsOnTheBaselineAreNotSuperscript() {
        // Same small size but level with the integer's bottom: a separate number (e.g. a pack count).
        let prices = assembler.prices(in: [box("109", x: 100, y: 100, w: 150, h: 80),
                                           box("99", x: 260, y: 150, w: 40, h: 30)])
        XCTAssertFalse(prices.contains { $0.value == Decimal(string: "109.99")! })
        XCTAssertEqual(prices.first?.value, 109, "the tall integer stays the key price")
    }

    func testABareNumberIsMeasuredAgainstTheTallestSurelyReadPrice() {
        // A receipt's total, bare, below the label "金額" read at a guess as a taller "$38".
        let total = box("1755", x: 500, y: 325, w: 58, h: 24, conf: 0.96)
        XCTAssertEqual(Set(assembler.prices(in: [box("$38", x: 241, y: 323, w: 40, h: 33, conf: 0.27), total]).map(\.value)),
                       [38, 1755])
        // Read surely, a price that tall leaves the smaller bare number out, as before.
        XCTAssertEqual(assembler.prices(in: [box("$38", x: 241, y: 323, w: 40, h: 33, conf: 0.9), total]).map(\.value), [38])
    }

    func testTwoBareDigitsAreNotAPriceWithoutMarkOrCents() {
        // Raised cents whose integer was not read: tall, confident, and still not the price.
        XCTAssertEqual(assembler.prices(in: [box("99", x: 478, y: 291, w: 40, h: 30)]), [])
        XCTAssertEqual(assembler.prices(in: [box("¥", x: 430, y: 291, w: 25, h: 30), box("99", x: 460, y: 291, w: 40, h: 30)])
            .map(\.value), [99])
        XCTAssertEqual(assembler.prices(in: [box("199", x: 478, y: 291, w: 60, h: 30)]).map(\.value), [199])
    }

    func testTwoBareDigitsThatDominateTheirTagAreItsPrice() {
        // A Japanese tag: "79" with no mark, the product's name read small above it.
        let name = box("Chocolate", x: 20, y: 10, w: 120, h: 14)
        XCTAssertEqual(assembler.prices(in: [name, box("79", x: 60, y: 40, w: 50, h: 40)]).map(\.value), [79])
        // Not when the other text is nearly as tall: then "79" is as likely a pack count or a day.
        let heading = box("Chocolate", x: 20, y: 10, w: 120, h: 32)
        XCTAssertEqual(assembler.prices(in: [heading, box("79", x: 60, y: 50, w: 50, h: 40)]), [])
    }

    func testBareDigitsReadWithAMarkForRaisedCentsAreNoPrice() {
        // Norwegian tune clip, 025: "34⁹⁰" read "34”" in a live frame, its cents unread; reported,
        // it showed 34. Dominating its tag, the same digits without the mark are a price.
        let name = box("MEKSIKANSK", x: 62, y: 117, w: 284, h: 74)
        XCTAssertEqual(assembler.prices(in: [name, box("34”", x: 376, y: 207, w: 226, h: 155, conf: 0.95)]), [])
        XCTAssertEqual(assembler.prices(in: [name, box("399°", x: 376, y: 207, w: 226, h: 155, conf: 0.95)]), [])
        XCTAssertEqual(assembler.prices(in: [name, box("34", x: 376, y: 207, w: 160, h: 155, conf: 0.95)]).map(\.value), [34])
        XCTAssertEqual(assembler.prices(in: [box("€34”", x: 376, y: 207, w: 226, h: 155, conf: 0.95)]).map(\.value), [34],
                       "a currency mark says it is a price")
    }

    func testTwoBareDigitsAloneInAStillPictureAreItsPriceWhenTheyFillIt() {
        // A close crop of one label: "79" is all that was read, a third of the picture tall.
        let seventyNine = box("79", x: 60, y: 100, w: 70, h: 100)
        XCTAssertEqual(assembler.prices(in: [seventyNine], pictureHeight: 320).map(\.value), [79])
        // A live frame gives no picture height: the rule for raised cents whose integer was lost holds.
        XCTAssertEqual(assembler.prices(in: [seventyNine]), [])
        // Raised øre alone, a tenth of the picture tall: not a price.
        XCTAssertEqual(assembler.prices(in: [box("90", x: 200, y: 60, w: 30, h: 32)], pictureHeight: 320), [])
    }

    func testCommaDecimalIsAPrice() {
        let prices = assembler.prices(in: [box("94,99", x: 10, y: 10, w: 80, h: 20)])
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "94.99")!])
    }

    func testKeyPriceRanksAboveTheSmallerRegularPrice() {
        let prices = assembler.prices(in: [box("94,99", x: 10, y: 10, w: 80, h: 20),
                                           box("79", x: 100, y: 60, w: 120, h: 80),
                                           box("99", x: 225, y: 64, w: 36, h: 30)])
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "79.99")!, Decimal(string: "94.99")!])
    }

    func testLoneSymbolJoinsTheNumberAndDecidesItsSeparator() {
        let yen = assembler.prices(in: [box("¥", x: 100, y: 100, w: 20, h: 30), box("3,500", x: 125, y: 100, w: 70, h: 30)])
        XCTAssertEqual(yen.map(\.rawText), ["¥ 3,500"])
        XCTAssertEqual(yen.map(\.value), [3500])
        let euro = assembler.prices(in: [box("3.500", x: 100, y: 100, w: 70, h: 30), box("€", x: 175, y: 100, w: 20, h: 30)])
        XCTAssertEqual(euro.map(\.value), [3500])
    }

    func testOCRFormsOfMarksAreRead() {
        XCTAssertEqual(assembler.prices(in: [box("INTS2,190", x: 0, y: 0, w: 150, h: 30)]).map(\.value), [2190])
        XCTAssertEqual(assembler.prices(in: [box("NTS$190", x: 0, y: 0, w: 150, h: 30)]).map(\.value), [190], "S and $ both read")
        XCTAssertEqual(assembler.prices(in: [box("uss44", x: 0, y: 0, w: 150, h: 60, conf: 0.39)]).map(\.value), [44], "US$ in lower case, $ as s")
        XCTAssertEqual(assembler.prices(in: [box("USS12", x: 0, y: 0, w: 150, h: 60)]).first?.rawText, "USS12")
        XCTAssertEqual(assembler.prices(in: [box("#10,000", x: 0, y: 0, w: 137, h: 35)]).map(\.value), [10000], "₩ read as #")
        XCTAssertEqual(assembler.prices(in: [box("#12", x: 0, y: 0, w: 50, h: 35)]), [], "an item number")
        XCTAssertEqual(assembler.prices(in: [box("#10,00", x: 0, y: 0, w: 137, h: 35)]), [], "not in thousands")
        XCTAssertEqual(assembler.prices(in: [box("NTS", x: 0, y: 0, w: 50, h: 30),
                                             box("770", x: 55, y: 0, w: 50, h: 30)]).map(\.value), [770])
        XCTAssertEqual(assembler.prices(in: [box("960円", x: 0, y: 0, w: 80, h: 30)]).map(\.value), [960])
    }

    func testDistractorsAreDropped() {
        let words = [
            box("$12.99", x: 0, y: 0, w: 120, h: 40),
            box("400g", x: 0, y: 60, w: 60, h: 20), box("130", x: 0, y: 90, w: 40, h: 20),
            box("r", x: 42, y: 92, w: 10, h: 18), box("2023-07-26", x: 0, y: 120, w: 100, h: 20),
            box("14:30", x: 0, y: 150, w: 50, h: 20), box("-20%", x: 0, y: 180, w: 50, h: 20),
            box("4901234567894", x: 0, y: 210, w: 200, h: 20), box("03-5347-1350", x: 0, y: 240, w: 120, h: 20),
            box("2025-", x: 0, y: 270, w: 50, h: 20), box("10", x: 0, y: 300, w: 20, h: 20),
            box("%", x: 22, y: 300, w: 15, h: 20), box("+7", x: 0, y: 330, w: 20, h: 20),
        ]
        XCTAssertEqual(assembler.prices(in: words).map(\.value), [Decimal(string: "12.99")!])
    }

    func testSmallBareNumbersAreNotReportedButTallOnesAre() {
        let words = [box("1,280", x: 0, y: 0, w: 150, h: 60), box("24", x: 0, y: 100, w: 30, h: 20)]
        XCTAssertEqual(assembler.prices(in: words).map(\.value), [1280])
    }

    func testPricesReadOnlyInPartAreNotReported() {
        let cut = ["€5,", "$154.9", "RM32.5", "5,4 €"].enumerated().map { box($1, x: 0, y: Double($0) * 100, w: 120, h: 40) }
        XCTAssertEqual(PriceAssembler().prices(in: cut), [])
        let whole = ["€5,45", "$154.99", "RM32", "3,500円"].enumerated().map { box($1, x: 0, y: Double($0) * 100, w: 120, h: 40) }
        XCTAssertEqual(PriceAssembler().prices(in: whole).map(\.value).sorted(), [5.45, 32, 154.99, 3500])
    }

    func testThreeDecimalsAreNotAPrice() {
        // Real tags' fine print and a misread: "71.641", and a yen price never has cents.
        let odd = [box("71.641", x: 0, y: 0, w: 90, h: 14), box("5.030円", x: 0, y: 50, w: 90, h: 14)]
        XCTAssertEqual(PriceAssembler().prices(in: odd), [])
        // Grouping with a dot-grouping mark stays a price, and so do two decimals.
        let fine = [box("€3.500", x: 0, y: 0, w: 90, h: 14), box("71.64", x: 0, y: 50, w: 90, h: 14)]
        XCTAssertEqual(PriceAssembler().prices(in: fine).map(\.value).sorted(), [71.64, 3500])
    }

    func testANumberWhoseEveryGlyphIsSureIsUsedThoughTheWordIsNot() {
        // Fixture f120, a dim menu: "5,90" and its "€" read right at word confidence 0.05, every
        // glyph at 0.99 or more.
        func number(glyphConfidence: Double) -> OCRWord {
            let glyphs = [("5", 517.0, 11.0), (",", 531, 4), ("9", 538, 12), ("0", 551, 13)].map {
                OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: 72, width: $0.2, height: 17), confidence: glyphConfidence)
            }
            return OCRWord(text: "5,90", box: PixelRect(x: 517, y: 72, width: 47, height: 19), confidence: 0.05, glyphs: glyphs)
        }
        let mark = box("€", x: 572, y: 73, w: 12, h: 16, conf: 0.05)
        XCTAssertEqual(assembler.prices(in: [number(glyphConfidence: 0.99), mark]).map(\.value), [5.9])
        XCTAssertEqual(assembler.prices(in: [number(glyphConfidence: 0.6), mark]), [])
    }

    func testAStrayGlyphBeforeASuffixMarkIsJunk() {
        XCTAssertEqual(assembler.prices(in: [box("3,25¢€", x: 0, y: 0, w: 67, h: 19)]).map(\.value), [3.25])
        XCTAssertEqual(assembler.prices(in: [box("12,90'€", x: 0, y: 0, w: 67, h: 19)]).map(\.value), [12.9])
    }

    func testNoAmountHasALeadingZero() {
        // Fixture f124, a label with no price: a row re-read as "024".
        XCTAssertEqual(assembler.prices(in: [box("024", x: 0, y: 0, w: 60, h: 40)]), [])
        XCTAssertEqual(assembler.prices(in: [box("07,50 €", x: 0, y: 0, w: 120, h: 40)]), [])
        XCTAssertEqual(assembler.prices(in: [box("0,99 €", x: 0, y: 0, w: 100, h: 40)]).map(\.value), [0.99])
    }

    func testYenAndWonWithCentsAreCutGroupsNotPrices() {
        // Fixture f110's "¥1,510" read "¥1,51" (a number word) and "¥2,280" read "¥2,28)" (parsed from other text).
        let cut = [box("¥1,51", x: 0, y: 0, w: 90, h: 30), box("¥2,28)", x: 0, y: 50, w: 90, h: 30),
                   box("₩4,50", x: 0, y: 100, w: 90, h: 30)]
        XCTAssertEqual(PriceAssembler().prices(in: cut), [])
        // "Y" and "W" read for other letters are not marks printed as such; whole amounts stay.
        let kept = [box("Y1,51", x: 0, y: 0, w: 90, h: 30), box("¥1,510", x: 0, y: 50, w: 90, h: 30)]
        XCTAssertEqual(PriceAssembler().prices(in: kept).map(\.value).sorted(), [1.51, 1510])
    }

    func testFinePrintIsNotAPrice() {
        let fine = [box("4.940", x: 0, y: 0, w: 30, h: 8), box("$4.08", x: 0, y: 50, w: 30, h: 7)]
        XCTAssertEqual(PriceAssembler().prices(in: fine), [])
        XCTAssertEqual(PriceAssembler().prices(in: [box("$4.08", x: 0, y: 50, w: 40, h: 12)]).map(\.value), [4.08])
    }

    func testALoneDigitNeedsAMarkOfItsSize() {
        let tiny = [box("PYB", x: 482, y: 348, w: 33, h: 10), box("5", x: 533, y: 283, w: 25, h: 87)]
        XCTAssertEqual(PriceAssembler().prices(in: tiny), [])
        let sized = [box("€", x: 482, y: 290, w: 40, h: 60), box("5", x: 533, y: 283, w: 45, h: 70)]
        XCTAssertEqual(PriceAssembler().prices(in: sized).map(\.value), [5])
    }

    func testAPriceGluedToLettersInAWordIsNotReported() {
        // A heading read "¥7b"; two prices in one word still are.
        XCTAssertEqual(PriceAssembler().prices(in: [box("¥7b", x: 0, y: 0, w: 76, h: 28)]), [])
        let two = PriceAssembler().prices(in: [box("$100/€85.50", x: 0, y: 0, w: 200, h: 28)])
        XCTAssertEqual(two.map(\.value).sorted(), [85.5, 100])
    }

    func testLongBareIntegersAreCodesUnlessGrouped() {
        XCTAssertEqual(assembler.prices(in: [box("24800", x: 0, y: 0, w: 150, h: 60)]), [])
        XCTAssertEqual(assembler.prices(in: [box("119,000", x: 0, y: 0, w: 150, h: 60)]).map(\.value), [119000])
    }

    func testLowConfidenceWordsAreIgnoredButLoneMarksAreNot() {
        XCTAssertEqual(assembler.prices(in: [box("12.99", x: 0, y: 0, w: 100, h: 30, conf: 0.2)]), [])
        let joined = assembler.prices(in: [box("$", x: 0, y: 0, w: 15, h: 30, conf: 0.1),
                                           box("5", x: 18, y: 0, w: 15, h: 30)])
        XCTAssertEqual(joined.map(\.value), [5], "one digit counts once a mark stands beside it")
    }

    func testAPriceWithItsMarkGluedOnIsUsedAtLowerConfidence() {
        // Fixture f121, a tilted menu: "NT$550" and "NTS$190" read at 0.19 and 0.29.
        XCTAssertEqual(assembler.prices(in: [box("NT$550", x: 0, y: 0, w: 66, h: 19, conf: 0.19),
                                             box("NTS$190", x: 0, y: 40, w: 67, h: 19, conf: 0.29)]).map(\.value), [190, 550])
        XCTAssertEqual(assembler.prices(in: [box("NT$550", x: 0, y: 0, w: 66, h: 19, conf: 0.1)]), [], "junk at 0.1")
        XCTAssertEqual(assembler.prices(in: [box("550", x: 0, y: 0, w: 66, h: 19, conf: 0.19)]), [], "no mark")
    }

    /// A receipt's lines are amounts of one height; the one right of a total's label is the key price
    /// and says so, for the still-picture vote. A subtotal's label does not count.
    func testTheAmountRightOfATotalsLabelRanksFirstAndIsMarked() {
        let words = [box("KAROTTEN", x: 0, y: 100, w: 160, h: 30), box("1,19", x: 500, y: 100, w: 70, h: 30),
                     box("SUMME", x: 0, y: 200, w: 110, h: 30), box("EUR", x: 300, y: 200, w: 60, h: 30),
                     box("5,47", x: 500, y: 200, w: 70, h: 30)]
        let prices = assembler.prices(in: words)
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "5.47")!, Decimal(string: "1.19")!])
        XCTAssertEqual(prices.map(\.isLabelledTotal), [true, false])
        var subtotal = words
        subtotal[2].text = "Zwischensumme"
        XCTAssertEqual(assembler.prices(in: subtotal).map(\.isLabelledTotal), [false, false])
    }

    /// Vietnamese receipts print their total after "Thành tiền" or "Tổng tiền" as well as "Tổng
    /// cộng"; the English model drops the diacritics ("Thanh tien 391.000").
    func testVietnameseTotalLabelsMarkTheTotal() {
        for label in [["Thanh", "tien"], ["Thành", "tiền"], ["TONG", "TIEN"], ["Tổng", "cộng"]] {
            let words = [box("Banh", x: 0, y: 100, w: 80, h: 30), box("33.000", x: 420, y: 100, w: 100, h: 30),
                         box(label[0], x: 0, y: 200, w: 90, h: 30), box(label[1], x: 100, y: 200, w: 70, h: 30),
                         box("391.000", x: 405, y: 200, w: 115, h: 30)]
            XCTAssertEqual(assembler.prices(in: words).first?.isLabelledTotal, true, label.joined(separator: " "))
            XCTAssertEqual(assembler.prices(in: words).first?.value, 391_000, label.joined(separator: " "))
        }
    }

    /// Tills elsewhere in Europe, in Turkey and in Korea name the amount due in their own words; a
    /// subtotal's word in those languages does not count.
    func testTotalLabelsOfOtherCountriesMarkTheTotal() {
        for label in ["TOTALE", "Totaal", "TE BETALEN", "RAZEM", "Celkem", "SUMMA", "Att betala", "YHTEENSÄ", "NET A PAYER",
                      "Total a pagar", "TOPLAM", "합계"] {
            XCTAssertTrue(TotalLabel.marksTotal(label), label)
        }
        for label in ["SUBTOTALE", "Subtotaal", "소계", "Summary", "Razematazz"] {
            XCTAssertFalse(TotalLabel.marksTotal(label), label)
        }
    }

    func testLookalikeLettersAreReadAsDigitsOnlyInMostlyDigitWords() {
        XCTAssertEqual(assembler.prices(in: [box("$1O5", x: 0, y: 0, w: 80, h: 30)]).map(\.value), [105])
        XCTAssertEqual(assembler.prices(in: [box("SOLD", x: 0, y: 0, w: 80, h: 30)]), [])
    }

    /// A number right after a unit price's label ("Pr/kg 561.8", read "Prikg" too) is a price with
    /// one decimal or two, ranked after the tag's own price however tall it is; without the label,
    /// one decimal is a digit lost, and a unit price read unsurely is not reported.
    func testAUnitPriceAfterItsLabelIsAPriceRankedLast() {
        let price = box("280,90", x: 270, y: 240, w: 220, h: 68)
        let perKilo = [box("Pr/kg", x: 120, y: 390, w: 50, h: 20), box("561.8", x: 180, y: 388, w: 55, h: 20, conf: 0.96)]
        XCTAssertEqual(assembler.prices(in: [price] + perKilo).map(\.value), [Decimal(string: "280.9")!, Decimal(string: "561.8")!])
        XCTAssertEqual(assembler.prices(in: [price] + perKilo).map(\.isLabelledSecondary), [false, true], "marked for the still vote")
        XCTAssertEqual(assembler.prices(in: [box("Prikg", x: 120, y: 390, w: 50, h: 20), perKilo[1], price]).map(\.value).last,
                       Decimal(string: "561.8")!)
        XCTAssertEqual(assembler.prices(in: [price, perKilo[1]]).map(\.value), [Decimal(string: "280.9")!], "no label")
        for unsure in ["164", "561.6"] {
            XCTAssertEqual(assembler.prices(in: [price, perKilo[0], box(unsure, x: 180, y: 388, w: 40, h: 20, conf: 0.78)])
                .map(\.value), [Decimal(string: "280.9")!], "read unsurely: \(unsure)")
        }
        // Alone, a unit price is still reported: it is printed money.
        XCTAssertEqual(assembler.prices(in: perKilo).map(\.value), [Decimal(string: "561.8")!])
    }

    /// A deposit after its label ("+ pant 3.00", fresh wild tune t059) is printed money ranked after
    /// the tag's own price, and, read surely, marked for the still vote as a unit price is; read
    /// unsurely it is reported as any price with cents, unmarked.
    func testADepositAfterItsLabelIsAPriceRankedLast() {
        let price = box("52", x: 190, y: 100, w: 170, h: 110)
        let cents = box("99", x: 365, y: 104, w: 70, h: 45)
        let deposit = [box("+", x: 40, y: 220, w: 10, h: 19), box("pant", x: 55, y: 220, w: 50, h: 19),
                       box("3.00", x: 110, y: 220, w: 40, h: 19, conf: 0.96)]
        let prices = assembler.prices(in: [price, cents] + deposit)
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "52.99")!, 3])
        XCTAssertEqual(prices.map(\.isLabelledSecondary), [false, true])
        let unsure = assembler.prices(in: [price, cents] + deposit.prefix(2) + [box("3.00", x: 110, y: 220, w: 40, h: 19, conf: 0.7)])
        XCTAssertEqual(unsure.map(\.value), [Decimal(string: "52.99")!, 3], "read unsurely")
        XCTAssertEqual(unsure.map(\.isLabelledSecondary), [false, false], "read unsurely")
        for label in ["pant", "+pant", "Pfand:", "PFAND", "Einwegpfand", "Deposit", "pant,"] {
            XCTAssertTrue(DepositLabel.labels(label), label)
        }
        for text in ["panther", "Pantry", "kr"] {
            XCTAssertFalse(DepositLabel.labels(text), text)
        }
    }

    /// A German base-unit price ("1 kg = 8750,00 €", the Grundpreis) is a unit price too: after a
    /// quantity and "=", with its own mark, ranked after the tag's price however it compares, and
    /// reported as any marked price is, read surely or not. Without the "=", or without a quantity
    /// before it, the number is ranked as before.
    func testABaseUnitPriceAfterAQuantityAndEqualsIsRankedLast() {
        let price = box("3,500", x: 215, y: 211, w: 232, h: 83, conf: 1)
        let spellings: [[OCRWord]] = [
            [box("1", x: 128, y: 355, w: 6, h: 21), box("kg", x: 140, y: 355, w: 16, h: 21), box("=", x: 162, y: 358, w: 10, h: 12)],
            [box("1kg=", x: 128, y: 355, w: 44, h: 21)],
            [box("100", x: 110, y: 355, w: 24, h: 21), box("g", x: 140, y: 358, w: 10, h: 18), box("=", x: 162, y: 358, w: 10, h: 12)],
        ]
        let perKilo = [box("8750,00", x: 178, y: 355, w: 70, h: 21, conf: 0.84), box("€", x: 252, y: 355, w: 12, h: 21)]
        for quantity in spellings {
            XCTAssertEqual(assembler.prices(in: [price] + quantity + perKilo).map(\.value), [3500, 8750],
                           quantity.map(\.text).joined(separator: " "))
        }
        XCTAssertEqual(assembler.prices(in: [price, box("=", x: 162, y: 358, w: 10, h: 12)] + perKilo).map(\.value), [8750, 3500],
                       "no quantity before the \"=\": ranked as any marked price with cents")
        XCTAssertTrue(UnitPriceLabel.endsInQuantityEquals(["1", "kg", "="]))
        XCTAssertTrue(UnitPriceLabel.endsInQuantityEquals(["1", "l="]))
        XCTAssertFalse(UnitPriceLabel.endsInQuantityEquals(["kg"]), "a quantity alone")
        XCTAssertFalse(UnitPriceLabel.endsInQuantityEquals(["Summe", "="]), "a total's label")
    }

    /// On a receipt's quantity line ("2 x 328") the price of one item, after the count and its
    /// sign, is a price, read as three words, two or one, however small; ranked last. A
    /// count's sign before a size or a pack ("6x0,33 l", "30x40 cm") makes no price, nor does
    /// an "x" with no count before it.
    func testThePriceOfOneAfterACountAndItsSignIsAPriceRankedLast() {
        let total = box("2,336", x: 500, y: 200, w: 90, h: 30, conf: 0.96)
        // The line's amount, 2 × 328, at its end (a bare number this small is no price itself).
        let amount = box("656", x: 300, y: 100, w: 60, h: 20, conf: 0.96)
        let readings: [[OCRWord]] = [
            [box("2", x: 40, y: 100, w: 10, h: 20), box("x", x: 58, y: 104, w: 10, h: 14), box("328", x: 76, y: 100, w: 60, h: 20, conf: 0.96)],
            [box("2x", x: 40, y: 100, w: 28, h: 20), box("328", x: 76, y: 100, w: 60, h: 20, conf: 0.96)],
            [box("2x328", x: 40, y: 100, w: 96, h: 20, conf: 0.96)],
        ]
        for words in readings {
            XCTAssertEqual(assembler.prices(in: [total, amount] + words).map(\.value), [2336, 328], words.map(\.text).joined(separator: " "))
            // Read surely, it is a price with its amount unread too.
            XCTAssertEqual(assembler.prices(in: [total] + words).map(\.value), [2336, 328], "sure, " + words.map(\.text).joined(separator: " "))
        }
        XCTAssertEqual(assembler.prices(in: [total, amount, box("x", x: 58, y: 104, w: 10, h: 14), box("328", x: 76, y: 100, w: 60, h: 20, conf: 0.96)])
            .map(\.value), [2336], "no count")
        // Read unsurely, it is a price only when its amount is printed, here on the item's line above.
        let unsure = [box("2x", x: 40, y: 100, w: 28, h: 20), box("3,28", x: 76, y: 100, w: 60, h: 20, conf: 0.6)]
        XCTAssertEqual(assembler.prices(in: [total, box("6,56", x: 300, y: 70, w: 60, h: 20, conf: 0.96)] + unsure).map(\.value),
                       [Decimal(string: "6.56")!, 2336, Decimal(string: "3.28")!], "unsure, amount above")
        XCTAssertEqual(assembler.prices(in: [total] + unsure).map(\.value), [2336], "unsure, no amount: a pack whose unit went unread")
        XCTAssertEqual(assembler.prices(in: [total, box("1x", x: 40, y: 100, w: 28, h: 20), box("0,33", x: 76, y: 100, w: 60, h: 20, conf: 0.6)])
            .map(\.value), [2336], "one times the price is not confirmed by the price itself")
        XCTAssertEqual(assembler.prices(in: [total, box("6x", x: 40, y: 100, w: 28, h: 20), box("0,33", x: 76, y: 100, w: 60, h: 20, conf: 0.74)])
            .map(\.value), [2336], "6 x 0,33 l, the unit unread")
        XCTAssertEqual(assembler.prices(in: [total, box("6x0,33", x: 40, y: 100, w: 96, h: 20, conf: 0.96), box("l", x: 140, y: 100, w: 8, h: 20)])
            .map(\.value), [2336], "a pack")
        XCTAssertEqual(assembler.prices(in: [total, box("30x40", x: 40, y: 100, w: 96, h: 20, conf: 0.96), box("cm", x: 140, y: 100, w: 30, h: 20)])
            .map(\.value), [2336], "a size")
    }

    func testAQuantityLineIsConfirmedByItsAmountAnywhereInThePicture() {
        let words = [OCRWord(text: "2,392", box: PixelRect(x: 0, y: 0, width: 50, height: 10), confidence: 0.9),
                     OCRWord(text: "€3,98", box: PixelRect(x: 0, y: 20, width: 50, height: 10), confidence: 0.9)]
        let price = OCRWord(text: "598", box: PixelRect(x: 0, y: 40, width: 30, height: 10), confidence: 0.9)
        XCTAssertTrue(QuantityTimes.isConfirmed(price: 598, of: price, count: 4, by: words))
        XCTAssertTrue(QuantityTimes.isConfirmed(price: Decimal(string: "1.99")!, of: price, count: 2, by: words))
        XCTAssertFalse(QuantityTimes.isConfirmed(price: 598, of: price, count: 3, by: words))
        XCTAssertFalse(QuantityTimes.isConfirmed(price: Decimal(string: "0.33")!, of: price, count: 6, by: words))
        XCTAssertFalse(QuantityTimes.isConfirmed(price: 598, of: price, count: 1, by: words + [price]), "not by itself")
    }

    func testQuantityTimesSplitsTheCountFromThePrice() {
        let word = OCRWord(text: "4x9,100", box: PixelRect(x: 0, y: 0, width: 70, height: 10), confidence: 0.9)
        XCTAssertEqual(QuantityTimes.split([word]).map(\.text), ["4x", "9,100"])
        XCTAssertEqual(QuantityTimes.split([word]).map(\.box.x), [0, 20])
        for whole in ["6x0,33", "1234x5", "x598", "4x", "4xl"] {
            XCTAssertEqual(QuantityTimes.split([OCRWord(text: whole, box: word.box, confidence: 0.9)]).map(\.text), [whole], whole)
        }
    }

    func testANumberAfterAnIdentifiersLabelIsNoPrice() {
        // A receipt's number under its items ("No. 2900", wild tune t103), and the same number bare.
        let receiptNumber = box("2900", x: 296, y: 374, w: 44, h: 17, conf: 0.97)
        XCTAssertEqual(assembler.prices(in: [box("No.", x: 262, y: 374, w: 28, h: 17), receiptNumber]), [])
        XCTAssertEqual(assembler.prices(in: [box("Bon-Nr.", x: 230, y: 374, w: 60, h: 17), receiptNumber]), [])
        XCTAssertEqual(assembler.prices(in: [box("Item", x: 250, y: 374, w: 40, h: 17), receiptNumber]).map(\.value), [2900])
        // A currency mark makes it an amount again ("No. $12" does not print; "Nr. 3 12,50 €" does).
        XCTAssertEqual(assembler.prices(in: [box("Nr.", x: 200, y: 374, w: 28, h: 17), box("12,50", x: 234, y: 374, w: 40, h: 17),
                                             box("€", x: 278, y: 374, w: 12, h: 17)]).map(\.value), [Decimal(string: "12.50")!])
    }

    func testAPhonesGroupsAfterItsLabelAreNoPrice() {
        // A menu's phone line (wild tune t084, "電話 56 57 92 80"), its last groups read as "92.80".
        let groups = [box("電話", x: 289, y: 404, w: 24, h: 13), box("56", x: 316, y: 404, w: 14, h: 13),
                      box("57", x: 333, y: 404, w: 14, h: 13), box("92.80", x: 350, y: 403, w: 29, h: 14)]
        XCTAssertEqual(assembler.prices(in: groups), [])
        // Another word between the label and the number breaks the run.
        XCTAssertEqual(assembler.prices(in: [box("Tel", x: 200, y: 404, w: 24, h: 13), box("Pho", x: 228, y: 404, w: 24, h: 13),
                                             box("92.80", x: 256, y: 403, w: 29, h: 14)]).map(\.value), [Decimal(string: "92.80")!])
    }

    func testNumberLabels() {
        for label in ["No.", "NO.", "no:", "Nr.", "Nr", "Bon-Nr.", "Art.-Nr.", "Art.nr", "Beleg-Nr:", "№", "Nº", "N°", "SKU",
                      "Tel", "TEL:", "Tlf.", "電話", "ĐT:", "전화", "Str.", "Str,", "Hauptstraße", "Hauptstr."] {
            XCTAssertTrue(NumberLabel.labels(label), label)
        }
        // "No" without its dot is the English word ("No 2 for 1"); words merely ending in "no" are not labels.
        for text in ["No", "Piano", "Nro5", "kr", "Menu", "Nr.5", "Total", "Hotel"] {
            XCTAssertFalse(NumberLabel.labels(text), text)
        }
    }

    func testUnitPriceLabels() {
        for label in ["Pr/kg", "pr/kg", "Prikg", "Pr1kg", "kr/l", "€/kg", "/kg", "Pr/kg:", "Pr/kq"] {
            XCTAssertTrue(UnitPriceLabel.labels(label), label)
        }
        for text in ["kg", "pr", "kr", "Pris", "1,5", "/", "prkgx"] {
            XCTAssertFalse(UnitPriceLabel.labels(text), text)
        }
    }
}

/// Numbers Tesseract splits into several words.
final class SplitNumberTests: XCTestCase {
    private func box(_ text: String, x: Double, w: Double, h: Double = 30) -> OCRWord {
        OCRWord(text: text, box: PixelRect(x: x, y: 0, width: w, height: h), confidence: 0.9)
    }

    func testPiecesAroundASeparatorAreRejoined() {
        let assembler = PriceAssembler()
        XCTAssertEqual(assembler.prices(in: [box("NT$1,", x: 0, w: 80), box("120", x: 82, w: 50)]).map(\.value), [1120])
        XCTAssertEqual(assembler.prices(in: [box("13", x: 0, w: 40), box(",90", x: 42, w: 40), box("€", x: 90, w: 20)])
            .map(\.value), [Decimal(string: "13.90")!])
    }

    /// A receipt printer's "48, 77": the comma has its own cell and a space follows it (receipt
    /// 025, "Betrag EUR 48, 77", read "48," and "77" 0.8 heights apart). A third digit after such a
    /// gap is not cents, and a gap wider than a word space parts the numbers.
    func testTwoDigitsAWordSpaceAfterASeparatorAreTheCents() {
        let assembler = PriceAssembler()
        XCTAssertEqual(assembler.prices(in: [box("48,", x: 732, w: 39, h: 35), box("77", x: 799, w: 32, h: 35)]).map(\.value),
                       [Decimal(string: "48.77")!])
        XCTAssertEqual(assembler.prices(in: [box("48,", x: 732, w: 39, h: 35), box("770", x: 799, w: 48, h: 35)]).map(\.value)
            .contains(Decimal(string: "48.77")!), false)
        XCTAssertFalse(assembler.prices(in: [box("48,", x: 732, w: 39, h: 35), box("77", x: 820, w: 32, h: 35)]).map(\.value)
            .contains(Decimal(string: "48.77")!))
    }

    func testDigitGroupsInARowAreACode() {
        let words = [box("4901", x: 0, w: 60), box("2345", x: 65, w: 60), box("6789", x: 130, w: 60)]
        XCTAssertEqual(PriceAssembler().prices(in: words), [])
    }

    func testAPhoneNumberInGroupsIsACode() {
        // "Tel (02) 2523 1455" as the first pass reads it: a word gap of 0.7 heights.
        let phone = [box("2523", x: 247, w: 76, h: 21), box("1455", x: 338, w: 76, h: 21)]
        XCTAssertEqual(PriceAssembler().prices(in: phone), [])
        // A phone number's pieces with a country code and dashes: "+7 495 798-44-69".
        let dashed = [box("+7", x: 172, w: 44, h: 30), box("495", x: 228, w: 68, h: 30), box("798-44-69", x: 308, w: 192, h: 30)]
        XCTAssertEqual(PriceAssembler().prices(in: dashed), [])
        XCTAssertEqual(PriceAssembler().prices(in: [dashed[1]]).map(\.value), [495], "alone, 495 is reported")
        // Groups further apart than a word space are separate numbers.
        let two = [box("2523", x: 247, w: 76, h: 21), box("1455", x: 360, w: 76, h: 21)]
        XCTAssertEqual(PriceAssembler().prices(in: two).map(\.value).sorted(), [1455, 2523])
    }

    func testAPhoneNumberWithAGroupLeftUnreadIsACodeWhenTheGapHoldsGlyphs() {
        // "(028) 7045 1689" in a live frame, read "028", "70" and "1689": "45" lost, a gap of 2.3 heights.
        let lost = [box("028", x: 56, w: 56, h: 27), box("70", x: 135, w: 30, h: 27), box("1689", x: 228, w: 69, h: 27)]
        XCTAssertEqual(PriceAssembler().prices(in: lost, holdsUnreadInk: { _ in true }), [])
        XCTAssertEqual(PriceAssembler().prices(in: lost, holdsUnreadInk: { _ in false }).map(\.value), [1689],
                       "a blank gap: \"1689\" is a number of its own")
        // The lost group read in part, as a small "71" too short to be one of the groups.
        let partly = lost + [box("71", x: 171, w: 23, h: 13)]
        XCTAssertEqual(PriceAssembler().prices(in: partly, holdsUnreadInk: { _ in true }), [])
        // A word read in the gap that is no digits ("Large" between two numbers) keeps them apart.
        let worded = lost + [box("Large", x: 180, w: 40, h: 27)]
        XCTAssertEqual(PriceAssembler().prices(in: worded, holdsUnreadInk: { _ in true }).map(\.value), [1689])
        // Further apart than one lost group (3.3 heights): a number of its own, whatever lies between.
        let far = [box("028", x: 56, w: 56, h: 27), box("70", x: 135, w: 30, h: 27), box("1689", x: 255, w: 69, h: 27)]
        XCTAssertEqual(PriceAssembler().prices(in: far, holdsUnreadInk: { _ in true }).map(\.value), [1689])
    }

    func testTwoDigitsAfterAGroupOverAnUnreadPointAreItsCentsAndOverAColonATime() {
        // A receipt's "36.28" and "10:50" in a monospaced face, each read as two words 0.6 heights apart.
        let amount = [box("TOMATO", x: 10, w: 60, h: 11), box("36", x: 291, w: 17, h: 11), box("28", x: 315, w: 17, h: 11)]
        XCTAssertEqual(PriceAssembler().prices(in: amount, unreadMark: { _, _ in .point }).map(\.value), [36.28])
        XCTAssertFalse(PriceAssembler().prices(in: amount, unreadMark: { _, _ in nil }).contains { $0.value == 36.28 },
                       "a gap with no mark keeps them apart")
        let time = [box("10", x: 291, w: 17, h: 11), box("50", x: 315, w: 17, h: 11)]
        XCTAssertEqual(PriceAssembler().prices(in: time, unreadMark: { _, _ in .colon }), [])
        // Not after decimals, and not further apart than a monospaced point's cell.
        let decimals = [box("TOMATO", x: 10, w: 60, h: 11), box("12.50", x: 250, w: 45, h: 11), box("28", x: 302, w: 17, h: 11)]
        XCTAssertEqual(PriceAssembler().prices(in: decimals, unreadMark: { _, _ in .point }).first?.rawText, "12.50")
        let far = [box("TOMATO", x: 10, w: 60, h: 11), box("36", x: 291, w: 17, h: 11), box("28", x: 326, w: 17, h: 11)]
        XCTAssertFalse(PriceAssembler().prices(in: far, unreadMark: { _, _ in .point }).contains { $0.value == 36.28 })
    }
}
