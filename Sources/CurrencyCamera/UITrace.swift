import CurrencyCore
import CurrencyPlatform
import Foundation

/// With `CURRENCY_CAMERA_TRACE_UI=1`, the windows print what their widgets show, one `ui:` line per
/// change, read back from the widgets themselves. UI tests drive the real app with X input
/// events and check these lines; users never set it.
enum UITrace {
    static let isEnabled = ProcessInfo.processInfo.environment["CURRENCY_CAMERA_TRACE_UI"] == "1"

    /// Prints `ui: EVENT key="value" …` (values quoted, quotes escaped).
    static func emit(_ event: String, _ fields: KeyValuePairs<String, String>) {
        guard isEnabled else { return }
        let text = fields.map { key, value in
            "\(key)=\"\(value.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))\""
        }
        StandardStreams.write((["ui: " + event] + text).joined(separator: " ") + "\n", to: STDOUT_FILENO)
    }

    /// The live handler boxes and GObject references as a dialog opens, for the leak check: opened
    /// and closed many times, a dialog must leave these where they were.
    static func lifetimes(opening dialog: String) {
        guard isEnabled else { return }
        emit("lifetimes", ["dialog": dialog, "boxes": String(LiveCounts.handlerBoxes), "refs": String(LiveCounts.objectRefs)])
    }

    /// A rectangle as `x,y,width,height` in whole pixels.
    static func format(_ rect: PixelRect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { String(Int($0.rounded())) }.joined(separator: ",")
    }
}
