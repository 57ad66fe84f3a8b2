import Foundation

/// Writes to stdout and stderr with write(2), so a closed pipe (`… | head -2`), a full disk
/// (`> /dev/full`) or a closed descriptor is an error the program reports, not a trap:
/// `FileHandle.write(_: Data)` ends in a `try!` and crashed with "Broken pipe" and a backtrace.
/// SIGPIPE must be ignored (the platform layer does it at start) for a closed pipe to be EPIPE.
public enum StandardStreams {
    /// The exit status when the output could not be written (sysexits' EX_IOERR).
    public static let exitOutputFailed: Int32 = 74

    /// Writes all of `text` to `descriptor`; the errno on failure, nil on success.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        bytes.removeAll()
        return nil
    }

    /// Prints a command's output and returns its exit status; when stdout cannot be written, a
    /// short message goes to stderr (if it can) and the status is `exitOutputFailed`.
    public static func emit(_ output: CommandOutput) -> Int32 {
        if !output.stdout.isEmpty, let error = write(output.stdout, to: STDOUT_FILENO) {
            write(output.stderr + outputFailedMessage(errno: error) + "\n", to: STDERR_FILENO)
            return exitOutputFailed
        }
        write(output.stderr, to: STDERR_FILENO)
        return output.exitCode
    }

    /// "Could not write the output: Broken pipe", in the user's language (the reason is the
    /// system's own text).
    public static func outputFailedMessage(errno error: Int32) -> String {
        Localization.fill(tr("Could not write the output: {reason}"), ["reason": String(cString: strerror(error))])
    }
}
