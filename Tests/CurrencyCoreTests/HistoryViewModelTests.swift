import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// feature-spec.md user story 3: the list, details, copy and clear.
// XCTest on Linux cannot call @MainActor test methods; each test body runs through
// MainActor.assumeIsolated instead (tests run on the main thread).
final class HistoryViewModelTests: XCTestCase, @unchecked Sendable {
    private let date = FakeWallClock("2025-12-02T14:30:00Z").date

    @MainActor
    private func record(_ price: String, rate: String, name: String = "JPY", secondsAfter: TimeInterval = 0) -> ConversionRecord {
        ConversionRecord(price: D(price), settings: CurrencySettings(currencyName: name, exchangeRate: D(rate)),
                         timestamp: date.addingTimeInterval(secondsAfter))
    }

    func testListIsLastSavedFirst() throws {
        try MainActor.assumeIsolated {
            let store = InMemoryHistoryStore()
            _ = try store.append(record("100", rate: "0.2"))
            _ = try store.append(record("300", rate: "0.2", secondsAfter: 60))
            let viewModel = HistoryViewModel(store: HistoryQueue(store))
            XCTAssertTrue(viewModel.isEmpty)
            var changes = 0
            viewModel.onChange = { changes += 1 }
            viewModel.load()
            XCTAssertEqual(viewModel.records.map(\.originalPrice), [300, 100])
            XCTAssertFalse(viewModel.isEmpty)
            XCTAssertEqual(changes, 1)
        }
    }

    func testDetails() throws {
        try MainActor.assumeIsolated {
            let viewModel = HistoryViewModel(store: HistoryQueue(InMemoryHistoryStore()), timeZone: try XCTUnwrap(TimeZone(identifier: "Asia/Taipei")))
            let details = viewModel.details(for: record("3500", rate: "0.22"))
            XCTAssertEqual(details.original, "JPY 3,500")
            XCTAssertEqual(details.converted, "NT$ 770")
            XCTAssertEqual(details.rate, "0.22")
            XCTAssertEqual(details.time, "2025-12-02 22:30")
        }
    }

    func testCopyTextIsTheConvertedAmount() {
        MainActor.assumeIsolated {
            let viewModel = HistoryViewModel(store: HistoryQueue(InMemoryHistoryStore()))
            XCTAssertEqual(viewModel.copyText(for: record("12345.67", rate: "0.2")), "NT$ 2,469.13")
            XCTAssertEqual(viewModel.copyText(for: record("99.99", rate: "0.2")), "NT$ 20.00")
        }
    }

    func testClear() throws {
        try MainActor.assumeIsolated {
            let store = InMemoryHistoryStore(records: [record("100", rate: "0.2")])
            let viewModel = HistoryViewModel(store: HistoryQueue(store))
            viewModel.load()
            viewModel.clear()
            XCTAssertTrue(viewModel.isEmpty)
            XCTAssertEqual(try store.load().records, [])
        }
    }

    func testStoreFailuresAreReportedAndNothingLooksLost() {
        MainActor.assumeIsolated {
            let store = InMemoryHistoryStore(records: [record("100", rate: "0.2")])
            let viewModel = HistoryViewModel(store: HistoryQueue(store))
            viewModel.load()
            let failing = HistoryViewModel(store: HistoryQueue(FailingHistoryStore(error: .clearFailed(path: "/h"))))
            failing.load()
            XCTAssertEqual(failing.error, .clearFailed(path: "/h"))
            failing.clear()
            XCTAssertEqual(failing.error, .clearFailed(path: "/h"))
            XCTAssertEqual(viewModel.records.count, 1)
        }
    }

    func testClearFailureKeepsTheList() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let store = JSONHistoryStore(directory: URL(fileURLWithPath: "/proc/self"), fileName: "status")
            let viewModel = HistoryViewModel(store: HistoryQueue(store))
            viewModel.clear()
            XCTAssertEqual(viewModel.error, .clearFailed(path: "/proc/self/status"))
        }
    }

    func testCorruptFileNoticeIsShown() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let store = JSONHistoryStore(directory: directory.url)
            try Data("garbage".utf8).write(to: store.fileURL)
            let viewModel = HistoryViewModel(store: HistoryQueue(store))
            viewModel.load()
            let recovery = try XCTUnwrap(viewModel.recovery)
            XCTAssertTrue(recovery.movedTo.contains("history.json.corrupt-"))
            XCTAssertNil(viewModel.error)
            viewModel.load()
            XCTAssertEqual(viewModel.recovery, recovery, "the notice stays until the window goes")
        }
    }
}
