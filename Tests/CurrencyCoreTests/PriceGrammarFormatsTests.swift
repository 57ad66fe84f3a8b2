@testable import CurrencyCore
import TestSupport
import XCTest

/// The formats issue 12 lists beyond the spec's: Vietnamese đồng, "k" thousands, ranges, Norwegian
/// kroner and ",-" endings. Each row: the printed text, then every value read from it.
final class PriceGrammarFormatsTests: XCTestCase {
    func testFormatsOfTheWorld() {
        let table: [(String, [Decimal])] = [
            ("35.000đ", [35000]),
            ("35.000 ₫", [35000]),
            ("35.000 VND", [35000]),
            ("VND 120.000", [120_000]),
            ("35k", [35000]),
            ("35K", [35000]),
            ("Phở bò 45k", [45000]),
            ("150k-280k", [150_000, 280_000]),
            ("1.5k", [1500]),
            ("kr 35,00", [35]),
            ("29,90 kr", [D("29.90")]),
            ("49,-", [49]),
            ("kr 49,-", [49]),
        ]
        for (text, values) in table {
            XCTAssertEqual(PriceParser.parse(text).map(\.value), values, "'\(text)'")
        }
    }

    func testTheMarkIsKeptAsTheHint() {
        XCTAssertEqual(PriceParser.parse("35.000đ").first?.currencyHint, "₫")
        XCTAssertEqual(PriceParser.parse("35.000 VND").first?.currencyHint, "VND")
        XCTAssertEqual(PriceParser.parse("45k").first?.rawText, "45k")
        XCTAssertEqual(PriceParser.parse("kr 35,00").first?.currencyHint, "kr", "Norwegian labels print kr first")
        XCTAssertEqual(PriceParser.parse("krone 35").first?.currencyHint, nil, "a mark made of letters ends its word")
    }

    /// Tesseract's English model has no "đ" and reads "35.000đ" as "35.000d"; only a "d" after
    /// thousands grouped by dots, ending the word, is taken for it.
    func testADAfterDotThousandsIsTheDong() {
        XCTAssertEqual(PriceParser.parse("35.000d").map(\.value), [35000])
        XCTAssertEqual(PriceParser.parse("35.000d").first?.currencyHint, "₫")
        XCTAssertEqual(PriceParser.parse("1.250.000d").map(\.value), [1_250_000])
        XCTAssertEqual(PriceParser.parse("12.5d").first?.currencyHint, nil, "not grouped in thousands")
        XCTAssertEqual(PriceParser.parse("35.000dong").first?.currencyHint, nil, "a d that does not end the word")
        XCTAssertEqual(PriceParser.parse("5d").first?.currencyHint, nil)
        XCTAssertEqual(PriceParser.parse("346.0000").map(\.value), [346_000], "the đ read as a digit")
    }

    /// A dot before three zeros groups thousands even with no mark: no price has three zero
    /// decimals. Other three-digit tails still need a mark that groups by dots.
    func testThreeZerosAfterADotAreThousands() {
        XCTAssertEqual(PriceParser.parse("57.000").map(\.value), [57000])
        XCTAssertEqual(PriceParser.parse("1.000.000").map(\.value), [1_000_000])
        XCTAssertEqual(PriceParser.parse("3.500").map(\.value), [D("3.5")])
        XCTAssertEqual(PriceParser.parse("5.00").map(\.value), [5])
    }

    func testKIsAMultiplierOnlyWhenItEndsTheWord() {
        // Units and words that begin with k are not thousands.
        XCTAssertEqual(PriceParser.parse("500kg"), [])
        XCTAssertEqual(PriceParser.parse("3km"), [])
    }

    /// "1кг" on a Russian tag came back from the OCR as "1k" and "1K": one digit and a "k" is a
    /// weight as often as thousands, so it is no price; two digits or more are thousands.
    func testOneDigitAndAKIsNoPrice() {
        XCTAssertEqual(PriceParser.parse("1k"), [])
        XCTAssertEqual(PriceParser.parse("Манго зеленое 1K"), [])
        XCTAssertEqual(PriceParser.parse("10k").map(\.value), [10000])
        XCTAssertEqual(PriceParser.parse("1.5k").map(\.value), [1500], "two digits with the decimal")
    }
}

