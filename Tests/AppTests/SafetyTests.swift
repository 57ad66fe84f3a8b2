import Foundation
import TestSupport
import XCTest

/// Issue 16's safety checks on the real binary: the user's files are private, the app talks to
/// nothing but the X server, and Ctrl+C or kill end it cleanly with no temporary file left.
final class SafetyTests: XCTestCase {
    private func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    /// Fresh, and over folders an older build left 0755.
    func testHistoryAndSettingsAre0600In0700Folders() throws {
        for older in [false, true] {
            let home = try AppProcess.makeHome()
            let config = home.appendingPathComponent("config/currency-camera")
            let data = home.appendingPathComponent("data/currency-camera")
            if older {
                for folder in [config, data] {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o755])
                }
            }
            for arguments in [["currency", "add", "JPY", "0.22"], ["history", "add", "¥100"]] {
                let app = try AppProcess(arguments: arguments, home: home)
                XCTAssertTrue(app.waitForExit(timeout: 30))
                XCTAssertEqual(app.exitStatus, 0, app.standardError)
            }
            let modes = [(config, 0o700), (config.appendingPathComponent("settings.ini"), 0o600),
                         (data, 0o700), (data.appendingPathComponent("history.json"), 0o600)]
            for (url, expected) in modes {
                XCTAssertEqual(try mode(url), expected, "\(url.path) (older folders: \(older))")
            }
            print("safety: modes older=\(older) " + (try modes.map { "\($0.0.lastPathComponent)=\(String(try mode($0.0), radix: 8))" })
                .joined(separator: " "))
        }
    }

    /// Every socket the running app holds is a Unix one (the X server, GLib's wake-ups) or netlink
    /// (udev's device events, for camera hotplug); none is TCP, UDP, raw or packet — each looked
    /// up by inode in /proc/<pid>/net.
    func testTheAppOpensNoNetworkSocket() throws {
        let xvfb = try Xvfb()
        let app = try AppProcess(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"],
                                 home: try AppProcess.makeHome(), display: xvfb.display)
        defer { app.stop() }
        XCTAssertNotNil(app.waitForLine(timeout: 60) { $0.hasPrefix("stats: ") && $0.contains("NT$") }, "the demo ran")
        let fdDirectory = "/proc/\(app.pid)/fd"
        /// fd → socket inode, for the fds that are sockets.
        func socketsByFD() -> [String: String] {
            let fds = (try? FileManager.default.contentsOfDirectory(atPath: fdDirectory)) ?? []
            return fds.reduce(into: [:]) { found, fd in
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fdDirectory)/\(fd)")
                if let target, target.hasPrefix("socket:[") { found[fd] = String(target.dropFirst(8).dropLast()) }
            }
        }
        func inodes(_ table: String) -> Set<String> {
            // Read to the end: String(contentsOfFile:) trusts procfs's size of 0 and stopped at the
            // first chunk, so on a busy machine sockets further down the table went unseen.
            let data = FileHandle(forReadingAtPath: "/proc/\(app.pid)/net/\(table)")?.readDataToEndOfFile() ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            let column = table == "unix" ? 6 : 9  // the Inode column (netlink's is the tenth, as tcp's)
            return Set(text.split(separator: "\n").dropFirst().compactMap { line in
                let fields = line.split(separator: " ")
                return fields.count > column ? String(fields[column]) : nil
            })
        }
        // Three looks, a second apart. A socket the tables don't list is counted only if its fd
        // still holds it afterwards: one opened and closed between the two reads is not a finding.
        var sockets: Set<String> = [], unknown: Set<String> = [], inet: Set<String> = []
        var unixCount = 0, netlinkCount = 0
        for _ in 0..<3 {
            let held = socketsByFD()
            let network = ["tcp", "tcp6", "udp", "udp6", "raw", "raw6", "packet"].reduce(into: Set<String>()) { $0.formUnion(inodes($1)) }
            let unix = inodes("unix"), netlink = inodes("netlink")
            let stillHeld = socketsByFD()
            sockets.formUnion(held.values)
            inet.formUnion(held.values.filter(network.contains))
            unknown.formUnion(held.filter { fd, inode in
                !unix.contains(inode) && !netlink.contains(inode) && !network.contains(inode) && stillHeld[fd] == inode
            }.values)
            unixCount = max(unixCount, held.values.filter(unix.contains).count)
            netlinkCount = max(netlinkCount, held.values.filter(netlink.contains).count)
            Thread.sleep(forTimeInterval: 1)
        }
        print("safety: sockets seen=\(sockets.count) unix=\(unixCount) netlink=\(netlinkCount) network=\(inet.count) unknown=\(unknown.count)")
        XCTAssertFalse(sockets.isEmpty, "at least the X11 connection is a socket: the check looked at the right process")
        XCTAssertEqual(inet, [], "network sockets open")
        XCTAssertEqual(unknown, [], "sockets of another kind")
    }

    func testSIGINTEndsTheAppCleanly() throws { try endsCleanly(on: SIGINT) }
    func testSIGTERMEndsTheAppCleanly() throws { try endsCleanly(on: SIGTERM) }

    /// The app quits through its main loop with the shell's status (128 + signal) — not killed
    /// by the signal — and leaves no temporary file in its folders or in TMPDIR.
    private func endsCleanly(on signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let home = try AppProcess.makeHome()
        let temporary = home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // A saved record first, so the history folder exists and holds what a save leaves.
        let add = try AppProcess(arguments: ["history", "add", "¥100", "--currency", "JPY", "--rate", "0.22"], home: home)
        XCTAssertTrue(add.waitForExit(timeout: 30))
        let before = try files(in: home)
        let xvfb = try Xvfb()
        let app = try AppProcess(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"],
                                 home: home, display: xvfb.display, extraEnvironment: ["TMPDIR": temporary.path])
        XCTAssertNotNil(app.waitForLine(timeout: 60) { $0.hasPrefix("stats: ") }, "the demo ran", file: file, line: line)
        kill(app.pid, signal)
        XCTAssertTrue(app.waitForExit(timeout: 20), "the app did not end on signal \(signal)", file: file, line: line)
        XCTAssertTrue(app.exitedNormally, "killed by the signal instead of quitting", file: file, line: line)
        XCTAssertEqual(app.exitStatus, 128 + signal, app.standardError, file: file, line: line)
        let after = try files(in: home)
        // New lasting files are expected (settings.ini remembers the source; GStreamer's registry
        // cache); temporary ones are not: TMPDIR stays empty, no history ".tmp-" file remains.
        let temporaryLeft = after.filter { $0.hasPrefix("tmp/") || $0.contains(".tmp") }
        XCTAssertEqual(temporaryLeft, [], "temporary files left behind", file: file, line: line)
        XCTAssertTrue(before.isSubset(of: after), "files lost: \(before.subtracting(after))", file: file, line: line)
        print("safety: signal=\(signal) exit=\(app.exitStatus) files_before=\(before.count) files_after=\(after.count)"
              + " temporary_left=\(temporaryLeft.count)")
    }

    /// Every file under `home`, relative, with the `tmp` folder's contents included.
    private func files(in home: URL) throws -> Set<String> {
        guard let walker = FileManager.default.enumerator(atPath: home.path) else { return [] }
        return Set(walker.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: home.appendingPathComponent(path).path, isDirectory: &isFolder)
            return !isFolder.boolValue
        })
    }
}
