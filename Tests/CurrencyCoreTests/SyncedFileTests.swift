import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// The atomic write used by the history and the CSV export.
final class SyncedFileTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.cleanUp()
    }

    private func path(_ name: String) -> String { directory.url.appendingPathComponent(name).path }

    private var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path))?.sorted() ?? [] }

    func testReplaceWritesANewFileAndReplacesAnOldOneLeavingNoTemporary() throws {
        try SyncedFile.replace(path("prices.csv"), with: Data("first\n".utf8), temporaryPrefix: ".prices.csv.tmp-")
        try SyncedFile.replace(path("prices.csv"), with: Data("second\n".utf8), temporaryPrefix: ".prices.csv.tmp-")

        XCTAssertEqual(try String(contentsOfFile: path("prices.csv"), encoding: .utf8), "second\n")
        XCTAssertEqual(names, ["prices.csv"])
    }

    func testTheModeIsTheOneAskedFor() throws {
        try SyncedFile.replace(path("history.json"), with: Data("[]".utf8), mode: 0o600, temporaryPrefix: ".h-")

        let mode = try FileManager.default.attributesOfItem(atPath: path("history.json"))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testAFailureSaysWhyInTheSystemsWords() {
        let missing = path("no-such-folder/prices.csv")

        XCTAssertThrowsError(try SyncedFile.replace(missing, with: Data("x".utf8), temporaryPrefix: ".p-")) { error in
            let failure = error as? SyncedFile.Failure
            XCTAssertEqual(failure?.code, ENOENT)
            // The C library's words, in the user's language where it has them.
            XCTAssertEqual(failure?.reason, String(cString: strerror(ENOENT)))
            XCTAssertFalse(failure?.reason.isEmpty ?? true)
        }
    }

    func testAFailedRenameLeavesTheOldTargetAndNoTemporary() throws {
        // A directory where the file should go: rename(2) refuses to put a file over it.
        try FileManager.default.createDirectory(atPath: path("taken"), withIntermediateDirectories: false)

        XCTAssertThrowsError(try SyncedFile.replace(path("taken"), with: Data("x".utf8), temporaryPrefix: ".t-")) { error in
            XCTAssertEqual((error as? SyncedFile.Failure)?.code, EISDIR)
        }
        XCTAssertEqual(names, ["taken"])
    }
}
