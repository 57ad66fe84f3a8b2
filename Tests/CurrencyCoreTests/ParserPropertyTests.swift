import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Thousands of random inputs: the parser never crashes, never invents a negative or huge value,
/// and a formatted amount always reads back as the same amount.
final class ParserPropertyTests: XCTestCase {
    private let alphabet = Array("0123456789012345678901234567890,.,.,. -/:%+()¥$€£₩円元원NT$RMkgABCxyz日本\t\n")

    func testRandomStringsNeverCrashAndGiveSaneValues() {
        var rng = SeededGenerator(seed: 20_251_202)
        for _ in 0..<5000 {
            let length = Int.random(in: 0...40, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            for price in PriceParser.parse(text) {
                XCTAssertGreaterThanOrEqual(price.value, 0, text)
                XCTAssertLessThan(price.value, D("1e15"), text)
                XCTAssertTrue(text.contains(price.rawText), "raw text comes from the input: \(text)")
            }
            _ = PriceParser.isValidNumber(text)
        }
    }

    func testFormattedPricesRoundTrip() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<5000 {
            let cents = Int64.random(in: 0...99_999_999_999, using: &rng)
            let value = Decimal(cents) / 100
            let formatted = AmountFormatter.format(value)
            let parsed = PriceParser.parse(formatted)
            XCTAssertEqual(parsed.count, 1, formatted)
            guard let first = parsed.first else { continue }
            XCTAssertEqual(first.value, value, formatted)
            XCTAssertEqual(first.currencyHint, "NT$", formatted)
            XCTAssertEqual(AmountFormatter.format(first.value), formatted)
        }
    }

    func testConversionsOfRandomPricesAreExactDecimals() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let price = Decimal(Int64.random(in: 0...10_000_000, using: &rng)) / 100
            let rate = Decimal(Int64.random(in: 1...100_000_000, using: &rng)) / 10_000
            let amount = CurrencyConverter(exchangeRate: rate).convert(price)
            XCTAssertLessThanOrEqual(abs(amount - price * rate), D("0.005"), "\(price) × \(rate)")
            XCTAssertEqual(Money.round(amount), amount, "already at two places")
        }
    }
}
