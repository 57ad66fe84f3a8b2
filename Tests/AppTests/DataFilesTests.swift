import Foundation
import TestSupport
import XCTest

/// The desktop integration files pass the tools GNOME's build runs on them.
final class DataFilesTests: XCTestCase {
    private let data = AppProcess.packageRoot.appendingPathComponent("data")

    private func run(_ tool: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments): \(output)", file: file, line: line)
        return output
    }

    func testDesktopFileValidates() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let copy = scratch.url.appendingPathComponent("io.github.currencycamera.CurrencyCamera.desktop")
        try FileManager.default.copyItem(at: data.appendingPathComponent("io.github.currencycamera.CurrencyCamera.desktop.in"), to: copy)
        _ = try run("/usr/bin/desktop-file-validate", [copy.path])
    }

    /// Open With (issue 15): the launcher takes pictures and passes them as files.
    func testDesktopFileOpensPictures() throws {
        let text = try String(contentsOf: data.appendingPathComponent("io.github.currencycamera.CurrencyCamera.desktop.in"), encoding: .utf8)
        let entries = Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(entries["Exec"], "currency-camera %F")
        let types = Set(entries["MimeType"]?.split(separator: ";").map(String.init) ?? [])
        XCTAssertTrue(types.isSuperset(of: ["image/png", "image/jpeg", "image/webp"]), "\(types)")
    }

    func testMetainfoValidates() throws {
        _ = try run("/usr/bin/appstreamcli", ["validate", "--no-net",
                                             data.appendingPathComponent("io.github.currencycamera.CurrencyCamera.metainfo.xml.in").path])
    }

    func testSchemaCompilesStrictly() throws {
        _ = try run("/usr/bin/glib-compile-schemas", ["--strict", "--dry-run", data.path])
    }

    func testTranslationsAreCompleteForMsgfmt() throws {
        let output = try run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null",
                                                AppProcess.packageRoot.appendingPathComponent("po/zh_TW.po").path])
        XCTAssertTrue(output.contains("translated messages.") && !output.contains("untranslated") && !output.contains("fuzzy"),
                      output)
    }
}
