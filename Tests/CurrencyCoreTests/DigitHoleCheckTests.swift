@testable import CurrencyCore
import XCTest

/// A "3" whose ink encloses a counter in its upper half is a heavy "9", on shapes drawn by hand.
final class DigitHoleCheckTests: XCTestCase {
    /// A "9": a ring in the upper part and a stem down its right side.
    private static func nine(width: Int = 30, height: Int = 44, stroke: Int = 7) -> GlyphShape {
        let bowl = GlyphShape.zero(width: width, height: 26, stroke: Double(stroke))
        return .drawn(width: width, height: height) { x, y in
            (y < 26 && bowl.ink[y * width + x]) || (x >= width - stroke && y >= 13) || (y >= height - stroke && x >= width / 3)
        }
    }

    /// A "3": an upper and a lower bay, both open on the left.
    private static func three(width: Int = 30, height: Int = 44, stroke: Int = 7) -> GlyphShape {
        .drawn(width: width, height: height) { x, y in
            let bar = (y < stroke || (y >= height / 2 - stroke / 2 && y < height / 2 + stroke / 2 + 1) || y >= height - stroke)
            return bar || x >= width - stroke
        }
    }

    func testA9sCounterIsAHoleInItsUpperPartAndA3HasNone() throws {
        let holes = Self.nine().holes(minimumShare: 0.02)
        XCTAssertEqual(holes.count, 1)
        XCTAssertLessThan(try XCTUnwrap(holes.first).centre, DigitHoleCheck.upperPart)
        XCTAssertEqual(Self.three().holes(minimumShare: 0.02).count, 0)
        let ring = GlyphShape.zero(width: 30, height: 44, stroke: 7).holes(minimumShare: 0.02)
        XCTAssertEqual(ring.count, 1)
        XCTAssertEqual(try XCTUnwrap(ring.first).centre, 0.5, accuracy: 0.05, "an 0's counter is in its middle")
    }

    func testTheLargestHoleDecidesAndSpecksAreNoHoles() {
        XCTAssertTrue(DigitHoleCheck.isNine(holes: [.init(share: 0.06, centre: 0.3, column: 0.5), .init(share: 0.03, centre: 0.68, column: 0.4)]), "a bold 9's tail curled onto its bowl")
        XCTAssertFalse(DigitHoleCheck.isNine(holes: [.init(share: 0.03, centre: 0.3, column: 0.5), .init(share: 0.06, centre: 0.68, column: 0.5)]), "a 6 or an 8")
        XCTAssertFalse(DigitHoleCheck.isNine(holes: []))
        let speck = GlyphShape.drawn(width: 20, height: 20) { x, y in !(x == 10 && y == 10) }
        XCTAssertEqual(speck.holes(minimumShare: 0.02).count, 0, "one pixel of 400")
    }

    func testARingJoinedOnlyCornerToCornerEnclosesNothing() {
        // The ink is 4-connected, so a ring whose two sides meet only at a diagonal step is open:
        // the background, 8-connected, leaks out there.
        let ring = { (cutCorner: Bool) in
            GlyphShape.drawn(width: 12, height: 12) { x, y in
                (x < 2 || y < 2 || x > 9 || y > 9) && !(cutCorner && x < 2 && y < 2)
            }
        }
        XCTAssertEqual(ring(false).holes(minimumShare: 0.02).count, 1)
        XCTAssertEqual(ring(true).holes(minimumShare: 0.02).count, 0)
    }

