import Foundation
import TestSupport
import XCTest

/// Issue 16 in the real window: a source that never gives a picture, a FIFO, a device node that is
/// no camera each end in a translated message on the status page and on stderr, and the app stays up.
final class SourceFaultTests: XCTestCase {
    private static let demoClip = AppProcess.packageRoot.appendingPathComponent("data/demo/demo.webm")

    /// demo.webm cut to 2 KB showed "Starting the camera…" forever with nothing on stderr.
    func testWebmCutShortEndsInAMessageNotStartingForever() throws {
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).webm")
        try Data(try Data(contentsOf: Self.demoClip).prefix(2048)).write(to: cut)
        defer { try? FileManager.default.removeItem(at: cut) }
        let message = "檔案 \(cut.path) 在 15 秒內沒有產生畫面，可能不完整或已損壞。"
        try expectStatus(["--source", cut.path], message: message, name: "webm cut to 2 KB")
    }

    /// filesrc would block the main loop opening a FIFO nobody writes to; it is refused instead.
    func testFIFOIsRefusedAndTheWindowStaysResponsive() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        try expectStatus(["--source", fifo.path], message: "\(fifo.path) 不是圖片或影片檔（而是資料夾、管道或裝置）。請選擇檔案。",
                         name: "FIFO")
    }

    /// v4l2src's raw "It isn't a v4l2 driver. Check if it is a v4l1 driver." is not shown.
    func testDevNullIsNotACamera() throws {
        try expectStatus(["--camera", "/dev/null"], message: "/dev/null 不是相機。請選擇 /dev/video0 之類的相機，或示範影片。",
                         name: "--camera /dev/null")
    }

    private func expectStatus(_ source: [String], message: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let started = Date()
        let ui = try UISession(arguments: source + ["--currency", "JPY", "--rate", "0.22"])
        let status = ui.waitFor("status", timeout: 60) { $0["text"] == message }
        XCTAssertNotNil(status, "status never showed \(message): \(ui.app.lines.suffix(4))", file: file, line: line)
        XCTAssertTrue(ui.app.standardError.contains(message), ui.app.standardError, file: file, line: line)
        XCTAssertTrue(ui.app.isRunning, "the app stays up", file: file, line: line)
        // Still answering: the history window opens from its shortcut.
        try ui.key("ctrl+h", in: try ui.window("JPY"))
        XCTAssertFalse(try ui.window("歷史紀錄").isEmpty, file: file, line: line)
        print("faults: ui case=\"\(name)\" message shown after \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}
