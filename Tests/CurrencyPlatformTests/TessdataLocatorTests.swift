@testable import CurrencyPlatform
import XCTest

final class TessdataLocatorTests: XCTestCase {
    func testSearchesTessdataPrefixThenDebiansDirectory() throws {
        let locator = TessdataLocator(environment: ["TESSDATA_PREFIX": "/opt/tess"],
                                      fileExists: { $0 == "/opt/tess/tessdata/eng.traineddata" })
        XCTAssertEqual(locator.candidates(explicit: nil), ["/opt/tess", "/opt/tess/tessdata", TessdataLocator.debianDirectory])
        XCTAssertEqual(try locator.locate(language: "eng", explicit: nil), "/opt/tess/tessdata")
    }

    func testReportsEveryDirectorySearched() {
        let locator = TessdataLocator(environment: [:], fileExists: { _ in false })
        XCTAssertThrowsError(try locator.locate(language: "jpn", explicit: nil)) { error in
            XCTAssertEqual(error as? TesseractError,
                           .missingLanguageData(language: "jpn", searched: [TessdataLocator.debianDirectory]))
        }
    }
}
