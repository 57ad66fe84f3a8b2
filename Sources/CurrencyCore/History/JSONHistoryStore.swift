import Foundation

/// The history as a JSON file (`history.json` in `directory`) in the data-model.md format.
///
/// Every change happens under an exclusive lock (`HistoryFileLock`): the file is re-read under the
/// lock, the record added, and the new list written to a temporary file, fsynced, renamed over the
/// old one and the directory fsynced, so a crash at any moment leaves the old or the new history
/// and concurrent writers lose nothing. The file is private (mode 0600). A file that is not a JSON
/// list, or is over `HistoryLimits.maximumFileBytes`, is renamed `history.json.corrupt-<time>`;
/// bad records inside a good list are skipped and the file as it was is copied there first.
/// Nothing the user had is ever deleted silently.
public final class JSONHistoryStore: HistoryStore {
    /// The file's usual name inside the directory.
    public static let defaultFileName = "history.json"

    public let directory: URL
    public let fileName: String
    public var fileURL: URL { directory.appendingPathComponent(fileName) }
    private let now: () -> Date
    /// Turns records into the file's bytes; a seam so tests can make encoding fail.
    var encode: ([ConversionRecord]) throws -> Data = JSONHistoryStore.encodeRecords

    /// - Parameters:
    ///   - fileName: the file inside `directory`; another name keeps a second history apart.
    ///   - now: the clock naming moved-aside files; tests inject a fixed one.
    public init(directory: URL, fileName: String = defaultFileName, now: @escaping () -> Date = Date.init) {
        self.directory = directory
        self.fileName = fileName
        self.now = now
    }

    /// `$XDG_DATA_HOME/currency-camera`, or `~/.local/share/currency-camera`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                        home: String? = nil) -> URL {
        XDGDirectory.appDirectory("XDG_DATA_HOME", fallback: ".local/share", environment: environment, home: home)
    }

    var lockPath: String { directory.appendingPathComponent(".\(fileName).lock").path }
    var temporaryPrefix: String { ".\(fileName).tmp-" }

    public func load() throws(HistoryStoreError) -> HistoryLoadResult {
        guard FileManager.default.fileExists(atPath: directory.path) else { return HistoryLoadResult(records: []) }
        // Reading needs no lock (renames are atomic), but setting a bad file aside does; a directory
        // where no lock file can be made is read unlocked, and moving aside then fails and says so.
        let lock = try? lockForChange().get()
        defer { withExtendedLifetime(lock) {} }
        return try loadHoldingLock()
    }

    public func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult {
        try createDirectory()
        let lock = try lockForChange().get()
        defer { withExtendedLifetime(lock) {} }
        var result = try loadHoldingLock()
        result.records = HistoryLimits.normalise([record] + result.records)
        try write(result.records)
        return result
    }

    /// Re-reads the file under the lock and writes it back without the record, so a record another
    /// instance added meanwhile is kept.
    public func remove(id: UUID) throws(HistoryStoreError) -> HistoryLoadResult {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return HistoryLoadResult(records: []) }
        let lock = try lockForChange().get()
        defer { withExtendedLifetime(lock) {} }
        var result = try loadHoldingLock()
        guard result.records.contains(where: { $0.id == id }) else { return result }
        result.records.removeAll { $0.id == id }
        try write(result.records)
        return result
    }

    public func clear() throws(HistoryStoreError) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        let lock = try? lockForChange().get()
        defer { withExtendedLifetime(lock) {} }
        guard unlink(fileURL.path) == 0 || errno == ENOENT else { throw .clearFailed(path: fileURL.path) }
        SyncedFile.sync(directory.path)
    }

    private func lockForChange() -> Result<HistoryFileLock, HistoryStoreError> {
        HistoryFileLock.acquire(lockPath, timeout: HistoryLimits.lockWaitSeconds).mapError { failure in
            failure == .timedOut ? .busy(path: fileURL.path) : .writeFailed(path: fileURL.path)
        }
    }

    /// Reads the file; the caller holds the lock (or none could be had).
    private func loadHoldingLock() throws(HistoryStoreError) -> HistoryLoadResult {
        switch HistoryFileReader.read(fileURL.path, limit: HistoryLimits.maximumFileBytes) {
        case .missing:
            return HistoryLoadResult(records: [])
        case .permissionDenied:
            throw .permissionDenied(path: fileURL.path)
        case .damaged:
            return HistoryLoadResult(records: [], recovery: try setAside(reason: .damaged, copy: false))
        case .tooLarge(let bytes):
            return HistoryLoadResult(records: [], recovery: try setAside(reason: .tooLarge(bytes: bytes), copy: false))
        case .records(let records, let skipped) where skipped == 0:
            return HistoryLoadResult(records: HistoryLimits.normalise(records))
        case .records(let records, let skipped):
            // Keep the file as it was beside the history, then rewrite it with the good records so
            // the next reading is clean and the notice is shown once.
            let recovery = try setAside(reason: .skippedRecords(count: skipped), copy: true)
            let kept = HistoryLimits.normalise(records)
            try? write(kept)
            return HistoryLoadResult(records: kept, recovery: recovery)
        }
    }

    /// Renames (or copies) the file to `history.json.corrupt-<time>[-n]` so nothing is lost.
    private func setAside(reason: HistoryRecovery.Reason, copy: Bool) throws(HistoryStoreError) -> HistoryRecovery {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let stamp = formatter.string(from: now())
        var target = directory.appendingPathComponent("\(fileName).corrupt-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: target.path) {
            attempt += 1
            target = directory.appendingPathComponent("\(fileName).corrupt-\(stamp)-\(attempt)")
        }
        do {
            if copy {
                try FileManager.default.copyItem(at: fileURL, to: target)
            } else {
                try FileManager.default.moveItem(at: fileURL, to: target)
            }
        } catch {
            throw .cannotMoveAside(path: fileURL.path)
        }
        SyncedFile.sync(directory.path)
        return HistoryRecovery(originalPath: fileURL.path, movedTo: target.path, reason: reason)
    }

    private func createDirectory() throws(HistoryStoreError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            // An existing folder keeps its mode: one an older build made 0755 is made private.
            chmod(directory.path, 0o700)
        } catch {
            throw .cannotCreateDirectory(path: directory.path)
        }
    }

    /// Replaces the file; the caller holds the lock. On any failure the old file is untouched.
    private func write(_ records: [ConversionRecord]) throws(HistoryStoreError) {
        let data: Data
        do {
            data = try encode(records)
        } catch {
            throw .writeFailed(path: fileURL.path)
        }
        // Under the lock no other writer is running, so any temporary file is left by one killed
        // mid-write.
        SyncedFile.removeFiles(in: directory.path, prefix: temporaryPrefix)
        // Mode 0600: the history is never readable by others.
        do {
            try SyncedFile.replace(fileURL.path, with: data, mode: 0o600, temporaryPrefix: temporaryPrefix)
        } catch {
            throw .writeFailed(path: fileURL.path)
        }
    }

    /// The data-model.md format: pretty-printed, keys sorted.
    static func encodeRecords(_ records: [ConversionRecord]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(records)
    }
}
