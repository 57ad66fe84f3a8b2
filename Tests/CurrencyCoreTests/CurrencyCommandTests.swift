import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 5: `currency-camera currency …` and `convert` picking the rate by the symbol,
/// as pure functions over an in-memory store.
final class CurrencyCommandTests: XCTestCase {
    private let now = FakeWallClock("2026-11-23T10:00:00Z").date

    override func tearDown() {
        Localization.reset()
    }

    @discardableResult
    private func run(_ arguments: [String], _ store: InMemorySettingsStore, file: StaticString = #filePath,
                     line: UInt = #line) -> CommandOutput {
        CurrencyCommand.run(arguments: arguments, store: store, now: now)
    }

    private func shoppingStore() -> InMemorySettingsStore {
        let store = InMemorySettingsStore()
        run(["add", "JPY", "0.22"], store)
        run(["add", "USD", "31.5"], store)
        return store
    }

    func testAddListAndTheIssuesConvertExamples() {
        let store = InMemorySettingsStore()
        XCTAssertEqual(run(["add", "jpy", "0.22"], store).stdout,
                       "Saved JPY (日幣) at 0.22, marked ¥ 円 JPY\nJPY is now the default currency\n")
        XCTAssertEqual(run(["add", "USD", "31.5"], store).stdout, "Saved USD (美金) at 31.5, marked $ US$ USD\n")
        XCTAssertEqual(run(["list"], store).stdout,
                       "JPY\t日幣\t0.22\t¥ 円 JPY\t2026-11-23T10:00:00Z\tdefault\nUSD\t美金\t31.5\t$ US$ USD\t2026-11-23T10:00:00Z\t\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["¥3,500"], settings: store).stdout, "NT$ 770\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["NT$500"], settings: store).stdout, "NT$ 500\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["$100"], settings: store).stdout, "NT$ 3,150 (USD)\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["¥3,500 and US$10 and 100"], settings: store).stdout,
                       "NT$ 770\nNT$ 315\nNT$ 22\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["¥3,500", "--rate", "0.2"], settings: store).stdout, "NT$ 700\n",
                       "--rate still overrides")
    }

    func testNameAndSymbolsOptions() {
        let store = InMemorySettingsStore()
        run(["add", "CHF", "36", "--name", "瑞士法郎", "--symbols", "CHF Fr."], store)
        XCTAssertEqual(store.loadCurrencies().currency(code: "CHF")?.name, "瑞士法郎")
        XCTAssertEqual(store.loadCurrencies().currency(code: "CHF")?.symbols, ["CHF", "Fr."])
        run(["add", "JPY", "0.21", "--symbols", "¥"], store)
        XCTAssertEqual(store.loadCurrencies().currency(code: "JPY")?.symbols, ["¥"])
    }

    func testDefaultAndRemove() {
        let store = shoppingStore()
        XCTAssertEqual(run(["default", "usd"], store).stdout, "USD is now the default currency\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["100"], settings: store).stdout, "NT$ 3,150\n")
        XCTAssertEqual(run(["remove", "USD"], store).stdout, "Removed USD\nJPY is now the default currency\n")
        XCTAssertEqual(run(["remove", "JPY"], store).stdout, "Removed JPY\n")
        XCTAssertEqual(run(["list"], store).stdout, "")
        XCTAssertEqual(run(["list", "--json"], store).stdout, "[\n\n]\n")
    }

    func testListJSON() throws {
        let store = shoppingStore()
        let output = run(["list", "--json"], store)
        XCTAssertEqual(output.exitCode, 0)
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.map { $0["code"] as? String }, ["JPY", "USD"])
        XCTAssertEqual(items.first?["rate"] as? String, "0.22")
        XCTAssertEqual(items.first?["symbols"] as? [String], ["¥", "円", "JPY"])
        XCTAssertEqual(items.first?["updated"] as? String, "2026-11-23T10:00:00Z")
        XCTAssertEqual(items.map { $0["default"] as? Bool }, [true, false])
    }

    func testBadInputIsRefusedWithTranslatedMessages() throws {
        try installZhTW()
        let store = shoppingStore()
        let cases: [([String], String, Int32)] = [
            (["add", "JPY", "0"], "匯率必須大於 0", 1),
            (["add", "JPY", "abc"], "匯率必須是數字", 1),
            (["add", "JPY", "20000"], "匯率不可超過 10000", 1),
            (["add", "JP", "1"], "幣別代碼須為三個英文字母，例如 JPY", 1),
            (["add", "JPY", "1", "--name", String(repeating: "日", count: 21)], "幣別名稱不可超過 20 個字", 1),
            (["remove", "KRW"], "清單中沒有 KRW", 1),
            (["default", "KRW"], "清單中沒有 KRW", 1),
        ]
        for (arguments, message, status) in cases {
            let output = run(arguments, store)
            XCTAssertEqual(output.exitCode, status, "\(arguments)")
            XCTAssertEqual(output.stderr, message + "\n", "\(arguments)")
        }
        XCTAssertEqual(store.loadCurrencies().currency(code: "JPY")?.rate, D("0.22"), "nothing was changed")
        for arguments in [[], ["add", "JPY"], ["add", "JPY", "1", "--name"], ["list", "--fast"], ["swap"], ["remove"]] {
            let output = run(arguments, store)
            XCTAssertEqual(output.exitCode, ConvertCommand.exitUsage, "\(arguments)")
            XCTAssertTrue(output.stderr.hasSuffix(CurrencyCommand.usage + "\n"), "\(arguments)")
        }
    }

    func testConvertSaysWhenAPricesCurrencyHasNoRate() throws {
        let store = shoppingStore()
        let output = ConvertCommand.run(arguments: ["₩12,000 ¥100"], settings: store)
        XCTAssertEqual(output.stdout, "₩ — no rate set\nNT$ 22\n")
        XCTAssertEqual(output.stderr, "No rate is saved for KRW; add one with: currency-camera currency add KRW RATE\n")
        XCTAssertEqual(output.exitCode, 1)
        try installZhTW()
        XCTAssertEqual(ConvertCommand.run(arguments: ["₩12,000"], settings: store).stdout, "₩ — 未設定匯率\n")
    }

    func testARefusingStoreFails() {
        let output = CurrencyCommand.run(arguments: ["add", "JPY", "0.22"], store: ReadOnlySettingsStore(), now: now)
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertEqual(output.stderr, "The settings could not be saved\n")
    }
}
