import CurrencyCore
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func testNoArgumentsMeansRememberedSourceAndNoOverrides() throws {
        let options = try LaunchOptions.parse([])
        XCTAssertNil(options.source)
        XCTAssertNil(options.currency)
        XCTAssertNil(options.rate)
        XCTAssertFalse(options.printsStats)
    }

    func testCameraDemoAndFileSources() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--camera", "/dev/video2"]).source, .camera(devicePath: "/dev/video2"))
        XCTAssertEqual(try LaunchOptions.parse(["--source", "demo"]).source, .demo)
        XCTAssertEqual(try LaunchOptions.parse(["--source", "/tmp/menu.png"]).source, .file(path: "/tmp/menu.png"))
    }

    func testCurrencyRateAndStats() throws {
        let options = try LaunchOptions.parse(["--source", "demo", "--currency", "JPY", "--rate", "0.22", "--stats"])
        XCTAssertEqual(options.currency, "JPY")
        XCTAssertEqual(options.rate, "0.22")
        XCTAssertTrue(options.printsStats)
    }

    func testFilesOnTheCommandLineArePicturesToOpen() throws {
        let options = try LaunchOptions.parse(["menu.png", "--currency", "JPY", "/tmp/a b.jpg", "--", "-odd.png"])
        XCTAssertEqual(options.pictures, ["menu.png", "/tmp/a b.jpg", "-odd.png"])
        XCTAssertEqual(options.currency, "JPY")
        XCTAssertNil(options.source)
        XCTAssertEqual(try LaunchOptions.parse([]).pictures, [])
    }

    func testErrors() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--rate"])) {
            XCTAssertEqual($0 as? LaunchOptions.ParseError, .missingValue(option: "--rate"))
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--frobnicate"])) {
            XCTAssertEqual($0 as? LaunchOptions.ParseError, .unknownArgument("--frobnicate"))
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--camera", "/dev/video0", "--source", "demo"])) {
            XCTAssertEqual($0 as? LaunchOptions.ParseError, .conflictingSources)
        }
    }

    func testStoredSourceRoundTrips() {
        for source in [SourceChoice.automatic, .demo, .camera(devicePath: "/dev/video1"), .file(path: "/a b/c.webm")] {
            XCTAssertEqual(SourceChoice(storedValue: source.storedValue), source)
        }
        XCTAssertEqual(SourceChoice(storedValue: "camera:"), .automatic)
        XCTAssertEqual(SourceChoice(storedValue: "garbage"), .automatic)
    }
}
