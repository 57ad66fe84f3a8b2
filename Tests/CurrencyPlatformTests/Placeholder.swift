import XCTest

final class CurrencyPlatformTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
