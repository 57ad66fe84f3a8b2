import CurrencyCore
import TestSupport
import XCTest

/// The formats issue 12 lists beyond the spec's: Vietnamese đồng, "k" thousands, ranges, Norwegian
/// kroner and ",-" endings. Each row: the printed text, then every value read from it.
final class PriceGrammarFormatsTests: XCTestCase {
    func testFormatsOfTheWorld() {
        let table: [(String, [Decimal])] = [
            ("35.000đ", [35000]),
            ("35.000 ₫", [35000]),
            ("35.000 VND", [35000]),
            ("VND 120.000", [120_000]),
            ("35k", [35000]),
            ("35K", [35000]),
            ("Phở bò 45k", [45000]),
            ("150k-280k", [150_000, 280_000]),
            ("1.5k", [1500]),
            ("kr 35,00", [35]),
            ("29,90 kr", [D("29.90")]),
            ("49,-", [49]),
            ("kr 49,-", [49]),
        ]
        for (text, values) in table {
            XCTAssertEqual(PriceParser.parse(text).map(\.value), values, "'\(text)'")
        }
    }

    func testTheMarkIsKeptAsTheHint() {
        XCTAssertEqual(PriceParser.parse("35.000đ").first?.currencyHint, "₫")
        XCTAssertEqual(PriceParser.parse("35.000 VND").first?.currencyHint, "VND")
        XCTAssertEqual(PriceParser.parse("45k").first?.rawText, "45k")
        XCTAssertEqual(PriceParser.parse("kr 35,00").first?.currencyHint, "kr", "Norwegian labels print kr first")
        XCTAssertEqual(PriceParser.parse("krone 35").first?.currencyHint, nil, "a mark made of letters ends its word")
    }

    func testKIsAMultiplierOnlyWhenItEndsTheWord() {
        // Units and words that begin with k are not thousands.
        XCTAssertEqual(PriceParser.parse("500kg"), [])
        XCTAssertEqual(PriceParser.parse("3km"), [])
    }
}
