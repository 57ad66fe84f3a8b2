@testable import CurrencyCore
import XCTest

/// Reading a seven-segment digit by its lit segments.
final class SevenSegmentDecoderTests: XCTestCase {
    private let decoder = SevenSegmentDecoder()

    func testEveryDigitIsReadByItsLitSegments() {
        for digit in "0123456789" {
            let reading = decoder.decode(SegmentDisplay.shape(digit))
            XCTAssertEqual(reading?.digit, digit.wholeNumberValue, "\(digit)")
            XCTAssertEqual(reading?.confidence ?? 0, 1, accuracy: 0.01, "\(digit)")
        }
    }

    func testSegmentsThatMakeNoDigitAndBlobsReadAsNone() {
        let bars = SegmentDisplay.boxes("abcdeg", x: 0, y: 0, height: 60)
        let noDigit = GlyphShape.drawn(width: 33, height: 60) { x, y in
            bars.contains { Double(x) + 0.5 >= $0.x && Double(x) + 0.5 < $0.maxX && Double(y) + 0.5 >= $0.y && Double(y) + 0.5 < $0.maxY }
        }
        XCTAssertNil(decoder.decode(noDigit), "an 8 without its upper left is no digit")
        XCTAssertNil(decoder.decode(GlyphShape.drawn(width: 33, height: 60) { _, _ in true }), "a block lights every zone, and its holes")
    }
}
