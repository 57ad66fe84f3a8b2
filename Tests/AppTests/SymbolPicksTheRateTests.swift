import Foundation
import TestSupport
import XCTest

/// Issue 14 in a real window: one picture holds ¥, $, NT$ and € prices; JPY and USD are saved.
/// Each foreign price is converted at its own currency's rate, the NT$ price is shown as it is, and
/// the euro price, whose currency has no saved rate, says so.
final class SymbolPicksTheRateTests: XCTestCase {
    func testEachPriceAtItsOwnRateNTDollarsAsTheyAreAndNoRateSaidSo() throws {
        let home = try AppProcess.makeHome()
        for arguments in [["currency", "add", "JPY", "0.22"], ["currency", "add", "USD", "31.5"], ["currency", "default", "JPY"]] {
            let cli = try AppProcess(arguments: arguments, home: home)
            XCTAssertTrue(cli.waitForExit(timeout: 30))
            XCTAssertEqual(cli.exitStatus, 0, cli.standardError)
        }
        let picture = home.appendingPathComponent("four-prices.png")
        let convert = try Process.run(URL(fileURLWithPath: "/usr/bin/convert"), arguments: [
            "-size", "640x480", "xc:white", "-font", "DejaVu-Sans-Bold", "-fill", "black", "-pointsize", "44",
            "-annotate", "+40+90", "¥3,500", "-annotate", "+360+90", "$43.95",
            "-annotate", "+40+330", "NT$500", "-annotate", "+360+330", "€25.00", picture.path,
        ])
        convert.waitUntilExit()
        XCTAssertEqual(convert.terminationStatus, 0)

        let ui = try UISession(arguments: ["--source", picture.path, "--stats"], home: home)
        // 43.95 × 31.5 = 1,384.425: half to even, as the app rounds every amount.
        let wanted = ["NT$ 770", "NT$ 1,384.42 (USD)", "NT$ 500", "€ — 未設定匯率"]
        let stats = ui.app.waitForLine(timeout: 120) { line in line.hasPrefix("stats: ") && wanted.allSatisfy(line.contains) }
        XCTAssertNotNil(stats, "labels: \(ui.app.lines.filter { $0.hasPrefix("stats: ") }.suffix(2))")
        try ui.screenshot("symbol-picks-the-rate-zh_TW")
    }
}
