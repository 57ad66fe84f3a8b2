@testable import CurrencyCore
import XCTest

/// Finding and reading the price on a seven-segment display, its unlit segments faintly showing.
final class SegmentNumberReaderTests: XCTestCase {
    private let finder = TallTextRowFinder()
    private let reader = SegmentNumberReader()

    private func read(_ frame: LumaFrame) throws -> String? {
        let row = try XCTUnwrap(finder.segmentRows(in: finder.ink(in: frame)).first, "no segment row found")
        return reader.read(row, in: frame)?.integer.text
    }

    func testAReflectiveDisplayIsReadWithoutItsUnlitSegments() throws {
        XCTAssertEqual(try read(SegmentDisplay.frame("48.75")), "48.75")
        XCTAssertEqual(try read(SegmentDisplay.frame("312.90")), "312.90")
    }

    func testALightDisplayOnDarkIsReadToo() throws {
        XCTAssertEqual(try read(SegmentDisplay.frame("27.80", background: 15, unlit: 40, lit: 110)), "27.80")
    }

    /// A display out of focus (t064's "95.50"): at the row's one threshold the blur between its
    /// segments is ink and every digit is one blob; at the stricter one the segments read.
    func testABlurredDisplayIsReadByItsSegmentsCores() throws {
        XCTAssertEqual(try read(SegmentDisplay.blurred(SegmentDisplay.frame("95.50", unlit: 150), radius: 3)), "95.50")
    }

    func testPrintedDigitsAreNotReadAsSegments() {
        var pixels = [UInt8](repeating: 200, count: 480 * 220)
        let glyphs = [GlyphShape.zero(width: 44, height: 80), .one(width: 24, height: 80), .zero(width: 44, height: 80)]
        for (glyph, left) in zip(glyphs, [60, 120, 160]) {
            for y in 0..<glyph.height { for x in 0..<glyph.width where glyph.ink[y * glyph.width + x] { pixels[(70 + y) * 480 + left + x] = 30 } }
        }
        let frame = LumaFrame(width: 480, height: 220, stride: 480, pixels: pixels, captureTime: 0)
        // Printed digits close together may join as segments do; the reader refuses them.
        XCTAssertEqual(finder.segmentRows(in: finder.ink(in: frame)).compactMap { reader.read($0, in: frame) }, [])
    }

    func testDigitsWithoutAPointBeforeTwoDecimalsAreNotRead() throws {
        XCTAssertNil(try read(SegmentDisplay.frame("4875")))
    }

    /// A digit the reading cannot take (here raised out of the row's band, in t069 fused with its
    /// neighbour's bar) between digits it can: "47.49" for 475.49 would be a wrong price.
    func testADisplayWithADigitLeftOutIsNotRead() throws {
        let (width, height) = (560, 220)
        var pixels = [UInt8](repeating: 190, count: width * height)
        func fill(_ box: PixelRect) {
            for py in Int(box.y)..<Int(box.maxY) { for px in Int(box.x)..<Int(box.maxX) { pixels[py * width + px] = 35 } }
        }
        for (index, digit) in "47549".enumerated() {
            // The "5" sits 25 px above the others' band.
            let top = index == 2 ? 45.0 : 70.0
            SegmentDisplay.boxes(SegmentDisplay.lit[digit] ?? "", x: 60 + 64 * Double(index), y: top, height: 80).forEach(fill)
        }
        fill(PixelRect(x: 60 + 64 * 3 - 14, y: 142, width: 8, height: 8))
        let frame = LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)

        let rows = finder.segmentRows(in: finder.ink(in: frame))
        XCTAssertFalse(rows.isEmpty, "the four digits on one baseline make a row")
        XCTAssertEqual(rows.compactMap { reader.read($0, in: frame)?.integer.text }, [])
    }
}
