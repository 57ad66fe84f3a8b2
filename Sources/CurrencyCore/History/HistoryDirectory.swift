import Foundation

/// The few POSIX file steps an atomic history write needs, each reporting failure instead of
/// trapping (FileHandle's older API traps on an I/O error).
enum HistoryDirectory {
    /// Creates `path` (mode 0600, must not exist), writes all of `data` and fsyncs it.
    static func writeSynced(_ data: Data, to path: String) -> Bool {
        // The empty file gets mode 0600 before any data goes in: never readable by others.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = data.withUnsafeBytes { bytes -> Bool in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        let synced = complete && fsync(descriptor) == 0
        return close(descriptor) == 0 && synced
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
