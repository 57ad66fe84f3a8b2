import CurrencyPlatform
import Foundation
import XCTest

final class GettextTests: XCTestCase {
    /// Compiles a one-message zh_TW catalogue with msgfmt into a temporary locale directory.
    private static func makeCatalogue(
        domain: String, language: String = "zh_TW", file: StaticString = #filePath, line: UInt = #line
    ) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        let messages = root.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = root.appendingPathComponent("zh_TW.po")
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "History"
        msgstr "歷史紀錄"
        """.write(to: po, atomically: false, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages.appendingPathComponent("\(domain).mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt", file: file, line: line)
        return root
    }

    /// Runs `body` and puts LC_ALL, LANGUAGE and the C locale back as they were.
    private func withLocaleVariablesRestored(_ body: () throws -> Void) rethrows {
        let saved = ["LC_ALL", "LANGUAGE"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            setlocale(LC_ALL, "")
        }
        try body()
    }

    func testTranslatesThroughTheBoundCatalogueAndFallsBackToTheMsgid() throws {
        let domain = "currency-camera-test"
        let root = try Self.makeCatalogue(domain: domain)
        defer { try? FileManager.default.removeItem(at: root) }
        withLocaleVariablesRestored {
            // LANGUAGE is ignored in the C locale; C.UTF-8 needs no generated locale.
            setenv("LC_ALL", "C.UTF-8", 1)
            setenv("LANGUAGE", "zh_TW", 1)

            Gettext.setUp(domain: domain, localeDirectory: root.path)

            XCTAssertEqual(Gettext.translate("History"), "歷史紀錄")
            XCTAssertEqual(Gettext.translate("Not in the catalogue"), "Not in the catalogue")
        }
    }

    /// A machine may lack the user's locale in its C library (Debian generates only those asked
    /// for): the interface must still come up in the user's language.
    func testTranslatesWhenTheCLibraryLacksTheUsersLocale() throws {
        let domain = "currency-camera-test-missing"
        let root = try Self.makeCatalogue(domain: domain, language: "zz_ZZ")
        defer { try? FileManager.default.removeItem(at: root) }
        withLocaleVariablesRestored {
            setenv("LC_ALL", "zz_ZZ.UTF-8", 1)
            unsetenv("LANGUAGE")
            XCTAssertNil(setlocale(LC_ALL, ""), "a locale no C library has")

            Gettext.setUp(domain: domain, localeDirectory: root.path)

            XCTAssertEqual(Gettext.translate("History"), "歷史紀錄")
            XCTAssertEqual(String(cString: nl_langinfo(nl_item(CODESET))), "UTF-8")
        }
    }

    func testTheRequestedLanguageFollowsPosixPrecedenceAndDropsCodesetAndModifier() {
        XCTAssertEqual(Gettext.requestedLanguage(in: ["LANG": "zh_TW.UTF-8"]), "zh_TW")
        XCTAssertEqual(Gettext.requestedLanguage(in: ["LANG": "zh_TW.UTF-8", "LC_MESSAGES": "ja_JP.eucJP"]), "ja_JP")
        XCTAssertEqual(Gettext.requestedLanguage(in: ["LANG": "zh_TW", "LC_ALL": "sr_RS@latin"]), "sr_RS")
        XCTAssertEqual(Gettext.requestedLanguage(in: ["LC_ALL": "", "LANG": "de_DE.UTF-8"]), "de_DE")
        XCTAssertNil(Gettext.requestedLanguage(in: ["LANG": "C.UTF-8"]))
        XCTAssertNil(Gettext.requestedLanguage(in: ["LANG": "POSIX"]))
        XCTAssertNil(Gettext.requestedLanguage(in: [:]))
    }
}
