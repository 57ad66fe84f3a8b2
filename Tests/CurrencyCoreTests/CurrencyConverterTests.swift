import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 6, test 1, plus the rounding rule of seeds/README.md.
final class CurrencyConverterTests: XCTestCase {
    private let converter = CurrencyConverter(exchangeRate: D("0.2"))

    func testConvertSimpleAmount() { XCTAssertEqual(converter.convert(1000), 200) }
    func testConvertDecimalAmount() { XCTAssertEqual(converter.convert(D("1000.50")), D("200.1")) }
    func testConvertSmallAmount() { XCTAssertEqual(converter.convert(D("0.5")), D("0.1")) }
    func testConvertLargeAmount() { XCTAssertEqual(converter.convert(999_999), D("199999.8")) }
    func testConvertZero() { XCTAssertEqual(converter.convert(0), 0) }

    func testNoFloatingPointError() {
        XCTAssertEqual(CurrencyConverter(exchangeRate: D("0.3")).convert(D("0.1")), D("0.03"))
    }

    func testDifferentExchangeRates() {
        for rate in [D("0.2"), D("0.5"), D("1.0"), D("30.0"), D("0.001")] {
            XCTAssertEqual(CurrencyConverter(exchangeRate: rate).convert(100), 100 * rate, "Failed for rate: \(rate)")
        }
    }

    func testRoundsToTwoPlacesWithBankersRounding() {
        let one = CurrencyConverter(exchangeRate: 1)
        XCTAssertEqual(one.convert(D("0.125")), D("0.12"), "half to even, down")
        XCTAssertEqual(one.convert(D("0.135")), D("0.14"), "half to even, up")
        XCTAssertEqual(one.convert(D("0.1251")), D("0.13"), "above half rounds up")
        XCTAssertEqual(CurrencyConverter(exchangeRate: D("0.2")).convert(D("99.99")), 20)
        XCTAssertEqual(CurrencyConverter(exchangeRate: D("0.2")).convert(D("12345.67")), D("2469.13"))
    }

    func testConversionKeepsExactAndRounded() {
        let conversion = converter.conversion(of: D("99.99"))
        XCTAssertEqual(conversion.exact, D("19.998"))
        XCTAssertEqual(conversion.amount, 20)
        XCTAssertTrue(conversion.showsCents)
    }

    // MARK: Label text (stage 6 verification table and seeds/README.md)

    func testConversionText() {
        XCTAssertEqual(text("1000", "0.2"), "NT$ 200")
        XCTAssertEqual(text("500", "0.2"), "NT$ 100")
        XCTAssertEqual(text("100", "0.2"), "NT$ 20")
        XCTAssertEqual(text("12345.67", "0.2"), "NT$ 2,469.13")
        XCTAssertEqual(text("99.99", "0.2"), "NT$ 20.00", "rounded to a whole number, but not exact")
        XCTAssertEqual(text("2.5", "0.2"), "NT$ 0.50")
        XCTAssertEqual(text("3500", "0.22"), "NT$ 770")
        XCTAssertEqual(text("-500", "0.2"), "NT$ -100")
        XCTAssertEqual(converter.conversion(of: D("12345.67")).amountText, "2,469.13")
    }

    private func text(_ price: String, _ rate: String) -> String {
        CurrencyConverter(exchangeRate: D(rate)).conversion(of: D(price)).text
    }
}

/// product-spec.md stage 6, test 2.
final class CurrencyFormatterTests: XCTestCase {
    func testFormatInteger() { XCTAssertEqual(AmountFormatter.format(200), "NT$ 200") }
    func testFormatWithThousandsSeparator() { XCTAssertEqual(AmountFormatter.format(12345), "NT$ 12,345") }
    func testFormatWithDecimal() { XCTAssertEqual(AmountFormatter.format(D("1234.56")), "NT$ 1,234.56") }
    func testFormatSmallDecimal() { XCTAssertEqual(AmountFormatter.format(D("0.5")), "NT$ 0.50") }
    func testFormatZero() { XCTAssertEqual(AmountFormatter.format(0), "NT$ 0") }
    func testFormatLargeNumber() { XCTAssertEqual(AmountFormatter.format(D("1234567.89")), "NT$ 1,234,567.89") }
    func testFormatRoundsToTwoDecimalPlaces() { XCTAssertEqual(AmountFormatter.format(D("123.456789")), "NT$ 123.46") }
    func testFormatNegativeNumber() { XCTAssertEqual(AmountFormatter.format(-100), "NT$ -100") }

    func testFormatNegativeWithCentsAndGroups() {
        XCTAssertEqual(AmountFormatter.format(D("-1234.5")), "NT$ -1,234.50")
    }

    func testFormatTinyAmountRoundsToZero() {
        XCTAssertEqual(AmountFormatter.format(D("0.004")), "NT$ 0")
    }

    func testFormatExplicitCents() {
        XCTAssertEqual(AmountFormatter.format(20, showsCents: true), "NT$ 20.00")
        XCTAssertEqual(AmountFormatter.format(D("19.5"), showsCents: false), "NT$ 20", "banker's: 19.5 → 20")
        XCTAssertEqual(AmountFormatter.format(D("18.5"), showsCents: false), "NT$ 18", "banker's: 18.5 → 18")
    }

    func testGroupingBoundaries() {
        XCTAssertEqual(AmountFormatter.grouped(999), "999")
        XCTAssertEqual(AmountFormatter.grouped(1000), "1,000")
        XCTAssertEqual(AmountFormatter.grouped(100_000), "100,000")
        XCTAssertEqual(AmountFormatter.grouped(1_000_000), "1,000,000")
    }

    func testMoneyHelpers() {
        XCTAssertTrue(Money.isWhole(D("20.00")))
        XCTAssertFalse(Money.isWhole(D("19.998")))
        XCTAssertTrue(Money.isWhole(-3))
        XCTAssertFalse(Money.isWhole(D("-3.5")))
        XCTAssertEqual(Money.round(D("2.5"), scale: 0), 2)
        XCTAssertEqual(Money.round(D("3.5"), scale: 0), 4)
    }

    func testDecimalText() {
        XCTAssertEqual(DecimalText.parse("0.2"), D("0.2"))
        XCTAssertEqual(DecimalText.parse("+3"), 3)
        XCTAssertNil(DecimalText.parse("."))
        XCTAssertNil(DecimalText.parse("-"))
        XCTAssertNil(DecimalText.parse("1 000"))
        XCTAssertEqual(DecimalText.format(D("0.0001")), "0.0001")
        XCTAssertEqual(DecimalText.format(30), "30")
    }
}
