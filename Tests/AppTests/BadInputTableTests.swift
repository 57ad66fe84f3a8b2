import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 16, item 9: every bad value in every place the command line takes one, through the real
/// binary in zh_TW. A refused value must exit non-zero with a short translated message and save
/// nothing; an accepted one (full-width and Arabic-Indic digits) must give the right answer.
final class BadInputTableTests: XCTestCase {
    static let values: [(name: String, text: String)] = [
        ("empty", ""), ("abc", "abc"), ("-1", "-1"), ("0", "0"), ("10001", "10001"), ("1e5", "1e5"),
        ("0,22", "0,22"), ("full-width", "０.２２"), ("Arabic-Indic", "٠٫٢٢"),
        ("10 KB", String(repeating: "9", count: 10_240)), ("emoji", "💴🙂"),
        ("21-character name", String(repeating: "円", count: 21)),
        ("100 KB price", "¥" + String(repeating: "1", count: 100_000)),
    ]

    /// Where a value goes: the arguments around it.
    static let places: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("convert TEXT", { ["convert", $0, "--rate", "0.2"] }),
        ("convert --rate", { ["convert", "¥100", "--rate", $0] }),
        ("--currency (window)", { ["--currency", $0, "--rate", "abc"] }),
        // A good rate here would open the window: those two values are checked by convert below.
        ("--rate (window)", { ["--currency", "JPY", "--rate", $0] }),
        ("history add PRICE", { ["history", "add", $0, "--currency", "JPY", "--rate", "0.22"] }),
        ("history add --currency", { ["history", "add", "¥100", "--currency", $0, "--rate", "0.22"] }),
        ("history add --rate", { ["history", "add", "¥100", "--currency", "JPY", "--rate", $0] }),
        ("history OPTION", { ["history", $0] }),
        ("recognize --rate", { ["recognize", "--json", "--rate", $0, "/nonexistent.png"] }),
        ("recognize IMAGE", { ["recognize", "--json", $0] }),
    ]

    private static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    func testEveryBadValueEverywhereIsRefusedWithATranslatedMessage() throws {
        let home = try AppProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let historyFile = home.appendingPathComponent("data/currency-camera/history.json")
        var tried = 0, refused = 0, accepted = 0, savedExpected = 0
        for place in Self.places {
            for value in Self.values
            where !(place.name == "--rate (window)" && ["full-width", "Arabic-Indic"].contains(value.name)) {
                let arguments = place.arguments(value.text)
                let app = try AppProcess(arguments: arguments, home: home, language: "zh_TW")
                XCTAssertTrue(app.waitForExit(timeout: 60), "\(place.name) \(value.name) did not finish")
                // AppProcess reads the pipes asynchronously: a 100 KB JSON line may still be arriving.
                let deadline = Date().addingTimeInterval(5)
                while app.exitStatus != 0, !Self.hasChinese(app.standardError + app.lines.joined()), Date() < deadline {
                    Thread.sleep(forTimeInterval: 0.05)
                }
                tried += 1
                var out = app.lines.joined(separator: "\n")
                let err = app.standardError
                if out.isEmpty, place.name.hasPrefix("recognize") {
                    // AppProcess's pipe reader dropped a single 100 KB line here; read it from a file.
                    let file = home.appendingPathComponent("out.json")
                    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
                    let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
                    _ = try RawRun.shell("exec \"$0\" " + quoted.joined(separator: " "), home: home,
                                         stdout: try FileHandle(forWritingTo: file), extra: ["LANGUAGE": "zh_TW"])
                    out = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                }
                let label = "\(place.name) ← \(value.name): status \(app.exitStatus), stderr \(err.prefix(200))"
                XCTAssertFalse(err.contains("Fatal error"), label)
                XCTAssertLessThan(err.count, 400, "a short message: " + label)
                if app.exitStatus == 0 {
                    accepted += 1
                    XCTAssertEqual(err, "", label)
                    if place.name.hasPrefix("history add") { savedExpected += 1 }
                } else {
                    refused += 1
                    XCTAssertTrue(Self.hasChinese(err) || Self.hasChinese(out), "translated: " + label + " stdout lines \(app.lines.count) ending \(out.suffix(60))")
                }
            }
        }
        // The values a user means as numbers are accepted as those numbers.
        for digits in ["０.２２", "٠٫٢٢"] {
            let app = try AppProcess(arguments: ["convert", "¥100", "--rate", digits], home: home)
            XCTAssertTrue(app.waitForExit(timeout: 30))
            XCTAssertEqual(app.lines, ["NT$ 22"], digits)
        }
        // Nothing saved wrong: exactly the accepted `history add` runs, each a sane record.
        let records = (try? JSONDecoder().decode([ConversionRecord].self, from: Data(contentsOf: historyFile))) ?? []
        XCTAssertEqual(records.count, savedExpected)
        for record in records {
            XCTAssertTrue(record.currencyName.count <= CurrencySettings.maxNameLength && !record.currencyName.isEmpty)
            XCTAssertTrue(record.exchangeRate > 0 && record.originalPrice >= 0, "\(record)")
        }
        print("bad-input table: \(tried) cases tried (\(Self.places.count) places × \(Self.values.count) values), "
              + "\(refused) refused with a translated message, \(accepted) accepted, \(records.count) records saved")
        XCTAssertGreaterThan(refused, tried / 2)
    }
}
