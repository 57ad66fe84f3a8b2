import Foundation
import TestSupport
import XCTest

/// Issue 14 in a real window, on the menu picture whose "$43.95" used to vanish under a label:
/// no label covers a price box or another label; three prices go into the basket (one by a
/// click in basket mode, two by Ctrl+click), whose total is copied and saved to the history as
/// one entry; Esc and Ctrl+W close the history and settings windows.
final class BasketTests: XCTestCase {
    static let menu = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f090-menu-en-light.jpg").path

    func testLabelsLeavePricesFreeAndThreeItemsMakeTheBasketTotal() throws {
        let ui = try UISession(arguments: ["--source", Self.menu, "--currency", "USD", "--rate", "31.5", "--stats"])
        let stats = ui.app.waitForLine(timeout: 120) { line in
            line.hasPrefix("stats: ") && ["NT$ 155.92", "NT$ 220.50", "NT$ 693"].allSatisfy(line.contains)
        }
        XCTAssertNotNil(stats, "the menu's labels: \(ui.app.lines.suffix(3))")
        let title = try XCTUnwrap(ui.waitFor("main")?["title"])
        XCTAssertEqual(title, "USD → 台幣", "a --currency code with no saved name is shown as the code")
        let main = try ui.window(title)

        // Basket mode shows the panel first, so the labels move once, before they are read.
        var mark = ui.mark
        try ui.key("ctrl+b", in: main)
        XCTAssertNotNil(ui.waitFor("basket", after: mark) { $0["total"] == "NT$ 0" })
        XCTAssertNotNil(ui.waitFor("labels-drawn", after: mark, timeout: 20), "the panel took room from the video")
        mark = ui.mark
        try ui.key("space", in: main)
        let frozen = try XCTUnwrap(ui.waitFor("frozen", after: mark))
        let labels = Self.rects(frozen["labels"])
        let prices = Self.rects(frozen["prices"])
        XCTAssertGreaterThanOrEqual(labels.count, 8, "\(frozen.fields)")
        XCTAssertEqual(labels.count, prices.count)
        for (text, rect) in labels {
            for (_, price) in prices where Self.intersects(rect, price) {
                XCTFail("label \(text) at \(rect) covers the price box at \(price)")
            }
            for (other, otherRect) in labels where other != text && Self.intersects(rect, otherRect) {
                XCTFail("label \(text) covers label \(other)")
            }
        }

        // Hovering a label tells the printed price, its currency and rate.
        let hovered = try XCTUnwrap(labels.first { $0.text == "NT$ 1,384.42" }?.rect)
        mark = ui.mark
        try ui.hover(x: hovered[0] + hovered[2] / 2, y: hovered[1] + hovered[3] / 2, in: main)
        XCTAssertEqual(ui.waitFor("tooltip", after: mark, timeout: 20)?["text"], "$43.95 · USD · 匯率 31.5")

        // One plain click in basket mode, two Ctrl+clicks.
        for (index, text) in ["NT$ 155.92", "NT$ 220.50", "NT$ 693"].enumerated() {
            let rect = try XCTUnwrap(labels.first { $0.text == text }?.rect, "no \(text) in \(labels)")
            mark = ui.mark
            if index == 0 {
                try ui.click(x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2, in: main)
            } else {
                try ui.controlClick(x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2, in: main)
            }
            XCTAssertEqual(ui.waitFor("basket-added", after: mark, timeout: 20)?["amount"], text)
        }
        let basket = try XCTUnwrap(ui.waitFor("basket") { $0["items"]?.split(separator: "|").count == 3 })
        XCTAssertEqual(basket["items"], "$4.95 → NT$ 155.92|$7.00 → NT$ 220.50|$22.00 → NT$ 693")
        XCTAssertEqual(basket["total"], "NT$ 1,069.42")
        XCTAssertEqual(basket["subtotals"], "USD 33.95 → NT$ 1,069.42")
        try ui.screenshot("basket-zh_TW")

        mark = ui.mark
        try ui.key("ctrl+shift+c", in: main)
        XCTAssertEqual(ui.waitFor("copied", after: mark, timeout: 20)?["text"], "NT$ 1,069.42")
        XCTAssertEqual(try ui.clipboard(), "NT$ 1,069.42")

        // Ctrl+S saves the basket as one history entry, as scripts see it.
        mark = ui.mark
        try ui.key("ctrl+s", in: main)
        XCTAssertEqual(ui.waitFor("basket-saved", after: mark, timeout: 20)?["total"], "NT$ 1,069.42")
        let history = try AppProcess(arguments: ["history"], home: ui.home)
        XCTAssertTrue(history.waitForExit(timeout: 30))
        XCTAssertEqual(history.lines.count, 1, "\(history.lines)")
        XCTAssertTrue(history.lines.first?.hasPrefix("Basket (3 items)\tNT$ 1,069.42\t1\t") == true, "\(history.lines)")

        // The history window lists it; Esc closes it, Ctrl+W closes the settings.
        mark = ui.mark
        try ui.key("ctrl+h", in: main)
        XCTAssertEqual(ui.waitFor("history", after: mark, timeout: 20)?["rows"], "購物籃（3 項） → NT$ 1,069.42")
        let historyWindow = try ui.window("歷史紀錄")
        mark = ui.mark
        try ui.key("Escape", in: historyWindow)
        XCTAssertEqual(ui.waitFor("closed", after: mark, timeout: 20)?["window"], "history")
        XCTAssertTrue(try Self.waitUntilHidden("歷史紀錄", ui), "Esc left the history window on screen")

        mark = ui.mark
        try ui.key("ctrl+comma", in: main)
        XCTAssertNotNil(ui.waitFor("settings", after: mark, timeout: 20))
        let settings = try ui.window("幣別設定")
        mark = ui.mark
        try ui.key("ctrl+w", in: settings)
        XCTAssertEqual(ui.waitFor("closed", after: mark, timeout: 20)?["window"], "settings")
        XCTAssertTrue(try Self.waitUntilHidden("幣別設定", ui), "Ctrl+W left the settings on screen")
    }

    /// `text@x,y,w,h|…` (labels) or `x,y,w,h|…` (price boxes) from a trace line.
    static func rects(_ field: String?) -> [(text: String, rect: [Int])] {
        (field ?? "").split(separator: "|").map { part in
            let pieces = part.split(separator: "@")
            let numbers = (pieces.last ?? "").split(separator: ",").compactMap { Int($0) }
            return (pieces.count > 1 ? String(pieces[0]) : "", numbers)
        }
    }

    /// Whole-pixel rectangles from the trace are rounded, so touching edges may read as a 1 px
    /// overlap: only more than that counts.
    static func intersects(_ a: [Int], _ b: [Int]) -> Bool {
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1 && min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1
    }

    static func waitUntilHidden(_ title: String, _ ui: UISession) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try ui.xvfb.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", title]) != 0 { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }
}
