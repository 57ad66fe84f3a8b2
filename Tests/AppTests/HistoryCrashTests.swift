import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 16, items 4, 6 and 7 with the real binary: `history add` killed at random moments, two
/// processes writing at once, and a history file this user may not read.
final class HistoryCrashTests: XCTestCase {
    private func historyFile(_ home: URL) -> URL {
        home.appendingPathComponent("data/currency-camera/history.json")
    }

    private func addProcess(_ prices: [Int], home: URL, stdout: FileHandle) throws -> Process {
        let process = Process()
        process.executableURL = AppProcess.binary
        process.arguments = ["history", "add"] + prices.map { "¥\($0)" } + ["--currency", "JPY", "--rate", "0.22"]
        process.environment = AppProcess.environment(home: home)
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The history's prices in file order; fails the test when the file is not valid JSON or any
    /// record in it does not decode.
    private func prices(in home: URL, file: StaticString = #filePath, line: UInt = #line) -> [Decimal]? {
        guard let data = FileManager.default.contents(atPath: historyFile(home).path) else { return [] }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil,
              let records = try? JSONDecoder().decode([ConversionRecord].self, from: data) else {
            XCTFail("history is not valid JSON records: \(String(decoding: data.prefix(200), as: UTF8.self))",
                    file: file, line: line)
            return nil
        }
        return records.map(\.originalPrice)
    }

    /// Item 7: 200 runs of `history add` with 8 prices each, killed with SIGKILL at a random
    /// moment. After each, the file must be valid JSON and exactly an earlier or later version:
    /// the previous history with the first k of this run's records on top, k at least the number
    /// of records the run had reported committed (a printed line) and at most all 8.
    func testSIGKILLAtRandomMomentsLosesNoCommittedRecord() throws {
        let home = try AppProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        var generator = SeededGenerator(seed: 16)
        let trials = 200, perRun = 8
        // One whole run, timed, sets the window the kills fall in.
        let started = Date()
        let warmup = try addProcess(Array(1...perRun), home: home, stdout: FileHandle.nullDevice)
        warmup.waitUntilExit()
        let window = max(0.05, Date().timeIntervalSince(started) * 1.2)
        var previous = try XCTUnwrap(prices(in: home))
        var kills = 0, lost = 0, committedTotal = 0, inconsistent = 0
        for trial in 0..<trials {
            let batch = (0..<perRun).map { 100_000 + trial * 100 + $0 }
            let outURL = home.appendingPathComponent("out-\(trial)")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            let out = try FileHandle(forWritingTo: outURL)
            let process = try addProcess(batch, home: home, stdout: out)
            Thread.sleep(forTimeInterval: Double.random(in: 0...window, using: &generator))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            try out.close()
            if process.terminationReason == .uncaughtSignal { kills += 1 }
            let committed = (try String(contentsOf: outURL, encoding: .utf8)).split(separator: "\n").count
            committedTotal += committed
            guard let now = prices(in: home) else { return }
            let versions = (committed...perRun).map { k in
                Array((batch.prefix(k).reversed().map { Decimal($0) } + previous).prefix(HistoryLimits.maximumRecords))
            }
            if !versions.contains(now) { inconsistent += 1 }
            lost += batch.prefix(committed).filter { !now.contains(Decimal($0)) }.count
            previous = now
        }
        print("SIGKILL harness: \(trials) trials, \(kills) killed mid-run, \(committedTotal) records committed, "
              + "\(lost) records lost, \(inconsistent) files not an earlier or later version")
        XCTAssertEqual(lost, 0)
        XCTAssertEqual(inconsistent, 0)
        XCTAssertGreaterThan(kills, trials / 4, "the kills must land while the command runs")
        // Leftover temporary files from the kills are gone after the next write.
        let last = try addProcess([1], home: home, stdout: FileHandle.nullDevice)
        last.waitUntilExit()
        let names = try FileManager.default.contentsOfDirectory(atPath: historyFile(home).deletingLastPathComponent().path)
        XCTAssertEqual(names.filter { $0.contains(".tmp-") }, [])
    }

    /// Item 6: two processes adding 25 records each at the same time; all 50 are kept.
    func testTwoProcessesAddingAtOnceLoseNothing() throws {
        let home = try AppProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = (1...25).map { $0 }, second = (1...25).map { 1000 + $0 }
        var processes: [Process] = []
        // One process per record, as many short-lived writers: the worst case for lost updates.
        for index in 0..<25 {
            processes.append(try addProcess([first[index]], home: home, stdout: FileHandle.nullDevice))
            processes.append(try addProcess([second[index]], home: home, stdout: FileHandle.nullDevice))
        }
        processes.forEach { $0.waitUntilExit() }
        XCTAssertEqual(processes.filter { $0.terminationStatus != 0 }.count, 0)
        let kept = Set(try XCTUnwrap(prices(in: home)))
        XCTAssertEqual(kept, Set((first + second).map { Decimal($0) }))
    }

    /// Item 4: a history file this user may not read is reported as such and left where it is.
    /// Root reads any file, so the binary runs as `nobody` (setpriv), as a normal user would.
    func testAnUnreadableHistoryIsReportedAndNotMoved() throws {
        let home = URL(fileURLWithPath: "/tmp/cc-perm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let directory = home.appendingPathComponent("data/currency-camera")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o777])
        for path in [home.path, home.appendingPathComponent("data").path] {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path)
        }
        let file = directory.appendingPathComponent("history.json")
        try Data("[]".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let canDrop = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        try XCTSkipUnless(canDrop || access(file.path, R_OK) != 0, "needs root and setpriv, or a user who cannot read")
        let prefix = canDrop ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let run = try RawRun.shell(prefix + #""$0" history --json"#, home: home)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(run.standardError.trimmingCharacters(in: .whitespacesAndNewlines),
                       "The history file \(file.path) cannot be read: permission denied. It was left as it is.")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("corrupt") }, [])
    }
}
