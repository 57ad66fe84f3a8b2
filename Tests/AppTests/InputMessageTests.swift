import Foundation
import TestSupport
import XCTest

/// Issue 16, items 5 and 8 through the real binary: an empty source, missing OCR data, a picture
/// over the size limit, and a settings file with junk in it.
final class InputMessageTests: XCTestCase {
    private func run(_ arguments: [String], home: URL? = nil, extra: [String: String] = [:]) throws -> AppProcess {
        let app = try AppProcess(arguments: arguments, home: try home ?? AppProcess.makeHome(), extraEnvironment: extra)
        XCTAssertTrue(app.waitForExit(timeout: 60), "\(arguments) did not finish")
        return app
    }

    func testAnEmptySourceSaysItIsEmpty() throws {
        let app = try run(["--source", "", "--currency", "JPY", "--rate", "0.22"])
        XCTAssertEqual(app.exitStatus, 64)
        XCTAssertTrue(app.standardError.hasPrefix("The video source given with --source is empty."), app.standardError)
    }

    /// With TESSDATA_PREFIX wrong the package is installed: the message names where it looked.
    func testMissingOCRDataNamesTheDirectoriesSearched() throws {
        let image = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f000-tag-yen-white.png").path
        let app = try run(["recognize", "--json", image], extra: ["TESSDATA_PREFIX": "/nowhere/tessdata"])
        XCTAssertEqual(app.exitStatus, 1)
        XCTAssertTrue(app.standardError.contains("/nowhere/tessdata, /nowhere/tessdata/tessdata"), app.standardError)
        XCTAssertTrue(app.standardError.contains("tesseract-ocr-eng"), app.standardError)
        XCTAssertTrue(app.standardError.contains("TESSDATA_PREFIX"), app.standardError)
    }

    /// Only the English model installed: the prices are read, and what is missing is said.
    func testMissingCJKMarkModelsAreNamedAndThePricesStillRead() throws {
        let home = try AppProcess.makeHome()
        let tessdata = home.appendingPathComponent("tessdata")
        try FileManager.default.createDirectory(at: tessdata, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata",
                                         toPath: tessdata.appendingPathComponent("eng.traineddata").path)
        let image = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f000-tag-yen-white.png").path
        let app = try run(["recognize", "--json", image], home: home, extra: ["TESSDATA_PREFIX": tessdata.path])
        XCTAssertEqual(app.exitStatus, 0, app.standardError)
        XCTAssertTrue(app.standardError.contains("tesseract-ocr-jpn, tesseract-ocr-chi-tra, tesseract-ocr-kor"), app.standardError)
        XCTAssertTrue(app.lines.last?.contains("\"value\":\"330\"") == true, app.lines.last ?? "")
    }

    /// A PNG whose header says 10000×10000 is refused from the header, and the next file is read.
    func testAPictureOverTheLimitIsRefusedAndTheRunGoesOn() throws {
        let home = try AppProcess.makeHome()
        let big = home.appendingPathComponent("huge.png")
        try Self.pngHeader(width: 10_000, height: 10_000).write(to: big)
        let good = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/f000-tag-yen-white.png").path
        let started = Date()
        let app = try run(["recognize", "--json", "--rate", "0.22", big.path, good], home: home)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(app.exitStatus, 1)
        XCTAssertEqual(app.lines.count, 2)
        XCTAssertTrue(app.lines.first?.contains("The picture is too large (10000×10000 pixels; the limit is 50 megapixels)") == true,
                      app.lines.first ?? "")
        XCTAssertTrue(app.lines.last?.contains("\"prices\":[") == true, "the next file is read: \(app.lines.last ?? "")")
    }

    /// A settings.ini with junk: moved aside and said so, not an unexplained first launch.
    func testJunkSettingsAreMovedAsideAndReported() throws {
        let home = try AppProcess.makeHome()
        let directory = home.appendingPathComponent("config/currency-camera")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("settings.ini")
        try Data("\u{1}junk [[[ not a key file\n=".utf8).write(to: file)
        // convert reads the saved rate through the same store the window uses.
        let app = try run(["convert", "¥100"], home: home)
        XCTAssertNotEqual(app.exitStatus, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("settings.ini.corrupt-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertTrue(app.standardError.contains("The settings could not be read and were moved aside to"), app.standardError)
    }

    /// The 8-byte signature and an IHDR chunk (8-bit grey) with its CRC: enough for a header read.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 0, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        withUnsafeBytes(of: UInt32(13).bigEndian) { data.append(contentsOf: $0) }
        data.append(ihdr)
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { data.append(contentsOf: $0) }
        // An IDAT chunk with a little (bogus) image data: the loader reports the size on reaching it.
        let idat = Data("IDAT".utf8) + Data([0x78, 0x9C, 0, 0, 0, 0, 0, 0])
        withUnsafeBytes(of: UInt32(idat.count - 4).bigEndian) { data.append(contentsOf: $0) }
        data.append(idat)
        withUnsafeBytes(of: crc32(idat).bigEndian) { data.append(contentsOf: $0) }
        return data
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
