import Foundation
import TestSupport
import XCTest

/// A long history opens without holding the window still: its rows are made a screenful per
/// main-loop turn (and kept for the next opening), yet every row is there. End selects the oldest
/// record and Copy copies that one.
final class HistoryLongListTests: XCTestCase {
    func testEndSelectsTheOldestOfThirtyRecords() throws {
        let home = try AppProcess.makeHome()
        // Oldest first: ¥1,001 (NT$ 220.22) … ¥1,030 (NT$ 226.60), one process each, as clicks would.
        for yen in 1001...1030 {
            let add = try AppProcess(arguments: ["history", "add", "¥\(yen)", "--currency", "JPY", "--rate", "0.22"], home: home)
            XCTAssertTrue(add.waitForExit(timeout: 30))
        }
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22"], language: nil, home: home)
        let main = try ui.window("JPY → TWD")

        for opening in 1...2 {
            var mark = ui.mark
            try ui.key("ctrl+h", in: main)
            let rows = try XCTUnwrap(ui.waitFor("history", after: mark, timeout: 20)?["rows"]).split(separator: "|")
            XCTAssertEqual(rows.count, 30)
            XCTAssertEqual(rows.first, "JPY 1,030 → NT$ 226.60")
            let history = try ui.window("History")
            // Select the first row (the newest), then End: the last row, made in a later batch.
            try ui.click(x: 120, y: 95, in: history)
            try ui.key("End", in: history)
            mark = ui.mark
            try ui.key("ctrl+c", in: history)
            XCTAssertEqual(ui.waitFor("copied", after: mark, timeout: 20)?["text"], "NT$ 220.22", "opening \(opening)")
            try ui.key("Escape", in: history)
            XCTAssertNotNil(ui.waitFor("closed", after: mark, timeout: 20))
        }
    }
}
