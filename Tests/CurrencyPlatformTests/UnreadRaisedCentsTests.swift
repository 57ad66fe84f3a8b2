@testable import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Raised cents that are seen but not read, with the real engine on a real hand-held frame.
final class UnreadRaisedCentsTests: XCTestCase {
    /// A frame of the Norwegian tune clip: an e-paper tag's "19⁵⁰", its cents a faint blur that the
    /// cents' own finder, looking at the integer's close neighbourhood, does not take for ink, and
    /// no crop reads as digits. The row finder sees them as a row of glyphs of their own where
    /// cents print, so the integer alone ("19") is not reported as the price.
    func testAnIntegerWhoseCentsAreAnUnreadRowOfTheirOwnIsNotThePrice() throws {
        let path = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/real/no-clip-016-frame.png").path
        let frame = try ImageFile.luma(atPath: path)
        let pipeline = PricePipeline(ocr: try TesseractEngine(configuration: .prices))

        let integer = try XCTUnwrap(pipeline.words(in: frame).first { $0.text == "19" }, "the integer is read")
        XCTAssertEqual(integer.confidence, 0, "marked unreadable: its cents were seen and not read")
        XCTAssertEqual(pipeline.prices(in: frame).map(\.value), [])
    }
}
