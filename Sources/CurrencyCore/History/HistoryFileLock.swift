import Foundation

/// An exclusive `flock(2)` on a lock file beside the history (`.history.json.lock`), held while
/// one process reads, changes and replaces the history. Without it two app instances (or a script
/// and the app) each read the same old list and the second rename dropped the first one's record:
/// about half of 50 concurrent records were lost. The kernel drops the lock when its holder dies,
/// even by SIGKILL, so a crash never leaves the history locked. The lock file itself is empty and
/// never removed (removing it would let two processes lock two different files).
final class HistoryFileLock {
    private let descriptor: Int32

    /// Waits up to `timeout` seconds for the lock on `path`, creating the file (mode 0600) if needed.
    /// nil when the file cannot be opened (a read-only or missing directory); `busy` on timeout.
    static func acquire(_ path: String, timeout: Double) -> Result<HistoryFileLock, HistoryFileLock.Failure> {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .failure(.cannotOpen) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                return .failure(.timedOut)
            }
            usleep(2_000)
        }
        return .success(HistoryFileLock(descriptor: descriptor))
    }

    enum Failure: Error {
        case cannotOpen
        case timedOut
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