    /// A "1", `middle` and a "9" drawn dark on light paper, 44 px tall, at x 50, 80 and (after a
    /// wide `middle`) 120 or 150.
    private func tag(middle: GlyphShape) -> LumaFrame {
        var pixels = [UInt8](repeating: 210, count: 240 * 120)
        let glyphs: [(GlyphShape, Int)] = [(.drawn(width: 10, height: 44) { _, _ in true }, 50), (middle, 80),
                                           (Self.nine(), middle.width > 36 ? 150 : 120)]
        for (shape, x0) in glyphs {
            for y in 0..<shape.height { for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(30 + y) * 240 + x0 + x] = 40 } }
        }
        return LumaFrame(width: 240, height: 120, stride: 240, pixels: pixels, captureTime: 0)
    }

    func testA3WhoseInkHoldsAnUpperCounterIsRead9() {
        let word = OCRWord(text: "139", box: PixelRect(x: 50, y: 30, width: 100, height: 44), confidence: 0.9)
        let check = DigitHoleCheck()
        XCTAssertEqual(check.words([word], in: tag(middle: Self.nine())).map(\.text), ["199"])
        XCTAssertEqual(check.words([word], in: tag(middle: Self.three())).map(\.text), ["139"], "a real 3 stays")
        let extraDigit = OCRWord(text: "1393", box: word.box, confidence: 0.9)
        XCTAssertEqual(check.words([extraDigit], in: tag(middle: Self.nine())).map(\.text), ["1393"],
                       "four digits read over three glyphs: which is which is not known")
        let notANumber = OCRWord(text: "T3A", box: word.box, confidence: 0.9)
        XCTAssertEqual(check.words([notANumber], in: tag(middle: Self.nine())).map(\.text), ["T3A"])
    }

    /// `shapes` drawn dark on light paper side by side, 44 px tall, from x 50 every 40 px, and a
    /// word reading `text` over them.
    private func row(_ shapes: [GlyphShape], read text: String) -> (LumaFrame, OCRWord) {
        var pixels = [UInt8](repeating: 210, count: 300 * 120)
        for (index, shape) in shapes.enumerated() {
            for y in 0..<shape.height {
                for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(30 + y) * 300 + 50 + 40 * index + x] = 40 }
            }
        }
        let box = PixelRect(x: 50, y: 30, width: Double(40 * shapes.count - 10), height: 44)
        return (LumaFrame(width: 300, height: 120, stride: 300, pixels: pixels, captureTime: 0), OCRWord(text: text, box: box, confidence: 0.9))
    }

    func testA0WithoutACounterBesideA0WithOneRefusesTheWord() {
        let one = GlyphShape.drawn(width: 10, height: 44) { _, _ in true }, zero = GlyphShape.zero(width: 30, height: 44, stroke: 7)
        let check = DigitHoleCheck()
        let (zeros, read) = row([one, zero, zero], read: "100")
        XCTAssertEqual(check.verdict(on: read, in: zeros), .kept, "both 0s enclose their counters")
        let (threeAndZero, misread) = row([one, Self.three(), zero], read: "100")
        XCTAssertEqual(check.verdict(on: misread, in: threeAndZero), .refused, "a 0 read over a 3's ink beside a closed 0")
        XCTAssertEqual(check.words([misread], in: threeAndZero).map(\.text), [])
        let (lone, loneRead) = row([one, Self.three()], read: "10")
        XCTAssertEqual(check.verdict(on: loneRead, in: lone), .kept,
                       "a lone 0 without a counter is left as read: a segment or a broken 0 never closes")
    }

    /// An "8": two rings stacked; `brokenAt`, rows where its lower ring's right stroke is missing
    /// (thermal print's gaps), which leave only the upper counter enclosed.
    private static func eight(brokenAt broken: Range<Int> = 0..<0) -> GlyphShape {
        let upper = GlyphShape.zero(width: 30, height: 20, stroke: 6), lower = GlyphShape.zero(width: 30, height: 26, stroke: 6)
        return .drawn(width: 30, height: 44) { x, y in
            (y < 20 && upper.ink[y * 30 + x]) || (y >= 18 && lower.ink[(y - 18) * 30 + x] && !(broken.contains(y) && x >= 24))
        }
    }

    func testAn8WhoseInkHoldsOnlyAnUpperCounterAndNoLowerLeftStrokeIsRead9() {
        let word = OCRWord(text: "189", box: PixelRect(x: 50, y: 30, width: 100, height: 44), confidence: 0.9)
        let check = DigitHoleCheck()
        XCTAssertEqual(check.words([word], in: tag(middle: Self.nine())).map(\.text), ["199"], "a blurred 9's tail run into its bowl")
        XCTAssertEqual(check.words([word], in: tag(middle: Self.eight())).map(\.text), ["189"], "an 8 encloses two counters")
        XCTAssertEqual(Self.eight(brokenAt: 30..<34).holes(minimumShare: 0.02).count, 1, "the broken 8 encloses one counter")
        XCTAssertEqual(check.words([word], in: tag(middle: Self.eight(brokenAt: 30..<34))).map(\.text), ["189"],
                       "an 8 broken open still runs down its left side")
    }

    /// "1939" as the OCR reads a heavy "199" whose middle "9" it boxed twice, as a "9" and a "3"
    /// over it.
    private func readTwice(threeAt x: Double = 88, lastAt last: Double = 120) -> OCRWord {
        OCRWord(text: "1939", box: PixelRect(x: 50, y: 30, width: last + 30 - 50, height: 44), confidence: 0.9, glyphs: [
            OCRGlyph(text: "1", box: PixelRect(x: 50, y: 30, width: 10, height: 44)),
            OCRGlyph(text: "9", box: PixelRect(x: 80, y: 30, width: 20, height: 44)),
            OCRGlyph(text: "3", box: PixelRect(x: x, y: 30, width: 22, height: 44)),
            OCRGlyph(text: "9", box: PixelRect(x: last, y: 30, width: 30, height: 44)),
        ])
    }

    func testOneCharacterBoxedTwiceAsA9AndA3IsOne9WhenItsInkIsOneDigit() {
        let check = DigitHoleCheck()
        XCTAssertEqual(check.words([readTwice()], in: tag(middle: Self.nine())).map(\.text), ["199"])
        XCTAssertEqual(check.words([readTwice()], in: tag(middle: Self.three())).map(\.text), ["1939"],
                       "no counter: nothing says which reading is right")
        XCTAssertEqual(DigitHoleCheck.readOnce(readTwice())?.text, "139")
        XCTAssertNil(DigitHoleCheck.readOnce(readTwice(threeAt: 92)), "boxes that overlap by less than half are two glyphs")
        let twoDigitsWide = GlyphShape.drawn(width: 64, height: 44) { x, y in Self.nine().ink[y * 30 + min(x, 29)] || x > 30 }
        XCTAssertEqual(check.words([readTwice(lastAt: 150)], in: tag(middle: twoDigitsWide)).map(\.text), ["1939"],
                       "ink two digits wide may be the two digits read")
    }

    /// A "9" drawn at 40 on paper at 210, 44 px tall at (10, 10), its bowl's left stroke at
    /// `leftStroke` (where blur thinned it), and its box.
    private func blurredNine(leftStroke: UInt8) -> (LumaFrame, ComponentBox) {
        let nine = Self.nine()
        var pixels = [UInt8](repeating: 210, count: 60 * 70)
        for y in 0..<nine.height {
            for x in 0..<nine.width where nine.ink[y * nine.width + x] {
                pixels[(10 + y) * 60 + 10 + x] = (7..<19).contains(y) && x < 7 ? leftStroke : 40
            }
        }
        return (LumaFrame(width: 60, height: 70, stride: 60, pixels: pixels, captureTime: 0),
                ComponentBox(x: 10, y: 10, width: nine.width, height: nine.height, pixels: 0))
    }

    func testACounterBlurGreyedOpenIsFoundAtALevelNearerTheGlyphsPaper() throws {
        let (frame, box) = blurredNine(leftStroke: 140)
        let wordLevel = LumaFrame.InkLevel(midpoint: 126, isDark: true)
        XCTAssertEqual(frame.counters(in: box, level: wordLevel, towardPaper: 0, minimumShare: 0.02), [],
                       "at the word's level the counter leaks out past the grey stroke")
        let counters = frame.counters(in: box, level: wordLevel, towardPaper: 0.25, minimumShare: 0.02)
        XCTAssertEqual(counters.count, 1, "a quarter of the way to the paper (147) the grey stroke is ink")
        XCTAssertLessThan(try XCTUnwrap(counters.first).centre, DigitHoleCheck.upperPart)
        let light = LumaFrame.InkLevel(midpoint: 126, isDark: false)
        XCTAssertEqual(frame.counters(in: box, level: light, towardPaper: 0.25, minimumShare: 0.02), [],
                       "light ink: the dark strokes are the paper, and the paper encloses nothing")
    }

    /// "2", "9", "9" at x 50, 85 and 120, the "2" broken into two bars shorter than a digit (its
    /// strokes lost to the paper), or with `gapBeforeLast` the last "9" pushed a digit further right.
    private func brokenTwoTag(gapBeforeLast: Int = 0) -> LumaFrame {
        var pixels = [UInt8](repeating: 210, count: 240 * 120)
        let bars = GlyphShape.drawn(width: 30, height: 44) { _, y in y < 12 || y >= 32 }
        for (shape, x0) in [(bars, 50), (Self.nine(), 85), (Self.nine(), 120 + gapBeforeLast)] {
            for y in 0..<shape.height { for x in 0..<shape.width where shape.ink[y * shape.width + x] { pixels[(30 + y) * 240 + x0 + x] = 40 } }
        }
        return LumaFrame(width: 240, height: 120, stride: 240, pixels: pixels, captureTime: 0)
    }

    func testTheFirstDigitsBrokenIntoPiecesAreLeftAsReadAndTheRestChecked() {
        let word = OCRWord(text: "233", box: PixelRect(x: 50, y: 30, width: 100, height: 44), confidence: 0.9)
        let check = DigitHoleCheck()
        XCTAssertEqual(check.words([word], in: brokenTwoTag()).map(\.text), ["299"])
        let wider = OCRWord(text: "233", box: PixelRect(x: 50, y: 30, width: 130, height: 44), confidence: 0.9)
        XCTAssertEqual(check.words([wider], in: brokenTwoTag(gapBeforeLast: 35)).map(\.text), ["233"],
                       "room for a digit between the whole ones: which digit broke is not known")
    }
}
