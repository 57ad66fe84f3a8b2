import Foundation
import TestSupport
import XCTest

/// Bug (issue 14, step 7a): closing the first-launch dialog with × and then saving valid settings
/// through the settings button left the window without video. `--stats` prints a line a second
/// only while a video session runs, so its first line is the proof that the video started.
final class FirstLaunchDialogClosedTests: XCTestCase {
    func testSavingAfterClosingTheFirstDialogStartsTheVideo() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--stats"])
        XCTAssertNotNil(ui.waitFor("settings"), "the first-launch dialog did not open")
        let dialog = try ui.window("幣別設定")
        try ui.click(x: 392, y: 27, in: dialog)  // the × of the 420-pixel-wide dialog's title bar
        XCTAssertTrue(try waitUntilGone("幣別設定", ui), "the dialog did not close with ×")
        XCTAssertNil(ui.app.waitForLine(timeout: 2) { $0.hasPrefix("stats: ") }, "no video before any rate")

        let camera = try ui.window("幣值轉換相機")
        var mark = ui.mark
        try ui.key("ctrl+comma", in: camera)
        XCTAssertNotNil(ui.waitFor("settings", after: mark))
        let reopened = try ui.window("幣別設定")
        try ui.type("日幣", into: reopened)
        try ui.key("Return", in: reopened)
        try ui.type("0.2", into: reopened)
        XCTAssertNotNil(ui.waitFor("settings") { $0["start"] == "enabled" })
        mark = ui.mark
        try ui.key("Return", in: reopened)
        XCTAssertEqual(ui.waitFor("main", after: mark)?["title"], "日幣 → 台幣")
        let stats = ui.app.waitForLine(timeout: 30) { $0.hasPrefix("stats: ") }
        XCTAssertNotNil(stats, "the video never started; last lines: \(ui.app.lines.suffix(5))")
    }

    private func waitUntilGone(_ title: String, _ ui: UISession) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let search = Process()
            search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            search.arguments = ["search", "--onlyvisible", "--name", title]
            search.environment = ["DISPLAY": ui.xvfb.display]
            search.standardOutput = FileHandle.nullDevice
            try search.run()
            search.waitUntilExit()
            if search.terminationStatus != 0 { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }
}
