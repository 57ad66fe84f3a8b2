/// Why settings could not be saved.
public enum SettingsStoreError: Error, Hashable, Sendable {
    /// The settings break a validation rule; nothing was written.
    case invalid(SettingsValidationError)
    /// The backing store refused the write (e.g. a GSettings key is locked down).
    case notWritable
}

extension SettingsStoreError {
    /// The message shown to the user, in their language.
    public var message: String {
        switch self {
        case .invalid(let error): return error.message
        case .notWritable: return tr("The settings could not be saved")
        }
    }
}

/// Where the currency settings live between runs. The GTK app backs it with GSettings; tests and
/// the CLI's defaults use `InMemorySettingsStore`.
public protocol SettingsStore: AnyObject {
    /// The saved settings, or nil when none were saved (or what was saved is unusable).
    func loadSettings() -> CurrencySettings?
    /// Saves valid settings, replacing earlier ones.
    func save(_ settings: CurrencySettings) throws(SettingsStoreError)
    /// Forgets the saved settings.
    func clearSettings()
}

/// A settings store that lives as long as the object.
public final class InMemorySettingsStore: SettingsStore {
    private var settings: CurrencySettings?

    public init(_ settings: CurrencySettings? = nil) {
        self.settings = settings
    }

    public func loadSettings() -> CurrencySettings? { settings }

    public func save(_ settings: CurrencySettings) throws(SettingsStoreError) {
        if let error = settings.validationError { throw .invalid(error) }
        self.settings = settings
    }

    public func clearSettings() { settings = nil }
}
