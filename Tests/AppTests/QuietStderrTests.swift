import Foundation
import TestSupport
import XCTest

/// Leptonica and Tesseract write their own messages to stderr; a user's terminal should not see them
/// unless asked for (issue 13).
final class QuietStderrTests: XCTestCase {
    private let photo = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/real/ru-shelf-tag-183.jpg").path

    private func recognize(debug: Bool) throws -> AppProcess {
        let app = try AppProcess(arguments: ["recognize", "--json", photo], home: try AppProcess.makeHome(),
                                 extraEnvironment: debug ? ["CURRENCY_CAMERA_DEBUG": "1"] : [:])
        XCTAssertTrue(app.waitForExit(timeout: 60), "recognize did not finish")
        return app
    }

    func testLibraryMessagesAreSilentByDefault() throws {
        let app = try recognize(debug: false)
        XCTAssertEqual(app.exitStatus, 0, app.standardError)
        XCTAssertTrue(app.lines.joined().contains("\"prices\""), "the photo was read")
        XCTAssertEqual(app.standardError, "", "nothing on stderr")
    }

    /// Without a D-Bus session bus (SSH, Xvfb, a minimal desktop) GTK printed "Unable to acquire
    /// session bus" at every window start; the app needs no bus.
    func testTheWindowStartsWithoutABusWarning() throws {
        for debug in [false, true] {
            let xvfb = try Xvfb()
            let app = try AppProcess(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"],
                                     home: try AppProcess.makeHome(), display: xvfb.display,
                                     extraEnvironment: debug ? ["CURRENCY_CAMERA_DEBUG": "1"] : [:])
            XCTAssertNotNil(app.waitForLine(timeout: 120) { $0.hasPrefix("stats: ") }, "the window did not start")
            app.stop()
            if debug {
                // GLib starts a bus itself where dbus-launch is installed: then there is nothing to hide.
                guard !FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch") else { continue }
                XCTAssertTrue(app.standardError.contains("Unable to acquire session bus"),
                              "with CURRENCY_CAMERA_DEBUG=1 the message is shown: \(app.standardError)")
            } else {
                XCTAssertFalse(app.standardError.contains("session bus"), app.standardError)
            }
        }
    }

    func testTheyComeBackWithTheDebugVariable() throws {
        let app = try recognize(debug: true)
        XCTAssertTrue(app.standardError.contains("boxClipToRectangle"), "this photo makes Leptonica complain: \(app.standardError)")
    }
}
