import Foundation
import XCTest

/// The real app on a private X server, driven by real input events (xdotool) and observed through
/// its `ui:` trace lines, which report what the widgets show.
public final class UISession {
    public let xvfb: Xvfb
    public private(set) var app: AppProcess
    public let home: URL
    private let language: String?

    public init(arguments: [String], language: String? = "zh_TW", home: URL? = nil) throws {
        xvfb = try Xvfb()
        self.home = try home ?? AppProcess.makeHome()
        self.language = language
        app = try Self.launch(arguments, home: self.home, display: xvfb.display, language: language)
    }

    private static func launch(_ arguments: [String], home: URL, display: String, language: String?) throws -> AppProcess {
        try AppProcess(arguments: arguments, home: home, display: display, language: language,
                       extraEnvironment: ["CURRENCY_CAMERA_TRACE_UI": "1"])
    }

    /// Quits the app and starts it again with the same home (its settings and history).
    public func restart(arguments: [String]) throws {
        app.stop()
        app = try Self.launch(arguments, home: home, display: xvfb.display, language: language)
    }

    /// One `ui: EVENT key="value" …` line, parsed.
    public struct Event {
        public let name: String
        public let fields: [String: String]
        public subscript(key: String) -> String? { fields[key] }
    }

    public static func parse(_ line: String) -> Event? {
        guard line.hasPrefix("ui: ") else { return nil }
        let body = line.dropFirst(4)
        let name = String(body.prefix { $0 != " " })
        var fields: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"(\w+)="((?:[^"\\]|\\.)*)""#)
        let text = String(body)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let key = String(text[Range(match.range(at: 1), in: text)!])
            fields[key] = String(text[Range(match.range(at: 2), in: text)!])
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
        }
        return Event(name: name, fields: fields)
    }

    /// Waits for a `ui:` event called `name` that satisfies `predicate`, seen after `after` lines.
    public func waitFor(_ name: String, after: Int = 0, timeout: TimeInterval = 60,
                        where predicate: (Event) -> Bool = { _ in true }) -> Event? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let events = app.lines.dropFirst(after).compactMap(Self.parse)
            if let event = events.last(where: { $0.name == name && predicate($0) }) { return event }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline && app.isRunning
        return nil
    }

    /// How many stdout lines so far: pass it as `after` to wait only for what comes next.
    public var mark: Int { app.lines.count }

    /// The X window id of the visible window whose title matches `title`.
    public func window(_ title: String) throws -> String {
        XCTAssertTrue(try xvfb.waitForWindow(title: title, settle: 0.3), "no window titled \(title)")
        return try xdotool(["search", "--onlyvisible", "--name", title]).split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Gives `window` the keyboard focus, then types `text` into it.
    ///
    /// xdotool types a character that is not on the keyboard map (日, 幣) by remapping a spare key,
    /// which races the window's keymap update: a character was lost now and then ("日幣" arrived as
    /// "日" or "幣"). Such characters are typed one a call, with the keymap given time to settle.
    public func type(_ text: String, into window: String) throws {
        _ = try xdotool(["windowfocus", "--sync", window])
        guard !text.allSatisfy(\.isASCII) else {
            _ = try xdotool(["type", "--delay", "40", "--", text])
            return
        }
        for character in text {
            usleep(300_000)
            _ = try xdotool(["type", "--delay", "300", "--", String(character)])
        }
        usleep(300_000)
    }

    /// Presses keys ("Return", "ctrl+a", "space") in `window`.
    public func key(_ keys: String..., in window: String) throws {
        _ = try xdotool(["windowfocus", "--sync", window])
        _ = try xdotool(["key", "--delay", "60"] + keys)
    }

    /// A primary click at (x, y) in `window`'s coordinates.
    public func click(x: Int, y: Int, in window: String) throws {
        _ = try xdotool(["mousemove", "--window", window, "--sync", String(x), String(y), "click", "1"])
    }

    /// Moves the pointer to (x, y) in `window`'s coordinates, as hovering does.
    public func hover(x: Int, y: Int, in window: String) throws {
        _ = try xdotool(["mousemove", "--window", window, "--sync", String(x), String(y)])
    }

    /// A primary click at (x, y) in `window`'s coordinates with Ctrl held down (Ctrl+click).
    public func controlClick(x: Int, y: Int, in window: String) throws {
        _ = try xdotool(["mousemove", "--window", window, "--sync", String(x), String(y),
                         "keydown", "ctrl", "click", "1", "keyup", "ctrl"])
    }

    /// Drops the files at `paths` on `window` at (x, y) in its coordinates, by the XDND protocol
    /// as a file manager does (xdotool cannot drag between programs: the `XdndDrop` helper built
    /// with the tests is the drag source). True when the window took the drop.
    public func drop(files paths: [String], x: Int, y: Int, on window: String) throws -> Bool {
        let helper = AppProcess.packageRoot.appendingPathComponent(".build/debug/XdndDrop").path
        let uris = paths.map { URL(fileURLWithPath: $0).absoluteString }
        return try xvfb.run(helper, [window, String(x), String(y)] + uris) == 0
    }

    /// The desktop clipboard's text, read back with xclip.
    public func clipboard() throws -> String {
        try run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
    }

    /// Puts the picture at `path` on the desktop clipboard as `type`, served by an xclip that
    /// stays in the foreground (`-quiet`) until something else takes the clipboard or the session
    /// ends. Not xclip's usual fork: its background child would inherit the descriptor Foundation
    /// watches for the process's end, and waiting for it would never return.
    public func setClipboardPicture(_ path: String, type: String = "image/png") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-quiet", "-selection", "clipboard", "-t", type, "-i", path]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": xvfb.display]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        clipboardServer = process
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !(try run("/usr/bin/xclip", ["-o", "-selection", "clipboard", "-t", "TARGETS"])).contains(type) {
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    private var clipboardServer: Process?

    public func screenshot(_ name: String) throws {
        try xvfb.screenshot(to: AppProcess.packageRoot.appendingPathComponent(".build/screenshots/\(name).png").path)
    }

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        try run("/usr/bin/xdotool", arguments)
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": xvfb.display]) { $1 }
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        app.stop()
        if let clipboardServer, clipboardServer.isRunning { clipboardServer.terminate() }
    }
}
