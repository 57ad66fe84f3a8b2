import Foundation
import TestSupport
import XCTest

/// Click a label on the live video → highlighted and recorded; the history window lists it; copy
/// puts the amount on the desktop clipboard. Real window, real clicks and keys.
final class ClickToRecordTests: XCTestCase {
    func testClickRecordsTheLabelAndHistoryCopiesIt() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"])
        let stats = ui.app.waitForLine(timeout: 120) { $0.hasPrefix("stats: ") && $0.contains("NT$ 770") }
        XCTAssertNotNil(stats, "no label for ¥3,500: \(ui.app.lines.suffix(3))")
        let main = try ui.window("JPY → 台幣")
        try ui.screenshot("main-window-zh_TW")

        // Freeze (Space) so the labels hold still, then click the NT$ 770 label.
        var mark = ui.mark
        try ui.key("space", in: main)
        let frozen = try XCTUnwrap(ui.waitFor("frozen", after: mark))
        let placed = try XCTUnwrap(frozen["labels"]?.split(separator: "|").first { $0.hasPrefix("NT$ 770@") },
                                   "frozen labels: \(frozen.fields)")
        let rect = placed.split(separator: "@")[1].split(separator: ",").compactMap { Int($0) }
        XCTAssertEqual(rect.count, 4)
        mark = ui.mark
        try ui.click(x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2, in: main)
        let clicked = try XCTUnwrap(ui.waitFor("label-clicked", after: mark, timeout: 20))
        XCTAssertEqual(clicked["text"], "NT$ 770")
        XCTAssertEqual(clicked["highlighted"], "yes")
        // The save runs off the main loop; its toast says when it is done.
        XCTAssertEqual(ui.waitFor("toast", after: mark, timeout: 20)?["text"], "已儲存 ¥3,500 → NT$ 770")
        try ui.screenshot("main-window-highlighted-zh_TW")

        // Ctrl+C copies the highlighted amount.
        mark = ui.mark
        try ui.key("ctrl+c", in: main)
        XCTAssertEqual(ui.waitFor("copied", after: mark, timeout: 20)?["text"], "NT$ 770")
        XCTAssertEqual(try ui.clipboard(), "NT$ 770")

        // Recorded once, in the history file, as scripts see it.
        let history = try AppProcess(arguments: ["history"], home: ui.home)
        XCTAssertTrue(history.waitForExit(timeout: 30))
        XCTAssertEqual(history.lines.count, 1, "\(history.lines)")
        XCTAssertTrue(history.lines.first?.hasPrefix("JPY 3,500\tNT$ 770\t0.22\t") == true, "\(history.lines)")

        // Ctrl+H opens the history window, which lists it; its Copy puts the amount on the clipboard.
        mark = ui.mark
        try ui.key("ctrl+h", in: main)
        XCTAssertEqual(ui.waitFor("history", after: mark, timeout: 20)?["rows"], "JPY 3,500 → NT$ 770")
        let historyWindow = try ui.window("歷史紀錄")
        try ui.screenshot("history-zh_TW")
        mark = ui.mark
        try ui.key("ctrl+c", in: historyWindow)
        XCTAssertEqual(ui.waitFor("copied", after: mark, timeout: 20)?["text"], "NT$ 770")
        XCTAssertEqual(try ui.clipboard(), "NT$ 770")
    }
}
