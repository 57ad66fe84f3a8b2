import CurrencyCore
import CurrencyPlatform
import Foundation
import XCTest

final class TesseractEngineTests: XCTestCase {
    func testReadsAPriceRenderedIntoALumaFrame() throws {
        let engine = try TesseractEngine()
        let frame = TextImage.luma("¥3,500", at: (x: 80, y: 220))

        let words = engine.recognizeWords(in: frame)

        let price = try XCTUnwrap(words.first { $0.text.contains("3,500") }, "read: \(words.map(\.text))")
        XCTAssertEqual(price.box.midY, 220 - 64 * 0.36, accuracy: 20, "box sits on the rendered text")
        XCTAssertGreaterThan(price.box.x, 60)
        XCTAssertLessThan(price.box.maxX, 400)
        XCTAssertGreaterThan(price.confidence, 0.5)
        XCTAssertLessThanOrEqual(price.confidence, 1)
    }

    func testDownscaledRecognitionReportsBoxesInOriginalPixels() throws {
        let full = try TesseractEngine()
        let half = try TesseractEngine(configuration: TesseractConfiguration(downscale: 2))
        let frame = TextImage.luma("¥1,280", fontSize: 72, at: (x: 100, y: 260))

        let fullBox = try XCTUnwrap(full.recognizeWords(in: frame).first { $0.text.contains("1,280") }).box
        let halfBox = try XCTUnwrap(half.recognizeWords(in: frame).first { $0.text.contains("1,280") }).box

        XCTAssertEqual(halfBox.midX, fullBox.midX, accuracy: 8)
        XCTAssertEqual(halfBox.midY, fullBox.midY, accuracy: 8)
        XCTAssertEqual(halfBox.width, fullBox.width, accuracy: 16)
    }

    func testWordsCarryTheirGlyphsAndADigitPassReadsOnlyDigits() throws {
        let engine = try TesseractEngine()
        let frame = TextImage.luma("AB 4,07", at: (x: 80, y: 220))

        let number = try XCTUnwrap(engine.recognizeWords(in: frame).first { $0.text.contains("4,07") })
        XCTAssertEqual(number.glyphs.map(\.text).joined(), number.text)
        let digits = try XCTUnwrap(number.glyphs.first { $0.text == "4" })
        XCTAssertTrue(number.box.contains(digits.box.center), "glyph boxes sit inside their word")
        XCTAssertLessThan(digits.box.width, number.box.width / 2)

        let digitsOnly = engine.recognizeWords(in: frame, pass: OCRPass(pageSegmentation: .singleLine, characters: .digits))
        XCTAssertFalse(digitsOnly.contains { $0.text.contains(where: \.isLetter) }, "read: \(digitsOnly.map(\.text))")
        XCTAssertTrue(engine.recognizeWords(in: frame).contains { $0.text.contains("AB") }, "the pass lasted one call")
    }

    func testWhiteOnDarkTextIsReadOnlyWhereLinesAreInverted() throws {
        // A white-on-dark tag filling the frame; read as it is, its lines are noise.
        let frame = try ImageFile.luma(atPath: FixtureAccuracyTests.fixtures.appendingPathComponent("f027-tag-rm-dark.jpg").path)
        func readsPrice(_ words: [OCRWord]) -> Bool { words.contains { $0.text.contains("49.20") } }
        let never = try TesseractEngine(configuration: TesseractConfiguration(thresholding: .otsu, inversion: .never))

        let read = try TesseractEngine(configuration: TesseractConfiguration(thresholding: .otsu)).recognizeWords(in: frame)
        XCTAssertTrue(readsPrice(read), "Tesseract's default inverts; read: \(read.map(\.text))")
        XCTAssertFalse(readsPrice(never.recognizeWords(in: frame)))
        let inverting = OCRPass(pageSegmentation: .sparseText, inversion: .tesseractDefault)
        XCTAssertTrue(readsPrice(never.recognizeWords(in: frame, pass: inverting)), "a pass turns inversion on")
        XCTAssertFalse(readsPrice(never.recognizeWords(in: frame)), "for that call only")
    }

    func testMissingLanguageDataIsATypedError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }

        XCTAssertThrowsError(try TesseractEngine(configuration: TesseractConfiguration(dataDirectory: empty))) { error in
            XCTAssertEqual(error as? TesseractError, .missingLanguageData(language: "eng", searched: [empty]))
        }
    }
}
