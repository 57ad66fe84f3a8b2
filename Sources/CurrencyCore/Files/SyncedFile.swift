import Foundation

/// The few POSIX file steps an atomic write needs, each reporting failure instead of trapping
/// (FileHandle's older API traps on an I/O error).
///
/// Foundation's own atomic write (`write(to:atomically: true)`) is not used: on Linux it leaves an
/// empty `TemporaryDirectory.XXXXXX` folder in /tmp after every call (seen with Swift 6.3.1).
public enum SyncedFile {
    /// Why a write failed, in the system's words.
    public struct Failure: Error {
        public let code: Int32
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Writes `data` to a new file beside `path` (named `temporaryPrefix` + a UUID), fsyncs it and
    /// renames it over `path`, so a reader sees the old file or the new one, never a part. A new
    /// file gets `mode` less the umask. On failure `path` is untouched and no temporary is left.
    public static func replace(_ path: String, with data: Data, mode: mode_t = 0o666,
                               temporaryPrefix: String) throws(Failure) {
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        let temporary = (directory as NSString).appendingPathComponent(temporaryPrefix + UUID().uuidString)
        if let code = writeSynced(data, to: temporary, mode: mode) {
            unlink(temporary)
            throw Failure(code: code)
        }
        // rename(2) replaces the old file in one step; the directory's fsync makes the rename
        // itself survive a power cut.
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(code: code)
        }
        sync(directory)
    }

    /// Creates `path` (must not exist), writes all of `data` and fsyncs it; nil, or the errno.
    private static func writeSynced(_ data: Data, to path: String, mode: mode_t) -> Int32? {
        // The empty file gets its mode before any data goes in.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }

    /// fsyncs a directory so a rename or removal in it is on disk. Best effort: some file systems
    /// refuse fsync on directories, and the rename itself has already happened.
    static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes the entries of `directory` whose names start with `prefix`.
    static func removeFiles(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink((directory as NSString).appendingPathComponent(name))
        }
    }
}
