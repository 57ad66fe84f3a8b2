import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// product-spec.md stage 1, test 1, plus the name rules the spec lists but does not test.
final class CurrencySettingsTests: XCTestCase {
    func testValidSettings() {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2"))
        XCTAssertTrue(settings.isValid)
        XCTAssertNil(settings.validationError)
        XCTAssertNoThrow(try settings.validate())
    }

    func testInvalidSettings_EmptyName() {
        let settings = CurrencySettings(currencyName: "", exchangeRate: D("0.2"))
        XCTAssertFalse(settings.isValid)
        XCTAssertEqual(settings.validationError, .emptyName)
    }

    func testInvalidSettings_WhitespaceNameIsEmpty() {
        XCTAssertEqual(CurrencySettings(currencyName: "  \t", exchangeRate: 1).validationError, .emptyName)
    }

    func testInvalidSettings_NegativeRate() {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: D("-0.5"))
        XCTAssertFalse(settings.isValid)
        XCTAssertEqual(settings.validationError, .invalidRate)
    }

    func testInvalidSettings_ZeroRate() {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: 0)
        XCTAssertFalse(settings.isValid)
        XCTAssertEqual(settings.validationError, .invalidRate)
    }

    func testInvalidSettings_RateTooLarge() {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: 10001)
        XCTAssertFalse(settings.isValid)
        XCTAssertEqual(settings.validationError, .rateTooLarge)
        XCTAssertThrowsError(try settings.validate()) { error in
            XCTAssertEqual(error as? SettingsValidationError, .rateTooLarge)
        }
    }

    func testInvalidSettings_RateBelowMinimum() {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: D("0.00009"))
        XCTAssertEqual(settings.validationError, .rateTooSmall)
    }

    func testValidSettings_BoundaryValues() {
        XCTAssertTrue(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.0001")).isValid)
        XCTAssertTrue(CurrencySettings(currencyName: "JPY", exchangeRate: 10000).isValid)
        XCTAssertFalse(CurrencySettings(currencyName: "JPY", exchangeRate: D("10000.0001")).isValid)
    }

    func testNameLength_TwentyAllowedTwentyOneRefused() {
        let twenty = String(repeating: "日", count: 20)
        XCTAssertTrue(CurrencySettings(currencyName: twenty, exchangeRate: 1).isValid)
        XCTAssertEqual(CurrencySettings(currencyName: twenty + "幣", exchangeRate: 1).validationError, .nameTooLong)
    }

    func testValidatedFromText_TrimsName() throws {
        let settings = try CurrencySettings.validated(name: "  JPY \n", rateText: " 0.22 ").get()
        XCTAssertEqual(settings.currencyName, "JPY")
        XCTAssertEqual(settings.exchangeRate, D("0.22"))
    }

    func testValidatedFromText_ReportsNameBeforeRate() {
        XCTAssertEqual(error(name: "", rate: "abc"), .emptyName)
        XCTAssertEqual(error(name: String(repeating: "x", count: 21), rate: "1"), .nameTooLong)
        XCTAssertEqual(error(name: "JPY", rate: ""), .emptyRate)
        XCTAssertEqual(error(name: "JPY", rate: "abc"), .rateNotANumber)
        XCTAssertEqual(error(name: "JPY", rate: "12abc"), .rateNotANumber)
        XCTAssertEqual(error(name: "JPY", rate: "1.2.3"), .rateNotANumber)
        XCTAssertEqual(error(name: "JPY", rate: "1,000"), .rateNotANumber)
        XCTAssertEqual(error(name: "JPY", rate: "1e3"), .rateNotANumber)
        XCTAssertEqual(error(name: "JPY", rate: "-1"), .invalidRate)
        XCTAssertEqual(error(name: "JPY", rate: "0"), .invalidRate)
        XCTAssertEqual(error(name: "JPY", rate: "0.00001"), .rateTooSmall)
        XCTAssertEqual(error(name: "JPY", rate: "10001"), .rateTooLarge)
        XCTAssertNil(error(name: "JPY", rate: ".5"))
    }

    func testCodable_EncodeDecode() throws {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2"))
        let encoded = try JSONEncoder().encode(settings)
        let decoded = try JSONDecoder().decode(CurrencySettings.self, from: encoded)
        XCTAssertEqual(decoded, settings)
    }

    func testCodable_RateIsStoredAsString() throws {
        let settings = CurrencySettings(currencyName: "JPY", exchangeRate: D("0.22"))
        let json = try XCTUnwrap(String(data: JSONEncoder().encode(settings), encoding: .utf8))
        XCTAssertTrue(json.contains(#""exchangeRate":"0.22""#), json)
    }

    func testCodable_RefusesANonDecimalRate() {
        let json = Data(#"{"currencyName":"JPY","exchangeRate":"abc"}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(CurrencySettings.self, from: json))
    }

    func testMessages_EnglishSourceAndZhTW() throws {
        XCTAssertEqual(SettingsValidationError.emptyName.message, "Please enter a currency name")
        try installZhTW()
        defer { Localization.reset() }
        XCTAssertEqual(SettingsValidationError.emptyName.message, "請輸入幣別名稱")
        XCTAssertEqual(SettingsValidationError.invalidRate.message, "匯率必須大於 0")
        XCTAssertEqual(SettingsValidationError.rateTooLarge.message, "匯率不可超過 10000")
        let all: [SettingsValidationError] = [.emptyName, .nameTooLong, .emptyRate, .rateNotANumber,
                                              .invalidRate, .rateTooSmall, .rateTooLarge]
        XCTAssertEqual(Set(all.map(\.message)).count, all.count, "every error has its own message")
        for error in all {
            XCTAssertTrue(error.message.unicodeScalars.contains { $0.value > 0x2E80 }, "\(error) untranslated")
        }
    }

    private func error(name: String, rate: String) -> SettingsValidationError? {
        if case .failure(let error) = CurrencySettings.validated(name: name, rateText: rate) { return error }
        return nil
    }
}

/// product-spec.md stage 1, test 2, against the in-memory store (GSettings is the platform's).
final class SettingsStoreTests: XCTestCase {
    func testSaveAndLoadSettings() throws {
        let store = InMemorySettingsStore()
        try store.save(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")))
        let loaded = store.loadSettings()
        XCTAssertEqual(loaded?.currencyName, "JPY")
        XCTAssertEqual(loaded?.exchangeRate, D("0.2"))
    }

    func testLoadSettings_WhenNoData() {
        XCTAssertNil(InMemorySettingsStore().loadSettings())
    }

    func testUpdateSettings() throws {
        let store = InMemorySettingsStore()
        try store.save(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")))
        try store.save(CurrencySettings(currencyName: "USD", exchangeRate: 30))
        XCTAssertEqual(store.loadSettings(), CurrencySettings(currencyName: "USD", exchangeRate: 30))
    }

    func testClearSettings() throws {
        let store = InMemorySettingsStore(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")))
        store.clearSettings()
        XCTAssertNil(store.loadSettings())
    }

    func testSaveRefusesInvalidSettings() {
        let good = CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2"))
        let store = InMemorySettingsStore(good)
        XCTAssertThrowsError(try store.save(CurrencySettings(currencyName: "JPY", exchangeRate: 0))) { error in
            XCTAssertEqual(error as? SettingsStoreError, .invalid(.invalidRate))
        }
        XCTAssertEqual(store.loadSettings(), good, "a refused save keeps what was there")
    }

    func testStoreErrorMessages() {
        XCTAssertEqual(SettingsStoreError.invalid(.emptyName).message, SettingsValidationError.emptyName.message)
        XCTAssertEqual(SettingsStoreError.notWritable.message, "The settings could not be saved")
    }
}
