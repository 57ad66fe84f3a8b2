import CurrencyCore
import TestSupport
import XCTest

/// `currency-camera convert`, as a pure function.
final class ConvertCommandTests: XCTestCase {
    private let saved = InMemorySettingsStore(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.22")))

    override func tearDown() {
        Localization.reset()
    }

    func testConvertWithRate() {
        let output = ConvertCommand.run(arguments: ["¥12,345.67", "--rate", "0.2"], settings: InMemorySettingsStore())
        XCTAssertEqual(output, CommandOutput(stdout: "NT$ 2,469.13\n", stderr: "", exitCode: 0))
    }

    func testRateWithEqualsSign() {
        XCTAssertEqual(ConvertCommand.run(arguments: ["--rate=0.2", "1000"], settings: saved).stdout, "NT$ 200\n")
    }

    func testUsesSavedSettingsWithoutRate() {
        XCTAssertEqual(ConvertCommand.run(arguments: ["¥3,500"], settings: saved).stdout, "NT$ 770\n")
    }

    func testEveryPriceOnItsOwnLine() {
        let output = ConvertCommand.run(arguments: ["Price: $100 or €85.50", "--rate", "0.2"], settings: saved)
        XCTAssertEqual(output.stdout, "NT$ 20\nNT$ 17.10\n")
    }

    func testBadRateExitsWithTheValidationMessage() throws {
        try installZhTW()
        let output = ConvertCommand.run(arguments: ["100", "--rate", "0"], settings: saved)
        XCTAssertEqual(output.exitCode, ConvertCommand.exitInvalidInput)
        XCTAssertEqual(output.stderr, "匯率必須大於 0\n")
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(ConvertCommand.run(arguments: ["100", "--rate", "abc"], settings: saved).stderr, "匯率必須是數字\n")
        XCTAssertEqual(ConvertCommand.run(arguments: ["100", "--rate", "20000"], settings: saved).stderr, "匯率不可超過 10000\n")
    }

    func testNoPriceInTheText() {
        let output = ConvertCommand.run(arguments: ["hello", "--rate", "0.2"], settings: saved)
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertEqual(output.stderr, "No price found in \"hello\"\n")
    }

    func testNoSavedRate() {
        let output = ConvertCommand.run(arguments: ["100"], settings: InMemorySettingsStore())
        XCTAssertEqual(output.exitCode, 1)
        XCTAssertTrue(output.stderr.contains("--rate"))
    }

    func testUsageErrors() {
        for arguments in [[], ["100", "--rate"], ["100", "--fast"], ["100", "200"]] {
            let output = ConvertCommand.run(arguments: arguments, settings: saved)
            XCTAssertEqual(output.exitCode, ConvertCommand.exitUsage, "\(arguments)")
            XCTAssertTrue(output.stderr.hasSuffix(ConvertCommand.usage + "\n"), "\(arguments)")
            XCTAssertEqual(output.stdout, "")
        }
        XCTAssertTrue(ConvertCommand.run(arguments: ["100", "--fast"], settings: saved).stderr.contains("--fast"))
    }

    func testHelp() {
        let output = ConvertCommand.run(arguments: ["--help"], settings: saved)
        XCTAssertEqual(output.exitCode, 0)
        XCTAssertEqual(output.stdout, ConvertCommand.usage + "\n")
    }
}
