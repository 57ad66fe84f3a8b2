import Foundation
import TestSupport
import XCTest

/// Bug (issue 14, step 7b): a toast that has faded still swallowed clicks where it was. Every
/// click that reaches the video is traced as `label-clicked` (with empty text on bare picture),
/// so a click on the faded toast's place must produce one.
final class FadedToastTests: XCTestCase {
    func testAFadedToastLetsClicksThrough() throws {
        let ui = try UISession(arguments: ["--source", "demo", "--currency", "JPY", "--rate", "0.22"])
        XCTAssertNotNil(ui.waitFor("main"))
        let camera = try ui.window("JPY → 台幣")
        // Space freezes the picture and shows a toast at the bottom centre for 3 s.
        var mark = ui.mark
        try ui.key("space", in: camera)
        XCTAssertNotNil(ui.waitFor("frozen", after: mark))
        Thread.sleep(forTimeInterval: 4.5)  // 3 s shown, then the crossfade

        // The toast's place: centred, 12 px above the bottom of the 800×600 window's video.
        mark = ui.mark
        try ui.click(x: 400, y: 565, in: camera)
        XCTAssertNotNil(ui.waitFor("label-clicked", after: mark, timeout: 5),
                        "the click where the faded toast was did not reach the video")
        // And a control: the middle of the picture always takes clicks.
        mark = ui.mark
        try ui.click(x: 400, y: 300, in: camera)
        XCTAssertNotNil(ui.waitFor("label-clicked", after: mark, timeout: 5))
    }
}
