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
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("io.github.currencycamera.CurrencyCamera.desktop")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: data.appendingPathComponent("io.github.currencycamera.CurrencyCamera.desktop.in"), to: copy)
        _ = try run("/usr/bin/desktop-file-validate", [copy.path])
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
