import Foundation

/// Why the history could not be read or written. Carries no text; `message` translates it.
public enum HistoryStoreError: Error, Hashable, Sendable {
    /// The history's directory is missing and could not be created (path of the directory).
    case cannotCreateDirectory(path: String)
    /// Writing the new history failed (read-only directory, disk full); the old file is untouched.
    case writeFailed(path: String)
    /// The history file is damaged but could not be moved aside; it was left as it is and
    /// nothing was written over it.
    case cannotMoveAside(path: String)
    /// The history file could not be removed when clearing.
    case clearFailed(path: String)
    /// The history file exists but this user may not read it (EACCES/EPERM). Nothing was moved:
    /// the file is the user's and is probably fine, only its permissions are wrong.
    case permissionDenied(path: String)
    /// Another program held the history's lock for longer than `HistoryLimits.lockWaitSeconds`.
    case busy(path: String)
}

extension HistoryStoreError {
    /// The message shown to the user, in their language.
    public var message: String {
        switch self {
        case .cannotCreateDirectory(let path):
            return Localization.fill(tr("Could not create the folder {path}"), ["path": path])
        case .writeFailed(let path):
            return Localization.fill(tr("Could not save the history to {path}"), ["path": path])
        case .cannotMoveAside(let path):
            return Localization.fill(tr("The history file {path} is damaged and could not be moved aside"),
                                     ["path": path])
        case .clearFailed(let path):
            return Localization.fill(tr("Could not clear the history file {path}"), ["path": path])
        case .permissionDenied(let path):
            return Localization.fill(tr("The history file {path} cannot be read: permission denied. It was left as it is."),
                                     ["path": path])
        case .busy(let path):
            return Localization.fill(tr("The history file {path} is in use by another program; try again"),
                                     ["path": path])
        }
    }
}

/// A damaged history file that was set aside instead of being deleted.
public struct HistoryRecovery: Hashable, Sendable {
    /// What was wrong with the file.
    public enum Reason: Hashable, Sendable {
        /// Not a JSON list of records at all: the file was moved aside and the history is empty.
        case damaged
        /// Larger than `HistoryLimits.maximumFileBytes` (its size in bytes): moved aside unread.
        case tooLarge(bytes: Int)
        /// Some records could not be read and were skipped; the others were kept, and a copy of
        /// the file as it was is at `movedTo`.
        case skippedRecords(count: Int)
    }

    /// Where the history file was.
    public var originalPath: String
    /// Where the damaged file (or, for `skippedRecords`, its copy) is now.
    public var movedTo: String
    public var reason: Reason

    public init(originalPath: String, movedTo: String, reason: Reason = .damaged) {
        self.originalPath = originalPath
        self.movedTo = movedTo
        self.reason = reason
    }

    /// The notice to show the user.
    public var message: String {
        switch reason {
        case .damaged:
            return Localization.fill(tr("The history file was damaged; it was moved aside to {path}"), ["path": movedTo])
        case .tooLarge(let bytes):
            return Localization.fill(
                tr("The history file is too large ({size} bytes, the limit is {limit}); it was moved aside to {path}"),
                ["size": String(bytes), "limit": String(HistoryLimits.maximumFileBytes), "path": movedTo])
        case .skippedRecords(let count):
            return Localization.fill(
                tr("{count} damaged records in the history were skipped; the others were kept and the original file was copied to {path}"),
                ["count": String(count), "path": movedTo])
        }
    }
}

/// The history as read: records newest first, and what was done about a damaged file, if anything.
public struct HistoryLoadResult: Hashable, Sendable {
    public var records: [ConversionRecord]
    public var recovery: HistoryRecovery?

    public init(records: [ConversionRecord], recovery: HistoryRecovery? = nil) {
        self.records = records
        self.recovery = recovery
    }
}

/// The list of recorded conversions, newest first, at most `HistoryLimits.maximumRecords`.
public protocol HistoryStore: AnyObject {
    /// Reads the history. A damaged file is moved aside and reported in `recovery`.
    func load() throws(HistoryStoreError) -> HistoryLoadResult
    /// Adds a record, drops the oldest beyond the limit, saves, and returns the new history.
    func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult
    /// Removes every record.
    func clear() throws(HistoryStoreError)
    /// Removes the record with `id` (nothing happens when there is none) and returns the history.
    func remove(id: UUID) throws(HistoryStoreError) -> HistoryLoadResult
}

/// Rules every history store follows.
public enum HistoryLimits {
    /// How many records are kept; the ones written longest ago are dropped.
    public static let maximumRecords = 50

    /// A history file larger than this is not parsed: it is moved aside at once. 50 records take
    /// about 12 KB as the app writes them, so 1 MiB is 80 times that; a 100 MB file took 182 s
    /// to list before there was a limit.
    public static let maximumFileBytes = 1_048_576

    /// How long a writer waits for another to finish before giving up with `busy`.
    public static let lockWaitSeconds: Double = 10

    /// The records in the order they were written, last written first, cut to the limit.
    /// Not sorted by timestamp: with a clock that was once ahead, 50 records dated in the
    /// future would have made every new record the "oldest" and dropped it while the app said
    /// "saved". Files written before this rule were sorted newest first, which reads the same.
    public static func normalise(_ records: [ConversionRecord]) -> [ConversionRecord] {
        Array(records.prefix(maximumRecords))
    }
}

/// A history kept in memory, for tests and for running without a writable data directory.
public final class InMemoryHistoryStore: HistoryStore {
    private var records: [ConversionRecord]

    public init(records: [ConversionRecord] = []) {
        self.records = HistoryLimits.normalise(records)
    }

    public func load() throws(HistoryStoreError) -> HistoryLoadResult {
        HistoryLoadResult(records: records)
    }

    public func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult {
        records = HistoryLimits.normalise([record] + records)
        return HistoryLoadResult(records: records)
    }

    public func clear() throws(HistoryStoreError) {
        records = []
    }

    public func remove(id: UUID) throws(HistoryStoreError) -> HistoryLoadResult {
        records.removeAll { $0.id == id }
        return HistoryLoadResult(records: records)
    }
}
