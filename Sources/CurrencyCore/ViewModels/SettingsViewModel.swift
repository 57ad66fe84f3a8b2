import Foundation

/// The settings form: the currency's name and rate (and, optionally, its ISO code), their
/// validation, the live hint and saving into the currency list. Observe it with `onChange`,
/// called after every state change.
@MainActor
public final class SettingsViewModel {
    /// The currency name field.
    public var currencyName = "" {
        didSet {
            nameEdited = true
            // A code that came with a loaded currency follows the name: typing another name over
            // the default's must add that currency, not rename the default.
            if !filling, !codeTyped, !currencyCode.isEmpty { fill { currencyCode = "" } }
            refresh()
        }
    }
    /// The exchange rate field, as typed.
    public var exchangeRate = "" {
        didSet { rateEdited = true; refresh() }
    }
    /// The ISO code field; empty means "guess it from the name" (日幣 → JPY, else XXX).
    public var currencyCode = "" {
        didSet {
            codeEdited = true
            if !filling { codeTyped = !currencyCode.isEmpty }
            refresh()
        }
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
    private var codeEdited = false
    /// True while `edit` fills the fields, and whether the user typed the code himself.
    private var filling = false
    private var codeTyped = false

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

    /// The code the currency is saved under: the typed one, else the one the name suggests.
    public var effectiveCode: String {
        let typed = currencyCode.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if !typed.isEmpty { return typed }
        return Currency(settings: CurrencySettings(currencyName: currencyName, exchangeRate: 1), rateDate: nil).code
    }

    /// The currency the fields describe, when valid. Marks: those already saved for the code,
    /// else the known ones.
    public var currency: Currency? {
        let saved = store.loadCurrencies().currency(code: effectiveCode)
        guard case .success(var currency) = Currency.validated(code: effectiveCode, name: currencyName,
                                                                rateText: exchangeRate, date: Date()) else { return nil }
        if let saved, !saved.symbols.isEmpty { currency.symbols = saved.symbols }
        return currency
    }

    /// What 100 units cost in NT$ at the typed rate, e.g. "JPY ¥100 = NT$ 20" (the symbol only
    /// for currencies `KnownCurrencies` knows, by the code typed or guessed from the name); nil
    /// until both fields are valid.
    public var hint: String? {
        guard let settings else { return nil }
        let conversion = Conversion(price: 100, rate: settings.exchangeRate)
        return Localization.fill(tr("{currency} {symbol}100 = NT$ {amount}"),
                                 ["currency": settings.currencyName,
                                  "symbol": KnownCurrencies.entry(code: effectiveCode)?.symbols.first ?? "",
                                  "amount": conversion.amountText])
    }

    /// Fills the fields with the default currency; leaves them empty when nothing was saved.
    public func load() {
        guard let code = store.loadCurrencies().defaultCode else { return }
        edit(code: code)
    }

    /// Fills the fields with a saved currency, to change it.
    public func edit(code: String) {
        guard let saved = store.loadCurrencies().currency(code: code) else { return }
        fill {
            currencyName = saved.name
            exchangeRate = DecimalText.format(saved.rate)
            currencyCode = saved.code
        }
        codeTyped = false
        isSaved = true
        onChange?()
    }

    /// Saves the currency into the list (replacing one with its code) and, with `makeDefault`,
    /// makes it the currency of unmarked prices ("Start Scan"); returns false (with
    /// `errorMessage` set) when the fields are invalid or the store refuses.
    @discardableResult
    public func save(makeDefault: Bool = true) -> Bool {
        nameEdited = true
        rateEdited = true
        refresh()
        guard validationError == nil, let currency else { return false }
        do {
            var list = store.loadCurrencies()
            list.save(currency)
            if makeDefault { try? list.setDefault(code: currency.code) }
            try store.saveCurrencies(list)
            isSaved = true
            saveError = nil
        } catch {
            saveError = error
            errorMessage = error.message
        }
        onChange?()
        return isSaved
    }

    private func fill(_ body: () -> Void) {
        filling = true
        body()
        filling = false
    }

    private func refresh() {
        switch CurrencySettings.validated(name: currencyName, rateText: exchangeRate) {
        case .success:
            validationError = Currency.isCode(effectiveCode) ? nil : .invalidCode
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
        if codeEdited, !Currency.isCode(effectiveCode) { return .invalidCode }
        return nil
    }
}
