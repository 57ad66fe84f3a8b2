import CurrencyCore
import XCTest

/// Labels never hide a price: each goes to free space near its price, never over another price
/// box or another label, with a leader line when it had to move away.
final class LabelPlacerTests: XCTestCase {
    let frame = PixelRect(x: 0, y: 0, width: 640, height: 480)
    let label = PixelSize(width: 90, height: 26)

    func testALoneLabelGoesCentredJustBelowItsPrice() {
        let price = PixelRect(x: 200, y: 100, width: 80, height: 30)
        let placed = LabelPlacer(bounds: frame).place(prices: [price], labelSizes: [label])
        XCTAssertEqual(placed[0].rect, PixelRect(x: 195, y: 132, width: 90, height: 26))
        XCTAssertFalse(placed[0].moved)
        XCTAssertFalse(placed[0].needsLeader)
    }

    /// The menu: rows 28 px apart, so "below" of the first row is the second row's price.
    func testAMenuRowsLabelDoesNotCoverTheNextRowsPrice() {
        let prices = (0..<5).map { PixelRect(x: 500, y: 100 + Double($0) * 28, width: 70, height: 24) }
        let placed = LabelPlacer(bounds: frame).place(prices: prices, labelSizes: Array(repeating: label, count: 5))
        assertNoOverlap(placed.map(\.rect), prices: prices)
        XCTAssertTrue(placed.contains { $0.moved }, "a row's label must have moved: \(placed)")
        for (rect, price) in zip(placed.map(\.rect), prices) {
            XCTAssertLessThan(abs(rect.midY - price.midY), 26 * 4 + 24 + 26, "label strayed too far from \(price)")
        }
    }

    func testALabelAtTheBottomEdgeGoesAboveAndStaysInThePicture() {
        let price = PixelRect(x: 300, y: 450, width: 60, height: 28)
        let placed = LabelPlacer(bounds: frame).place(prices: [price], labelSizes: [label])
        XCTAssertLessThanOrEqual(placed[0].rect.maxY, 480)
        XCTAssertEqual(placed[0].rect.maxY, 448, accuracy: 0.01, "just above the price")
        XCTAssertTrue(placed[0].moved)
    }

    func testALabelFarFromItsPriceGetsALeaderLine() {
        // Price boxes above, below, left and right of the middle one leave no touching spot.
        let middle = PixelRect(x: 280, y: 220, width: 80, height: 30)
        let ring = [PixelRect(x: 180, y: 252, width: 280, height: 40), PixelRect(x: 180, y: 178, width: 280, height: 40),
                    PixelRect(x: 180, y: 218, width: 98, height: 34), PixelRect(x: 362, y: 218, width: 98, height: 34)]
        let prices = [middle] + ring
        let placed = LabelPlacer(bounds: frame).place(prices: prices, labelSizes: Array(repeating: label, count: 5))
        assertNoOverlap(placed.map(\.rect), prices: prices)
        XCTAssertTrue(placed[0].needsLeader, "\(placed[0])")
    }

    func testACrowdedPictureSaysTheLabelOverlaps() {
        let prices = [PixelRect(x: 0, y: 0, width: 100, height: 40)]
        let placed = LabelPlacer(bounds: PixelRect(x: 0, y: 0, width: 100, height: 40))
            .place(prices: prices, labelSizes: [PixelSize(width: 60, height: 20)])
        XCTAssertTrue(placed[0].overlaps)
    }

    func assertNoOverlap(_ labels: [PixelRect], prices: [PixelRect], file: StaticString = #filePath, line: UInt = #line) {
        for (i, rect) in labels.enumerated() {
            for price in prices where price.intersects(rect) {
                XCTFail("label \(rect) covers price \(price)", file: file, line: line)
            }
            for other in labels[(i + 1)...] where other.intersects(rect) {
                XCTFail("label \(rect) covers label \(other)", file: file, line: line)
            }
        }
    }
}
