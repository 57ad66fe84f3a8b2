import Foundation
import TestSupport
import XCTest

/// The real app in a real window on a private X server.
final class LiveWindowTests: XCTestCase {
    /// Where UI tests leave their screenshots (the README's come from here).
    static let screenshots = AppProcess.packageRoot.appendingPathComponent(".build/screenshots")

    /// The demo clip's three prices at JPY 0.22 (data/demo/truth.tsv): ¥3,500, ¥1,280, ¥980.
    func testDemoAtJPY022ShowsTheExpectedLabels() throws {
        let xvfb = try Xvfb()
        let app = try AppProcess(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"],
                                 home: try AppProcess.makeHome(), display: xvfb.display)
        defer { app.stop() }
        let expected = ["NT$ 770", "NT$ 281.60", "NT$ 215.60"]
        let line = app.waitForLine(timeout: 120) { line in
            guard line.hasPrefix("stats: ") else { return false }
            let labels = Set(line.components(separatedBy: " labels=").last!.split(separator: "|").map(String.init))
            return labels == Set(expected)
        }
        XCTAssertNotNil(line, "labels never matched; last lines: \(app.lines.suffix(5))\nstderr: \(app.standardError)")
        XCTAssertTrue(try xvfb.waitForWindow(title: "JPY"))
        try xvfb.screenshot(to: Self.screenshots.appendingPathComponent("main-window-en.png").path)
        // The display keeps going while recognition runs.
        let fps = line.flatMap { Double($0.components(separatedBy: "fps=")[1].prefix { $0 != " " }) } ?? 0
        XCTAssertGreaterThan(fps, 5, line ?? "")
    }

    func testMissingCameraShowsTheExactError() throws {
        try XCTSkipIf(FileManager.default.fileExists(atPath: "/dev/video0"), "this machine has a /dev/video0")
        let xvfb = try Xvfb()
        let app = try AppProcess(arguments: ["--camera", "/dev/video0", "--currency", "JPY", "--rate", "0.22"],
                                 home: try AppProcess.makeHome(), display: xvfb.display, language: "zh_TW")
        defer { app.stop() }
        let message = "/dev/video0 沒有相機。請接上相機，或選擇示範影片。"
        let deadline = Date().addingTimeInterval(60)
        while !app.standardError.contains(message) && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        XCTAssertTrue(app.standardError.contains(message), app.standardError)
        XCTAssertTrue(app.isRunning, "the app must stay up and show the message, not crash")
        XCTAssertTrue(try xvfb.waitForWindow(title: "JPY"))
        try xvfb.screenshot(to: Self.screenshots.appendingPathComponent("no-camera-zh_TW.png").path)
    }

    /// With no camera at all and no source asked for, the app plays the demo and says why.
    func testNoCameraFallsBackToTheDemoWithANote() throws {
        let cameras = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("video") }
        try XCTSkipUnless(cameras.isEmpty, "this machine has cameras: \(cameras)")
        let ui = try UISession(arguments: ["--currency", "JPY", "--rate", "0.22", "--stats"])
        XCTAssertEqual(ui.waitFor("notice") { !$0["text"]!.isEmpty }?["text"], "找不到相機 — 正在播放示範影片")
        XCTAssertNotNil(ui.app.waitForLine(timeout: 120) { $0.hasPrefix("stats: ") && $0.contains("NT$ 770") },
                        "the demo's labels should appear")
        _ = try ui.window("JPY")
        try ui.screenshot("no-camera-demo-zh_TW")
    }

    /// A scene with no price in it: after a while, the spec's hint.
    func testASceneWithoutPricesShowsTheHint() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let picture = scratch.url.appendingPathComponent("blank.png")
        let convert = try Process.run(URL(fileURLWithPath: "/usr/bin/convert"),
                                      arguments: ["-size", "320x240", "xc:gray80", picture.path])
        convert.waitUntilExit()
        let ui = try UISession(arguments: ["--source", picture.path, "--currency", "JPY", "--rate", "0.22"])
        XCTAssertNotNil(ui.waitFor("no-price-hint", timeout: 60) { $0["shown"] == "yes" })
        XCTAssertEqual(ui.waitFor("notice")?["text"], "無法偵測到數字—請確認光線充足並對焦清楚")
    }

    /// Without Tesseract's language data the video still plays and the window says what to install and where it looked.
    func testMissingOCRDataIsExplainedNotACrash() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let empty = scratch.url
        let xvfb = try Xvfb()
        let app = try AppProcess(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"],
                                 home: try AppProcess.makeHome(), display: xvfb.display, language: "zh_TW",
                                 extraEnvironment: ["TESSDATA_PREFIX": empty.path, "CURRENCY_CAMERA_TRACE_UI": "1"])
        defer { app.stop() }
        // It names the folders it searched (TESSDATA_PREFIX points at an empty one) and the package.
        let parts = ["在 \(empty.path), \(empty.path)/tessdata 中找不到文字辨識資料「eng.traineddata」",
                     "請安裝 tesseract-ocr-eng，或將 TESSDATA_PREFIX 設為存放該檔案的資料夾。"]
        let notice = app.waitForLine(timeout: 60) { line in line.hasPrefix("ui: notice") && parts.allSatisfy(line.contains) }
        XCTAssertNotNil(notice, "\(app.lines.suffix(3))")
        XCTAssertTrue(parts.allSatisfy(app.standardError.contains), app.standardError)
        let stats = app.waitForLine(timeout: 60) { $0.hasPrefix("stats: ") && !$0.contains("fps=0.0") }
        XCTAssertNotNil(stats, "the video must keep playing: \(app.lines.suffix(3))")
        XCTAssertTrue(app.isRunning)
    }
}
