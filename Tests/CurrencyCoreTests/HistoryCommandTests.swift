import CurrencyCore
import Foundation
import TestSupport
import XCTest

final class HistoryCommandTests: XCTestCase {
    private let settings = CurrencySettings(currencyName: "JPY", exchangeRate: Decimal(string: "0.22")!)

    private func store(_ prices: [Decimal]) throws -> InMemoryHistoryStore {
        let store = InMemoryHistoryStore()
        for (offset, price) in prices.enumerated() {
            _ = try store.append(ConversionRecord(price: price, settings: settings,
                                                  timestamp: Date(timeIntervalSince1970: 1_764_700_000 + Double(offset) * 60)))
        }
        return store
    }

    func testPlainOutputListsNewestFirstTabSeparated() throws {
        let output = HistoryCommand.run(arguments: [], store: try store([3500, 1280]))
        XCTAssertEqual(output.exitCode, 0)
        XCTAssertEqual(output.stdout, """
        JPY 1,280\tNT$ 281.60\t0.22\t2025-12-02T18:27:40Z
        JPY 3,500\tNT$ 770\t0.22\t2025-12-02T18:26:40Z

        """)
    }

    func testJSONOutputUsesTheFileFormat() throws {
        let output = HistoryCommand.run(arguments: ["--json"], store: try store([3500]))
        let records = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(records?.count, 1)
        XCTAssertEqual(records?.first?["originalPrice"] as? String, "3500")
        XCTAssertEqual(records?.first?["convertedAmount"] as? String, "770.00")
        XCTAssertEqual(records?.first?["exchangeRate"] as? String, "0.22")
        XCTAssertEqual(records?.first?["timestamp"] as? String, "2025-12-02T18:26:40Z")
    }

    func testEmptyHistoryPrintsNothingAndSucceeds() {
        let output = HistoryCommand.run(arguments: [], store: InMemoryHistoryStore())
        XCTAssertEqual(output, CommandOutput(stdout: "", stderr: "", exitCode: 0))
    }

    func testUnknownOptionIsAUsageError() {
        let output = HistoryCommand.run(arguments: ["--xml"], store: InMemoryHistoryStore())
        XCTAssertEqual(output.exitCode, 64)
        XCTAssertEqual(output.stderr, "Unknown option: --xml\n")
    }

    func testCorruptFileIsMovedAsideAndReported() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let directory = scratch.url
        try Data("not json".utf8).write(to: directory.appendingPathComponent("history.json"))
        let output = HistoryCommand.run(arguments: [], store: JSONHistoryStore(directory: directory))
        XCTAssertEqual(output.exitCode, 0)
        XCTAssertTrue(output.stderr.contains("moved aside"), output.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix("history.json.corrupt-") }, "\(names)")
    }
}
