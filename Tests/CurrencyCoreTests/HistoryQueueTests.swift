import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// The app's history changes run on a background queue (one click's save once held the main loop
/// for 904 ms): the caller gets control back before the store is touched, the store is used off the
/// main thread, the changes keep their order, and every result comes back on the main thread.
final class HistoryQueueTests: XCTestCase {
    func testChangesRunOffTheMainThreadInOrderAndReplyOnTheMainThread() throws {
        let store = GatedHistoryStore()
        let done = expectation(description: "every change replied")
        done.expectedFulfillmentCount = 6
        let replies = MainActor.assumeIsolated {
            let replies = Replies(done)
            let queue = HistoryQueue(store, runner: .background(onMain: { job in
                DispatchQueue.main.async { MainActor.assumeIsolated { job() } }
            }))
            for text in ["¥1", "¥2", "¥3", "¥4"] { queue.append(Self.record(text)) { replies.add($0) } }
            queue.remove(id: Self.ids["¥2"]!) { replies.add($0) }
            queue.load { replies.add($0) }
            XCTAssertTrue(replies.texts.isEmpty, "the caller has control back before any change is made")
            return replies
        }
        store.open()
        wait(for: [done], timeout: 10)
        MainActor.assumeIsolated {
            XCTAssertEqual(replies.texts, [["¥1"], ["¥2", "¥1"], ["¥3", "¥2", "¥1"], ["¥4", "¥3", "¥2", "¥1"],
                                           ["¥4", "¥3", "¥1"], ["¥4", "¥3", "¥1"]])
            XCTAssertEqual(replies.onMainThread, Array(repeating: true, count: 6))
        }
        XCTAssertEqual(store.callsOnMainThread, 0, "the store was never used on the main thread")
        XCTAssertEqual(store.calls, 6)
    }

    /// The app waits for pending saves as it exits, even when their replies will never be delivered.
    func testWaitingUntilIdleFinishesEveryChangeAskedFor() throws {
        let store = InMemoryHistoryStore()
        try MainActor.assumeIsolated {
            let queue = HistoryQueue(store, runner: .background(onMain: { _ in }))
            for text in ["¥1", "¥2", "¥3"] {
                queue.append(Self.record(text)) { _ in XCTFail("no reply is delivered by this runner") }
            }
            queue.waitUntilIdle()
            XCTAssertEqual(try store.load().records.compactMap(\.printedText), ["¥3", "¥2", "¥1"])
        }
    }

    func testAFailureComesBackAsTheStoresError() {
        MainActor.assumeIsolated {
            let queue = HistoryQueue(FailingHistoryStore(error: .busy(path: "h")))
            let replies = Replies(nil)
            queue.append(Self.record("¥1")) { replies.add($0) }
            XCTAssertEqual(replies.errors, [.busy(path: "h")])
        }
    }

    private static let ids = Dictionary(uniqueKeysWithValues: ["¥1", "¥2", "¥3", "¥4"].map { ($0, UUID()) })

    private static func record(_ text: String) -> ConversionRecord {
        ConversionRecord(id: ids[text] ?? UUID(), originalPrice: 1, convertedAmount: Decimal(string: "0.22")!,
                         currencyName: "JPY", exchangeRate: Decimal(string: "0.22")!,
                         timestamp: Date(timeIntervalSince1970: 0), printedText: text)
    }
}

/// What came back from the queue, in order.
@MainActor
private final class Replies {
    private(set) var texts: [[String]] = []
    private(set) var errors: [HistoryStoreError] = []
    private(set) var onMainThread: [Bool] = []
    private let done: XCTestExpectation?

    init(_ done: XCTestExpectation?) { self.done = done }

    func add(_ result: Result<HistoryLoadResult, HistoryStoreError>) {
        switch result {
        case .success(let loaded): texts.append(loaded.records.compactMap(\.printedText))
        case .failure(let error): errors.append(error)
        }
        onMainThread.append(Thread.isMainThread)
        done?.fulfill()
    }
}

/// An in-memory store whose every call first waits until the test opens the gate, and that
/// counts the calls made on the main thread.
private final class GatedHistoryStore: HistoryStore, @unchecked Sendable {
    private let gate = DispatchSemaphore(value: 0)
    private let inner = InMemoryHistoryStore()
    private let lock = NSLock()
    private var opened = false
    private(set) var calls = 0
    private(set) var callsOnMainThread = 0

    func open() {
        lock.withLock { opened = true }
        gate.signal()
    }

    private func enter() {
        lock.withLock {
            calls += 1
            if Thread.isMainThread { callsOnMainThread += 1 }
        }
        // Bounded, so a queue that ran inline on the main thread fails the test instead of hanging it.
        if !lock.withLock({ opened }), gate.wait(timeout: .now() + 5) == .success {
            gate.signal()
        }
    }

    func load() throws(HistoryStoreError) -> HistoryLoadResult {
        enter()
        return try inner.load()
    }

    func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult {
        enter()
        return try inner.append(record)
    }

    func clear() throws(HistoryStoreError) {
        enter()
        try inner.clear()
    }

    func remove(id: UUID) throws(HistoryStoreError) -> HistoryLoadResult {
        enter()
        return try inner.remove(id: id)
    }
}
