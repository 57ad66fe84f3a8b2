@testable import CurrencyCore
import XCTest

/// 円 found by its two counters side by side in its upper half, on shapes drawn by hand; the digits
/// before it are kept only when the ink and the OCR's glyphs count them alike.
final class YenInkReaderTests: XCTestCase {
    /// A 円: a frame open at the bottom, a bar across at 55 % of its height and a stroke from the
    /// top to the bar in its middle.
    private static func yen(width: Int = 40, height: Int = 44, stroke: Int = 5) -> GlyphShape {
        .drawn(width: width, height: height) { x, y in
            let bar = y >= height * 55 / 100 - stroke / 2 && y < height * 55 / 100 + stroke - stroke / 2
            let inner = y < height * 55 / 100 && abs(x - width / 2) <= stroke / 2
            return y < stroke || x < stroke || x >= width - stroke || bar || inner
        }
    }

    /// Two rings one above the other: an "8".
    private static let eight = GlyphShape.drawn(width: 30, height: 44) { x, y in
        let top = GlyphShape.zero(width: 30, height: 22, stroke: 5), bottom = top
        return y < 22 ? top.ink[y * 30 + x] : bottom.ink[(y - 22) * 30 + x]
    }

    /// Two rings side by side, as blurred "00" are: their counters at mid-height.
    private static let doubleZero = GlyphShape.drawn(width: 60, height: 44) { x, y in
        GlyphShape.zero(width: 30, height: 44, stroke: 5).ink[y * 30 + x % 30]
    }

    func testTheTwoCountersSideBySideInTheUpperHalfMakeA円() {
        XCTAssertTrue(YenInkReader.isYen(Self.yen()))
        XCTAssertTrue(YenInkReader.isYen(Self.yen(width: 30, height: 36, stroke: 4)), "narrower and smaller")
        XCTAssertFalse(YenInkReader.isYen(Self.eight), "an 8's counters are one above the other")
        XCTAssertFalse(YenInkReader.isYen(Self.doubleZero), "two 0s blurred together hold theirs at mid-height")
        let shut = GlyphShape.drawn(width: 40, height: 44) { x, y in Self.yen().ink[y * 40 + x] || y < 26 }
        XCTAssertFalse(YenInkReader.isYen(shut), "a 円 blurred shut is not read")
    }

    /// A "1", a "2" (a block), a "0" and `mark` drawn dark on light paper, 44 px tall, at x 60,
    /// 90, 130 and 170; a `touching` "1" has a foot that runs into the "2".
    private func tag(mark: GlyphShape, touching: Bool = false) -> LumaFrame {
        var pixels = [UInt8](repeating: 215, count: 320 * 120)
        let glyphs: [(GlyphShape, Int)] = [
            (.drawn(width: touching ? 30 : 10, height: 44) { x, y in x < 10 || y >= 40 }, 60),
            (.drawn(width: 26, height: 44) { _, _ in true }, 90), (.zero(width: 28, height: 44, stroke: 6), 130),
            (mark, 170),
        ]
        for (shape, x0) in glyphs {
            for y in 0..<shape.height { for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(30 + y) * 320 + x0 + x] = 35 } }
        }
        return LumaFrame(width: 320, height: 120, stride: 320, pixels: pixels, captureTime: 0)
    }

    /// "1209)" as `eng` reads "120円": the mark's left half a "9", its right a ")".
    private let english = OCRWord(text: "1209)", box: PixelRect(x: 60, y: 30, width: 150, height: 44), confidence: 0.1, glyphs: [
        OCRGlyph(text: "1", box: PixelRect(x: 60, y: 30, width: 10, height: 44), confidence: 0.9),
        OCRGlyph(text: "2", box: PixelRect(x: 90, y: 30, width: 26, height: 44), confidence: 0.8),
        OCRGlyph(text: "0", box: PixelRect(x: 130, y: 30, width: 28, height: 44), confidence: 0.9),
        OCRGlyph(text: "9", box: PixelRect(x: 170, y: 30, width: 22, height: 44), confidence: 0.3),
        OCRGlyph(text: ")", box: PixelRect(x: 194, y: 30, width: 16, height: 44), confidence: 0.2),
    ])

    func testTheDigitsBeforeA円KeepTheirReadingAndTheirOwnConfidence() throws {
        let marked = try XCTUnwrap(YenInkReader().marked(english, in: tag(mark: Self.yen())))
        XCTAssertEqual(marked.text, "120円")
        XCTAssertEqual(marked.box, english.box)
        XCTAssertEqual(marked.confidence, 0.8, "the digits' least, not the word's that the mark dragged down")
        XCTAssertNil(YenInkReader().marked(english, in: tag(mark: Self.eight)), "no 円 in the ink")
    }

    func testDigitsTheInkAndTheGlyphsCountDifferentlyAreNotGuessed() {
        // The "1" touches the "2": two digits in one piece of ink, three glyphs.
        XCTAssertNil(YenInkReader().marked(english, in: tag(mark: Self.yen(), touching: true)))
    }

    func testTheNativeMarkReaderReads円ByItsCountersWithNoModel() {
        let reader = NativeMarkReader(models: [.yenCounters()])
        XCTAssertEqual(reader.words([english], in: tag(mark: Self.yen())).map(\.text), ["120円"])
        XCTAssertEqual(reader.words([english], in: tag(mark: Self.eight)).map(\.text), ["1209)"])
    }
}
