@testable import CurrencyCore
import XCTest

/// The whole-frame pass tries lines inverted only in frames that are largely dark.
final class FirstPassInversionTests: XCTestCase {
    /// A 64×48 frame whose first `darkRows` rows are black and the rest light grey.
    private func frame(darkRows: Int) -> LumaFrame {
        LumaFrame(width: 64, height: 48, stride: 64,
                  pixels: (0..<48).flatMap { y in [UInt8](repeating: y < darkRows ? 10 : 200, count: 64) }, captureTime: 0)
    }

    func testLightFrameIsReadWithoutInversion() {
        XCTAssertEqual(OCRPass.firstPass(for: frame(darkRows: 0)).inversion, .never)
        XCTAssertEqual(OCRPass.firstPass(for: frame(darkRows: 4)).inversion, .never, "dark text on light: 1/12 dark")
    }

    func testLargelyDarkFrameIsReadWithTesseractsInversion() {
        XCTAssertEqual(OCRPass.firstPass(for: frame(darkRows: 24)).inversion, .tesseractDefault)
        XCTAssertEqual(OCRPass.firstPass(for: frame(darkRows: 48)).inversion, .tesseractDefault)
        XCTAssertEqual(OCRPass.firstPass(for: frame(darkRows: 48)).pageSegmentation, .sparseText)
    }
}
