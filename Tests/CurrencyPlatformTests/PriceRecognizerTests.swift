import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Still images through the shared recognition path that `recognize --json` uses.
final class PriceRecognizerTests: XCTestCase {
    func testFixtureImageGivesItsPrice() throws {
        let recognizer = try PriceRecognizer()
        let path = FixtureAccuracyTests.fixtures.appendingPathComponent("f000-tag-yen-white.png").path
        let reading = try recognizer.read(imageAt: path).get()
        XCTAssertEqual(reading.width, 640)
        XCTAssertEqual(reading.height, 480)
        XCTAssertEqual(reading.prices.first?.value, 330, "¥330 is the tag's price; read: \(reading.prices)")
        let box = try XCTUnwrap(reading.prices.first?.box)
        XCTAssertTrue(box.x >= 0 && box.maxX <= 640 && box.y >= 0 && box.maxY <= 480, "box in image pixels: \(box)")
    }

    func testMissingAndUnreadableFilesAreFailuresNotCrashes() throws {
        let recognizer = try PriceRecognizer()
        XCTAssertEqual(recognizer.read(imageAt: "/nonexistent/photo.jpg").failure, .notFound)
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let text = directory.url.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        XCTAssertEqual(recognizer.read(imageAt: text.path).failure, .undecodable)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