/// The same formats as OCR words reach the assembler: one word each, boxed.
final class PriceWordFormatsTests: XCTestCase {
    private func word(_ text: String, x: Double = 300, width: Double = 80) -> OCRWord {
        OCRWord(text: text, box: PixelRect(x: x, y: 100, width: width, height: 30), confidence: 0.9)
    }
    private let dish = OCRWord(text: "Mi Quang", box: PixelRect(x: 20, y: 100, width: 150, height: 30), confidence: 0.9)

    func testThousandsSuffixOnAMenuWord() {
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("54K")]).map(\.value), [54000])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("89k")]).map(\.value), [89000])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("5kg")]), [], "a weight")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("1k")]), [], "a weight whose g was lost")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("1K")]), [], "a weight whose g was lost")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("12k")]).map(\.value), [12000])
    }

    /// The "đ" read as a digit glued to the thousands ("67.0004", "346.0000"): one digit too many
    /// for a price, taken for the mark, even at the low confidence the misread glyph gives the word.
    func testADongReadAsADigitIsTheMark() {
        let misread = OCRWord(text: "67.0004", box: PixelRect(x: 300, y: 100, width: 90, height: 30), confidence: 0.4)
        let prices = PriceAssembler().prices(in: [dish, misread])
        XCTAssertEqual(prices.map(\.value), [67000])
        XCTAssertEqual(PriceParser.parse("67.0004").first?.currencyHint, "₫", "the recognize command's currency")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("346.0000")]).map(\.value), [346_000])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("1234.5678")]).map(\.value), [], "not grouped in thousands")
    }

    func testARangeWordIsTwoPricesSideBySide() {
        let prices = PriceAssembler().prices(in: [dish, word("170k-300k", width: 180)])
        XCTAssertEqual(Set(prices.map(\.value)), [170_000, 300_000])
        let boxes = prices.sorted { $0.value < $1.value }.map(\.box)
        XCTAssertLessThan(boxes[0].maxX, boxes[1].x, "each price boxed over its own part")
    }

    func testADateOrPhoneWithADashIsNotARange() {
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("12-08")]), [])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("0912-708-105", width: 200)]), [])
    }

    /// A line the first pass read as one word with its label ("+pant2.00", "Pfand:0,25",
    /// "Summe5,47") is a price; a deposit, printed small, ranks below the tag's own. Codes without
    /// cents stay out, and a mark read as letters keeps its meaning.
    func testAnAmountGluedToItsLabelIsAPrice() {
        let price = OCRWord(text: "262,00", box: PixelRect(x: 300, y: 100, width: 200, height: 66), confidence: 0.96)
        let deposit = OCRWord(text: "+pant2.00", box: PixelRect(x: 100, y: 300, width: 117, height: 25), confidence: 0.87)
        XCTAssertEqual(PriceAssembler().prices(in: [price, deposit]).map(\.value), [262, 2])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("Pfand:0,25")]).map(\.value), [Decimal(string: "0.25")!])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("Summe5,47")]).map(\.value), [Decimal(string: "5.47")!])
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("pants2")]), [], "no cents: not an amount")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("No.5129")]), [], "a number after a dot is a code")
        XCTAssertEqual(PriceAssembler().prices(in: [dish, word("A12,50")]), [], "one letter is no label")
        XCTAssertEqual(WordClassifier.classify("USS12.50"), WordClassifier.classify("US$12.50"), "a mark read as letters")
    }

    func testALowerCaseCodeBesideTheNumberIsItsMark() {
        let prices = PriceAssembler().prices(in: [dish, word("51.000"), word("vnd", x: 390, width: 50)])
        XCTAssertEqual(prices.map(\.value), [51000])
    }
}

/// A column of numbers on a menu or a receipt: its bare numbers are prices.
final class PriceColumnTests: XCTestCase {
    /// A line: a name, then a price right-aligned at x 400, 11 px a character unless `characters` says
    /// how many it is as wide as (a separator printed but not read).
    private func row(_ name: String, _ price: String, y: Double, height: Double = 20, characters: Int? = nil) -> [OCRWord] {
        let width = Double(characters ?? price.count) * 11
        return [OCRWord(text: name, box: PixelRect(x: 20, y: y, width: 140, height: height * 1.3), confidence: 0.9),
                OCRWord(text: price, box: PixelRect(x: 400 - width, y: y, width: width, height: height), confidence: 0.9)]
    }

