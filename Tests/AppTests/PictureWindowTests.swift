import Foundation
import TestSupport
import XCTest

/// Issue 15 in the real app under Xvfb: a picture opened from the command line, by paste and by
/// Ctrl+O shows every text line in the list, a box on each line and NT$ labels on the prices.
final class PictureWindowTests: XCTestCase {
    private let fixtures = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures")
    private var menu: String { fixtures.appendingPathComponent("f094-menu-en-light.png").path }
    private var tag: String { fixtures.appendingPathComponent("f000-tag-yen-white.png").path }

    /// The `x,y,width,height` rectangle of a trace field.
    private func rect(_ text: Substring) -> [Int] {
        text.split(separator: ",").compactMap { Int($0) }
    }

    func testAPictureOnTheCommandLineListsItsLinesBoxesAndLabelsAndAClickSavesAPrice() throws {
        let ui = try UISession(arguments: ["--currency", "USD", "--rate", "31.5", menu])
        let done = try XCTUnwrap(ui.waitFor("picture", timeout: 120) { $0["state"] == "done" }, "\(ui.app.lines.suffix(5))")
        let lines = try XCTUnwrap(done["lines"]).split(separator: "|").map(String.init)
        XCTAssertEqual(lines.first, "Today's Specials")
        for (dish, converted) in [("Nasi Lemak", "NT$ 252"), ("Pad Thai", "NT$ 1,634.85"), ("Caesar Salad", "NT$ 740.25")] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(dish) && $0.hasSuffix("→ " + converted) }, "\(dish) → \(converted) in \(lines)")
        }
        XCTAssertTrue(lines.last?.contains("03-5485-1540") == true, "\(lines)")
        XCTAssertFalse(ui.app.lines.contains { $0.hasPrefix("ui: main ") }, "a picture alone starts no camera window")

        let drawn = try XCTUnwrap(ui.waitFor("picture-drawn", timeout: 30))
        let labels = try XCTUnwrap(drawn["labels"]).split(separator: "|")
        XCTAssertEqual(labels.count, 8, "\(labels)")
        let boxes = try XCTUnwrap(drawn["boxes"]).split(separator: "|").map(rect)
        XCTAssertEqual(boxes.count, lines.count)
        let window = try ui.window("圖片")
        try ui.screenshot("picture-menu-zh_TW")

        // A click inside the last line's box selects it in the list.
        var mark = ui.mark
        let phone = boxes[boxes.count - 1]
        try ui.click(x: phone[0] + phone[2] / 2, y: phone[1] + phone[3] / 2, in: window)
        XCTAssertTrue(ui.waitFor("picture-selected", after: mark, timeout: 20)?["text"]?.contains("03-5485-1540") == true)

        // The NT$ 252 label: highlighted, saved, and its line selected.
        let label = try XCTUnwrap(labels.first { $0.hasPrefix("NT$ 252@") })
        let place = rect(label.split(separator: "@")[1])
        mark = ui.mark
        try ui.click(x: place[0] + place[2] / 2, y: place[1] + place[3] / 2, in: window)
        let clicked = try XCTUnwrap(ui.waitFor("label-clicked", after: mark, timeout: 20))
        XCTAssertEqual(clicked["text"], "NT$ 252")
        XCTAssertEqual(clicked["highlighted"], "yes")
        XCTAssertTrue(ui.waitFor("picture-selected", after: mark, timeout: 20)?["text"]?.hasPrefix("Nasi Lemak") == true)
        let history = try AppProcess(arguments: ["history"], home: ui.home)
        XCTAssertTrue(history.waitForExit(timeout: 30))
        XCTAssertEqual(history.lines.count, 1, "\(history.lines)")
        XCTAssertTrue(history.lines.first?.hasPrefix("USD 8\tNT$ 252\t31.5\t") == true, "\(history.lines)")

        // Ctrl+Shift+C copies every line.
        mark = ui.mark
        try ui.key("ctrl+shift+c", in: window)
        XCTAssertNotNil(ui.waitFor("copied", after: mark, timeout: 20))
        let copied = try ui.clipboard().split(separator: "\n").map(String.init)
        XCTAssertEqual(copied.first, "Today's Specials")
        XCTAssertEqual(copied.count, lines.count)
    }

    func testAPicturePastedOnTheCameraWindowOpensInThePictureWindow() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22"])
        let main = try ui.window("JPY → 台幣")
        try ui.setClipboardPicture(tag)
        let mark = ui.mark
        try ui.key("ctrl+v", in: main)
        XCTAssertEqual(ui.waitFor("picture-paste", after: mark, timeout: 30)?["found"], "yes")
        let done = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" })
        let title = try XCTUnwrap(done["title"])
        XCTAssertNotNil(title.range(of: #"^圖片 — 貼上的圖片 \d\d:\d\d:\d\d$"#, options: .regularExpression), title)
        let lines = try XCTUnwrap(done["lines"]).split(separator: "|")
        XCTAssertTrue(lines.contains("¥330  → NT$ 72.60"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("Milk") }, "plain text is listed too: \(lines)")
        let drawn = try XCTUnwrap(ui.waitFor("picture-drawn", after: mark, timeout: 30))
        XCTAssertTrue(drawn["labels"]?.hasPrefix("NT$ 72.60@") == true, "\(drawn.fields)")
    }

    func testNotAPictureIsSaidAndCtrlOOpensTheNextOne() throws {
        let home = try AppProcess.makeHome()
        let notes = home.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: notes)
        let ui = try UISession(arguments: ["--currency", "USD", "--rate", "31.5", notes.path], home: home)
        let failed = try XCTUnwrap(ui.waitFor("picture", timeout: 60) { $0["state"] == "failed" })
        XCTAssertEqual(failed["status"], "這個檔案不是可讀取的圖片。")
        let window = try ui.window("圖片")

        // Ctrl+O, Ctrl+L, the path, Return: the chooser opens the menu in the same window.
        var mark = ui.mark
        try ui.key("ctrl+o", in: window)
        let chooser = try ui.window("開啟圖片")
        try ui.key("ctrl+l", in: chooser)
        try ui.type(menu, into: chooser)
        mark = ui.mark
        try ui.key("Return", in: chooser)
        let done = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" },
                                 "\(ui.app.lines.suffix(5))")
        XCTAssertTrue(done["lines"]?.hasPrefix("Today's Specials|Nasi Lemak") == true, "\(done.fields)")
        XCTAssertTrue(ui.app.isRunning)
    }

    /// Ctrl+S in the picture window: GTK's own save dialog (no portal under Xvfb) takes a full
    /// path typed over the proposed "價格.csv"; the file holds the header and one row a price.
    func testExportCSVWritesEveryPriceWithItsAmountAndBox() throws {
        let ui = try UISession(arguments: ["--currency", "USD", "--rate", "31.5", menu])
        XCTAssertNotNil(ui.waitFor("picture", timeout: 120) { $0["state"] == "done" }, "\(ui.app.lines.suffix(5))")
        let window = try ui.window("圖片")
        let target = ui.home.appendingPathComponent("menu prices.csv")

        try ui.key("ctrl+s", in: window)
        let dialog = try ui.window("將價格匯出為 CSV")
        try ui.key("ctrl+a", in: dialog)
        try ui.type(target.path, into: dialog)
        let mark = ui.mark
        try ui.key("Return", in: dialog)
        XCTAssertEqual(ui.waitFor("exported", after: mark, timeout: 30)?["path"], target.path)
        XCTAssertEqual(ui.waitFor("toast", after: mark, timeout: 10)?["text"], "已儲存 menu prices.csv")

        let rows = try String(contentsOf: target, encoding: .utf8).components(separatedBy: "\r\n")
        XCTAssertEqual(rows.first, "printed,value,currency,twd,x,y,width,height")
        XCTAssertEqual(rows.last, "", "every row ends in CRLF")
        let prices = rows.dropFirst().dropLast().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(prices.count, 8, "\(rows)")
        let nasiLemak = try XCTUnwrap(prices.first { $0.first == "$8.00" }, "\(rows)")
        XCTAssertEqual(Array(nasiLemak.prefix(4)), ["$8.00", "8", "USD", "252"])
        XCTAssertEqual(prices.first { $0.first == "$55.25" }.map { Array($0.prefix(4)) }, ["$55.25", "55.25", "USD", "1740.38"])
        for price in prices {
            let box = price.dropFirst(4).compactMap { Int($0) }
            XCTAssertEqual(box.count, 4, "\(price)")
            guard box.count == 4 else { continue }
            XCTAssertEqual(box[0] + box[2], 599, accuracy: 3, "\(price): the menu's prices end at its right margin")
            XCTAssertTrue((20...40).contains(box[3]), "\(price): one line of text high")
        }
    }

    /// A file dropped on the picture window (text/uri-list over XDND, as from a file manager)
    /// replaces the picture; a dropped file that is no picture is said in words.
    func testAFileDroppedOnThePictureWindowOpensThere() throws {
        let home = try AppProcess.makeHome()
        let notes = home.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: notes)
        let ui = try UISession(arguments: ["--currency", "USD", "--rate", "31.5", tag], home: home)
        XCTAssertNotNil(ui.waitFor("picture", timeout: 120) { $0["state"] == "done" }, "\(ui.app.lines.suffix(5))")
        let window = try ui.window("圖片")

        var mark = ui.mark
        XCTAssertTrue(try ui.drop(files: [menu], x: 300, y: 300, on: window), "the window refused the drop")
        let done = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" },
                                 "\(ui.app.lines.suffix(5))")
        XCTAssertEqual(done["title"], "圖片 — f094-menu-en-light.png")
        XCTAssertTrue(done["lines"]?.hasPrefix("Today's Specials|Nasi Lemak") == true, "\(done.fields)")
        XCTAssertTrue(done["lines"]?.contains("→ NT$ 252") == true, "\(done.fields)")

        mark = ui.mark
        XCTAssertTrue(try ui.drop(files: [notes.path], x: 900, y: 300, on: window), "dropped on the list, too")
        let failed = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 60) { $0["state"] == "failed" })
        XCTAssertEqual(failed["status"], "這個檔案不是可讀取的圖片。")
        XCTAssertTrue(ui.app.isRunning)
    }
}
