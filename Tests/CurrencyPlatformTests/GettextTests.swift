import CurrencyPlatform
import Foundation
import XCTest

final class GettextTests: XCTestCase {
    /// Compiles a one-message zh_TW catalogue with msgfmt into a temporary locale directory.
    private static func makeCatalogue(domain: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        let messages = root.appendingPathComponent("zh_TW/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = root.appendingPathComponent("zh_TW.po")
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "History"
        msgstr "歷史紀錄"
        """.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages.appendingPathComponent("\(domain).mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt", file: file, line: line)
        return root
    }

    func testTranslatesThroughTheBoundCatalogueAndFallsBackToTheMsgid() throws {
        let domain = "currency-camera-test"
        let root = try Self.makeCatalogue(domain: domain)
        defer { try? FileManager.default.removeItem(at: root) }
        let saved = ["LC_ALL", "LANGUAGE"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            setlocale(LC_ALL, "")
        }
        // LANGUAGE is ignored in the C locale; C.UTF-8 needs no generated locale.
        setenv("LC_ALL", "C.UTF-8", 1)
        setenv("LANGUAGE", "zh_TW", 1)

        Gettext.setUp(domain: domain, localeDirectory: root.path)

        XCTAssertEqual(Gettext.translate("History"), "歷史紀錄")
        XCTAssertEqual(Gettext.translate("Not in the catalogue"), "Not in the catalogue")
    }
}
