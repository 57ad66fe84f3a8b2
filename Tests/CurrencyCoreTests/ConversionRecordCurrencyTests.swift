import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 14, step 4: a record keeps its currency's code and the price as printed; history files
/// from before still read.
final class ConversionRecordCurrencyTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.cleanUp()
    }

    private func label(_ raw: String, _ value: Decimal, in currencies: CurrencyList) -> PriceLabel {
        PriceLabel(id: 1, value: value, rawText: raw,
                   conversion: PriceConverter(currencies: currencies).convert(value, rawText: raw),
                   box: PixelRect(x: 0, y: 0, width: 10, height: 10), opacity: 1, isHighlighted: true)
    }

    private var currencies: CurrencyList {
        CurrencyList([try! Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get(),
                      try! Currency.validated(code: "USD", name: "", rateText: "31.5", date: nil).get()],
                     defaultCode: "USD")
    }

    func testARecordKeepsCodeAndPrintedTextThroughTheFile() throws {
        let store = JSONHistoryStore(directory: directory.url)
        let yen = try XCTUnwrap(ConversionRecord(label: label("3,500円", 3500, in: currencies), timestamp: FakeWallClock().date))
        let taiwan = try XCTUnwrap(ConversionRecord(label: label("NT$500", 500, in: currencies), timestamp: FakeWallClock().date))
        _ = try store.append(yen)
        _ = try store.append(taiwan)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains(#""currencyCode":"JPY""#) || text.contains(#""currencyCode" : "JPY""#), text)
        let records = try JSONHistoryStore(directory: directory.url).load().records
        XCTAssertEqual(records.map(\.currencyCode), ["TWD", "JPY"])
        XCTAssertEqual(records.map(\.printedText), ["NT$500", "3,500円"])
        XCTAssertEqual(records.map(\.formattedAmount), ["NT$ 500", "NT$ 770"])
        XCTAssertEqual(records.last?.currencyName, "日幣")
        XCTAssertEqual(records.first?.exchangeRate, 1)
    }

    func testNoRateMeansNoRecord() {
        XCTAssertNil(ConversionRecord(label: label("₩1,000", 1000, in: currencies), timestamp: Date()))
    }

    func testAnOldFormatHistoryFileStillReads() throws {
        // As the single-currency app wrote it: newest first.
        let old = """
        [
          {"id": "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "originalPrice": "25.99", "convertedAmount": "815.00",
           "currencyName": "USD", "exchangeRate": "31.35", "timestamp": "2025-12-02T15:15:00Z"},
          {"id": "550E8400-E29B-41D4-A716-446655440000", "originalPrice": "3500", "convertedAmount": "770.00",
           "currencyName": "JPY", "exchangeRate": "0.22", "timestamp": "2025-12-02T14:30:00Z"}
        ]
        """
        try old.write(to: directory.url.appendingPathComponent(JSONHistoryStore.defaultFileName), atomically: false, encoding: .utf8)
        let result = try JSONHistoryStore(directory: directory.url).load()
        XCTAssertNil(result.recovery, "an old file is not damaged")
        XCTAssertEqual(result.records.map(\.currencyName), ["USD", "JPY"], "newest first")
        XCTAssertEqual(result.records.map(\.currencyCode), [nil, nil])
        XCTAssertEqual(result.records.map(\.printedText), [nil, nil])
        XCTAssertEqual(result.records.last?.formattedAmount, "NT$ 770")
    }

    func testOldRecordsEncodeWithoutTheNewFields() throws {
        let record = ConversionRecord(originalPrice: 1, convertedAmount: 1, currencyName: "X", exchangeRate: 1,
                                      timestamp: FakeWallClock().date)
        let json = try XCTUnwrap(String(data: JSONEncoder().encode(record), encoding: .utf8))
        XCTAssertFalse(json.contains("currencyCode"))
        XCTAssertFalse(json.contains("printedText"))
    }
}
