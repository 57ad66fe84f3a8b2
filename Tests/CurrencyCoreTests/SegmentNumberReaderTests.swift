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
}
