import CurrencyCore
import XCTest

final class ListChangesTests: XCTestCase {
    /// Applies the changes to the old keys, making new rows from the new keys, and returns the
    /// result with how many rows were made.
    private func applied(_ old: [String], _ new: [String]) -> (rows: [String], made: Int)? {
        guard let changes = ListChanges(from: old, to: new) else { return nil }
        var rows = old
        var made = 0
        changes.apply(to: &rows) { index in
            made += 1
            return new[index]
        }
        return (rows, made)
    }

    func testUnchangedListMakesNoRow() {
        let result = applied(["c", "b", "a"], ["c", "b", "a"])
        XCTAssertEqual(result?.rows, ["c", "b", "a"])
        XCTAssertEqual(result?.made, 0)
    }

    func testNewestFirstRecordIsTheOnlyRowMade() {
        let result = applied(["c", "b", "a"], ["d", "c", "b", "a"])
        XCTAssertEqual(result?.rows, ["d", "c", "b", "a"])
        XCTAssertEqual(result?.made, 1)
    }

    func testRemovalsAndInsertionsTogether() {
        // One new record on top, the oldest cut by the limit, one deleted in the middle.
        let result = applied(["e", "d", "c", "b", "a"], ["f", "e", "c", "b"])
        XCTAssertEqual(result?.rows, ["f", "e", "c", "b"])
        XCTAssertEqual(result?.made, 1)
        XCTAssertEqual(ListChanges(from: ["e", "d", "c", "b", "a"], to: ["f", "e", "c", "b"]),
                       ListChanges(from: ["e", "d", "c", "b", "a"], to: ["f", "e", "c", "b"]))
    }

    func testInsertionsBetweenKeptRows() {
        let result = applied(["a", "c", "e"], ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(result?.rows, ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(result?.made, 3)
    }

    func testEmptyingAndFilling() {
        XCTAssertEqual(applied(["a", "b"], [])?.rows, [])
        XCTAssertEqual(applied([], ["a", "b"])?.rows, ["a", "b"])
        XCTAssertEqual(applied([], ["a", "b"])?.made, 2)
    }

    func testReorderOrRepeatedKeysAskForARebuild() {
        XCTAssertNil(ListChanges(from: ["a", "b"], to: ["b", "a"]))
        XCTAssertNil(ListChanges(from: ["a", "a"], to: ["a"]))
        XCTAssertNil(ListChanges(from: ["a"], to: ["b", "b"]))
    }

    /// Every pair of small lists drawn from five keys: the result always equals the new list.
    func testAnyOrderPreservingChangeEndsAtTheNewList() {
        let keys = ["a", "b", "c", "d", "e"]
        let subsets = (0..<(1 << keys.count)).map { mask in keys.indices.filter { mask & (1 << $0) != 0 }.map { keys[$0] } }
        for old in subsets {
            for new in subsets {
                XCTAssertEqual(applied(old, new)?.rows, new, "\(old) → \(new)")
            }
        }
    }
}
