import Foundation
import TestSupport
import XCTest

/// Issue 14, step 6 in a real window: the settings dialog lists the saved currencies, adds one
/// typed over the default without renaming it, and Start Scan makes the form's currency the
/// default, which the camera window's title follows.
final class CurrencyListDialogTests: XCTestCase {
    func testTheDialogListsAddsAndSwitchesTheDefault() throws {
        let home = try AppProcess.makeHome()
        for arguments in [["currency", "add", "JPY", "0.22"], ["currency", "add", "USD", "31.5"]] {
            let add = try AppProcess(arguments: arguments, home: home)
            XCTAssertTrue(add.waitForExit(timeout: 30))
            XCTAssertEqual(add.exitStatus, 0, add.standardError)
        }
        let ui = try UISession(arguments: ["--source", "demo"], home: home)
        let main = try XCTUnwrap(ui.waitFor("main"), "the saved list skips the first-launch dialog")
        XCTAssertEqual(main["title"], "日幣 → 台幣")
        let camera = try ui.window("日幣 → 台幣")

        var mark = ui.mark
        try ui.key("ctrl+comma", in: camera)
        let listed = try XCTUnwrap(ui.waitFor("currencies", after: mark))
        XCTAssertEqual(listed["rows"], "日幣 (JPY) · 預設|美金 (USD)")
        let dialog = try ui.window("幣別設定")

        // The form opens on the default; a new name over it adds a currency (code guessed: KRW).
        mark = ui.mark
        try ui.key("ctrl+a", "BackSpace", in: dialog)
        try ui.type("韓元", into: dialog)
        try ui.key("Tab", "ctrl+a", "BackSpace", in: dialog)
        try ui.type("0.024", into: dialog)
        XCTAssertNotNil(ui.waitFor("settings", after: mark) { $0["hint"] == "韓元 ₩100 = 台幣 $2.40" && $0["start"] == "enabled" },
                        "what the dialog showed: \(ui.app.lines.dropFirst(mark).suffix(6))")
        try ui.screenshot("settings-currencies-zh_TW")
        mark = ui.mark
        try ui.key("Tab", "Tab", "space", in: dialog)  // past the code field to "Add to List"
        let added = try XCTUnwrap(ui.waitFor("currencies", after: mark) { $0["rows"]?.contains("韓元") == true })
        XCTAssertEqual(added["rows"], "日幣 (JPY) · 預設|美金 (USD)|韓元 (KRW)")

        // Start Scan saves the form's currency as the default; the title follows.
        mark = ui.mark
        try ui.key("Tab", "space", in: dialog)  // from "Add to List" to "Start Scan"
        XCTAssertEqual(ui.waitFor("main", after: mark) { $0["title"] != "日幣 → 台幣" }?["title"], "韓元 → 台幣")

        let list = try AppProcess(arguments: ["currency", "list"], home: home)
        XCTAssertTrue(list.waitForExit(timeout: 30))
        XCTAssertEqual(list.lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" }, ["JPY", "USD", "KRW"])
        XCTAssertEqual(list.lines.last?.hasSuffix("\tdefault"), true, list.lines.joined(separator: "\n"))
    }
}
