import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 3: the symbol picks the rate. Each price is parsed as the camera would read
/// it, then converted by `PriceConverter`.
final class PriceConverterTests: XCTestCase {
    override func tearDown() {
        Localization.reset()
    }

    private func list(_ rates: [(String, String)], default code: String? = nil) -> CurrencyList {
        let currencies = rates.map { try! Currency.validated(code: $0.0, name: "", rateText: $0.1, date: nil).get() }
        return CurrencyList(currencies, defaultCode: code)
    }

    /// The label of the first price in `text`.
    private func label(_ text: String, _ currencies: CurrencyList, override: String? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let parsed = PriceParser.parse(text).first else {
            XCTFail("no price in \(text)", file: file, line: line)
            return nil
        }
        return PriceConverter(currencies: currencies, overrideRate: override.map { D($0) })
            .convert(parsed.value, hint: parsed.currencyHint).text
    }

    func testTheIssuesExamples() {
        // With 美金 at 31.5 as the default, "¥3,500" was labelled NT$ 110,250.
        let shopping = list([("USD", "31.5"), ("JPY", "0.22")], default: "USD")
        XCTAssertEqual(label("¥3,500", shopping), "NT$ 770 (JPY)", "¥ is shared with CNY, and JPY is not the default")
        XCTAssertEqual(label("3,500円", shopping), "NT$ 770", "円 is yen alone")
        XCTAssertEqual(label("$100", shopping), "NT$ 3,150")
        // On a menu already in NT$, "NT$500" became "NT$ 100".
        XCTAssertEqual(label("NT$500", shopping), "NT$ 500")
        XCTAssertEqual(label("500元", shopping), "NT$ 500")
        XCTAssertEqual(label("TWD 1,250.50", shopping), "NT$ 1,250.50")
        XCTAssertEqual(label("NTD 80", shopping), "NT$ 80")
    }

    func testUnmarkedPricesAreInTheDefault() {
        let yenFirst = list([("JPY", "0.22"), ("USD", "31.5")])
        XCTAssertEqual(label("3,500", yenFirst), "NT$ 770")
        XCTAssertEqual(label("¥3,500", yenFirst), "NT$ 770", "the default claims its own mark without naming it")
        XCTAssertEqual(label("3,500", list([("JPY", "0.22"), ("USD", "31.5")], default: "USD")), "NT$ 110,250")
    }

    func testALoneDollarIsTheDefaultDollarElseUSDNamed() {
        XCTAssertEqual(label("$10", list([("SGD", "23"), ("USD", "31.5")], default: "SGD")), "NT$ 230",
                       "a dollar default takes $")
        XCTAssertEqual(label("$10", list([("JPY", "0.22"), ("USD", "31.5")])), "NT$ 315 (USD)")
        XCTAssertEqual(label("US$10", list([("JPY", "0.22"), ("USD", "31.5")])), "NT$ 315", "US$ says which dollar")
        XCTAssertEqual(label("$10", list([("JPY", "0.22")])), "$ — no rate set")
        XCTAssertEqual(label("S$10", list([("JPY", "0.22"), ("SGD", "23")])), "NT$ 230")
    }

    func testACurrencyWithoutARateSaysSo() throws {
        let yen = list([("JPY", "0.22")])
        XCTAssertEqual(label("₩12,000", yen), "₩ — no rate set")
        XCTAssertEqual(label("€3.500", yen), "€ — no rate set")
        XCTAssertEqual(label("KRW 12000", yen), "KRW — no rate set")
        try installZhTW()
        XCTAssertEqual(label("¥3,500", list([("USD", "31.5")])), "¥ — 未設定匯率")
    }

    func testMarksAndCodesPickTheirCurrencies() {
        let many = list([("JPY", "0.22"), ("KRW", "0.024"), ("EUR", "35"), ("VND", "0.0013"), ("NOK", "3"),
                         ("MYR", "7"), ("USD", "31.5")])
        XCTAssertEqual(label("₩12,000", many), "NT$ 288")
        XCTAssertEqual(label("12,000원", many), "NT$ 288")
        XCTAssertEqual(label("€3.500", many), "NT$ 122,500")
        XCTAssertEqual(label("50.000đ", many), "NT$ 65", "đ is dong, grouped with dots")
        XCTAssertEqual(label("50.000 VND", many), "NT$ 65")
        XCTAssertEqual(label("₫50.000", many), "NT$ 65")
        XCTAssertEqual(label("129 kr", many), "NT$ 387 (NOK)", "kr is shared with SEK and DKK")
        XCTAssertEqual(label("NOK 129", many), "NT$ 387")
        XCTAssertEqual(label("RM 12.90", many), "NT$ 90.30")
        XCTAssertEqual(label("USD 10", many), "NT$ 315")
        XCTAssertEqual(label("JPY 3500", list([("USD", "31.5"), ("JPY", "0.22")])), "NT$ 770")
    }

    func testUserSymbolsDecideBetweenSavedCurrencies() throws {
        let yuan = try Currency.validated(code: "CNY", name: "", rateText: "4.4", date: nil).get()
        let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get()
        XCTAssertEqual(label("¥100", CurrencyList([yuan, yen])), "NT$ 440", "the default CNY claims ¥")
        XCTAssertEqual(label("¥100", CurrencyList([yen, yuan])), "NT$ 22")
        let usd = try Currency.validated(code: "USD", name: "", rateText: "31.5", date: nil).get()
        XCTAssertEqual(label("¥100", CurrencyList([usd, yuan])), "NT$ 440 (CNY)", "the only saved ¥")
    }

    func testOverrideRateConvertsEveryForeignPriceButNotNTDollars() {
        XCTAssertEqual(label("¥12,345.67", CurrencyList(), override: "0.2"), "NT$ 2,469.13")
        XCTAssertEqual(label("₩1,000", list([("JPY", "0.22")]), override: "0.2"), "NT$ 200")
        XCTAssertEqual(label("NT$500", list([("JPY", "0.22")]), override: "0.2"), "NT$ 500")
    }

    func testConversionCarriesCodeNameAndRate() {
        let converter = PriceConverter(currencies: list([("JPY", "0.22"), ("USD", "31.5")]))
        let yen = converter.convert(3500, rawText: "¥3,500")
        XCTAssertEqual(yen.currencyCode, "JPY")
        XCTAssertEqual(yen.currencyName, "日幣")
        XCTAssertEqual(yen.rate, D("0.22"))
        XCTAssertEqual(yen.amount, 770)
        let taiwan = converter.convert(500, rawText: "NT$500")
        XCTAssertEqual(taiwan.currencyCode, "TWD")
        XCTAssertEqual(taiwan.rate, 1)
        XCTAssertEqual(taiwan.amount, 500)
        let won = converter.convert(1000, rawText: "₩1,000")
        XCTAssertEqual(won.currencyCode, "KRW")
        XCTAssertNil(won.amount)
        XCTAssertNil(won.rate)
    }
}
