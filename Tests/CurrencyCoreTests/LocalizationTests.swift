import CurrencyCore
import Foundation
import TestSupport
import XCTest

final class LocalizationTests: XCTestCase {
    override func tearDown() {
        Localization.reset()
    }

    func testIdentityByDefault() {
        XCTAssertEqual(tr("Nothing to convert"), "Nothing to convert")
    }

    func testInstalledTranslatorIsUsedAndResetRestores() {
        Localization.install { "«\($0)»" }
        XCTAssertEqual(tr("a"), "«a»")
        Localization.reset()
        XCTAssertEqual(tr("a"), "a")
    }

    func testFillReplacesNamedPlaceholdersInAnyOrder() {
        XCTAssertEqual(Localization.fill("{b} then {a} and {a}", ["a": "1", "b": "2"]), "2 then 1 and 1")
        XCTAssertEqual(Localization.fill("no placeholders", ["a": "1"]), "no placeholders")
    }

    func testTranslatorIsSafeFromManyThreads() {
        Localization.install { $0.uppercased() }
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            XCTAssertEqual(tr("abc"), "ABC")
        }
    }

    /// Every `tr("…")` literal in every module has a zh_TW text in po/zh_TW.po (translated, not
    /// fuzzy), every translation keeps its msgid's placeholders, and the catalogue has no stale
    /// entries.
    func testEveryStringHasATranslation() throws {
        let translations = try zhTWTranslations()
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let pattern = try NSRegularExpression(pattern: #"\btr\("((?:[^"\\]|\\.)*)"\)"#)
        var found = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let literal = String(text[Range(match.range(at: 1), in: text)!])
                    .replacingOccurrences(of: "\\\"", with: "\"")
                    .replacingOccurrences(of: "\\n", with: "\n")
                found.insert(literal)
            }
        }
        XCTAssertGreaterThan(found.count, 50)
        let placeholder = try NSRegularExpression(pattern: #"\{[a-z]+\}"#)
        for msgid in found.sorted() {
            let translation = try XCTUnwrap(translations[msgid], "missing in po/zh_TW.po: \(msgid)")
            for match in placeholder.matches(in: msgid, range: NSRange(msgid.startIndex..., in: msgid)) {
                let name = String(msgid[Range(match.range, in: msgid)!])
                XCTAssertTrue(translation.contains(name), "\(msgid) → \(translation) lost \(name)")
            }
        }
        XCTAssertEqual(Set(translations.keys), found, "po/zh_TW.po and the sources disagree")
    }

    func testSpecMessagesAreTheZhTWTexts() throws {
        let translations = try zhTWTranslations()
        XCTAssertEqual(translations["Please enter a currency name"], "請輸入幣別名稱")
        XCTAssertEqual(translations["Exchange rate must be greater than 0"], "匯率必須大於 0")
        XCTAssertEqual(translations["Exchange rate must not exceed 10000"], "匯率不可超過 10000")
        XCTAssertEqual(translations["Start Scan"], "開始掃描")
    }
}
