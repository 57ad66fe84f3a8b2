import CurrencyCore
import XCTest

final class XDGDirectoryTests: XCTestCase {
    func testConfigDirectoryFollowsTheVariableAndIgnoresRelativeOrEmptyValues() {
        let config = { (environment: [String: String]) in
            XDGDirectory.appDirectory("XDG_CONFIG_HOME", fallback: ".config", environment: environment, home: "/home/u").path
        }
        XCTAssertEqual(config(["XDG_CONFIG_HOME": "/cfg"]), "/cfg/currency-camera")
        XCTAssertEqual(config([:]), "/home/u/.config/currency-camera")
        XCTAssertEqual(config(["XDG_CONFIG_HOME": ""]), "/home/u/.config/currency-camera")
        XCTAssertEqual(config(["XDG_CONFIG_HOME": "cfg"]), "/home/u/.config/currency-camera")
    }

    func testHomeComesFromTheEnvironment() {
        XCTAssertEqual(XDGDirectory.appDirectory("XDG_DATA_HOME", fallback: ".local/share",
                                                 environment: ["HOME": "/home/traveller"]).path,
                       "/home/traveller/.local/share/currency-camera")
    }
}
