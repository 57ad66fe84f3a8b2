import Foundation

/// The settings form: two text fields, their validation, the live hint and saving.
/// Observe it with `onChange`, called after every state change.
@MainActor
public final class SettingsViewModel {
    /// The currency name field.
    public var currencyName = "" {
        didSet { nameEdited = true; refresh() }
    }
    /// The exchange rate field, as typed.
    public var exchangeRate = "" {
        didSet { rateEdited = true; refresh() }
    }
    /// True when both fields are valid.
    public private(set) var isValid = false
    /// The first problem with a field the user has edited; nil while the form is untouched, so a
    /// fresh form does not open with an error.
    public private(set) var errorMessage: String?
    /// The first validation problem, edited or not.
    public private(set) var validationError: SettingsValidationError?
    /// True after a successful save, until a field changes.
    public private(set) var isSaved = false
    /// Why the last save failed, if it did.
    public private(set) var saveError: SettingsStoreError?
    /// Called after any change.
    public var onChange: (() -> Void)?

    public let store: any SettingsStore
    private var nameEdited = false
    private var rateEdited = false

    public init(store: any SettingsStore) {
        self.store = store
        refresh()
    }

    /// "Start Scan" is enabled only for valid settings.
    public var canStartScan: Bool { isValid }

    /// The settings the fields describe, when valid.
    public var settings: CurrencySettings? {
        try? CurrencySettings.validated(name: currencyName, rateText: exchangeRate).get()
    }

    /// What 100 units cost in NT$ at the typed rate, e.g. "JPY ¥100 = NT$ 20" (the symbol only
    /// for currencies `CurrencyNames` knows); nil until both fields are valid.
    public var hint: String? {
        guard let settings else { return nil }
        let conversion = Conversion(price: 100, rate: settings.exchangeRate)
        return Localization.fill(tr("{currency} {symbol}100 = NT$ {amount}"),
                                 ["currency": settings.currencyName,
                                  "symbol": CurrencyNames.symbol(for: settings.currencyName) ?? "",
                                  "amount": conversion.amountText])
    }

    /// Fills the fields from the store; leaves them empty when nothing was saved.
    public func load() {
        guard let saved = store.loadSettings() else { return }
        currencyName = saved.currencyName
        exchangeRate = DecimalText.format(saved.exchangeRate)
        isSaved = true
        onChange?()
    }

    /// Saves valid settings; returns false (with `errorMessage` set) when the fields are invalid
    /// or the store refuses.
    @discardableResult
    public func save() -> Bool {
        nameEdited = true
        rateEdited = true
        refresh()
        guard let settings else { return false }
        do {
            try store.save(settings)
            isSaved = true
            saveError = nil
        } catch {
            saveError = error
            errorMessage = error.message
        }
        onChange?()
        return isSaved
    }

    private func refresh() {
        switch CurrencySettings.validated(name: currencyName, rateText: exchangeRate) {
        case .success:
            validationError = nil
        case .failure(let error):
            validationError = error
        }
        isValid = validationError == nil
        isSaved = false
        saveError = nil
        errorMessage = visibleError?.message
        onChange?()
    }

    /// The first error in a field the user has touched.
    private var visibleError: SettingsValidationError? {
        if nameEdited, case .failure(let error) = CurrencySettings.validated(name: currencyName, rateText: "1") {
            return error
        }
        if rateEdited, case .failure(let error) = CurrencySettings.parseRate(exchangeRate) {
            return error
        }
        return nil
    }
}
