import Foundation
import TestSupport
import XCTest

/// The settings dialog in a real window, typed into with real key events (spec stage 1, manual
/// verification steps 1–11, in zh_TW).
final class SettingsDialogTests: XCTestCase {
    func testStageOneManualStepsAndRestart() throws {
        let ui = try UISession(arguments: ["--source", "demo"])
        // 1–2. First launch: the dialog comes first, fields empty, Start disabled.
        let first = try XCTUnwrap(ui.waitFor("settings"), "the settings dialog did not open first")
        XCTAssertEqual(first["start"], "disabled")
        XCTAssertNil(ui.waitFor("main", timeout: 0.5), "the camera must not start before the settings")
        let dialog = try ui.window("幣別設定")
        try ui.screenshot("settings-empty-zh_TW")

        // 3. Currency name, then 5. rate 0.2 → 6. Start enabled, with the live hint.
        try ui.type("日幣", into: dialog)
        try ui.key("Return", in: dialog)
        try ui.type("0.2", into: dialog)
        let valid = try XCTUnwrap(ui.waitFor("settings") { $0["start"] == "enabled" })
        XCTAssertEqual(valid["hint"], "日幣 ¥100 = 台幣 $20")
        try ui.screenshot("settings-zh_TW")

        // 7. Clear the name → disabled, with the spec's message under the name.
        try ui.key("shift+Tab", "ctrl+a", "BackSpace", in: dialog)
        let noName = try XCTUnwrap(ui.waitFor("settings", after: 0) { $0["name_error"] == "請輸入幣別名稱" })
        XCTAssertEqual(noName["start"], "disabled")
        // 8. Name again → enabled.
        var mark = ui.mark
        try ui.type("日幣", into: dialog)
        XCTAssertNotNil(ui.waitFor("settings", after: mark) { $0["start"] == "enabled" && $0["name_error"] == "" })

        // 9–10 and beyond: each bad rate shows its own message under the rate and disables Start.
        try ui.key("Tab", in: dialog)
        for (rate, message) in [("abc", "匯率必須是數字"), ("-1", "匯率必須大於 0"), ("20000", "匯率不可超過 10000")] {
            mark = ui.mark
            try ui.key("ctrl+a", "BackSpace", in: dialog)
            try ui.type(rate, into: dialog)
            let shown = ui.waitFor("settings", after: mark, timeout: 20) { $0["rate_error"] == message }
            XCTAssertEqual(shown?["start"], "disabled", "rate \(rate): \(ui.app.lines.suffix(3))")
        }

        // Start: the dialog saves and closes, the camera window takes the settings.
        try ui.key("ctrl+a", "BackSpace", in: dialog)
        try ui.type("0.2", into: dialog)
        XCTAssertNotNil(ui.waitFor("settings") { $0["start"] == "enabled" })
        mark = ui.mark
        try ui.key("Return", in: dialog)
        XCTAssertEqual(ui.waitFor("main", after: mark)?["title"], "日幣 → 台幣")

        // 11. Restart: no dialog, the saved settings are in force.
        try ui.restart(arguments: ["--source", "demo"])
        XCTAssertEqual(ui.waitFor("main")?["title"], "日幣 → 台幣")
        XCTAssertNil(ui.waitFor("settings", timeout: 0.5), "saved settings must skip the dialog")
        let convert = try AppProcess(arguments: ["convert", "¥100"], home: ui.home)
        XCTAssertTrue(convert.waitForExit(timeout: 30))
        XCTAssertEqual(convert.lines, ["NT$ 20"], "the command line reads the same saved rate")
    }
}
