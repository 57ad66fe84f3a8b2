import CurrencyCore
import TestSupport
import XCTest

final class BlinkoutCounterTests: XCTestCase {
    private let box = PixelRect(x: 100, y: 100, width: 80, height: 30)
    private func moved(_ dx: Double, _ dy: Double) -> PixelRect { PixelRect(x: 100 + dx, y: 100 + dy, width: 80, height: 30) }

    func testALabelThatLeavesAndComesBackWithinASecondBlinkedOut() {
        var counter = BlinkoutCounter()
        counter.observe([(770, box)], at: 0)
        counter.observe([], at: 0.3)
        counter.observe([(770, moved(10, 5))], at: 0.9)
        XCTAssertEqual(counter.blinkouts, 1)
    }

    func testALabelThatStaysOrLeavesForGoodDoesNot() {
        var counter = BlinkoutCounter()
        counter.observe([(770, box)], at: 0)
        counter.observe([(770, box)], at: 0.5)
        counter.observe([], at: 1.0)
        counter.observe([(770, box)], at: 2.5)  // back after 1.5 s: the camera came back to it
        XCTAssertEqual(counter.blinkouts, 0)
    }

    func testAnotherPriceOrAnotherPlaceIsANewLabel() {
        var counter = BlinkoutCounter()
        counter.observe([(770, box)], at: 0)
        counter.observe([(990, box)], at: 0.2)
        counter.observe([(770, moved(300, 0))], at: 0.4)
        XCTAssertEqual(counter.blinkouts, 0)
    }
}
