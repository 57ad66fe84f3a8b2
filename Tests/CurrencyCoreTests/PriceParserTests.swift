import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 5 (NumberParser), then the formats the issue adds beyond it.
final class PriceParserTests: XCTestCase {
    // MARK: Stage 5, test 1

    func testParseSimpleInteger() { XCTAssertEqual(PriceParser.parseNumber("1000"), 1000) }
    func testParseNumberWithComma() { XCTAssertEqual(PriceParser.parseNumber("1,000"), 1000) }
    func testParseNumberWithMultipleCommas() { XCTAssertEqual(PriceParser.parseNumber("1,234,567"), 1_234_567) }
    func testParseDecimalNumber() { XCTAssertEqual(PriceParser.parseNumber("99.99"), D("99.99")) }
    func testParseNumberWithCommaAndDecimal() { XCTAssertEqual(PriceParser.parseNumber("12,345.67"), D("12345.67")) }
    func testParseSmallDecimal() { XCTAssertEqual(PriceParser.parseNumber("0.99"), D("0.99")) }
    func testParseZero() { XCTAssertEqual(PriceParser.parseNumber("0"), 0) }
    func testDecimalPrecision() { XCTAssertEqual(PriceParser.parseNumber("123.456789"), D("123.456789")) }
    func testParseNumberWithLeadingZeros() { XCTAssertEqual(PriceParser.parseNumber("00100"), 100) }

    func testParseInvalidText_ReturnsNil() {
        for text in ["Hello", "ABC", "日本語", "!@#$", "", "  "] {
            XCTAssertNil(PriceParser.parseNumber(text), "Should return nil for '\(text)'")
            XCTAssertEqual(PriceParser.parse(text), [], "No price in '\(text)'")
        }
    }

    func testParseMixedText_ExtractsNumber() {
        let results = PriceParser.parse("¥1,000")
        XCTAssertEqual(results, [ParsedPrice(rawText: "¥1,000", value: 1000, currencyHint: "¥")])
    }

    func testParseMultipleNumbers() {
        let results = PriceParser.parse("Price: $100 or €85.50")
        XCTAssertEqual(results.map(\.value), [100, D("85.50")])
        XCTAssertEqual(results.map(\.rawText), ["$100", "€85.50"])
        XCTAssertEqual(results.map(\.currencyHint), ["$", "€"])
    }

    func testIsValidNumber() {
        for text in ["100", "1,000", "99.99", "12,345.67"] {
            XCTAssertTrue(PriceParser.isValidNumber(text), "'\(text)' should be valid")
        }
        for text in ["abc", "¥", "日本", "1.2.3", "1,2345", "12,34,567", "1,000.00.0"] {
            XCTAssertFalse(PriceParser.isValidNumber(text), "'\(text)' should be invalid")
        }
    }

    // MARK: Stage 5 acceptance table

    func testCoverageTable() {
        assertPrices("1000", [1000])
        assertPrices("1,000", [1000])
        assertPrices("99.99", [D("99.99")])
        assertPrices("12,345.67", [D("12345.67")])
        assertPrices("¥1,000", [1000])
        assertPrices("ABC123", [123])
        assertPrices("日本製", [])
        assertPrices("1.2.3", [])
        assertPrices("¥500 日本製", [500])
        assertPrices("Special Offer", [])
    }

    // MARK: Beyond stage 5: currency marks on either side

    func testCurrencyMarksBeforeTheNumber() {
        assertHint("¥1,000", "¥", 1000)
        assertHint("￥1,000", "¥", 1000)
        assertHint("$25.99", "$", D("25.99"))
        assertHint("€85.50", "€", D("85.50"))
        assertHint("£12", "£", 12)
        assertHint("₩12,000", "₩", 12000)
        assertHint("NT$770", "NT$", 770)
        assertHint("NT$ 770", "NT$", 770)
        assertHint("RM 12.90", "RM", D("12.90"))
        assertHint("JPY 3500", "JPY", 3500)
    }

    func testCurrencyMarksAfterTheNumber() {
        assertHint("3,500円", "円", 3500)
        assertHint("12,000원", "원", 12000)
        assertHint("100元", "元", 100)
        assertHint("3500 JPY", "JPY", 3500)
    }

    func testRawTextIncludesTheMark() {
        XCTAssertEqual(PriceParser.parse("only 3,500円!").map(\.rawText), ["3,500円"])
        XCTAssertEqual(PriceParser.parse("NT$ 770").map(\.rawText), ["NT$ 770"])
    }

