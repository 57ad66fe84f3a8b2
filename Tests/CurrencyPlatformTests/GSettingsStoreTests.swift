import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 2: the currency list in GSettings (keyfile backend, as on a machine without
/// dconf), and settings written by the single-currency version still loading.
final class GSettingsStoreTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var schemas: URL!
    private var keyfile: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        schemas = directory.url.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let schema = "io.github.currencycamera.CurrencyCamera.gschema.xml"
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("data/" + schema),
                                         to: schemas.appendingPathComponent(schema))
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compile.arguments = ["--strict", schemas.path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0, "glib-compile-schemas --strict")
        keyfile = directory.url.appendingPathComponent("config/settings.ini")
    }

    override func tearDown() {
        directory.cleanUp()
    }

    private func store() throws -> GSettingsStore {
        try GSettingsStore(schemaDirectory: schemas.path, backend: .keyfile(path: keyfile.path))
    }

    private func writeKeyfile(_ body: String) throws {
        try FileManager.default.createDirectory(at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ("[currency-camera]\n" + body).write(to: keyfile, atomically: false, encoding: .utf8)
    }

    func testTheOldSingleSettingLoadsAsAOneCurrencyList() throws {
        try writeKeyfile("currency-name='日幣'\nexchange-rate='0.22'\nlast-updated='2025-12-02T14:30:00Z'\n")
        let list = try store().loadCurrencies()
        XCTAssertEqual(list.currencies.map(\.code), ["JPY"])
        XCTAssertEqual(list.defaultCurrency?.name, "日幣")
        XCTAssertEqual(list.defaultCurrency?.rate, D("0.22"))
        XCTAssertEqual(list.defaultCurrency?.rateDate, FakeWallClock("2025-12-02T14:30:00Z").date)
        XCTAssertEqual(try store().loadSettings(), CurrencySettings(currencyName: "日幣", exchangeRate: D("0.22")))
    }

    func testNothingSavedIsAnEmptyList() throws {
        XCTAssertTrue(try store().loadCurrencies().isEmpty)
        try writeKeyfile("currency-name='日幣'\nexchange-rate='0'\n")
        XCTAssertTrue(try store().loadCurrencies().isEmpty, "an unusable old setting stays unusable")
    }

    func testTheListRoundTripsThroughTheKeyfile() throws {
        let date = FakeWallClock("2026-11-23T10:00:00Z").date
        var list = CurrencyList()
        list.save(try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: date).get())
        list.save(try Currency.validated(code: "USD", name: "", rateText: "31.5", symbolsText: "$ US$", date: date).get())
        try list.setDefault(code: "USD")
        try store().saveCurrencies(list)

        let reloaded = try store().loadCurrencies()
        XCTAssertEqual(reloaded, list)
        let text = try String(contentsOf: keyfile, encoding: .utf8)
        XCTAssertTrue(text.contains("currencies=[{"), text)
        XCTAssertTrue(text.contains("default-currency='USD'"), text)
        XCTAssertTrue(text.contains("exchange-rate='31.5'"), "the old keys follow the default: \(text)")
    }

    func testAnEmptiedListStaysEmpty() throws {
        try writeKeyfile("currency-name='日幣'\nexchange-rate='0.22'\n")
        var list = try store().loadCurrencies()
        try list.remove(code: "JPY")
        try store().saveCurrencies(list)
        XCTAssertTrue(try store().loadCurrencies().isEmpty, "the old keys must not bring the currency back")
    }

    func testSavingTheOldWayAddsAndMakesDefault() throws {
        let store = try store()
        try store.save(CurrencySettings(currencyName: "日幣", exchangeRate: D("0.22")))
        try store.save(CurrencySettings(currencyName: "美金", exchangeRate: D("31.5")))
        XCTAssertEqual(store.loadCurrencies().currencies.map(\.code), ["JPY", "USD"])
        XCTAssertEqual(store.loadCurrencies().defaultCode, "USD")
    }
}
