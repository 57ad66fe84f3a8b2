import Foundation

/// The XDG base directories the app keeps its files in.
public enum XDGDirectory {
    /// `$<variable>/currency-camera`, or `<home>/<fallback>/currency-camera` when the variable is
    /// unset, empty or relative (the XDG spec says to ignore relative paths). `home` defaults to
    /// `$HOME`: on Linux Foundation's `NSHomeDirectory()` reads the password database and would
    /// ignore a HOME the user set.
    public static func appDirectory(_ variable: String, fallback: String,
                                    environment: [String: String] = ProcessInfo.processInfo.environment,
                                    home: String? = nil) -> URL {
        let base: URL
        if let value = environment[variable], value.hasPrefix("/") {
            base = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            let home = home ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback)
        }
        return base.appendingPathComponent("currency-camera", isDirectory: true)
    }
}
