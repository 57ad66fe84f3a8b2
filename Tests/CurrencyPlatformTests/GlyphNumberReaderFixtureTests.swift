import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// The shape reader on fixture frames drawn in DejaVu fonts, which the templates were
/// deliberately not made from (tools/make-digit-templates.py).
final class GlyphNumberReaderFixtureTests: XCTestCase {
    private func reading(_ name: String) throws -> GlyphNumberReader.Reading? {
        let path = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures/\(name)").path
        let frame = try ImageFile.luma(atPath: path)
        let row = try XCTUnwrap(TallTextRowFinder().rows(in: frame).first, "the big numerals are the tallest row")
        return GlyphNumberReader().read(row, in: frame)
    }

    func testBigNumeralsAndRaisedCentsOfSuperCentTagsAreRead() throws {
        for (name, integer, cents) in [("f061-super-plain-yellow.jpg", "2387", "99"), ("f064-super-plain-white.jpg", "425", "99"),
                                       ("f066-super-card-white.jpg", "738", "49")] {
            let reading = try reading(name)
            XCTAssertEqual(reading?.integer.text, integer, name)
            XCTAssertEqual(reading?.cents?.text, cents, name)
            XCTAssertGreaterThanOrEqual(reading?.integer.confidence ?? 0, 0.3, name)
        }
    }
}
