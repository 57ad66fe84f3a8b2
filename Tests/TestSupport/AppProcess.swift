import Foundation

/// The real `currency-camera` binary from this package's debug build, run as a user would, with
/// its own temporary config and data directories. Its stdout and stderr are collected line by line.
public final class AppProcess: @unchecked Sendable {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/debug/currency-camera`, built by `swift build` before the tests run.
    public static var binary: URL { packageRoot.appendingPathComponent(".build/debug/currency-camera") }

    /// A fresh home for one test: XDG config and data directories inside it. Every home of this
    /// test process lives in `homes`, removed when the process exits.
    public static func makeHome() throws -> URL {
        let home = homes.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    private static let homes: URL = {
        atexit { try? FileManager.default.removeItem(at: AppProcess.homes) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("currency-camera-test-homes-\(getpid())")
    }()

    private let process = Process()
    private let lock = NSLock()
    private var stdoutLines: [String] = []
    private var stderrText = ""

    /// The environment every test run of the binary gets: this process's, with HOME and the XDG
    /// directories in `home`, the C.UTF-8 locale with `language` (nil: English), no session bus.
    public static func environment(home: URL, language: String? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LANGUAGE"] = language
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["OMP_THREAD_LIMIT"] = "1"
        return environment
    }

    /// Starts the app with `arguments`; `display` nil runs it without X (command-line use).
    public init(arguments: [String], home: URL, display: String? = nil, language: String? = nil,
                extraEnvironment: [String: String] = [:]) throws {
        var environment = Self.environment(home: home, language: language)
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment["GSETTINGS_BACKEND"] = nil
        environment["DISPLAY"] = display
        environment.merge(extraEnvironment) { $1 }
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.appendStdout(handle.availableData)
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.stderrText += text }
        }
        try process.run()
    }

    /// Bytes, not text, until a line is complete: a chunk may end inside a UTF-8 character.
    private var partialLine = Data()

    private func appendStdout(_ data: Data) {
        lock.withLock {
            partialLine += data
            while let newline = partialLine.firstIndex(of: 10) {
                stdoutLines.append(String(decoding: partialLine[partialLine.startIndex..<newline], as: UTF8.self))
                partialLine = Data(partialLine[partialLine.index(after: newline)...])
            }
        }
    }

    public var lines: [String] { lock.withLock { stdoutLines } }
    public var standardError: String { lock.withLock { stderrText } }
    public var isRunning: Bool { process.isRunning }
    public var exitStatus: Int32 { process.terminationStatus }
    /// The process id, to look at /proc/<pid> or send a signal.
    public var pid: Int32 { process.processIdentifier }
    /// Whether it ended by exit (not killed by a signal).
    public var exitedNormally: Bool { process.terminationReason == .exit }

    /// Waits up to `timeout` seconds for a stdout line that satisfies `predicate`.
    public func waitForLine(timeout: TimeInterval, where predicate: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = lines.last(where: predicate) { return line }
            if !process.isRunning { return lines.last(where: predicate) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// Waits for the process to end by itself, up to `timeout` seconds.
    @discardableResult
    public func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !process.isRunning
    }

    /// Asks the app to quit (SIGTERM) and waits for it.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(timeout: 10) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}