    func testLetterMarksMustStartAWord() {
        XCTAssertEqual(PriceParser.parse("FORM12").first?.currencyHint, nil)
        XCTAssertEqual(PriceParser.parse("ABC$123").first?.currencyHint, "$")
        XCTAssertEqual(PriceParser.parse("12 JPYX").first?.currencyHint, nil)
    }

    // MARK: Beyond stage 5: European separators where unambiguous

    func testEuropeanSeparators() {
        assertPrices("1.234,50", [D("1234.50")])
        assertPrices("€1.234,50", [D("1234.50")])
        assertPrices("1.234.567", [1_234_567])
        assertPrices("85,50", [D("85.50")])
        assertPrices("€3.500", [3500])
        assertPrices("3.500 €", [3500])
        assertPrices("3.500", [D("3.5")], "no euro sign: a point before three digits is a decimal point")
        assertPrices("3.000", [3000], "… except three zeros: no price has three zero decimals")
        assertPrices("€3.50", [D("3.50")])
        assertPrices("1.234,567", [], "cents have at most two digits")
        assertPrices("1,234.5,6", [])
    }

    // MARK: Beyond stage 5: no false prices

    func testDatesAreNotPrices() {
        assertPrices("2024/12/02", [])
        assertPrices("12.02.2024", [])
        assertPrices("2024-12-02", [])
        assertPrices("2024年12月2日", [])
        assertPrices("best before 2024/12/02 ¥300", [300])
        assertPrices("500 日本製", [500], "日 starting a word is not a day")
        assertPrices("¥500日本製", [500], "a currency mark overrides a date unit")
    }

    func testTimesAreNotPrices() {
        assertPrices("14:30", [])
        assertPrices("open 10:00-22:00", [])
    }

    func testPercentagesAndQuantitiesAreNotPrices() {
        assertPrices("10%", [])
        assertPrices("10 %", [])
        assertPrices("12.5%OFF", [])
        assertPrices("500g", [])
        assertPrices("1.5 kg", [])
        assertPrices("350ml", [])
        assertPrices("10% off ¥1,000", [1000])
        assertPrices("¥10%", [], "a percent sign wins even over a currency mark")
        assertPrices("$5 g", [5], "a currency mark overrides a unit")
        assertPrices("5 gifts", [5], "a unit must end its word")
    }

    func testPhoneNumbersAreNotPrices() {
        assertPrices("03-1234-5678", [])
        assertPrices("(02) 2345-6789", [])
        assertPrices("+886 2 1234 5678", [])
        assertPrices("Tel 0120-123-456 ¥980", [980])
    }

    func testLongDigitCodesAreNotPrices() {
        assertPrices("4901234567894", [], "EAN-13 barcode")
        assertPrices("12345678", [], "eight digits with no separator is a code")
        assertPrices("1234567", [1_234_567])
        assertPrices("12,345,678", [12_345_678], "grouped, it is a price")
        assertPrices("4 901234 567894", [], "barcode printed in groups")
        assertPrices("100 200 300 400", [100, 200, 300, 400], "a line of prices is not a code")
    }

    func testSeparatorsAtTheEdgesAreNotPartOfTheNumber() {
        assertPrices("1,000.", [1000])
        assertPrices("costs 5, 10 and 20.", [5, 10, 20])
    }

    func testRangesWithSpacesKeepBothPrices() {
        assertPrices("¥100 - ¥200", [100, 200])
    }

    func testAbsurdlyLongNumbersAreRefused() {
        assertPrices("1,000,000,000,000,000", [])
        assertPrices("1.12345678901", [])
    }

    // MARK: Helpers

    private func assertPrices(_ text: String, _ expected: [Decimal], _ message: String = "",
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(PriceParser.parse(text).map(\.value), expected, "\(text): \(message)", file: file, line: line)
    }

    private func assertHint(_ text: String, _ hint: String, _ value: Decimal,
                            file: StaticString = #filePath, line: UInt = #line) {
        let prices = PriceParser.parse(text)
        XCTAssertEqual(prices.count, 1, text, file: file, line: line)
        XCTAssertEqual(prices.first?.currencyHint, hint, text, file: file, line: line)
        XCTAssertEqual(prices.first?.value, value, text, file: file, line: line)
    }
}
