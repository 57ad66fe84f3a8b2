import Foundation
import TestSupport
import XCTest

/// Issue 16, item 1: output that cannot be written ends the run with a message and a non-zero
/// status, never a crash (it was "Fatal error: 'try!' … Broken pipe" and a backtrace).
final class OutputFailureTests: XCTestCase {
    private let outputFailed: Int32 = 74

    private func assertCleanFailure(_ run: RawRun, reason expected: String, file: StaticString = #filePath,
                                    line: UInt = #line) {
        XCTAssertEqual(run.reason, .exit, "ended by a signal: \(run.standardError)", file: file, line: line)
        XCTAssertEqual(run.status, outputFailed, run.standardError, file: file, line: line)
        XCTAssertTrue(run.standardError.contains("Could not write the output: \(expected)"), run.standardError,
                      file: file, line: line)
        XCTAssertFalse(run.standardError.contains("Fatal error"), run.standardError, file: file, line: line)
        XCTAssertLessThan(run.standardError.count, 300, "a short message, no backtrace", file: file, line: line)
    }

    func testConvertToAFullDevice() throws {
        let run = try RawRun.shell(#""$0" convert '¥100' --rate 0.2 > /dev/full"#, home: try AppProcess.makeHome())
        assertCleanFailure(run, reason: "No space left on device")
    }

    func testHistoryWithStdoutClosed() throws {
        let run = try RawRun.shell(#""$0" history --json >&-"#, home: try AppProcess.makeHome())
        assertCleanFailure(run, reason: "Bad file descriptor")
    }

    func testConvertIntoAPipeNobodyReads() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try RawRun.shell(#"exec "$0" convert '¥100' --rate 0.2"#, home: try AppProcess.makeHome(),
                                   stdout: pipe.fileHandleForWriting)
        assertCleanFailure(run, reason: "Broken pipe")
    }

    func testRecognizeJSONToAFullDevice() throws {
        let image = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f000-tag-yen-white.png")
        let run = try RawRun.shell(#""$0" recognize --json "$1" > /dev/full"#.replacingOccurrences(of: "\"$1\"", with: "'\(image.path)'"),
                                   home: try AppProcess.makeHome())
        assertCleanFailure(run, reason: "No space left on device")
    }

    /// `--stats | head -2`: the window app ends by itself once its reader is gone.
    func testStatsIntoAReaderThatLeaves() throws {
        let xvfb = try Xvfb()
        let pipe = Pipe()
        var linesRead = 0
        let run = try RawRun.shell(#"exec "$0" --source demo --currency JPY --rate 0.22 --stats"#,
                                   home: try AppProcess.makeHome(), stdout: pipe.fileHandleForWriting,
                                   extra: ["DISPLAY": xvfb.display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1"],
                                   timeout: 90) { _ in
            try? pipe.fileHandleForWriting.close()
            var text = ""
            while linesRead < 2, let data = try? pipe.fileHandleForReading.read(upToCount: 1), !data.isEmpty {
                text += String(decoding: data, as: UTF8.self)
                linesRead = text.filter { $0 == "\n" }.count
            }
            try? pipe.fileHandleForReading.close()  // what `head -2` does after its second line
        }
        XCTAssertEqual(linesRead, 2)
        assertCleanFailure(run, reason: "Broken pipe")
    }

    /// SIGQUIT ends the process like SIGTERM: no thread dump, no carrying on.
    func testSIGQUITEndsTheRunWithoutADump() throws {
        var sentAt = Date()
        let run = try RawRun.shell(#"exec "$0" bench --seconds 30 --no-fixtures"#, home: try AppProcess.makeHome(),
                                   stdout: FileHandle.nullDevice, timeout: 60) { process in
            Thread.sleep(forTimeInterval: 2)
            sentAt = Date()
            kill(process.processIdentifier, SIGQUIT)
        }
        XCTAssertLessThan(Date().timeIntervalSince(sentAt), 5, "it ended soon after SIGQUIT, not after 30 s")
        XCTAssertEqual(run.reason, .exit)
        XCTAssertEqual(run.status, 128 + SIGQUIT)
        XCTAssertFalse(run.standardError.contains("Backtrace"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Thread 0"), run.standardError)
    }
}
