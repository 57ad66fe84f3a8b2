import Foundation

/// Where translated text comes from. Core has no C, so it cannot call gettext itself: the platform
/// layer installs a translator at start-up and every user-visible string goes through `tr(_:)`.
public enum Localization {
    /// Lock-protected so a translator installed on the main thread is safely read from workers.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var translator: @Sendable (String) -> String = { $0 }

        func set(_ translator: @escaping @Sendable (String) -> String) {
            lock.lock()
            defer { lock.unlock() }
            self.translator = translator
        }

        func get() -> @Sendable (String) -> String {
            lock.lock()
            defer { lock.unlock() }
            return translator
        }
    }

    private static let box = Box()

    /// Installs the function that maps an English msgid to the user's language (gettext in the app).
    public static func install(_ translator: @escaping @Sendable (String) -> String) {
        box.set(translator)
    }

    /// Restores the identity translator (English source text).
    public static func reset() {
        box.set { $0 }
    }

    static func translate(_ msgid: String) -> String {
        box.get()(msgid)
    }

    /// Replaces `{name}` placeholders in a translated template. Translators may reorder the
    /// placeholders freely, which positional `%@` formats would not allow.
    ///
    ///     Localization.fill("{currency} 100 = NT$ {amount}", ["currency": "JPY", "amount": "20"])
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = template
        for (key, value) in values {
            result = result.replacingOccurrences(of: "{\(key)}", with: value)
        }
        return result
    }
}

/// Translates an English source string. Always call it with a string literal so
/// `xgettext --language=C --keyword=tr` can extract the msgid.
public func tr(_ msgid: String) -> String {
    Localization.translate(msgid)
}
