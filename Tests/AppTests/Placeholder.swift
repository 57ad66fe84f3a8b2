import XCTest

final class AppTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
