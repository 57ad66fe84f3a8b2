import Foundation

/// A private X server for UI tests: `Xvfb -displayfd` picks a free display number and tells it
/// to us, so parallel runs never collide. Stopped in `deinit`.
public final class Xvfb {
    public let display: String
    private let process: Process

    /// Starts Xvfb at `width`×`height`; throws when Xvfb is not installed or does not come up.
    public init(width: Int = 1024, height: Int = 768) throws {
        let pipe = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd 1: Xvfb picks a free display and writes its number to our pipe once it is ready.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var number = ""
        while !number.contains("\n") {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            number += String(decoding: data, as: UTF8.self)
        }
        let trimmed = number.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            process.terminate()
            throw XvfbError.didNotStart
        }
        display = ":" + trimmed
    }

    public enum XvfbError: Error { case didNotStart }

    /// A screenshot of the whole screen, written to `path` (imagemagick's `import`).
    public func screenshot(to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let status = try run("/usr/bin/import", ["-display", display, "-window", "root", path])
        guard status == 0 else { throw XvfbError.didNotStart }
    }

    /// Waits until a visible window whose title matches `title` (a regular expression) is mapped,
    /// then lets it draw for `settle` seconds. Returns false on timeout.
    @discardableResult
    public func waitForWindow(title: String, timeout: TimeInterval = 30, settle: TimeInterval = 1) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", title]) == 0 {
                Thread.sleep(forTimeInterval: settle)
                return true
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }

    /// Runs a helper such as xdotool against this display; returns its exit status.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let helper = Process()
        helper.executableURL = URL(fileURLWithPath: tool)
        helper.arguments = arguments
        helper.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        helper.standardOutput = FileHandle.nullDevice
        helper.standardError = FileHandle.nullDevice
        try helper.run()
        helper.waitUntilExit()
        return helper.terminationStatus
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
