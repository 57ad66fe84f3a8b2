import CurrencyCore
import XCTest

final class KnownPriceSearchTests: XCTestCase {
    private func price(_ value: Decimal, x: Double, y: Double = 100) -> DetectedPrice {
        DetectedPrice(rawText: "¥\(value)", value: value, box: PixelRect(x: x, y: y, width: 120, height: 40), confidence: 0.9)
    }

    func testSearchBoxReachesAroundThePriceByItsHeightAndTheCamerasMovement() {
        let box = KnownPriceSearch().searchBox(around: price(3500, x: 50))
        XCTAssertEqual(box, PixelRect(x: 38, y: 88, width: 144, height: 64), "0.1 of its 40 px height and 8 px each side")
    }

    func testRefoundNeedsEveryKnownPriceWithItsValueInItsSearchBox() {
        let search = KnownPriceSearch()
        let known = [price(3500, x: 50), price(980, x: 300)]
        let moved = [price(980, x: 320, y: 110), price(3500, x: 40, y: 95)]
        XCTAssertEqual(search.refound(known, in: moved), [moved[1], moved[0]], "in the known order, at the new places")
        let neighbour = price(120, x: 180)
        XCTAssertEqual(search.refound(known, in: moved + [neighbour]), [moved[1], moved[0]], "nothing is added")
        XCTAssertNil(search.refound(known, in: [moved[1]]), "a price not read again")
        XCTAssertNil(search.refound(known, in: [price(350, x: 40), moved[0]]), "a price read with another value")
        XCTAssertNil(search.refound(known, in: [price(3500, x: 40, y: 200), moved[0]]), "its value, but out of its box")
        var tall = moved[1]
        tall.box.height = 52
        XCTAssertNil(search.refound(known, in: [tall, moved[0]]), "its value, but boxed with something beside it")
        XCTAssertNil(search.refound([price(980, x: 50), price(980, x: 300)], in: [price(980, x: 55)]),
                     "one reading is not two prices of one value")
    }
}
