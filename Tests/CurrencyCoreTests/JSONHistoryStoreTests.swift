import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// data-model.md persistence: the JSON history file, its 50-record cap and its failure paths.
final class JSONHistoryStoreTests: XCTestCase {
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

    private func record(_ price: Int, secondsAfter offset: Int = 0) -> ConversionRecord {
        ConversionRecord(price: Decimal(price), settings: CurrencySettings(currencyName: "JPY", exchangeRate: D("0.22")),
                         timestamp: clock.date.addingTimeInterval(TimeInterval(offset)))
    }

    private var fileMode: Int? {
        (try? FileManager.default.attributesOfItem(atPath: store.fileURL.path))?[.posixPermissions] as? Int
    }

    func testMissingFileIsAnEmptyHistory() throws {
        let result = try store.load()
        XCTAssertEqual(result.records, [])
        XCTAssertNil(result.recovery)
    }

    func testSaveAndLoad_LastWrittenFirst() throws {
        // Insertion order, not timestamp order (issue 16): a clock that jumped back does not
        // reorder, and so cannot make a new record the one that is cut.
        _ = try store.append(record(100, secondsAfter: 0))
        _ = try store.append(record(200, secondsAfter: 60))
        let returned = try store.append(record(300, secondsAfter: 30))
        let loaded = try JSONHistoryStore(directory: directory.url).load().records
        XCTAssertEqual(loaded.map(\.originalPrice), [300, 200, 100])
        XCTAssertEqual(returned.records, loaded)
    }

    func testSameSecondKeepsTheNewestFirst() throws {
        _ = try store.append(record(1))
        _ = try store.append(record(2))
        XCTAssertEqual(try store.load().records.map(\.originalPrice), [2, 1])
    }

    func testFileFormatIsTheDataModels() throws {
        _ = try store.append(record(3500))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [[String: Any]]
        let first = try XCTUnwrap(json?.first)
        XCTAssertEqual(first["originalPrice"] as? String, "3500")
        XCTAssertEqual(first["convertedAmount"] as? String, "770.00")
        XCTAssertEqual(first["exchangeRate"] as? String, "0.22")
        XCTAssertEqual(first["timestamp"] as? String, "2025-12-02T14:30:00Z")
        XCTAssertEqual(first["currencyName"] as? String, "JPY")
        XCTAssertNotNil(UUID(uuidString: first["id"] as? String ?? ""))
    }

    func testFileIsPrivate() throws {
        _ = try store.append(record(1))
        XCTAssertEqual(fileMode, 0o600)
    }

