import Foundation
import TestSupport
import XCTest

/// Issue 14 through the real binary: `currency …` keeps a list in GSettings (keyfile backend),
/// `convert` picks each price's rate by its mark, and settings from the single-currency version
/// still load.
final class CurrencyCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], home: URL, language: String? = nil, file: StaticString = #filePath,
                     line: UInt = #line) throws -> AppProcess {
        let app = try AppProcess(arguments: arguments, home: home, language: language)
        XCTAssertTrue(app.waitForExit(timeout: 30), "currency-camera \(arguments) did not finish", file: file, line: line)
        return app
    }

    func testTheSymbolPicksTheSavedRate() throws {
        let home = try AppProcess.makeHome()
        XCTAssertEqual(try run(["currency", "add", "JPY", "0.22"], home: home).exitStatus, 0)
        XCTAssertEqual(try run(["currency", "add", "USD", "31.5"], home: home).exitStatus, 0)
        XCTAssertEqual(try run(["convert", "¥3,500"], home: home).lines, ["NT$ 770"])
        XCTAssertEqual(try run(["convert", "NT$500"], home: home).lines, ["NT$ 500"])
        XCTAssertEqual(try run(["convert", "$100"], home: home).lines, ["NT$ 3,150 (USD)"])
        XCTAssertEqual(try run(["currency", "default", "USD"], home: home).exitStatus, 0)
        XCTAssertEqual(try run(["convert", "100"], home: home).lines, ["NT$ 3,150"])
        XCTAssertEqual(try run(["convert", "¥3,500", "--rate", "0.2"], home: home).lines, ["NT$ 700"])
        let list = try run(["currency", "list"], home: home)
        XCTAssertEqual(list.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) },
                       ["JPY", "USD"])
        XCTAssertEqual(list.lines.last?.hasSuffix("\tdefault"), true, list.lines.joined(separator: "\n"))
    }

    func testBadInputIsTranslatedAndExitsNonZero() throws {
        let home = try AppProcess.makeHome()
        let bad = try run(["currency", "add", "JPY", "abc"], home: home, language: "zh_TW")
        XCTAssertEqual(bad.exitStatus, 1)
        XCTAssertEqual(bad.standardError.trimmingCharacters(in: .whitespacesAndNewlines), "匯率必須是數字")
        let missing = try run(["currency", "remove", "KRW"], home: home, language: "zh_TW")
        XCTAssertEqual(missing.exitStatus, 1)
        XCTAssertEqual(missing.standardError.trimmingCharacters(in: .whitespacesAndNewlines), "清單中沒有 KRW")
        XCTAssertEqual(try run(["currency", "frobnicate"], home: home).exitStatus, 64)
        _ = try run(["currency", "add", "JPY", "0.22"], home: home)
        let noRate = try run(["convert", "₩12,000"], home: home, language: "zh_TW")
        XCTAssertEqual(noRate.exitStatus, 1)
        XCTAssertEqual(noRate.lines, ["₩ — 未設定匯率"])
    }

    func testSettingsFromTheSingleCurrencyVersionStillLoad() throws {
        let home = try AppProcess.makeHome()
        let keyfile = home.appendingPathComponent("config/currency-camera/settings.ini")
        try FileManager.default.createDirectory(at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[currency-camera]\ncurrency-name='日幣'\nexchange-rate='0.22'\nlast-updated='2025-12-02T14:30:00Z'\n"
            .write(to: keyfile, atomically: false, encoding: .utf8)
        let list = try run(["currency", "list"], home: home)
        XCTAssertEqual(list.exitStatus, 0, list.standardError)
        XCTAssertEqual(list.lines, ["JPY\t日幣\t0.22\t¥ 円 JPY\t2025-12-02T14:30:00Z\tdefault"])
        XCTAssertEqual(try run(["convert", "¥3,500"], home: home).lines, ["NT$ 770"])
        XCTAssertEqual(try run(["convert", "$10"], home: home).lines, ["$ — no rate set"])
    }
}
