import CurrencyCore
import XCTest

/// Issue 15: on a still picture an NT$ label hides no other line of text when it has room.
final class LabelPlacementTests: XCTestCase {
    private let picture = PixelRect(x: 0, y: 0, width: 640, height: 480)
    private let size = PixelSize(width: 100, height: 30)

    func testBelowWhenFreeElseAboveElseOverItsOwnLeader() {
        let price = PixelRect(x: 500, y: 100, width: 100, height: 27)
        let ownLine = PixelRect(x: 50, y: 100, width: 550, height: 27)
        XCTAssertEqual(LabelPlacement.places(for: size, price: price, picture: picture, lines: [ownLine], placed: []).first,
                       PixelRect(x: 500, y: 129, width: 100, height: 30), "nothing below: just below the price")

        let next = PixelRect(x: 50, y: 145, width: 550, height: 27)
        XCTAssertEqual(LabelPlacement.places(for: size, price: price, picture: picture, lines: [ownLine, next], placed: []).first,
                       PixelRect(x: 500, y: 68, width: 100, height: 30), "a line below: above")

        let previous = PixelRect(x: 50, y: 55, width: 550, height: 27)
        let leader = LabelPlacement.places(for: size, price: price, picture: picture, lines: [previous, ownLine, next], placed: [])
        XCTAssertEqual(leader.first, PixelRect(x: 398, y: 98.5, width: 100, height: 30),
                       "lines above and below, no room right: over its own line, left of the price")
    }

    func testFallsBackBelowWhenNothingIsClear() {
        let price = PixelRect(x: 10, y: 100, width: 100, height: 27)
        let crowded = [PixelRect(x: 0, y: 0, width: 640, height: 99), PixelRect(x: 0, y: 128, width: 640, height: 352),
                       PixelRect(x: 111, y: 100, width: 529, height: 27)]
        XCTAssertEqual(LabelPlacement.places(for: size, price: price, picture: picture, lines: crowded, placed: []),
                       [PixelRect(x: 10, y: 129, width: 100, height: 30)])
    }
}