    func testBareNumbersRightAlignedInAColumnArePrices() {
        let words = row("牛肉麵", "180", y: 40) + row("滷肉飯", "45", y: 80) + row("珍珠奶茶", "1,250", y: 120)
        XCTAssertEqual(Set(PriceAssembler().prices(in: words).map(\.value)), [180, 45, 1250])
    }

    func testTwoNumbersAreNotYetAColumn() {
        let words = row("牛肉麵", "18", y: 40) + row("滷肉飯", "45", y: 80)
        XCTAssertEqual(PriceAssembler().prices(in: words), [])
    }

    func testABareNumberInAColumnOfCentsLostItsSeparator() {
        let words = row("Milch", "1,19", y: 40) + row("Brot", "463", y: 80, characters: 4) + row("Käse", "12,80", y: 120)
            + row("Summe", "18,62", y: 160)
        let prices = PriceAssembler().prices(in: words)
        XCTAssertEqual(Set(prices.map(\.value)), [D("1.19"), D("4.63"), D("12.80"), D("18.62")])
        XCTAssertEqual(prices.first { $0.value == D("4.63") }?.rawText, "4,63")
        let twoLost = words + row("Wurst", "307", y: 200, characters: 4)
        XCTAssertEqual(Set(PriceAssembler().prices(in: twoLost).map(\.value)), [D("1.19"), D("4.63"), D("12.80"), D("18.62"), D("3.07")])
    }

    func testANumberAfterADateIsNoAmount() {
        let words = row("2026/10/05", "1505", y: 40, characters: 5) + row("Milch", "1,19", y: 80) + row("Käse", "12,80", y: 120)
            + row("Summe", "18,62", y: 160)
        XCTAssertFalse(PriceAssembler().prices(in: words).map(\.value).contains(D("15.05")))
    }

    func testABareNumberNarrowerThanTheAmountsHasNoSeparator() {
        let words = row("Milch", "1,19", y: 40) + row("BNr", "7074", y: 80) + row("Käse", "12,80", y: 120)
            + row("Summe", "18,62", y: 160)
        XCTAssertTrue(PriceAssembler().prices(in: words).map(\.value).contains(7074), "four characters wide, not five")
    }

    func testABareNumberAmongWholeAmountsKeepsItsValue() {
        let mixed = row("Milch", "1,19", y: 40) + row("Brot", "463", y: 80, characters: 4) + row("Käse", "1280", y: 120, characters: 5)
            + row("Wein", "950", y: 160, characters: 4) + row("Summe", "18,62", y: 200)
        XCTAssertTrue(PriceAssembler().prices(in: mixed).map(\.value).contains(463), "as many bare numbers as not")
        let thousands = row("Phở", "45.000", y: 40) + row("Bún", "120", y: 80) + row("Cơm", "35.000", y: 120)
        XCTAssertTrue(PriceAssembler().prices(in: thousands).map(\.value).contains(120), "three digits after the point are thousands")
    }

    func testItemCodesInAColumnAreNotPrices() {
        let codes = [40.0, 80, 120].enumerated().map { index, y in
            OCRWord(text: "B\(index + 1)", box: PixelRect(x: 20, y: y, width: 22, height: 20), confidence: 0.9)
        }
        XCTAssertEqual(PriceAssembler().prices(in: codes), [])
    }
}

/// "kr" after a number: kroner when the number has two decimals after a comma, else what `eng`
/// makes of Russian "кг" (a weight).
final class KronerWordTests: XCTestCase {
    private func words(_ number: String, _ mark: String) -> [OCRWord] {
        [OCRWord(text: number, box: PixelRect(x: 100, y: 100, width: 90, height: 30), confidence: 0.9),
         OCRWord(text: mark, box: PixelRect(x: 200, y: 104, width: 30, height: 24), confidence: 0.9)]
    }

    func testKronerAfterAnAmountWithOre() {
        let prices = PriceAssembler().prices(in: words("234,00", "kr"))
        XCTAssertEqual(prices.map(\.value), [234])
        XCTAssertEqual(prices.first?.rawText, "234,00 kr")
    }

    func testKilogramsAfterAWholeNumber() {
        XCTAssertEqual(PriceAssembler().prices(in: words("500", "kr")), [])
    }
}
