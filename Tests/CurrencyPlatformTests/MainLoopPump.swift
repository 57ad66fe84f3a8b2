import CGStreamer
import Foundation
import XCTest

/// Tests have no GTK application running the GLib main loop, so they turn it by hand.
enum MainLoopPump {
    /// Iterates the default main context until `condition` holds; fails at the caller's line after
    /// `timeout` seconds (a generous limit for a loaded machine, not a timing assertion).
    @MainActor @discardableResult
    static func run(until condition: () -> Bool, timeout: TimeInterval = 20,
                    _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what())", file: file, line: line)
                return false
            }
            if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
        }
        return true
    }

    /// Runs whatever is already queued on the main loop (idle callbacks, bus messages).
    @MainActor
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
