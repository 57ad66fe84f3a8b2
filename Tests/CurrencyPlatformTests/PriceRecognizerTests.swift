import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Still images through the shared recognition path that `recognize --json` uses.
final class PriceRecognizerTests: XCTestCase {
    func testFixtureImageGivesItsPrice() throws {
        let recognizer = try PriceRecognizer()
        let path = FixtureAccuracyTests.fixtures.appendingPathComponent("f000-tag-yen-white.png").path
        let reading = try recognizer.read(imageAt: path).get()
        XCTAssertEqual(reading.width, 640)
        XCTAssertEqual(reading.height, 480)
        XCTAssertEqual(reading.prices.first?.value, 330, "¥330 is the tag's price; read: \(reading.prices)")
        let box = try XCTUnwrap(reading.prices.first?.box)
        XCTAssertTrue(box.x >= 0 && box.maxX <= 640 && box.y >= 0 && box.maxY <= 480, "box in image pixels: \(box)")
    }

    /// A Taiwanese menu whose "110元" and "115元" the English model reads "1107" and "1157": the
    /// Chinese model reads them in their crops, and the prices come with their mark.
    func testCJKMarksAreReadByTheirScriptsModels() throws {
        let path = FixtureAccuracyTests.wild.appendingPathComponent("t084-menu-zh-twd-suf.jpg").path
        let english = try PriceRecognizer().read(imageAt: path).get().prices
        XCTAssertFalse(english.contains { $0.rawText.contains("元") }, "eng has no 元: \(english.map(\.rawText))")
        let native = try PriceRecognizer(marks: NativeMarkModels(scripts: NativeMarkReader.Script.allCases)).read(imageAt: path).get().prices
        XCTAssertTrue(Set(native.map(\.rawText)).isSuperset(of: ["110元", "115元"]), "read: \(native.map(\.rawText))")
        XCTAssertFalse(native.contains { $0.value == 1107 || $0.value == 1157 }, "read: \(native.map(\.rawText))")
    }

    /// A live frame reads the marks of the allowed scripts only (the live path allows the saved
    /// currencies'), and a model is loaded only while allowed. A Korean menu whose "32,500원" and
    /// "15,000원" the English model reads "32,5002" and "15,0002".
    func testLiveFramesReadTheMarksOfTheAllowedScriptsOnly() throws {
        let path = FixtureAccuracyTests.wild.appendingPathComponent("t086-menu-ko-krw-suf.jpg").path
        let marks = NativeMarkModels(scripts: NativeMarkReader.Script.allCases)
        let recognizer = try PriceRecognizer(marks: marks)
        let live = { try recognizer.read(imageAt: path) { recognizer.prices(in: $0) }.get().prices }
        marks.allow([])
        let english = try live()
        XCTAssertFalse(english.contains { $0.rawText.contains("원") }, "no script allowed: \(english.map(\.rawText))")
        XCTAssertEqual(marks.loaded, [])
        marks.allow([.korean])
        let korean = try live()
        XCTAssertTrue(Set(korean.map(\.rawText)).isSuperset(of: ["32,500원", "15,000원"]), "read: \(korean.map(\.rawText))")
        XCTAssertEqual(marks.loaded, [.korean], "only the allowed model is loaded")
        marks.allow([.japanese])
        XCTAssertEqual(marks.loaded, [], "a model no longer allowed is let go")
    }

    /// The live path reads 円 from its counters and never loads the Japanese model (32 MB). A bare
    /// Japanese tag whose "678円" the English model reads "6789)".
    func testLiveFramesRead円ByItsCountersWithNoModel() throws {
        let path = FixtureAccuracyTests.wild.appendingPathComponent("t017-tag-jp-bare.jpg").path
        let english = try PriceRecognizer(marks: .none)
        XCTAssertFalse(try english.read(imageAt: path) { english.prices(in: $0) }.get().prices.contains { $0.value == 678 })
        let marks = NativeMarkModels(scripts: NativeMarkReader.Script.allCases, yenByCounters: true)
        marks.allow([.japanese])
        let recognizer = try PriceRecognizer(marks: marks)
        let prices = try recognizer.read(imageAt: path) { recognizer.prices(in: $0) }.get().prices
        XCTAssertTrue(prices.contains { $0.value == 678 && $0.rawText.hasSuffix("円") }, "read: \(prices.map(\.rawText))")
        XCTAssertEqual(marks.loaded, [])
    }

    /// Without a script's data the recognizer still starts, reads without that script's marks, and
    /// names what is missing (`recognize` prints it).
    func testMissingScriptDataIsNamedNotFatal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.copyItem(atPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata",
                                         toPath: directory.url.appendingPathComponent("eng.traineddata").path)
        let configuration = TesseractConfiguration(dataDirectory: directory.url.path, pageSegmentation: .sparseText, thresholding: .otsu)
        let recognizer = try PriceRecognizer(configuration: configuration,
                                             marks: NativeMarkModels(scripts: NativeMarkReader.Script.allCases, configuration: configuration))
        XCTAssertEqual(recognizer.missingScripts, NativeMarkReader.Script.allCases)
        XCTAssertEqual(NativeMarkModels(scripts: NativeMarkReader.Script.allCases, configuration: configuration, yenByCounters: true).missing,
                       [.chineseTraditional, .korean], "円 needs no data when read by its counters")
        let path = FixtureAccuracyTests.fixtures.appendingPathComponent("f000-tag-yen-white.png").path
        XCTAssertEqual(try recognizer.read(imageAt: path).get().prices.first?.value, 330)
    }

    func testMissingAndUnreadableFilesAreFailuresNotCrashes() throws {
        let recognizer = try PriceRecognizer()
        XCTAssertEqual(recognizer.read(imageAt: "/nonexistent/photo.jpg").failure, .notFound)
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let text = directory.url.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        XCTAssertEqual(recognizer.read(imageAt: text.path).failure, .undecodable)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
