import Foundation

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

/// Where the currency list lives between runs. The GTK app backs it with GSettings; tests and
/// the CLI's defaults use `InMemorySettingsStore`.
public protocol SettingsStore: AnyObject {
    /// The saved currencies; empty when none were saved. A store that still holds the old single
    /// setting (name + rate) returns it migrated (`CurrencyList.migrating`).
    func loadCurrencies() -> CurrencyList
    /// Saves a list whose every currency is valid, replacing the earlier one.
    func saveCurrencies(_ list: CurrencyList) throws(SettingsStoreError)
    /// Forgets every saved currency.
    func clearSettings()
}

extension SettingsStore {
    /// The default currency as the old single setting, or nil when nothing is saved.
    public func loadSettings() -> CurrencySettings? {
        loadCurrencies().defaultCurrency?.settings
    }

    /// Saves a name and rate the old way (the first-launch form, `--currency`): the currency
    /// whose code the name suggests is added or replaced, dated `date`, and made the default.
    public func save(_ settings: CurrencySettings, date: Date = Date()) throws(SettingsStoreError) {
        if let error = settings.validationError { throw .invalid(error) }
        let currency = Currency(settings: settings, rateDate: date)
        var list = loadCurrencies()
        list.save(currency)
        try? list.setDefault(code: currency.code)
        try saveCurrencies(list)
    }
}

/// A settings store that lives as long as the object.
public final class InMemorySettingsStore: SettingsStore {
    private var currencies: CurrencyList

    public init(_ currencies: CurrencyList = CurrencyList()) {
        self.currencies = currencies
    }

    /// A store holding one currency made from an old-style name and rate (nil: empty).
    public convenience init(_ settings: CurrencySettings?) {
        self.init(settings.map { CurrencyList(settings: $0) } ?? CurrencyList())
    }

    public func loadCurrencies() -> CurrencyList { currencies }

    public func saveCurrencies(_ list: CurrencyList) throws(SettingsStoreError) {
        if let error = list.validationError { throw .invalid(error) }
        currencies = list
    }

    public func clearSettings() { currencies = CurrencyList() }
}
