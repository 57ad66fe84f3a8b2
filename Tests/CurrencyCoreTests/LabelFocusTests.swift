import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, "labels are focusable": Tab goes through the labels in reading order and leaves past
/// the end, the arrows go to the nearest label that way, and the focus stays on its price while
/// labels update, until the label fades.
final class LabelFocusTests: XCTestCase {
    /// A menu in two columns: ids 1–2 on the first row (2 sits 4 px lower), 3–4 on the second (4
    /// sits 2 px higher than 3, which a plain top-to-bottom sort would put first), 5 alone on the
    /// third. Given out of order, as a tracker may list them.
    private let menu = [label(4, x: 298, y: 158), label(1, x: 50, y: 100), label(5, x: 50, y: 220),
                        label(3, x: 52, y: 160), label(2, x: 300, y: 104)]

    func testReadingOrderIsRowsTopToBottomEachLeftToRight() {
        XCTAssertEqual(LabelFocus.readingOrder(menu).map(\.id), [1, 2, 3, 4, 5])
    }

    func testTabGoesThroughTheLabelsInReadingOrderThenLeavesThemForTheNextWidget() {
        var focus = LabelFocus()
        XCTAssertNil(focus.focusedID)
        var visited: [Int] = []
        while focus.move(.next, among: menu) {
            visited.append(focus.focusedID!)
        }
        XCTAssertEqual(visited, [1, 2, 3, 4, 5])
        XCTAssertNil(focus.focusedID, "past the last label the focus is let go")
        XCTAssertTrue(focus.move(.next, among: menu))
        XCTAssertEqual(focus.focusedID, 1, "Tab coming back starts at the first again")
    }

    func testShiftTabStartsAtTheLastLabelAndGoesBack() {
        var focus = LabelFocus()
        var visited: [Int] = []
        while focus.move(.previous, among: menu) {
            visited.append(focus.focusedID!)
        }
        XCTAssertEqual(visited, [5, 4, 3, 2, 1])
        XCTAssertNil(focus.focusedID)
    }

    func testArrowsGoToTheNearestLabelThatWayAndStopAtTheEdge() {
        var focus = LabelFocus()
        XCTAssertTrue(focus.move(.down, among: menu))
        XCTAssertEqual(focus.focusedID, 1, "an arrow with nothing focused starts at the first label")
        let steps: [(LabelFocus.Move, Int)] = [(.right, 2), (.down, 4), (.left, 3), (.down, 5),
                                                (.down, 5), (.left, 5), (.up, 3), (.up, 1), (.up, 1)]
        for (move, expected) in steps {
            XCTAssertTrue(focus.move(move, among: menu), "\(move)")
            XCTAssertEqual(focus.focusedID, expected, "\(move)")
        }
        focus.move(.down, among: menu)
        focus.move(.down, among: menu)
        XCTAssertEqual(focus.focusedID, 5)
        focus.move(.right, among: menu)
        XCTAssertEqual(focus.focusedID, 4, "Right from the lone last price goes to the nearest price on its right")
    }

    func testUpWithNothingFocusedStartsAtTheLastLabel() {
        var focus = LabelFocus()
        focus.move(.up, among: menu)
        XCTAssertEqual(focus.focusedID, 5)
    }

    func testDownPrefersThePriceStraightBelowOverACloserOneToTheSide() {
        let labels = [label(1, x: 100, y: 100), label(2, x: 100, y: 300),
                      label(3, x: 300, y: 160), label(4, x: 190, y: 108)]
        var focus = LabelFocus()
        focus.move(.next, among: labels)
        XCTAssertEqual(focus.focusedID, 1)
        focus.move(.down, among: labels)
        XCTAssertEqual(focus.focusedID, 2, "200 px straight down beats 60 px down and 200 px across")
        focus.move(.up, among: labels)
        XCTAssertEqual(focus.focusedID, 1)
        focus.move(.right, among: labels)
        XCTAssertEqual(focus.focusedID, 4, "a price 8 px lower beside it is to its right, not below it")
        focus.move(.down, among: labels)
        XCTAssertEqual(focus.focusedID, 3)
    }

