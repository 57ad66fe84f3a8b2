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
        }
    }
}

/// A damaged or unreadable history file that was moved aside instead of being deleted.
public struct HistoryRecovery: Hashable, Sendable {
    /// Where the history file was.
    public var originalPath: String
    /// Where the damaged file is now.
    public var movedTo: String

    public init(originalPath: String, movedTo: String) {
        self.originalPath = originalPath
        self.movedTo = movedTo
    }

    /// The notice to show the user.
    public var message: String {
        Localization.fill(tr("The history file was damaged; it was moved aside to {path}"), ["path": movedTo])
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
}

/// Rules every history store follows.
public enum HistoryLimits {
    /// How many records are kept; older ones are dropped.
    public static let maximumRecords = 50

    /// Newest first (ties keep their order), cut to the limit.
    public static func normalise(_ records: [ConversionRecord]) -> [ConversionRecord] {
        let sorted = records.enumerated().sorted { a, b in
            a.element.timestamp != b.element.timestamp ? a.element.timestamp > b.element.timestamp : a.offset < b.offset
        }
        return Array(sorted.map(\.element).prefix(maximumRecords))
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
}
