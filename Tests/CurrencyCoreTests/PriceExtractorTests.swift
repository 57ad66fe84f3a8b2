import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 5, test 2 (filtering recognised text), on OCR words.
final class PriceExtractorTests: XCTestCase {
    private let extractor = PriceExtractor()

    func testFilterOnlyNumbers() {
        let words = [word("1000", x: 0), word("日本製", x: 100, y: 200), word("¥500", x: 0, y: 300),
                     word("Special", x: 100, y: 400)]
        // Sorted by value: the extractor ranks the marked ¥500 first, the spec asks only for both.
        XCTAssertEqual(extractor.prices(in: words).map(\.value).sorted(), [500, 1000], "Should extract 1000 and 500")
    }

    func testFilterNumbers_PreservesOriginalText() {
        let prices = extractor.prices(in: [word("¥1,000", x: 10)])
        XCTAssertEqual(prices.first?.rawText, "¥1,000")
        XCTAssertEqual(prices.first?.value, 1000)
    }

    func testFilterNumbers_PreservesBoundingBoxAndConfidence() {
        let box = PixelRect(x: 320, y: 240, width: 128, height: 48)
        let prices = extractor.prices(in: [OCRWord(text: "1000", box: box, confidence: 0.8)])
        XCTAssertEqual(prices.first?.box, box)
        XCTAssertEqual(prices.first?.confidence, 0.8)
    }

    func testLowConfidenceWordsAreIgnored() {
        XCTAssertEqual(extractor.prices(in: [word("1000", x: 0, confidence: 0.3)]), [])
    }

    func testZeroIsNotAPrice() {
        XCTAssertEqual(extractor.prices(in: [word("0", x: 0)]), [])
    }

    func testLoneMarkBeforeNumberIsJoined() {
        let prices = extractor.prices(in: [word("¥", x: 100, width: 20), word("1,000", x: 125)])
        XCTAssertEqual(prices.count, 1)
        XCTAssertEqual(prices.first?.rawText, "¥ 1,000")
        XCTAssertEqual(prices.first?.value, 1000)
        XCTAssertEqual(prices.first?.box, PixelRect(x: 100, y: 100, width: 85, height: 30))
    }

    func testLoneMarkAfterNumberIsJoined() {
        let prices = extractor.prices(in: [word("3,500", x: 100), word("円", x: 165, width: 25, confidence: 0.7)])
        XCTAssertEqual(prices.count, 1, "the number is reported once, with its mark")
        XCTAssertEqual(prices.first?.rawText, "3,500 円")
        XCTAssertEqual(prices.first?.confidence, 0.7)
    }

    func testEuroMarkDecidesTheSeparator() {
        let prices = extractor.prices(in: [word("3.500", x: 100), word("€", x: 165, width: 20)])
        XCTAssertEqual(prices.map(\.value), [3500])
    }

    func testMarkOnAnotherLineIsNotJoined() {
        let prices = extractor.prices(in: [word("¥", x: 100, y: 0, width: 20), word("1,000", x: 125, y: 200)])
        XCTAssertEqual(prices.map(\.rawText), ["1,000"])
    }

    func testMarkFarAwayIsNotJoined() {
        let prices = extractor.prices(in: [word("¥", x: 0, width: 20), word("1,000", x: 400)])
        XCTAssertEqual(prices.map(\.rawText), ["1,000"])
    }

    func testWordWithSeveralPrices() {
        let slashed = extractor.prices(in: [word("$100/€85.50", x: 0)])
        XCTAssertEqual(slashed.map(\.value), [100, D("85.50")], "marks keep the numbers apart")
        let spaced = extractor.prices(in: [word("$100 €85.50", x: 0)])
        XCTAssertEqual(spaced.map(\.value), [100, D("85.50")])
    }
}
