import Foundation
import TestSupport
import XCTest

/// Issue 14, "labels are focusable", in the real app under Xvfb with real key presses: Tab
/// focuses the labels in reading order, Enter records the focused one as a click does (the
/// history file gets it), Ctrl+Enter adds it to the basket, an arrow moves to the label below,
/// Esc takes the focus off; the picture window takes the same keys.
final class LabelKeyboardTests: XCTestCase {
    static let menu = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f090-menu-en-light.jpg").path

    func testTabFocusesLabelsEnterRecordsAndControlEnterAddsToTheBasket() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"])
        let stats = ui.app.waitForLine(timeout: 120) { line in
            line.hasPrefix("stats: ") && ["NT$ 770", "NT$ 281.60", "NT$ 215.60"].allSatisfy(line.contains)
        }
        XCTAssertNotNil(stats, "the demo's three labels: \(ui.app.lines.suffix(3))")
        let main = try ui.window("JPY → 台幣")

        // Freeze (Space is still the freeze key), so the labels hold still.
        var mark = ui.mark
        try ui.key("space", in: main)
        let frozen = try XCTUnwrap(ui.waitFor("frozen", after: mark))
        let labels = BasketTests.rects(frozen["labels"])
        XCTAssertEqual(Set(labels.map(\.text)), ["NT$ 770", "NT$ 281.60", "NT$ 215.60"], "\(frozen.fields)")

        // Tab: the first label in reading order, the top-left ¥3,500, ringed where it is drawn.
        mark = ui.mark
        try ui.key("Tab", in: main)
        let first = try XCTUnwrap(ui.waitFor("label-focused", after: mark, timeout: 20))
        XCTAssertEqual(first["text"], "NT$ 770")
        XCTAssertEqual(first["rect"]?.split(separator: ",").compactMap { Int($0) },
                       labels.first { $0.text == "NT$ 770" }?.rect)

        // Enter records it, exactly as a click does.
        mark = ui.mark
        try ui.key("Return", in: main)
        let clicked = try XCTUnwrap(ui.waitFor("label-clicked", after: mark, timeout: 20))
        XCTAssertEqual(clicked["text"], "NT$ 770")
        XCTAssertEqual(clicked["highlighted"], "yes")
        let history = try AppProcess(arguments: ["history"], home: ui.home)
        XCTAssertTrue(history.waitForExit(timeout: 30))
        XCTAssertEqual(history.lines.count, 1, "\(history.lines)")
        XCTAssertTrue(history.lines.first?.hasPrefix("JPY 3,500\tNT$ 770\t0.22\t") == true, "\(history.lines)")

        // Tab moves on along the top row; the recorded label stays amber, the focused one ringed.
        mark = ui.mark
        try ui.key("Tab", in: main)
        XCTAssertEqual(ui.waitFor("label-focused", after: mark, timeout: 20)?["text"], "NT$ 281.60")
        try ui.screenshot("keyboard-focus-zh_TW")

        // Ctrl+Enter adds it to the basket, as Ctrl+click does.
        mark = ui.mark
        try ui.key("ctrl+Return", in: main)
        XCTAssertEqual(ui.waitFor("basket-added", after: mark, timeout: 20)?["amount"], "NT$ 281.60")
        XCTAssertEqual(ui.waitFor("basket", after: mark, timeout: 20)?["total"], "NT$ 281.60")
        XCTAssertFalse(ui.app.lines.dropFirst(mark).contains { $0.hasPrefix("ui: label-clicked") },
                       "Ctrl+Enter adds to the basket only, it does not record")

        // Down goes to the label below (the basket panel moved the labels; the focus stayed put);
        // Esc takes the focus off.
        mark = ui.mark
        try ui.key("Down", in: main)
        XCTAssertEqual(ui.waitFor("label-focused", after: mark, timeout: 20)?["text"], "NT$ 215.60")
        mark = ui.mark
        try ui.key("Escape", in: main)
        XCTAssertEqual(ui.waitFor("label-focused", after: mark, timeout: 20)?["text"], "")
        XCTAssertTrue(ui.app.isRunning, "Esc closes nothing on the camera window")
    }

    func testThePictureWindowTakesTheSameKeys() throws {
        let ui = try UISession(arguments: ["--currency", "USD", "--rate", "31.5", Self.menu])
        XCTAssertNotNil(ui.waitFor("picture-drawn", timeout: 120), "\(ui.app.lines.suffix(5))")
        let window = try ui.window("圖片")
        var mark = ui.mark
        try ui.key("Tab", in: window)
        XCTAssertEqual(ui.waitFor("label-focused", after: mark, timeout: 20)?["text"], "NT$ 155.92", "$4.95, the top price")
        mark = ui.mark
        try ui.key("Down", in: window)
        XCTAssertEqual(ui.waitFor("label-focused", after: mark, timeout: 20)?["text"], "NT$ 1,384.42", "$43.95, the next row")
        mark = ui.mark
        try ui.key("Return", in: window)
        XCTAssertEqual(ui.waitFor("label-clicked", after: mark, timeout: 20)?["highlighted"], "yes")
        let history = try AppProcess(arguments: ["history"], home: ui.home)
        XCTAssertTrue(history.waitForExit(timeout: 30))
        XCTAssertTrue(history.lines.first?.hasPrefix("USD 43.95\tNT$ 1,384.42\t31.5\t") == true, "\(history.lines)")
    }
}
