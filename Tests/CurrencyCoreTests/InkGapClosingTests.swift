@testable import CurrencyCore
import XCTest

/// Gaps in ink bridged by a closing: dots a printer laid down join into strokes, wider gaps stay
/// open, and a stroke standing alone keeps its width.
final class InkGapClosingTests: XCTestCase {
    /// A `width` × `height` mask with ink at `ink` (x, y).
    private func mask(_ width: Int, _ height: Int, _ ink: [(Int, Int)]) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        for (x, y) in ink { mask[y * width + x] = true }
        return mask
    }

    private func row(_ mask: [Bool], width: Int, y: Int) -> String {
        String((0..<width).map { mask[y * width + $0] ? "#" : "." })
    }

    func testInkTwoPixelsApartJoinsAndThreeApartStaysApart() {
        let ink = [(2, 3), (5, 3), (9, 3)]
        let closed = InkGapClosing(radius: 1).closed(mask(14, 7, ink), width: 14, height: 7)
        XCTAssertEqual(row(closed, width: 14, y: 3), "..####...#....", "2 → 5 bridged, 5 → 9 not")
        XCTAssertEqual(row(closed, width: 14, y: 2), "..............", "nothing grows above the ink")
    }

    func testAStrokeAloneKeepsItsShape() {
        let bar = (1..<9).flatMap { y in (4..<7).map { x in (x, y) } }
        let before = mask(12, 10, bar)
        XCTAssertEqual(InkGapClosing(radius: 2).closed(before, width: 12, height: 10), before)
    }

    func testInkNearThePicturesEdgeDoesNotSpreadToIt() {
        let ink = [(0, 0), (0, 2), (11, 9), (1, 6)]
        let closed = InkGapClosing(radius: 2).closed(mask(12, 10, ink), width: 12, height: 10)
        XCTAssertEqual(closed.filter { $0 }.count, 5, "the dots kept, the gap between the first two bridged, nothing else")
        XCTAssertTrue(closed[1 * 12 + 0])
        XCTAssertFalse(closed[6 * 12 + 0], "no ink between the dot a pixel from the side and the side")
    }

    /// A dot-matrix "1": a column of dots a pixel apart is one component once closed.
    func testADottedStrokeBecomesOneComponent() {
        let dots = stride(from: 1, to: 15, by: 2).map { (3, $0) }
        let before = mask(8, 16, dots)
        XCTAssertEqual(ConnectedComponents.boxes(of: before, width: 8, height: 16).count, 7)
        let closed = InkGapClosing(radius: 1).closed(before, width: 8, height: 16)
        XCTAssertEqual(ConnectedComponents.boxes(of: closed, width: 8, height: 16).count, 1)
    }
}