    func testFadedLabelsAreSkippedAndNoLabelsMeansNoFocus() {
        var labels = menu
        labels[4].opacity = 0  // id 2 has faded out
        var focus = LabelFocus()
        focus.move(.next, among: labels)
        focus.move(.next, among: labels)
        XCTAssertEqual(focus.focusedID, 3)
        XCTAssertFalse(focus.move(.down, among: []))
        XCTAssertNil(focus.focusedID)
    }

    func testTheFocusFollowsItsPriceByIDAsItMoves() {
        var focus = LabelFocus()
        focus.move(.next, among: menu)
        focus.move(.next, among: menu)
        XCTAssertEqual(focus.focusedID, 2)
        // The camera panned: every price moved 120 px left and 60 px up, and label 1 faded.
        let panned = menu.filter { $0.id != 1 }.map { moved($0, dx: -120, dy: -60) }
        focus.follow(panned)
        XCTAssertEqual(focus.focusedID, 2)
        focus.move(.next, among: panned)
        XCTAssertEqual(focus.focusedID, 3, "moves go on from where the price is now")
    }

    func testTheFocusPassesToALabelThatTookItsPlace() {
        var focus = LabelFocus()
        focus.move(.down, among: menu)
        focus.move(.down, among: menu)
        XCTAssertEqual(focus.focusedID, 3)
        // The tracker lost price 3 and found it again under a new id, 6 px to the right.
        let retracked = menu.filter { $0.id != 3 } + [label(9, x: 58, y: 161)]
        focus.follow(retracked)
        XCTAssertEqual(focus.focusedID, 9)
    }

    func testTheFocusGoesWhenItsLabelFades() {
        var focus = LabelFocus()
        focus.move(.previous, among: menu)
        XCTAssertEqual(focus.focusedID, 5)
        var fading = menu
        fading[2].opacity = 0.4
        focus.follow(fading)
        XCTAssertEqual(focus.focusedID, 5, "still shown while it fades")
        fading[2].opacity = 0
        focus.follow(fading)
        XCTAssertNil(focus.focusedID)
        focus.move(.previous, among: menu)
        focus.follow(menu.filter { $0.id != 5 })
        XCTAssertNil(focus.focusedID, "gone, and nothing took its place")
        XCTAssertNil(focus.currentID)
    }

    func testAClickSetsWhereTabGoesOnFromWithoutAFocusRing() {
        var focus = LabelFocus()
        focus.place(on: 3, among: menu)
        XCTAssertNil(focus.focusedID, "a pointer click draws no focus ring")
        XCTAssertEqual(focus.currentID, 3)
        focus.move(.next, among: menu)
        XCTAssertEqual(focus.focusedID, 4)
        focus.place(on: 4, among: menu)
        XCTAssertEqual(focus.focusedID, 4, "clicking the focused label keeps its ring")
    }

    func testEscClearsTheFocusOnce() {
        var focus = LabelFocus()
        focus.move(.next, among: menu)
        XCTAssertTrue(focus.clear())
        XCTAssertNil(focus.focusedID)
        XCTAssertFalse(focus.clear(), "nothing left to clear: Esc is free for others")
    }

    private func moved(_ label: PriceLabel, dx: Double, dy: Double) -> PriceLabel {
        var label = label
        label.box = label.box.offsetBy(dx: dx, dy: dy)
        return label
    }
}

/// A shown label 80×30 at (x, y) in image pixels.
private func label(_ id: Int, x: Double, y: Double) -> PriceLabel {
    PriceLabel(id: id, value: 100, rawText: "$1.00",
               conversion: PriceConversion(price: 100, currencyCode: "TWD", currencyName: "TWD", mark: nil, outcome: .taiwanDollar),
               box: PixelRect(x: x, y: y, width: 80, height: 30), opacity: 1, isHighlighted: false)
}
