import CurrencyCore
import XCTest

/// Ink judged against its neighbourhood: a soft grey stroke on grey paper in a bright picture, and a
/// light stroke on a dark patch, come out black on white where one global level loses one of them.
final class InkOnlyDrawingTests: XCTestCase {
    /// 120×60: the left half bright paper (230) with a dark stroke (60), the right half grey paper
    /// (140) with a soft stroke (100) and a light stroke (200) on it; with `dottedColumn`, dark
    /// specks (60) on every second row of that column, from row 15 to 43.
    private func picture(dottedColumn: Int? = nil) -> LumaFrame {
        var pixels = [UInt8](repeating: 0, count: 120 * 60)
        for y in 0..<60 {
            for x in 0..<120 {
                let paper: UInt8 = x < 60 ? 230 : 140
                var value = paper
                if (20..<24).contains(x), (15..<45).contains(y) { value = 60 }
                if (80..<84).contains(x), (15..<45).contains(y) { value = 100 }
                if (100..<104).contains(x), (15..<45).contains(y) { value = 200 }
                if x == dottedColumn, (15..<45).contains(y), y % 2 == 1 { value = 60 }
                pixels[y * 120 + x] = value
            }
        }
        return LumaFrame(width: 120, height: 60, stride: 120, pixels: pixels, captureTime: 7)
    }

    private func pixel(_ frame: LumaFrame, _ x: Int, _ y: Int) -> UInt8 { frame.pixels[y * frame.stride + x] }

    func testDarkInkOfBothPapersIsBlackAndTheRestWhite() {
        let drawn = InkOnlyDrawing(radius: 10, contrast: 24).drawn(picture(), darkInk: true)
        XCTAssertEqual(pixel(drawn, 21, 30), 0, "the dark stroke on bright paper")
        XCTAssertEqual(pixel(drawn, 81, 30), 0, "the soft stroke on grey paper, 40 levels off it")
        XCTAssertEqual(pixel(drawn, 101, 30), 255, "a light stroke is not dark ink")
        XCTAssertEqual(pixel(drawn, 40, 30), 255, "bright paper")
        XCTAssertEqual(pixel(drawn, 90, 5), 255, "grey paper, though darker than the bright half")
        XCTAssertEqual(drawn.captureTime, 7)
        XCTAssertEqual(drawn.width, 120)
    }

    func testLightInkIsDrawnBlackOnWhite() {
        let drawn = InkOnlyDrawing(radius: 10, contrast: 24).drawn(picture(), darkInk: false)
        XCTAssertEqual(pixel(drawn, 101, 30), 0, "the light stroke, drawn dark for the model")
        XCTAssertEqual(pixel(drawn, 21, 30), 255)
        XCTAssertEqual(pixel(drawn, 81, 30), 255)
    }

    func testStrokesFainterThanTheContrastAreNotInk() {
        let drawn = InkOnlyDrawing(radius: 10, contrast: 60).drawn(picture(), darkInk: true)
        XCTAssertEqual(pixel(drawn, 81, 30), 255, "40 levels off its paper is under a contrast of 60")
        XCTAssertEqual(pixel(drawn, 21, 30), 0)
    }

    /// A dotted stroke (specks a pixel apart, as a dot-matrix printer prints) is drawn whole with a
    /// closing and in specks without one.
    func testAClosingDrawsADottedStrokeWhole() {
        let frame = picture(dottedColumn: 40)
        let plain = InkOnlyDrawing(radius: 10, contrast: 24).drawn(frame, darkInk: true)
        let closed = InkOnlyDrawing(radius: 10, contrast: 24).drawn(frame, darkInk: true, closing: InkGapClosing(radius: 1))
        XCTAssertEqual((15..<44).map { pixel(plain, 40, $0) }.filter { $0 == 0 }.count, 15, "the specks alone")
        XCTAssertEqual((15..<44).map { pixel(closed, 40, $0) }.filter { $0 == 0 }.count, 29, "one stroke")
        XCTAssertEqual(pixel(closed, 41, 30), 255, "no wider than it was")
        XCTAssertEqual(pixel(closed, 21, 30), 0, "the solid stroke unchanged")
    }
}
