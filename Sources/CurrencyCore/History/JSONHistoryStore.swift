import Foundation

/// The history as a JSON file (`history.json` in `directory`) in the data-model.md format.
/// Writes are atomic (temporary file, fsync, rename) and the file is private (mode 0600).
/// A file that cannot be read or decoded is renamed `history.json.corrupt-<time>`, never deleted.
public final class JSONHistoryStore: HistoryStore {
    /// The file's usual name inside the directory.
    public static let defaultFileName = "history.json"

    public let directory: URL
    public let fileName: String
    public var fileURL: URL { directory.appendingPathComponent(fileName) }
    private let now: () -> Date

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

    public func load() throws(HistoryStoreError) -> HistoryLoadResult {
        let path = fileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return HistoryLoadResult(records: [])
        }
        if !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path),
           let records = try? JSONDecoder().decode([ConversionRecord].self, from: data) {
            return HistoryLoadResult(records: HistoryLimits.normalise(records))
        }
        return HistoryLoadResult(records: [], recovery: try moveAside())
    }

    public func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult {
        var result = try load()
        result.records = HistoryLimits.normalise([record] + result.records)
        try write(result.records)
        return result
    }

    public func clear() throws(HistoryStoreError) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw .clearFailed(path: fileURL.path)
        }
    }

    /// Renames the damaged file so nothing the user had is lost.
    private func moveAside() throws(HistoryStoreError) -> HistoryRecovery {
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
            try FileManager.default.moveItem(at: fileURL, to: target)
        } catch {
            throw .cannotMoveAside(path: fileURL.path)
        }
        return HistoryRecovery(originalPath: fileURL.path, movedTo: target.path)
    }

    private func write(_ records: [ConversionRecord]) throws(HistoryStoreError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: directory.path)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding plain strings, UUIDs and decimals-as-strings cannot fail.
        let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
        let temporary = directory.appendingPathComponent(".\(fileName).tmp-\(UUID().uuidString)")
        // The empty file gets mode 0600 before any data goes in, so the history is never readable
        // by others, not even for a moment.
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil,
                                             attributes: [.posixPermissions: 0o600]) else {
            throw .writeFailed(path: fileURL.path)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()  // fsync: the data is on disk before the rename makes it current
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: fileURL.path)
        }
        // rename(2) replaces the old file in one step: a reader sees the old or the new history.
        if rename(temporary.path, fileURL.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: fileURL.path)
        }
    }
}
