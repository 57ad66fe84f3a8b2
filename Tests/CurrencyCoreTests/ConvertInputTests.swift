import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 16, item 8: digits and signs read as the user meant them, messages that stay short.
final class ConvertInputTests: XCTestCase {
    private func convert(_ text: String, rate: String = "0.2") -> CommandOutput {
        ConvertCommand.run(arguments: [text, "--rate", rate], settings: InMemorySettingsStore())
    }

    func testFullWidthAndArabicIndicDigitsAreReadAsMeant() {
        XCTAssertEqual(convert("¥１００").stdout, "NT$ 20\n")
        XCTAssertEqual(convert("¥١٠٠").stdout, "NT$ 20\n")
        XCTAssertEqual(convert("¥100", rate: "０.２２").stdout, "NT$ 22\n")
        XCTAssertEqual(convert("¥100", rate: "٠٫٢٢").stdout, "NT$ 22\n")
        XCTAssertEqual(CurrencySettings.parseRate("０．２２"), .success(D("0.22")))
        XCTAssertEqual(CurrencySettings.parseRate("۰.۵"), .success(D("0.5")), "Persian digits too")
    }

    func testAPointWithNoDigitBeforeItIsAFraction() {
        XCTAssertEqual(convert("¥.5", rate: "2").stdout, "NT$ 1\n", "¥.5 read as 5 before")
        XCTAssertEqual(convert("¥0.5", rate: "2").stdout, "NT$ 1\n")
    }

    func testANegativePriceIsRefusedNotSignDropped() {
        for text in ["-¥5", "-5", "- ¥5", "−¥5", "-NT$5"] {
            let output = convert(text)
            XCTAssertEqual(output.exitCode, ConvertCommand.exitInvalidInput, text)
            XCTAssertEqual(output.stdout, "", text)
            XCTAssertTrue(output.stderr.hasPrefix("A negative price cannot be converted"), "\(text): \(output.stderr)")
        }
        let code = convert("A-5 ¥100")
        XCTAssertEqual(code.exitCode, 0, "a code with a dash is not a sign: \(code.stderr)")
        XCTAssertTrue(code.stdout.hasSuffix("NT$ 20\n"), code.stdout)
    }

    func testTheNoPriceMessageEchoesOnlyTheStart() {
        let long = String(repeating: "x", count: 100_000)
        let output = convert(long)
        XCTAssertEqual(output.exitCode, ConvertCommand.exitInvalidInput)
        XCTAssertLessThan(output.stderr.count, 100)
        XCTAssertTrue(output.stderr.contains(String(repeating: "x", count: ConvertInput.echoLength) + "…"))
        XCTAssertEqual(ConvertInput.echo("a\u{0}b\nc"), "a?b?c", "control characters are not echoed raw")
    }

    func testAnEmptyTextSaysItIsEmpty() {
        XCTAssertEqual(convert("  ").stderr, "The text to convert is empty\n")
    }

    /// NUL cannot reach the binary through argv, so the table's NUL cases are here.
    func testNULBytesAreRefusedWithAMessage() {
        XCTAssertEqual(convert("\u{0}").stderr, "No price found in \"?\"\n")
        XCTAssertEqual(convert("¥100", rate: "0\u{0}.2").stderr, "Exchange rate must be a number\n")
        XCTAssertEqual(CurrencySettings.validated(name: "JP\u{0}Y", rateText: "0.2").map(\.currencyName), .success("JP\u{0}Y"),
                       "a name is free text; it is only length-checked")
    }
}
