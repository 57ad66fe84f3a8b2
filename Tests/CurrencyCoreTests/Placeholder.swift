import XCTest

final class CurrencyCoreTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
