import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, steps 3–4 in the camera view-model: each label at its own currency's rate, and
/// what a click records.
final class CameraViewModelCurrencyTests: XCTestCase, @unchecked Sendable {
    private let clock = FakeClock()

    @MainActor
    private func viewModel(_ history: any HistoryStore) throws -> CameraViewModel {
        let usd = try Currency.validated(code: "USD", name: "", rateText: "31.5", date: nil).get()
        let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get()
        let wallClock = FakeWallClock()
        return CameraViewModel(currencies: CurrencyList([usd, yen]), history: HistoryQueue(history), wallClock: { wallClock() })
    }

    @MainActor
    private func show(_ model: CameraViewModel, _ prices: [DetectedPrice]) {
        for _ in 0..<3 { model.ingest(prices: prices, frameSize: testFrame, at: clock.advance(by: 0.15)) }
    }

    func testEachPriceIsLabelledInItsOwnCurrency() throws {
        try MainActor.assumeIsolated {
            let model = try viewModel(InMemoryHistoryStore())
            show(model, [price("3500", x: 10, raw: "3,500円"), price("10", x: 150, raw: "$10"),
                         price("500", x: 300, raw: "NT$500"), price("12000", x: 450, raw: "₩12,000"),
                         price("20", x: 10, y: 300, raw: "20")])
            XCTAssertEqual(model.labels.map(\.text), ["NT$ 770", "NT$ 315", "NT$ 500", "₩ — no rate set", "NT$ 630"])
            XCTAssertEqual(model.labels.map(\.convertedAmount), [770, 315, 500, nil, 630])
            XCTAssertEqual(model.title, "美金 → TWD")
        }
    }

    func testAClickRecordsThePricesOwnCurrencyAndRate() throws {
        try MainActor.assumeIsolated {
            let history = InMemoryHistoryStore()
            let model = try viewModel(history)
            show(model, [price("3500", x: 10, raw: "3,500円"), price("12000", x: 300, raw: "₩12,000")])
            model.click(atImagePoint: PixelPoint(x: 20, y: 110))
            let record = try XCTUnwrap(try history.load().records.first)
            XCTAssertEqual(record.currencyName, "日幣")
            XCTAssertEqual(record.exchangeRate, D("0.22"))
            XCTAssertEqual(record.convertedAmount, 770)
            XCTAssertEqual(record.formattedOriginalPrice, "日幣 3,500")

            let noRate = model.click(atImagePoint: PixelPoint(x: 310, y: 110))
            XCTAssertEqual(noRate?.isHighlighted, true, "the label still highlights")
            XCTAssertEqual(try history.load().records.count, 1, "a price with no rate is not recorded")
        }
    }

    func testSwitchingTheDefaultRelabelsUnmarkedPrices() throws {
        try MainActor.assumeIsolated {
            let model = try viewModel(InMemoryHistoryStore())
            show(model, [price("100")])
            XCTAssertEqual(model.labels.first?.text, "NT$ 3,150")
            var list = model.currencies
            try list.setDefault(code: "JPY")
            model.updateCurrencies(list)
            show(model, [price("100")])
            XCTAssertEqual(model.labels.first?.text, "NT$ 22")
            XCTAssertEqual(model.title, "日幣 → TWD")
        }
    }
}

/// Hovering a label tells the price as printed, its currency and the rate (issue 14).
final class LabelDetailsTests: XCTestCase, @unchecked Sendable {
    func testALabelsDetailsNameThePrintedPriceCurrencyAndRate() throws {
        try MainActor.assumeIsolated {
            let yen = try Currency.validated(code: "JPY", name: "日幣", rateText: "0.22", date: nil).get()
            let model = CameraViewModel(currencies: CurrencyList([yen]), history: HistoryQueue(InMemoryHistoryStore()))
            let clock = FakeClock()
            let prices = [price("3500", x: 10, raw: "¥3,500"), price("12000", x: 300, raw: "₩12,000")]
            for _ in 0..<3 { model.ingest(prices: prices, frameSize: testFrame, at: clock.advance(by: 0.15)) }
            XCTAssertEqual(model.details(ofLabel: model.labels[0].id), "¥3,500 · 日幣 (JPY) · rate 0.22")
            XCTAssertEqual(model.details(ofLabel: model.labels[1].id), "₩12,000 · KRW · no rate set")
            XCTAssertNil(model.details(ofLabel: -1))
        }
    }
}
