import Foundation
import TestSupport
import XCTest

/// The real binary with its stdout set up by the test (a full device, a pipe nobody reads, a
/// closed descriptor), which `AppProcess` cannot do: it always reads stdout itself.
struct RawRun {
    var status: Int32
    var reason: Process.TerminationReason
    var standardError: String

    /// Runs `/bin/sh -c script` with `$0` the binary, HOME and XDG directories in `home`;
    /// `stdout` nil keeps the shell's redirections as the only stdout setup.
    static func shell(_ script: String, home: URL, stdout: Any? = nil, extra: [String: String] = [:],
                      timeout: TimeInterval = 60, whileRunning: ((Process) -> Void)? = nil) throws -> RawRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, AppProcess.binary.path]
        var environment = AppProcess.environment(home: home)
        environment.merge(extra) { $1 }
        process.environment = environment
        if let stdout { process.standardOutput = stdout }
        process.standardInput = FileHandle.nullDevice
        let errorFile = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        whileRunning?(process)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("`\(script)` did not finish in \(timeout) s")
        }
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return RawRun(status: process.terminationStatus, reason: process.terminationReason, standardError: text)
    }
}
