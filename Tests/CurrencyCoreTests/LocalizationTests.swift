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

    /// Every `tr("…")` literal in the core has a zh_TW text in po/core-strings.tsv, and every
    /// translation keeps the msgid's placeholders.
    func testEveryCoreStringHasATranslation() throws {
        let translations = try coreTranslations()
        let sources = packageRoot.appendingPathComponent("Sources/CurrencyCore")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let pattern = try NSRegularExpression(pattern: #"\btr\("((?:[^"\\]|\\.)*)"\)"#)
        var found = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let literal = String(text[Range(match.range(at: 1), in: text)!]).replacingOccurrences(of: "\\\"", with: "\"")
                found.insert(literal)
            }
        }
        XCTAssertGreaterThan(found.count, 15)
        for msgid in found.sorted() {
            let translation = try XCTUnwrap(translations[msgid], "missing in po/core-strings.tsv: \(msgid)")
            for placeholder in ["{path}", "{currency}", "{amount}", "{option}", "{text}"] where msgid.contains(placeholder) {
                XCTAssertTrue(translation.contains(placeholder), "\(msgid) → \(translation) lost \(placeholder)")
            }
        }
        XCTAssertEqual(Set(translations.keys), found, "no stale lines in po/core-strings.tsv")
    }
}
