import Foundation
import TestSupport
import XCTest

/// The real binary's command-line face, as a script would use it.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], language: String? = nil, file: StaticString = #filePath,
                     line: UInt = #line) throws -> AppProcess {
        let app = try AppProcess(arguments: arguments, home: try AppProcess.makeHome(), language: language)
        XCTAssertTrue(app.waitForExit(timeout: 30), "currency-camera \(arguments) did not finish", file: file, line: line)
        return app
    }

    func testConvertPrintsTheNTDollarAmount() throws {
        let app = try run(["convert", "¥12,345.67", "--rate", "0.2"])
        XCTAssertEqual(app.exitStatus, 0, app.standardError)
        XCTAssertEqual(app.lines, ["NT$ 2,469.13"])
    }

    func testConvertRefusesABadRateWithTheTranslatedMessage() throws {
        let english = try run(["convert", "¥100", "--rate", "0"])
        XCTAssertEqual(english.exitStatus, 1)
        XCTAssertEqual(english.standardError.trimmingCharacters(in: .whitespacesAndNewlines),
                       "Exchange rate must be greater than 0")
        let chinese = try run(["convert", "¥100", "--rate", "20000"], language: "zh_TW")
        XCTAssertEqual(chinese.exitStatus, 1)
        XCTAssertEqual(chinese.standardError.trimmingCharacters(in: .whitespacesAndNewlines), "匯率不可超過 10000")
    }

    func testConvertWithoutRateAndNothingSavedSaysSo() throws {
        let app = try run(["convert", "¥100"])
        XCTAssertNotEqual(app.exitStatus, 0)
        XCTAssertTrue(app.standardError.contains("No exchange rate is saved"), app.standardError)
    }

    func testHistoryIsEmptyOnAFreshHome() throws {
        let app = try run(["history", "--json"])
        XCTAssertEqual(app.exitStatus, 0, app.standardError)
        XCTAssertEqual(app.lines.joined(), "[]")
    }

    func testBadCommandLineSettingsAreRefusedBeforeAnyWindow() throws {
        let app = try run(["--currency", "JPY", "--rate", "abc"], language: "zh_TW")
        XCTAssertEqual(app.exitStatus, 64)
        XCTAssertEqual(app.standardError.trimmingCharacters(in: .whitespacesAndNewlines), "匯率必須是數字")
    }
}
