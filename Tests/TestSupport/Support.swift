import CurrencyCore
import Foundation
import XCTest

/// A decimal from its text, so tests never go through a binary floating-point literal.
public func D(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        XCTFail("bad decimal literal \(text)", file: file, line: line)
        return 0
    }
    return value
}

/// A monotonic clock the test moves by hand.
public final class FakeClock: @unchecked Sendable {
    public private(set) var now: TimeInterval

    public init(start: TimeInterval = 100) {
        now = start
    }

    /// Moves time forward and returns the new time.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> TimeInterval {
        now += seconds
        return now
    }
}

/// A wall clock fixed at a date, for history timestamps.
public final class FakeWallClock: @unchecked Sendable {
    public var date: Date

    public init(_ iso: String = "2025-12-02T14:30:00Z") {
        date = ISO8601DateFormatter().date(from: iso)!
    }

    public func callAsFunction() -> Date { date }
}

/// A detected price for tests, boxed at (x, y) in a 640×480 frame.
public func price(_ value: String, x: Double = 100, y: Double = 100, width: Double = 80, height: Double = 30,
                  raw: String? = nil, confidence: Double = 0.9) -> DetectedPrice {
    DetectedPrice(rawText: raw ?? value, value: D(value),
                  box: PixelRect(x: x, y: y, width: width, height: height), confidence: confidence)
}

/// The frame size the test prices live in.
public let testFrame = PixelSize(width: 640, height: 480)

/// An OCR word for extractor tests.
public func word(_ text: String, x: Double, y: Double = 100, width: Double = 60, height: Double = 30,
                 confidence: Double = 0.9) -> OCRWord {
    OCRWord(text: text, box: PixelRect(x: x, y: y, width: width, height: height), confidence: confidence)
}

/// A fresh empty directory under the system's temporary directory, removed by `cleanUp`.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("currency-camera-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func cleanUp() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// A history store that fails every call with the given error, for view-model failure paths.
public final class FailingHistoryStore: HistoryStore {
    public let error: HistoryStoreError
    public private(set) var appendCalls = 0

    public init(error: HistoryStoreError) {
        self.error = error
    }

    public func load() throws(HistoryStoreError) -> HistoryLoadResult { throw error }

    public func append(_ record: ConversionRecord) throws(HistoryStoreError) -> HistoryLoadResult {
        appendCalls += 1
        throw error
    }

    public func clear() throws(HistoryStoreError) { throw error }

    public func remove(id: UUID) throws(HistoryStoreError) -> HistoryLoadResult { throw error }
}

/// A settings store whose writes are refused, as a locked-down GSettings key would.
public final class ReadOnlySettingsStore: SettingsStore {
    private let currencies: CurrencyList

    public init(_ settings: CurrencySettings? = nil) {
        currencies = settings.map { CurrencyList(settings: $0) } ?? CurrencyList()
    }

    public func loadCurrencies() -> CurrencyList { currencies }
    public func saveCurrencies(_ list: CurrencyList) throws(SettingsStoreError) { throw .notWritable }
    public func clearSettings() {}
}

/// The package's root directory, found from this file's path.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The translated, non-fuzzy msgid → msgstr pairs of `po/zh_TW.po` (a small PO reader: quoted
/// strings, continuation lines, `\n`, `\"` and `\\` escapes, `#, fuzzy` flags).
public func zhTWTranslations() throws -> [String: String] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("po/zh_TW.po"), encoding: .utf8)
    var pairs: [String: String] = [:]
    for block in text.components(separatedBy: "\n\n") {
        let lines = block.split(separator: "\n").map(String.init)
        guard !lines.contains(where: { $0.hasPrefix("#,") && $0.contains("fuzzy") }),
              let msgid = poField("msgid", in: lines), !msgid.isEmpty,
              let msgstr = poField("msgstr", in: lines), !msgstr.isEmpty else { continue }
        pairs[msgid] = msgstr
    }
    return pairs
}

private func poField(_ name: String, in lines: [String]) -> String? {
    guard let start = lines.firstIndex(where: { $0.hasPrefix(name + " \"") }) else { return nil }
    var parts = [String(lines[start].dropFirst(name.count + 1))]
    parts += lines[(start + 1)...].prefix { $0.hasPrefix("\"") }
    return parts.map { String($0.dropFirst().dropLast()) }.joined()
        .replacingOccurrences(of: "\\\\", with: "\u{1}")
        .replacingOccurrences(of: "\\n", with: "\n")
        .replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\u{1}", with: "\\")
}

/// Installs the zh_TW texts as the translator, as gettext would with LANGUAGE=zh_TW.
/// Undo with `Localization.reset()`.
public func installZhTW() throws {
    let pairs = try zhTWTranslations()
    Localization.install { pairs[$0] ?? $0 }
}
