import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 1: currencies, plural — each with code, name, marks, rate and the day of the rate.
final class CurrencyListTests: XCTestCase {
    private let day = FakeWallClock("2026-11-23T10:00:00Z").date

    override func tearDown() {
        Localization.reset()
    }

    private func currency(_ code: String, _ rate: String, name: String = "", symbols: String = "") throws -> Currency {
        try Currency.validated(code: code, name: name, rateText: rate, symbolsText: symbols, date: day).get()
    }

    func testKnownCodeBringsItsNameAndSymbols() throws {
        let yen = try currency("jpy", "0.22")
        XCTAssertEqual(yen.code, "JPY")
        XCTAssertEqual(yen.name, "日幣")
        XCTAssertEqual(yen.symbols, ["¥", "円", "JPY"])
        XCTAssertEqual(yen.rate, D("0.22"))
        XCTAssertEqual(yen.rateDate, day)
        XCTAssertEqual(try currency("VND", "0.0013").symbols, ["₫", "đ", "VND"])
        XCTAssertEqual(try currency("NOK", "3").symbols, ["kr", "NOK"])
    }

    func testTypedNameAndSymbolsWin() throws {
        let yen = try currency("JPY", "0.22", name: " 日圓 ", symbols: "¥  円")
        XCTAssertEqual(yen.name, "日圓")
        XCTAssertEqual(yen.symbols, ["¥", "円"])
    }

    func testUnknownCodeIsItsOwnNameAndSymbol() throws {
        let franc = try currency("CHF", "36")
        XCTAssertEqual(franc.name, "CHF")
        XCTAssertEqual(franc.symbols, ["CHF"])
    }

    func testSameRulesAndMessagesAsTheSingleSetting() throws {
        func error(_ code: String, _ rate: String, name: String = "") -> SettingsValidationError? {
            if case .failure(let error) = Currency.validated(code: code, name: name, rateText: rate, date: nil) { return error }
            return nil
        }
        XCTAssertEqual(error("JPY", "0"), .invalidRate)
        XCTAssertEqual(error("JPY", "0.00009"), .rateTooSmall)
        XCTAssertEqual(error("JPY", "10000.0001"), .rateTooLarge)
        XCTAssertEqual(error("JPY", "abc"), .rateNotANumber)
        XCTAssertEqual(error("JPY", ""), .emptyRate)
        XCTAssertNil(error("JPY", "0.0001"))
        XCTAssertNil(error("JPY", "10000"))
        XCTAssertEqual(error("JPY", "1", name: String(repeating: "日", count: 21)), .nameTooLong)
        XCTAssertNil(error("JPY", "1", name: String(repeating: "日", count: 20)))
        XCTAssertEqual(error("JP", "1"), .invalidCode)
        XCTAssertEqual(error("J1Y", "1"), .invalidCode)
        XCTAssertEqual(error("日幣", "1"), .invalidCode)
        try installZhTW()
        XCTAssertEqual(SettingsValidationError.rateTooLarge.message, "匯率不可超過 10000")
        XCTAssertEqual(SettingsValidationError.invalidCode.message, "幣別代碼須為三個英文字母，例如 JPY")
    }

    func testFirstAddedIsTheDefaultAndSavingReplacesByCode() throws {
        var list = CurrencyList()
        XCTAssertNil(list.defaultCurrency)
        list.save(try currency("JPY", "0.22"))
        list.save(try currency("USD", "31.5"))
        XCTAssertEqual(list.defaultCode, "JPY")
        list.save(try currency("JPY", "0.21"))
        XCTAssertEqual(list.currencies.map(\.code), ["JPY", "USD"])
        XCTAssertEqual(list.currency(code: "jpy")?.rate, D("0.21"))
    }

    func testSetDefaultAndRemove() throws {
        var list = CurrencyList([try currency("JPY", "0.22"), try currency("USD", "31.5"), try currency("EUR", "35")])
        try list.setDefault(code: "usd")
        XCTAssertEqual(list.defaultCurrency?.name, "美金")
        try list.remove(code: "USD")
        XCTAssertEqual(list.defaultCode, "JPY", "removing the default hands it to the first remaining")
        XCTAssertThrowsError(try list.remove(code: "KRW")) { error in
            XCTAssertEqual(error as? CurrencyListError, .notInList(code: "KRW"))
        }
        XCTAssertThrowsError(try list.setDefault(code: "GBP"))
        try list.remove(code: "JPY")
        try list.remove(code: "EUR")
        XCTAssertTrue(list.isEmpty)
        XCTAssertNil(list.defaultCode)
    }

    func testADefaultNotInTheListFallsBackToTheFirst() throws {
        let list = CurrencyList([try currency("JPY", "0.22")], defaultCode: "USD")
        XCTAssertEqual(list.defaultCode, "JPY")
    }

    func testOldSingleSettingMigratesWithAGuessedCode() {
        let cases: [(String, String)] = [("日幣", "JPY"), ("JPY", "JPY"), ("jpy", "JPY"), ("Yen", "JPY"), ("日圓", "JPY"),
                                         ("美金", "USD"), ("韓元", "KRW"), ("馬幣", "MYR"), ("CHF", "CHF"),
                                         ("我的錢", "XXX")]
        for (name, code) in cases {
            let list = CurrencyList.migrating(name: name, rateText: "0.2", updated: nil)
            XCTAssertEqual(list?.currencies.count, 1, name)
            XCTAssertEqual(list?.defaultCode, code, name)
            XCTAssertEqual(list?.defaultCurrency?.name, name, "the typed name is kept")
            XCTAssertEqual(list?.defaultCurrency?.rate, D("0.2"))
        }
        XCTAssertEqual(CurrencyList.migrating(name: "日幣", rateText: "0.2", updated: nil)?.defaultCurrency?.symbols,
                       ["¥", "円", "JPY"])
        XCTAssertEqual(CurrencyList.migrating(name: "我的錢", rateText: "0.2", updated: nil)?.defaultCurrency?.symbols, [])
        XCTAssertNil(CurrencyList.migrating(name: "", rateText: "0.2", updated: nil))
        XCTAssertNil(CurrencyList.migrating(name: "JPY", rateText: "0", updated: nil))
    }

    func testFieldsRoundTripAndDamagedEntriesAreDropped() throws {
        let yen = try currency("JPY", "0.22", name: "日幣", symbols: "¥ 円")
        XCTAssertEqual(yen.fields, ["code": "JPY", "name": "日幣", "symbols": "¥ 円", "rate": "0.22",
                                    "updated": "2026-11-23T10:00:00Z"])
        XCTAssertEqual(Currency(fields: yen.fields), yen)
        var undated = yen.fields
        undated["updated"] = ""
        undated["later-field"] = "ignored"
        XCTAssertNil(Currency(fields: undated)?.rateDate)
        for broken in [["rate": "0"], ["rate": "0.2x"], ["code": "JP"], ["name": ""]] {
            XCTAssertNil(Currency(fields: yen.fields.merging(broken) { $1 }), "\(broken)")
        }
        XCTAssertNil(Currency(fields: ["code": "JPY", "name": "日幣"]))
    }
}
