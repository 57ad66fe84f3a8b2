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

    func testTheyComeBackWithTheDebugVariable() throws {
        let app = try recognize(debug: true)
        XCTAssertTrue(app.standardError.contains("boxClipToRectangle"), "this photo makes Leptonica complain: \(app.standardError)")
    }
}
