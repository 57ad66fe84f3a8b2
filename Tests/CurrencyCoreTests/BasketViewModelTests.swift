import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14's basket: prices added from the camera's labels, their NT$ total and per-currency
/// subtotals, remove, clear, copy, and saving the basket to the history as one entry.
final class BasketViewModelTests: XCTestCase, @unchecked Sendable {
    private let clock = FakeClock()
    private let wallClock = FakeWallClock("2026-11-23T12:00:00Z")

    /// Labels of ¥3,500, $4.95 and ¥1,200 with JPY 0.22 (default) and USD 31.5 saved, as the
    /// camera view-model makes them.
    @MainActor
    private func labels() throws -> [PriceLabel] {
        let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get()
        let usd = try Currency.validated(code: "USD", name: "", rateText: "31.5", date: nil).get()
        let camera = CameraViewModel(currencies: CurrencyList([yen, usd]), history: HistoryQueue(InMemoryHistoryStore()))
        let prices = [price("3500", x: 10, raw: "¥3,500"), price("4.95", x: 200, raw: "US$4.95"),
                      price("1200", x: 400, raw: "¥1,200"), price("12000", x: 10, y: 300, raw: "₩12,000")]
        for _ in 0..<3 { camera.ingest(prices: prices, frameSize: testFrame, at: clock.advance(by: 0.15)) }
        XCTAssertEqual(camera.labels.map(\.text), ["NT$ 770", "NT$ 155.92", "NT$ 264", "₩ — no rate set"])
        return camera.labels
    }

    func testThreeItemsInTwoCurrenciesAddUpToTheTotalAndSubtotals() throws {
        try MainActor.assumeIsolated {
            let labels = try labels()
            let basket = BasketViewModel(history: HistoryQueue(InMemoryHistoryStore()))
            var changes = 0
            basket.onChange = { changes += 1 }
            for label in labels.prefix(3) { basket.add(label) }
            XCTAssertEqual(changes, 3)
            XCTAssertEqual(basket.items.map(\.printedText), ["¥3,500", "US$4.95", "¥1,200"])
            XCTAssertEqual(basket.total, D("1189.92"))
            XCTAssertEqual(basket.totalText, "NT$ 1,189.92")
            XCTAssertEqual(basket.totalNumberText, "1189.92")
            XCTAssertEqual(basket.subtotals.map(\.text), ["JPY 4,700 → NT$ 1,034", "USD 4.95 → NT$ 155.92"])
            XCTAssertEqual(basket.subtotals.map(\.count), [2, 1])
        }
    }

    func testAPriceWithNoRateIsNotAdded() throws {
        try MainActor.assumeIsolated {
            let labels = try labels()
            let basket = BasketViewModel(history: HistoryQueue(InMemoryHistoryStore()))
            XCTAssertEqual(basket.add(labels[3]), .noRate)
            XCTAssertTrue(basket.isEmpty)
            XCTAssertEqual(basket.totalText, "NT$ 0")
        }
    }

    func testRemovingOneItemAndClearing() throws {
        try MainActor.assumeIsolated {
            let labels = try labels()
            let basket = BasketViewModel(history: HistoryQueue(InMemoryHistoryStore()))
            for label in labels.prefix(3) { basket.add(label) }
            basket.add(labels[0])  // a second ¥3,500 dish: allowed, it is a real order
            XCTAssertEqual(basket.total, D("1959.92"))
            basket.remove(id: basket.items[1].id)
            XCTAssertEqual(basket.items.map(\.printedText), ["¥3,500", "¥1,200", "¥3,500"])
            XCTAssertEqual(basket.subtotals.map(\.text), ["JPY 8,200 → NT$ 1,804"])
            basket.remove(id: UUID())
            XCTAssertEqual(basket.items.count, 3)
            basket.clear()
            XCTAssertTrue(basket.isEmpty)
            XCTAssertEqual(basket.total, 0)
            XCTAssertEqual(basket.subtotals, [])
        }
    }

    func testSavingPutsTheBasketInTheHistoryAsOneEntryThatReadsBack() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let file = directory.url.appendingPathComponent("history.json")
            let store = JSONHistoryStore(directory: directory.url)
            let labels = try labels()
            let basket = BasketViewModel(history: HistoryQueue(store), wallClock: { self.wallClock.date })
            let outcomes = SaveOutcomes()
            XCTAssertFalse(basket.save { outcomes.list.append($0) }, "an empty basket is not saved")
            XCTAssertTrue(outcomes.list.isEmpty)
            for label in labels.prefix(3) { basket.add(label) }
            XCTAssertTrue(basket.save { outcomes.list.append($0) })
            XCTAssertEqual(outcomes.list.count, 1)
            let saved = try XCTUnwrap(outcomes.list.first?.get())
            XCTAssertEqual(basket.items.count, 3, "saving keeps the basket")

            let records = try JSONHistoryStore(directory: directory.url).load().records
            XCTAssertEqual(records.count, 1)
            XCTAssertEqual(records[0], saved)
            XCTAssertTrue(records[0].isBasket)
            XCTAssertEqual(records[0].convertedAmount, D("1189.92"))
            XCTAssertEqual(records[0].formattedAmount, "NT$ 1,189.92")
            XCTAssertEqual(records[0].currencyCode, "TWD")
            XCTAssertEqual(records[0].basketItems?.map(\.printedText), ["¥3,500", "US$4.95", "¥1,200"])
            XCTAssertEqual(records[0].basketItems?.map(\.rate), [D("0.22"), D("31.5"), D("0.22")])
            let json = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(json.contains("\"basketItems\""), json)
            XCTAssertTrue(json.contains("\"amount\" : \"155.92\"") || json.contains("\"amount\":\"155.92\""), json)
        }
    }

    func testAStoreFailureIsReportedAndTheBasketKept() throws {
        try MainActor.assumeIsolated {
            let labels = try labels()
            let basket = BasketViewModel(history: HistoryQueue(FailingHistoryStore(error: .busy(path: "h"))))
            basket.add(labels[0])
            let outcomes = SaveOutcomes()
            basket.save { outcomes.list.append($0) }
            XCTAssertEqual(outcomes.list, [.failure(.busy(path: "h"))])
            XCTAssertEqual(basket.items.count, 1)
        }
    }

    /// A record without `basketItems` (every file written before baskets) reads as a single price.
    func testARecordFromBeforeBasketsIsNotABasket() throws {
        let json = """
        [{"id":"6F1C1B9E-7A43-4D0B-9C39-2B8E0B6C1A11","originalPrice":"3500","convertedAmount":"770.00",
          "currencyName":"日幣","exchangeRate":"0.22","timestamp":"2025-12-02T14:30:00Z"}]
        """
        let records = try JSONDecoder().decode([ConversionRecord].self, from: Data(json.utf8))
        XCTAssertFalse(records[0].isBasket)
        XCTAssertEqual(records[0].listTitle, "日幣 3,500")
    }
}

/// What `BasketViewModel.save` reported, in order.
@MainActor
private final class SaveOutcomes {
    var list: [Result<ConversionRecord, HistoryStoreError>] = []
}
