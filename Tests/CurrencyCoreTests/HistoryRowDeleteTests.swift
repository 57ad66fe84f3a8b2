import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14's history conventions: a row can be deleted on its own, and "Copy Number" gives the
/// bare amount.
final class HistoryRowDeleteTests: XCTestCase, @unchecked Sendable {
    private let date = FakeWallClock("2025-12-02T14:30:00Z").date

    private func record(_ price: String, _ amount: String) -> ConversionRecord {
        ConversionRecord(originalPrice: D(price), convertedAmount: D(amount), currencyName: "日幣",
                         exchangeRate: D("0.22"), timestamp: date)
    }

    func testDeletingOneRowKeepsTheOthersInTheFile() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let store = JSONHistoryStore(directory: directory.url)
            let first = record("3500", "770"), second = record("1200", "264"), third = record("100", "22")
            for item in [first, second, third] { _ = try store.append(item) }
            let model = HistoryViewModel(store: HistoryQueue(store))
            model.load()
            XCTAssertEqual(model.records.map(\.id), [third.id, second.id, first.id])
            model.remove(id: second.id)
            XCTAssertEqual(model.records.map(\.id), [third.id, first.id])
            XCTAssertEqual(try JSONHistoryStore(directory: directory.url).load().records.map(\.id), [third.id, first.id])
            model.remove(id: UUID())
            XCTAssertEqual(model.records.count, 2)
            XCTAssertNil(model.error)
        }
    }

    func testAFailedDeleteKeepsTheListAndSaysWhy() {
        MainActor.assumeIsolated {
            let model = HistoryViewModel(store: HistoryQueue(FailingHistoryStore(error: .writeFailed(path: "h"))))
            model.remove(id: UUID())
            XCTAssertEqual(model.error, .writeFailed(path: "h"))
        }
    }

    func testCopyNumberGivesTheBareAmount() {
        MainActor.assumeIsolated {
            let model = HistoryViewModel(store: HistoryQueue(InMemoryHistoryStore()))
            XCTAssertEqual(model.copyNumberText(for: record("12345.67", "2716.05")), "2716.05")
            XCTAssertEqual(model.copyText(for: record("12345.67", "2716.05")), "NT$ 2,716.05")
            XCTAssertEqual(model.copyNumberText(for: record("5000", "1100")), "1100")
        }
    }
}
