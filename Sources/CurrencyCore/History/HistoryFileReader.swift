import Foundation

/// Reads the history file's bytes and decodes them one record at a time, so one bad record (a
/// timestamp that is not ISO 8601, a missing field) costs that record, not the whole history.
enum HistoryFileReader {
    /// What reading the file found.
    enum Outcome {
        /// No file: an empty history.
        case missing
        /// The records that could be read, in file order, and how many could not.
        case records([ConversionRecord], skipped: Int)
        /// Not a JSON list (or not a regular file): the whole file is unusable.
        case damaged
        /// Larger than the limit (its size); not read.
        case tooLarge(bytes: Int)
        /// The file exists but may not be read by this user.
        case permissionDenied
    }

    /// Reads `path`, refusing files over `limit` bytes before reading them.
    static func read(_ path: String, limit: Int) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : (errno == EACCES || errno == EPERM ? .permissionDenied : .damaged)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .damaged }
        if Int(info.st_size) > limit { return .tooLarge(bytes: Int(info.st_size)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == EACCES || errno == EPERM ? .permissionDenied : (errno == ENOENT ? .missing : .damaged)
        }
        defer { close(descriptor) }
        // Read at most limit + 1 bytes: a file that grew after stat is still refused.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == EACCES || errno == EPERM ? .permissionDenied : .damaged
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.count > limit { return .tooLarge(bytes: data.count) }
        return decode(data)
    }

    /// The records of a JSON list; elements that do not decode as a record are counted, not fatal.
    static func decode(_ data: Data) -> Outcome {
        guard let elements = try? JSONDecoder().decode([LenientRecord].self, from: data) else { return .damaged }
        let records = elements.compactMap(\.record)
        return .records(records, skipped: elements.count - records.count)
    }

    /// One list element: a record, or nil when it is not one.
    private struct LenientRecord: Decodable {
        let record: ConversionRecord?

        init(from decoder: any Decoder) throws {
            record = try? ConversionRecord(from: decoder)
        }
    }
}
