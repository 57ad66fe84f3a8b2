@testable import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 16, items 2–6: a save that says saved is saved, a bad record costs only itself, an
/// oversized file is refused unread, a failed write leaves the old file, writers do not collide.
final class HistoryRobustnessTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: JSONHistoryStore!
    private let clock = FakeWallClock("2025-12-02T14:30:00Z")

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        let clock = self.clock
        store = JSONHistoryStore(directory: directory.url, now: { clock() })
    }

    override func tearDown() {
        directory.cleanUp()
    }

    private func record(_ price: Int, secondsAfter offset: TimeInterval = 0) -> ConversionRecord {
        ConversionRecord(price: Decimal(price), settings: CurrencySettings(currencyName: "JPY", exchangeRate: D("0.22")),
                         timestamp: clock.date.addingTimeInterval(offset))
    }

    private var fileText: String { (try? String(contentsOf: store.fileURL, encoding: .utf8)) ?? "" }

    /// Item 2: 50 records dated a year ahead (a clock that was once wrong) used to make every new
    /// record the oldest, cut at once, while the toast said "saved".
    func testASaveAfterFutureDatedRecordsIsKept() throws {
        let future = (0..<50).map { record(1000 + $0, secondsAfter: 365 * 86_400 + Double($0)) }
        try JSONHistoryStore.encodeRecords(future.reversed()).write(to: store.fileURL)
        let result = try store.append(record(7))
        XCTAssertEqual(result.records.first?.originalPrice, 7)
        let loaded = try store.load().records
        XCTAssertEqual(loaded.count, 50)
        XCTAssertEqual(loaded.first?.originalPrice, 7, "the record the user just saved")
        XCTAssertFalse(loaded.contains { $0.originalPrice == 1000 }, "the first written is the one cut")
    }

    /// Item 3: one record with a bad timestamp is skipped and counted; the rest are kept and the
    /// file as it was is copied aside.
    func testABadRecordIsSkippedAndTheOthersKept() throws {
        _ = try store.append(record(1))
        _ = try store.append(record(2))
        _ = try store.append(record(3))
        let broken = fileText.replacingOccurrences(of: "\"2025-12-02T14:30:00Z\"", with: "\"yesterday\"",
                                                   options: [], range: nil)
        // Break only the middle record's timestamp.
        let parts = broken.components(separatedBy: "\"yesterday\"")
        XCTAssertEqual(parts.count, 4)
        let original = parts[0] + "\"2025-12-02T14:30:00Z\"" + parts[1] + "\"yesterday\"" + parts[2]
            + "\"2025-12-02T14:30:00Z\"" + parts[3]
        try Data(original.utf8).write(to: store.fileURL)

        let result = try store.load()
        XCTAssertEqual(result.records.map(\.originalPrice), [3, 1])
        let recovery = try XCTUnwrap(result.recovery)
        XCTAssertEqual(recovery.reason, .skippedRecords(count: 1))
        XCTAssertEqual(try String(contentsOfFile: recovery.movedTo, encoding: .utf8), original, "the user's bytes are kept")
        XCTAssertTrue(recovery.message.hasPrefix("1 damaged records"), recovery.message)
        XCTAssertTrue(recovery.message.contains(recovery.movedTo))
        let again = try store.load()
        XCTAssertEqual(again.records.map(\.originalPrice), [3, 1])
        XCTAssertNil(again.recovery, "the file was rewritten without the bad record: told once")
    }

    /// Item 5: a file over the limit is refused before parsing, moved aside whole, and said so.
    func testAnOversizedFileIsMovedAsideUnread() throws {
        var big = Data("[".utf8)
        big.append(Data(repeating: UInt8(ascii: " "), count: HistoryLimits.maximumFileBytes))
        big.append(Data("]".utf8))
        try big.write(to: store.fileURL)
        let started = Date()
        let result = try store.load()
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        XCTAssertEqual(result.records, [])
        let recovery = try XCTUnwrap(result.recovery)
        XCTAssertEqual(recovery.reason, .tooLarge(bytes: big.count))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)), big)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
        XCTAssertTrue(recovery.message.contains("1048576"), recovery.message)
        _ = try store.append(record(1))
        XCTAssertEqual(try store.load().records.count, 1)
    }

    func testAFileJustUnderTheLimitIsRead() throws {
        var data = try JSONHistoryStore.encodeRecords([record(5)])
        data.append(Data(repeating: UInt8(ascii: " "), count: HistoryLimits.maximumFileBytes - data.count))
        try data.write(to: store.fileURL)
        XCTAssertEqual(try store.load().records.map(\.originalPrice), [5])
    }

    /// Item 6: an encoding failure used to write "[]" over the history.
    func testAnEncodingFailureLeavesTheOldFileUntouched() throws {
        _ = try store.append(record(1))
        let before = try Data(contentsOf: store.fileURL)
        struct Refused: Error {}
        store.encode = { _ in throw Refused() }
        XCTAssertThrowsError(try store.append(record(2))) { error in
            XCTAssertEqual(error as? HistoryStoreError, .writeFailed(path: self.store.fileURL.path))
        }
        XCTAssertEqual(try Data(contentsOf: store.fileURL), before)
    }

    /// Item 6: temporary files left by a writer killed mid-write are removed by the next write.
    func testLeftoverTemporaryFilesAreCleaned() throws {
        let leftover = directory.url.appendingPathComponent(".history.json.tmp-DEAD")
        try Data("[".utf8).write(to: leftover)
        _ = try store.append(record(1))
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(),
                       [".history.json.lock", "history.json"])
    }

    /// Item 6: two writers with their own store (as two app instances have) lose nothing. Without
    /// the lock about half of the 50 records were lost.
    func testTwoConcurrentWritersLoseNothing() throws {
        let url = directory.url
        let perWriter = 25
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let mine = JSONHistoryStore(directory: url)
            for index in 0..<perWriter {
                let price = Decimal(writer * 1000 + index)
                _ = try? mine.append(ConversionRecord(price: price, settings: CurrencySettings(currencyName: "JPY",
                                                      exchangeRate: 1), timestamp: Date()))
            }
        }
        let prices = Set(try store.load().records.map(\.originalPrice))
        let expected = Set((0..<2).flatMap { writer in (0..<perWriter).map { Decimal(writer * 1000 + $0) } })
        XCTAssertEqual(prices, expected, "lost: \(expected.subtracting(prices).count)")
    }

    /// A writer holding the lock past the wait makes the next one report `busy`, not hang.
    func testAHeldLockEndsInBusy() throws {
        _ = try store.append(record(1))
        let held = try HistoryFileLock.acquire(store.lockPath, timeout: 1).get()
        let impatient = HistoryFileLock.acquire(store.lockPath, timeout: 0.05)
        guard case .failure(.timedOut) = impatient else { return XCTFail("second lock was granted: \(impatient)") }
        withExtendedLifetime(held) {}
    }
}