    func testNoTemporaryFilesAreLeft() throws {
        _ = try store.append(record(1))
        _ = try store.append(record(2))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted(),
                       [".history.json.lock", "history.json"])
    }

    func testFiftyFirstRecordDropsTheOldest() throws {
        for index in 0..<50 { _ = try store.append(record(index + 1, secondsAfter: index)) }
        XCTAssertEqual(try store.load().records.count, 50)
        let result = try store.append(record(51, secondsAfter: 50))
        XCTAssertEqual(result.records.count, 50)
        XCTAssertEqual(result.records.first?.originalPrice, 51)
        XCTAssertEqual(result.records.last?.originalPrice, 2, "record 1, the oldest, is gone")
        XCTAssertEqual(try store.load().records.count, 50)
    }

    func testLoadKeepsOnlyTheFiftyMostRecent() throws {
        // As the app wrote files before issue 16: newest first.
        let records = (0..<60).reversed().map { record($0, secondsAfter: $0) }
        try JSONEncoder().encode(records).write(to: store.fileURL)
        let loaded = try store.load().records
        XCTAssertEqual(loaded.count, 50)
        XCTAssertEqual(loaded.first?.originalPrice, 59)
        XCTAssertEqual(loaded.last?.originalPrice, 10)
    }

    func testCorruptFileIsMovedAsideNotDeleted() throws {
        let garbage = Data("{ this is not the history".utf8)
        try garbage.write(to: store.fileURL)
        let result = try store.load()
        XCTAssertEqual(result.records, [])
        let recovery = try XCTUnwrap(result.recovery)
        XCTAssertEqual(recovery.originalPath, store.fileURL.path)
        XCTAssertEqual(recovery.movedTo, directory.url.appendingPathComponent("history.json.corrupt-20251202T143000Z").path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)), garbage, "the user's bytes are kept")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
        XCTAssertTrue(recovery.message.contains(recovery.movedTo))
    }

    func testSecondCorruptFileInTheSameSecondGetsItsOwnName() throws {
        try Data("x".utf8).write(to: store.fileURL)
        let first = try XCTUnwrap(store.load().recovery)
        try Data("y".utf8).write(to: store.fileURL)
        let second = try XCTUnwrap(store.load().recovery)
        XCTAssertNotEqual(first.movedTo, second.movedTo)
        XCTAssertTrue(second.movedTo.hasSuffix("-2"))
    }

    func testAppendAfterCorruptionKeepsTheNewRecordAndReports() throws {
        try Data("[1, 2,".utf8).write(to: store.fileURL)
        let result = try store.append(record(7))
        XCTAssertNotNil(result.recovery)
        XCTAssertEqual(try store.load().records.map(\.originalPrice), [7])
    }

    func testUnreadableFileIsMovedAside() throws {
        // A directory where the file should be cannot be read as a file, even by root.
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: false)
        let result = try store.load()
        XCTAssertNotNil(result.recovery)
        _ = try store.append(record(1))
        XCTAssertEqual(try store.load().records.count, 1)
    }

    func testMissingDirectoryIsCreated() throws {
        let nested = directory.url.appendingPathComponent("a/b/currency-camera")
        let store = JSONHistoryStore(directory: nested)
        XCTAssertEqual(try store.load().records, [])
        _ = try store.append(record(1))
        XCTAssertEqual(try store.load().records.count, 1)
    }

    func testDirectoryThatCannotBeCreated() throws {
        let blocker = directory.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let store = JSONHistoryStore(directory: blocker.appendingPathComponent("currency-camera"))
        XCTAssertThrowsError(try store.append(record(1))) { error in
            XCTAssertEqual(error as? HistoryStoreError,
                           .cannotCreateDirectory(path: blocker.appendingPathComponent("currency-camera").path))
        }
    }

    func testReadOnlyDirectory_WriteFailsAndTheOldFileSurvives() throws {
        _ = try store.append(record(1))
        let before = try Data(contentsOf: store.fileURL)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.url.path) }
        try XCTSkipIf(FileManager.default.createFile(atPath: directory.url.appendingPathComponent("probe").path,
                                                     contents: nil),
                      "running as root: permissions do not stop writes; see the /proc test below")
        XCTAssertThrowsError(try store.append(record(2))) { error in
            XCTAssertEqual(error as? HistoryStoreError, .writeFailed(path: self.store.fileURL.path))
        }
        XCTAssertEqual(try Data(contentsOf: store.fileURL), before)
    }

    func testDirectoryWhereNothingCanBeWritten() {
        // /proc refuses new files even to root, which makes it a read-only directory everywhere.
        let store = JSONHistoryStore(directory: URL(fileURLWithPath: "/proc/self"))
        XCTAssertThrowsError(try store.append(record(1))) { error in
            XCTAssertEqual(error as? HistoryStoreError, .writeFailed(path: "/proc/self/history.json"))
        }
    }

    func testCorruptFileThatCannotBeMovedIsLeftAlone() {
        // /proc/self/status is not history and /proc refuses renames, even to root.
        let store = JSONHistoryStore(directory: URL(fileURLWithPath: "/proc/self"), fileName: "status")
        XCTAssertThrowsError(try store.load()) { error in
            XCTAssertEqual(error as? HistoryStoreError, .cannotMoveAside(path: "/proc/self/status"))
        }
        XCTAssertThrowsError(try store.append(record(1)), "nothing is written over a file that was not moved")
    }

    func testClear() throws {
        _ = try store.append(record(1))
        try store.clear()
        XCTAssertEqual(try store.load().records, [])
        try store.clear()  // clearing an empty history is fine
    }

    func testClearFailure() {
        let store = JSONHistoryStore(directory: URL(fileURLWithPath: "/proc/self"), fileName: "status")
        XCTAssertThrowsError(try store.clear()) { error in
            XCTAssertEqual(error as? HistoryStoreError, .clearFailed(path: "/proc/self/status"))
        }
    }

    func testDefaultDirectory() {
        XCTAssertEqual(JSONHistoryStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data"], home: "/home/u").path,
                       "/data/currency-camera")
        XCTAssertEqual(JSONHistoryStore.defaultDirectory(environment: [:], home: "/home/u").path,
                       "/home/u/.local/share/currency-camera")
        XCTAssertEqual(JSONHistoryStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative"], home: "/home/u").path,
                       "/home/u/.local/share/currency-camera", "relative paths are ignored, as XDG says")
    }

    func testErrorMessagesNameThePath() {
        let errors: [HistoryStoreError] = [.cannotCreateDirectory(path: "/p"), .writeFailed(path: "/p"),
                                           .cannotMoveAside(path: "/p"), .clearFailed(path: "/p")]
        XCTAssertEqual(Set(errors.map(\.message)).count, 4)
        for error in errors { XCTAssertTrue(error.message.contains("/p"), "\(error)") }
    }
}
