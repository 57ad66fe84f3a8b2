import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// data-model.md: ConversionRecord fields, formatting and the file's JSON format.
final class ConversionRecordTests: XCTestCase {
    private let date = FakeWallClock("2025-12-02T14:30:00Z").date

    private func record(_ price: String = "3500", rate: String = "0.22") -> ConversionRecord {
        ConversionRecord(price: D(price), settings: CurrencySettings(currencyName: "JPY", exchangeRate: D(rate)),
                         timestamp: date, id: UUID(uuidString: "550E8400-E29B-41D4-A716-446655440000")!)
    }

    func testCreatedFromSettingsSnapshot() {
        let record = record()
        XCTAssertEqual(record.originalPrice, 3500)
        XCTAssertEqual(record.convertedAmount, 770)
        XCTAssertEqual(record.currencyName, "JPY")
        XCTAssertEqual(record.exchangeRate, D("0.22"))
    }

    func testFormattedAmount() {
        XCTAssertEqual(record().formattedAmount, "NT$ 770")
        XCTAssertEqual(record("99.99", rate: "0.2").formattedAmount, "NT$ 20.00")
    }

    func testFormattedOriginalPriceAndRate() {
        XCTAssertEqual(record().formattedOriginalPrice, "JPY 3,500")
        XCTAssertEqual(record().formattedRate, "0.22")
    }

    func testTimestampIsKeptToTheSecond() {
        let record = ConversionRecord(originalPrice: 1, convertedAmount: 1, currencyName: "X", exchangeRate: 1,
                                      timestamp: date.addingTimeInterval(0.75))
        XCTAssertEqual(record.timestamp, date)
    }

    func testEncodesDecimalsAsStringsAndDatesAsISO8601() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try XCTUnwrap(String(data: encoder.encode(record()), encoding: .utf8))
        XCTAssertEqual(json, #"{"convertedAmount":"770.00","currencyName":"JPY","exchangeRate":"0.22","#
            + #""id":"550E8400-E29B-41D4-A716-446655440000","originalPrice":"3500","timestamp":"2025-12-02T14:30:00Z"}"#)
    }

    func testDecodesTheDataModelExample() throws {
        let json = """
        [{"id": "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "originalPrice": "25.99", "convertedAmount": "815.00",
          "currencyName": "USD", "exchangeRate": "31.35", "timestamp": "2025-12-02T15:15:00Z"}]
        """
        let records = try JSONDecoder().decode([ConversionRecord].self, from: Data(json.utf8))
        XCTAssertEqual(records.first?.originalPrice, D("25.99"))
        XCTAssertEqual(records.first?.exchangeRate, D("31.35"))
        XCTAssertEqual(records.first?.timestamp, FakeWallClock("2025-12-02T15:15:00Z").date)
    }

    func testDecimalPrecisionSurvivesTheRoundTrip() throws {
        let original = record("12345.67", rate: "0.0001")
        let decoded = try JSONDecoder().decode(ConversionRecord.self, from: JSONEncoder().encode(original))
        XCTAssertEqual(decoded, original)
        XCTAssertEqual(decoded.originalPrice, D("12345.67"))
    }

    func testDecodesFractionalSecondsAndOffsets() throws {
        let json = #"{"id":"550E8400-E29B-41D4-A716-446655440000","originalPrice":"1","convertedAmount":"1","#
            + #""currencyName":"X","exchangeRate":"1","timestamp":"2025-12-02T22:30:00.500+08:00"}"#
        let decoded = try JSONDecoder().decode(ConversionRecord.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.timestamp, date.addingTimeInterval(0.5))
    }

    func testRefusesNumbersAndBadDates() {
        let numberPrice = #"{"id":"550E8400-E29B-41D4-A716-446655440000","originalPrice":3500,"convertedAmount":"1","#
            + #""currencyName":"X","exchangeRate":"1","timestamp":"2025-12-02T14:30:00Z"}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ConversionRecord.self, from: Data(numberPrice.utf8)))
        let badDate = #"{"id":"550E8400-E29B-41D4-A716-446655440000","originalPrice":"1","convertedAmount":"1","#
            + #""currencyName":"X","exchangeRate":"1","timestamp":"yesterday"}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ConversionRecord.self, from: Data(badDate.utf8)))
    }
}
