import CurrencyCore
import TestSupport
import XCTest

/// `currency-camera recognize --json`, with a fake recognizer standing in for Tesseract.
final class RecognizeCommandTests: XCTestCase {
    private let price = DetectedPrice(rawText: "109^99", value: D("109.99"),
                                      box: PixelRect(x: 10, y: 20, width: 30.5, height: 40), confidence: 0.875)

    private func read(_ path: String, _ mode: RecognizeCommand.Mode) -> Result<ImageReading, ImageReadFailure> {
        switch path {
        case "tag.png": .success(ImageReading(width: 640, height: 480, elapsedMilliseconds: 42, prices: [price]))
        case "text.png": .failure(.undecodable)
        default: .failure(.notFound)
        }
    }

    func testOneJSONLinePerImageInOrder() {
        let output = RecognizeCommand.run(arguments: ["--json", "--rate", "0.2", "tag.png"],
                                          settings: InMemorySettingsStore(), read: read)
        XCTAssertEqual(output.exitCode, 0)
        XCTAssertEqual(output.stdout, #"{"image":"tag.png","width":640,"height":480,"elapsed_ms":42,"prices":[{"text":"109^99","value":"109.99","currency":null,"converted":"NT$ 22.00","confidence":0.875,"box":{"x":10,"y":20,"width":30.5,"height":40}}]}"# + "\n")
    }

    func testUnreadableImagesGiveAnErrorObjectAndTheRunGoesOn() throws {
        let output = RecognizeCommand.run(arguments: ["--json", "missing.jpg", "text.png", "tag.png"],
                                          settings: InMemorySettingsStore(), read: read)
        let lines = output.stdout.split(separator: "\n").map { String($0) }
        XCTAssertEqual(lines.count, 3)
        let objects = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(objects[0]["image"] as? String, "missing.jpg")
        XCTAssertNotNil(objects[0]["error"] as? String)
        XCTAssertNotNil(objects[1]["error"] as? String)
        XCTAssertEqual((objects[2]["prices"] as? [[String: Any]])?.first?["value"] as? String, "109.99")
        XCTAssertTrue((objects[2]["prices"] as? [[String: Any]])?.first?["converted"] is NSNull, "no rate, no conversion")
        XCTAssertEqual(output.exitCode, ConvertCommand.exitInvalidInput, "a failed image is reported in the status")
    }

    func testSavedRateIsUsedWithoutRateOption() {
        let saved = InMemorySettingsStore(CurrencySettings(currencyName: "RUB", exchangeRate: D("0.4")))
        let output = RecognizeCommand.run(arguments: ["--json", "tag.png"], settings: saved, read: read)
        XCTAssertTrue(output.stdout.contains(#""converted":"NT$ 44.00""#), output.stdout)
    }

    func testEachPriceAtItsOwnCurrencysSavedRate() throws {
        let store = InMemorySettingsStore()
        _ = CurrencyCommand.run(arguments: ["add", "JPY", "0.22"], store: store)
        _ = CurrencyCommand.run(arguments: ["add", "USD", "31.5"], store: store)
        let box = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let prices = [DetectedPrice(rawText: "¥3,500", value: 3500, box: box, confidence: 0.9),
                      DetectedPrice(rawText: "NT$500", value: 500, box: box, confidence: 0.9),
                      DetectedPrice(rawText: "₩1,000", value: 1000, box: box, confidence: 0.9)]
        let output = RecognizeCommand.run(arguments: ["--json", "menu.png"], settings: store) { _, _ in
            .success(ImageReading(width: 640, height: 480, elapsedMilliseconds: 1, prices: prices))
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let converted = (object["prices"] as? [[String: Any]])?.map { $0["converted"] as? String }
        XCTAssertEqual(converted, ["NT$ 770", "NT$ 500", nil], "₩ has no rate: null")
        let currencies = (object["prices"] as? [[String: Any]])?.map { $0["currency"] as? String }
        XCTAssertEqual(currencies, ["JPY", "TWD", "KRW"], "the mark names the currency, saved or not")
    }

    func testCurrencyIsNullWithoutAMarkAndNamedByItsMark() throws {
        let box = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let prices = [DetectedPrice(rawText: "35.000đ", value: 35000, box: box, confidence: 0.9),
                      DetectedPrice(rawText: "kr 35,00", value: 35, box: box, confidence: 0.9),
                      DetectedPrice(rawText: "229", value: 229, box: box, confidence: 0.9)]
        let output = RecognizeCommand.run(arguments: ["--json", "x.png"], settings: InMemorySettingsStore()) { _, _ in
            .success(ImageReading(width: 640, height: 480, elapsedMilliseconds: 1, prices: prices))
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let currencies = (object["prices"] as? [[String: Any]])?.map { $0["currency"] as? String }
        XCTAssertEqual(currencies, ["VND", "NOK", nil])
    }

    func testUsageErrors() {
        let store = InMemorySettingsStore()
        XCTAssertEqual(RecognizeCommand.run(arguments: ["tag.png"], settings: store, read: read).exitCode, ConvertCommand.exitUsage)
        XCTAssertEqual(RecognizeCommand.run(arguments: ["--json"], settings: store, read: read).exitCode, ConvertCommand.exitUsage)
        XCTAssertEqual(RecognizeCommand.run(arguments: ["--json", "--rate"], settings: store, read: read).exitCode, ConvertCommand.exitUsage)
        XCTAssertEqual(RecognizeCommand.run(arguments: ["--json", "--fast", "a.png"], settings: store, read: read).exitCode, ConvertCommand.exitUsage)
        XCTAssertEqual(RecognizeCommand.run(arguments: ["--json", "--rate", "-1", "a.png"], settings: store, read: read).exitCode,
                       ConvertCommand.exitInvalidInput)
    }

    func testEveryReadingByDefaultOnlyThoseNamedWithReadingsAndOneFrameWithLive() {
        var asked: [RecognizeCommand.Mode] = []
        let recorded: (String, RecognizeCommand.Mode) -> Result<ImageReading, ImageReadFailure> = { path, mode in
            asked.append(mode)
            return self.read(path, mode)
        }
        _ = RecognizeCommand.run(arguments: ["--json", "tag.png"], settings: InMemorySettingsStore(), read: recorded)
        _ = RecognizeCommand.run(arguments: ["--json", "--readings", "sparse", "tag.png"], settings: InMemorySettingsStore(), read: recorded)
        _ = RecognizeCommand.run(arguments: ["--live", "--json", "tag.png"], settings: InMemorySettingsStore(), read: recorded)
        XCTAssertEqual(asked, [.still(StillReading.allCases), .still([.sparse]), .liveFrame])
        let refused = RecognizeCommand.run(arguments: ["--json", "--readings", "psm6", "tag.png"], settings: InMemorySettingsStore(), read: recorded)
        XCTAssertEqual(refused.exitCode, ConvertCommand.exitUsage)
        XCTAssertTrue(refused.stderr.contains("sparse, block, darkInk, lightInk, closedInk"), refused.stderr)
        XCTAssertEqual(asked.count, 3, "a refused list reads nothing")
    }

    func testJSONStringsAreEscaped() {
        let output = RecognizeCommand.run(arguments: ["--json", "a \"quoted\"\\name.png"], settings: InMemorySettingsStore(), read: read)
        XCTAssertTrue(output.stdout.hasPrefix(#"{"image":"a \"quoted\"\\name.png","error":"#), output.stdout)
    }
}
