@testable import CurrencyPlatform
import XCTest

final class TessdataLocatorTests: XCTestCase {
    func testTessdataPrefixIsTheOnlyPlaceWhenSet() throws {
        let locator = TessdataLocator(environment: ["TESSDATA_PREFIX": "/opt/tess"],
                                      fileExists: { $0 == "/opt/tess/tessdata/eng.traineddata" })
        XCTAssertEqual(locator.candidates(explicit: nil), ["/opt/tess", "/opt/tess/tessdata"])
        XCTAssertEqual(try locator.locate(language: "eng", explicit: nil), "/opt/tess/tessdata")
        let missing = TessdataLocator(environment: ["TESSDATA_PREFIX": "/nowhere"], fileExists: { _ in false })
        XCTAssertThrowsError(try missing.locate(language: "eng", explicit: nil)) { error in
            XCTAssertEqual(error as? TesseractError,
                           .missingLanguageData(language: "eng", searched: ["/nowhere", "/nowhere/tessdata"]))
        }
    }

    func testReportsEveryDirectorySearched() {
        let locator = TessdataLocator(environment: [:], fileExists: { _ in false })
        XCTAssertThrowsError(try locator.locate(language: "jpn", explicit: nil)) { error in
            XCTAssertEqual(error as? TesseractError,
                           .missingLanguageData(language: "jpn", searched: [TessdataLocator.debianDirectory]))
        }
    }
}
