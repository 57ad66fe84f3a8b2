import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 6: the settings form saving into the list, the list's rows, set default and
/// remove, and the header's switcher.
// XCTest on Linux cannot call @MainActor test methods; bodies run through MainActor.assumeIsolated.
final class CurrencyListViewModelTests: XCTestCase, @unchecked Sendable {
    private var store: InMemorySettingsStore!

    override func setUp() {
        store = InMemorySettingsStore()
    }

    override func tearDown() {
        Localization.reset()
    }

    @MainActor
    private func add(_ name: String, _ rate: String, code: String = "", makeDefault: Bool = false) -> Bool {
        let form = SettingsViewModel(store: store)
        form.currencyName = name
        form.exchangeRate = rate
        if !code.isEmpty { form.currencyCode = code }
        return form.save(makeDefault: makeDefault)
    }

    func testTheFormAddsCurrenciesWithGuessedOrTypedCodes() {
        MainActor.assumeIsolated {
            XCTAssertTrue(add("日幣", "0.22"))
            XCTAssertTrue(add("美金", "31.5"))
            XCTAssertTrue(add("瑞士法郎", "36", code: "chf"))
            let list = store.loadCurrencies()
            XCTAssertEqual(list.currencies.map(\.code), ["JPY", "USD", "CHF"])
            XCTAssertEqual(list.defaultCode, "JPY", "adding does not move the default")
            XCTAssertEqual(list.currency(code: "USD")?.symbols, ["$", "US$", "USD"])
            XCTAssertTrue(add("美金", "32", makeDefault: true), "Start Scan saves and makes default")
            XCTAssertEqual(store.loadCurrencies().defaultCode, "USD")
            XCTAssertEqual(store.loadCurrencies().currency(code: "USD")?.rate, 32)
        }
    }

    func testTheFormShowsTheCodeErrorInZhTW() throws {
        try installZhTW()
        MainActor.assumeIsolated {
            let form = SettingsViewModel(store: store)
            form.currencyName = "日幣"
            form.exchangeRate = "0.22"
            XCTAssertTrue(form.isValid)
            form.currencyCode = "J1"
            XCTAssertFalse(form.canStartScan)
            XCTAssertEqual(form.errorMessage, "幣別代碼須為三個英文字母，例如 JPY")
            XCTAssertFalse(form.save())
            XCTAssertTrue(store.loadCurrencies().isEmpty)
            form.exchangeRate = "0"
            XCTAssertEqual(form.errorMessage, "匯率必須大於 0", "the rate's message comes first, as before")
        }
    }

    func testEditingASavedCurrencyKeepsItsMarks() throws {
        try MainActor.assumeIsolated {
            var list = CurrencyList()
            list.save(try Currency.validated(code: "JPY", name: "日幣", rateText: "0.22", symbolsText: "¥", date: nil).get())
            try store.saveCurrencies(list)
            let form = SettingsViewModel(store: store)
            form.edit(code: "JPY")
            XCTAssertEqual([form.currencyName, form.exchangeRate, form.currencyCode], ["日幣", "0.22", "JPY"])
            form.exchangeRate = "0.21"
            XCTAssertTrue(form.save())
            XCTAssertEqual(store.loadCurrencies().currency(code: "JPY")?.symbols, ["¥"])
            XCTAssertEqual(store.loadCurrencies().currency(code: "JPY")?.rate, D("0.21"))
        }
    }

    func testTypingANewNameOverALoadedCurrencyAddsInsteadOfRenaming() throws {
        MainActor.assumeIsolated {
            XCTAssertTrue(add("日幣", "0.22"))
            let form = SettingsViewModel(store: store)
            form.load()
            XCTAssertEqual(form.currencyCode, "JPY")
            form.currencyName = "韓元"
            form.exchangeRate = "0.024"
            XCTAssertEqual(form.currencyCode, "", "the loaded code does not stick to a new name")
            XCTAssertEqual(form.effectiveCode, "KRW")
            XCTAssertTrue(form.save(makeDefault: false))
            XCTAssertEqual(store.loadCurrencies().currencies.map(\.name), ["日幣", "韓元"])
            form.currencyCode = "EUR"
            form.currencyName = "歐元"
            XCTAssertEqual(form.currencyCode, "EUR", "a typed code stays")
        }
    }

    func testRowsDefaultAndRemove() throws {
        try MainActor.assumeIsolated {
            XCTAssertTrue(add("日幣", "0.22"))
            XCTAssertTrue(add("美金", "31.5"))
            let model = CurrencyListViewModel(store: store)
            var changes = 0
            model.onChange = { changes += 1 }
            XCTAssertEqual(model.rows.map(\.title), ["日幣 (JPY) · default", "美金 (USD)"])
            XCTAssertTrue(model.rows[0].detail.hasPrefix("1 JPY = NT$ 0.22 · ¥ 円 JPY · "), model.rows[0].detail)
            XCTAssertEqual(model.switcherItems.map(\.label), ["✓ 日幣 JPY", "美金 USD"])

            XCTAssertTrue(model.makeDefault(code: "USD"))
            XCTAssertEqual(store.loadCurrencies().defaultCode, "USD", "saved at once")
            XCTAssertEqual(model.rows.map(\.isDefault), [false, true])
            XCTAssertTrue(model.remove(code: "USD"))
            XCTAssertEqual(store.loadCurrencies().currencies.map(\.code), ["JPY"])
            XCTAssertEqual(model.rows.map(\.title), ["日幣 (JPY) · default"])
            XCTAssertEqual(changes, 2)

            try installZhTW()
            XCTAssertFalse(model.remove(code: "USD"))
            XCTAssertEqual(model.errorMessage, "清單中沒有 USD")
            XCTAssertEqual(model.rows.first?.title, "日幣 (JPY) · 預設")
        }
    }

    func testARefusingStoreIsReported() throws {
        MainActor.assumeIsolated {
            let model = CurrencyListViewModel(store: ReadOnlySettingsStore(CurrencySettings(currencyName: "日幣", exchangeRate: 1)))
            XCTAssertFalse(model.makeDefault(code: "JPY"))
            XCTAssertEqual(model.errorMessage, "The settings could not be saved")
        }
    }
}
