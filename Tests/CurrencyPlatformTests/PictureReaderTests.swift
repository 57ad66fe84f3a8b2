import CGtk
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

    @MainActor
    private func read(pixels: any LumaSource) -> Result<PictureReading, ImageReadFailure>? {
        let reader = PictureReader()
        nonisolated(unsafe) var result: Result<PictureReading, ImageReadFailure>?
        reader.read(pixels: pixels) { result = $0 }
        XCTAssertNil(result, "the answer comes later, through the main loop")
        MainLoopPump.run(until: { result != nil }, timeout: 60, "the snapshot's reading")
        return result
    }

    /// "Take a Picture": a camera frame in memory is read exactly as the same picture in a file.
    func testASnapshotFrameReadsAsTheSamePictureFromAFile() throws {
        try MainActor.assumeIsolated {
            let path = FixtureAccuracyTests.fixtures.appendingPathComponent("f094-menu-en-light.png").path
            let fromFile = try XCTUnwrap(read(path)).get()
            let frame = try XCTUnwrap(Self.bgraFrame(path))
            XCTAssertEqual(frame.luma().pixels, try ImageFile.luma(atPath: path).pixels, "one luma formula for both")
            let fromFrame = try XCTUnwrap(read(pixels: frame)).get()
            XCTAssertEqual(fromFrame, fromFile)
            XCTAssertEqual(fromFrame.prices.count, Self.menuPrices.count)
        }
    }

    func testATooLargeSnapshotIsRefusedLikeAFile() throws {
        MainActor.assumeIsolated {
            XCTAssertEqual(read(pixels: HugePixels())?.failure, .tooLarge(width: 10_000, height: 5_001))
        }
    }

    /// The picture at `path` as the camera hands a frame over: B G R A, rows padded to 64 bytes.
    private static func bgraFrame(_ path: String) -> VideoFrame? {
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        let stride = (width * 4 + 63) / 64 * 64
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * sourceStride + x * channels, to = y * stride + x * 4
                bytes[to] = source[from + 2]
                bytes[to + 1] = source[from + 1]
                bytes[to + 2] = source[from]
                bytes[to + 3] = 255
            }
        }
        return VideoFrame(width: width, height: height, stride: stride, bytes: bytes, captureTime: 0)
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

/// Pixels that say they are 50.005 megapixels: refused on their size, never converted.
private struct HugePixels: LumaSource {
    let width = 10_000
    let height = 5_001
    func luma() -> LumaFrame {
        XCTFail("a picture over the limit is not converted")
        return LumaFrame(width: 1, height: 1, stride: 1, pixels: [0], captureTime: 0)
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
