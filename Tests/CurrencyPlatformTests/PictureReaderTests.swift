import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Issue 15, step 1 on real recognition: a still picture's text lines and prices, read off the
/// main thread by `PictureReader` and delivered through the GLib main loop.
final class PictureReaderTests: XCTestCase, @unchecked Sendable {
    private static let menuPrices = ["$8.00", "$51.90", "$33.00", "$55.25", "$56.50", "$30.90", "$41.90", "$23.50"]

    @MainActor
    private func read(_ path: String) -> Result<PictureReading, ImageReadFailure>? {
        let reader = PictureReader()
        nonisolated(unsafe) var result: Result<PictureReading, ImageReadFailure>?
        var calledInline = true
        reader.read(path: path) { result = $0 }
        calledInline = result != nil
        XCTAssertFalse(calledInline, "the answer comes later, through the main loop")
        MainLoopPump.run(until: { result != nil }, timeout: 60, "the picture's reading")
        return result
    }

    func testAMenuGivesEveryLineAndEachPriceBoxLiesOnItsTextAndItsInk() throws {
        try MainActor.assumeIsolated {
            let path = FixtureAccuracyTests.fixtures.appendingPathComponent("f094-menu-en-light.png").path
            let reading = try XCTUnwrap(read(path)).get()
            XCTAssertEqual(reading.width, 640)
            XCTAssertEqual(reading.height, 480)
            let texts = reading.lines.map(\.text)
            XCTAssertEqual(texts.first, "Today's Specials", "\(texts)")
            XCTAssertTrue(texts.last?.contains("03-5485-1540") == true, "the phone line is text too: \(texts)")
            for (dish, printed) in zip(["Nasi Lemak", "Pad Thai", "Tomato Soup", "Chicken Wings", "Lemonade",
                                        "Apple Pie", "Margherita Pizza", "Caesar Salad"], Self.menuPrices) {
                let found = reading.lines.first { $0.text.hasPrefix(dish) }
                XCTAssertTrue(found?.text.hasSuffix(printed) == true, "\(dish) … \(printed) is one line: \(texts)")
            }
            XCTAssertEqual(Set(reading.prices.map(\.rawText)), Set(Self.menuPrices))

            // Each price's box: inside its own line's box, and on the picture's ink (its rows of
            // dark pixels) within 3 pixels, in image coordinates.
            let frame = try ImageFile.luma(atPath: path)
            for price in reading.prices {
                let line = try XCTUnwrap(reading.lines.first { $0.text.hasSuffix(price.rawText) }, price.rawText)
                XCTAssertTrue(price.box.x >= line.box.x - 3 && price.box.maxX <= line.box.maxX + 3
                              && price.box.y >= line.box.y - 3 && price.box.maxY <= line.box.maxY + 3,
                              "\(price.rawText) \(price.box) lies in its line \(line.box)")
                let ink = try XCTUnwrap(frame.inkBand(in: price.box.insetBy(-6)), price.rawText)
                XCTAssertEqual(price.box.y, ink.y, accuracy: 3, "\(price.rawText) top on its ink")
                XCTAssertEqual(price.box.maxY, ink.maxY, accuracy: 3, "\(price.rawText) bottom on its ink")
                XCTAssertEqual(price.box.maxX, 599, accuracy: 3, "the menu's prices end at its right margin")
            }
        }
    }

    func testNotAPictureAndNoFileAreFailures() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let text = directory.url.appendingPathComponent("notes.png")
            try Data("not an image".utf8).write(to: text)
            XCTAssertEqual(read(text.path)?.failure, .undecodable)
            XCTAssertEqual(read(directory.url.appendingPathComponent("gone.jpg").path)?.failure, .notFound)
        }
    }
}

private extension PixelRect {
    /// Grown by `amount` on every side when negative (the AppKit convention).
    func insetBy(_ amount: Double) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
