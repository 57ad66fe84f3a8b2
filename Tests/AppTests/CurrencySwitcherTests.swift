import Foundation
import TestSupport
import XCTest

/// Issue 14, step 6: the header bar's quick switcher makes another saved currency the default;
/// the demo's yen prices keep yen's rate (naming JPY, as ¥ is shared and no longer the default).
final class CurrencySwitcherTests: XCTestCase {
    private func labels(_ line: String) -> Set<String> {
        Set(line.components(separatedBy: " labels=").last!.split(separator: "|").map(String.init))
    }

    func testSwitchingTheDefaultKeepsEachPriceAtItsOwnRate() throws {
        let home = try AppProcess.makeHome()
        for arguments in [["currency", "add", "JPY", "0.22"], ["currency", "add", "USD", "31.5"]] {
            let add = try AppProcess(arguments: arguments, home: home)
            XCTAssertTrue(add.waitForExit(timeout: 30))
        }
        let ui = try UISession(arguments: ["--source", "demo", "--stats"], home: home)
        XCTAssertEqual(ui.waitFor("main")?["title"], "日幣 → 台幣")
        let yen = ["NT$ 770", "NT$ 281.60", "NT$ 215.60"]
        XCTAssertNotNil(ui.app.waitForLine(timeout: 120) { $0.hasPrefix("stats: ") && self.labels($0) == Set(yen) },
                        "last lines: \(ui.app.lines.suffix(3))")
        let camera = try ui.window("日幣 → 台幣")

        let mark = ui.mark
        try ui.click(x: 124, y: 27, in: camera)  // the switcher, third in the header bar: "JPY ▾"
        Thread.sleep(forTimeInterval: 0.5)
        try ui.key("Down", "Return", in: camera)  // the second item, 美金 USD
        XCTAssertEqual(ui.waitFor("main", after: mark)?["title"], "美金 → 台幣")
        let named = yen.map { $0 + " (JPY)" }
        XCTAssertNotNil(ui.app.waitForLine(timeout: 60) { $0.hasPrefix("stats: ") && self.labels($0) == Set(named) },
                        "last lines: \(ui.app.lines.suffix(3))")
        try ui.screenshot("main-window-switched-zh_TW")

        let list = try AppProcess(arguments: ["currency", "list"], home: home)
        XCTAssertTrue(list.waitForExit(timeout: 30))
        XCTAssertEqual(list.lines.last?.hasPrefix("USD") == true && list.lines.last?.hasSuffix("\tdefault") == true, true,
                       "the switch is saved: \(list.lines)")
    }
}
