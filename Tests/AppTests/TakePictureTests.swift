import Foundation
import TestSupport
import XCTest

/// Issue 15's "Take a picture" in the real app under Xvfb: Ctrl+T on the live demo opens the frame
/// on screen, at the size the camera delivered it, in the picture window, read like any picture.
final class TakePictureTests: XCTestCase {
    func testCtrlTOpensTheDemoFrameInThePictureWindowAndAFrozenViewGivesTheFrozenFrame() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22"])
        XCTAssertNotNil(ui.waitFor("labels-drawn", timeout: 120), "no label on the demo: \(ui.app.lines.suffix(3))")
        let main = try ui.window("JPY → 台幣")

        var mark = ui.mark
        try ui.key("ctrl+t", in: main)
        let taken = try XCTUnwrap(ui.waitFor("snapshot", after: mark, timeout: 20))
        XCTAssertEqual(taken["taken"], "yes")
        XCTAssertEqual(taken["size"], "640x480", "the demo's frames as appsink delivers them")
        let done = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" },
                                 "\(ui.app.lines.suffix(5))")
        XCTAssertEqual(done["size"], taken["size"], "the picture read is the whole camera frame")
        let title = try XCTUnwrap(done["title"])
        XCTAssertNotNil(title.range(of: #"^圖片 — 相機快照 \d\d:\d\d:\d\d$"#, options: .regularExpression), title)
        // The demo's three prices, in the list in print order and converted at JPY 0.22.
        let lines = try XCTUnwrap(done["lines"]).split(separator: "|").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasSuffix("→ NT$ 770 · NT$ 281.60") }, "¥3,500 ¥1,280 on one line: \(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("¥980") && $0.hasSuffix("→ NT$ 215.60") }, "\(lines)")
        let drawn = try XCTUnwrap(ui.waitFor("picture-drawn", after: mark, timeout: 30))
        XCTAssertEqual(drawn["image"], taken["size"], "the view shows the frame at its own size, not the video widget's")
        let labels = try XCTUnwrap(drawn["labels"]).split(separator: "|").map { $0.split(separator: "@")[0] }
        XCTAssertEqual(Set(labels), ["NT$ 770", "NT$ 281.60", "NT$ 215.60"])
        _ = try ui.window("相機快照")
        try ui.screenshot("snapshot-zh_TW")

        // Frozen (Space): two pictures a second apart are the one frame on screen.
        mark = ui.mark
        try ui.key("space", in: main)
        XCTAssertNotNil(ui.waitFor("frozen", after: mark, timeout: 20))
        var frames: [String] = []
        for _ in 0..<2 {
            Thread.sleep(forTimeInterval: 1)
            mark = ui.mark
            try ui.key("ctrl+t", in: main)
            let snapshot = try XCTUnwrap(ui.waitFor("snapshot", after: mark, timeout: 20))
            frames.append(try XCTUnwrap(snapshot["frame"]))
            XCTAssertNotNil(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" })
        }
        XCTAssertEqual(frames[0], frames[1], "a frozen view gives the frozen frame")
        XCTAssertNotEqual(frames[0], taken["frame"], "the live one before was another frame")
    }

    /// The screen and the recognizer get frames scaled to at most 640×480; a picture is taken at
    /// the size the source delivers. A 1280×720 photo as the source: 640×360 on screen, a
    /// 1280×720 snapshot, read with its ¥770 (NT$ 169.40).
    func testAPictureIsTakenAtTheSourcesFullSizeNotTheScaledVideo() throws {
        let photo = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f007-tag-yen-yellow.jpg")
        let ui = try UISession(arguments: ["--source", photo.path, "--currency", "JPY", "--rate", "0.22"], language: nil)
        XCTAssertNotNil(ui.waitFor("labels-drawn", timeout: 120), "no label on the photo: \(ui.app.lines.suffix(3))")
        let main = try ui.window("JPY → TWD")
        let mark = ui.mark
        try ui.key("ctrl+t", in: main)
        let taken = try XCTUnwrap(ui.waitFor("snapshot", after: mark, timeout: 20))
        XCTAssertEqual(taken["size"], "1280x720")
        let done = try XCTUnwrap(ui.waitFor("picture", after: mark, timeout: 120) { $0["state"] == "done" },
                                 "\(ui.app.lines.suffix(5))")
        XCTAssertEqual(done["size"], "1280x720")
        let lines = try XCTUnwrap(done["lines"]).split(separator: "|")
        XCTAssertTrue(lines.contains { $0.hasSuffix("→ NT$ 169.40") }, "\(lines)")
    }

    func testWithNoPictureFromTheCameraTheWindowSaysSo() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString).webm")
        let ui = try UISession(arguments: ["--source", missing.path, "--currency", "JPY", "--rate", "0.22"])
        XCTAssertNotNil(ui.waitFor("status", timeout: 60) { $0["visible"] == "yes" && $0["text"]?.isEmpty == false })
        let main = try ui.window("JPY → 台幣")
        let mark = ui.mark
        try ui.key("ctrl+t", in: main)
        XCTAssertEqual(ui.waitFor("snapshot", after: mark, timeout: 20)?["taken"], "no")
        XCTAssertEqual(ui.waitFor("toast", after: mark, timeout: 20)?["text"], "還沒有可拍的相機畫面，請等影像出現。")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertFalse(ui.app.lines.dropFirst(mark).contains { $0.hasPrefix("ui: picture ") }, "no picture window opens")
        XCTAssertTrue(ui.app.isRunning)
    }
}
