import Foundation

/// Why a change to the currency list was refused.
public enum CurrencyListError: Error, Hashable, Sendable {
    /// No currency with this code is in the list.
    case notInList(code: String)
}

extension CurrencyListError {
    /// The message shown to the user, in their language.
    public var message: String {
        switch self {
        case .notInList(let code):
            return Localization.fill(tr("No currency {code} in the list"), ["code": code])
        }
    }
}

/// Every currency the user has a rate for, one code each, and which one unmarked prices are in.
public struct CurrencyList: Hashable, Sendable {
    /// In the order the user added them.
    public private(set) var currencies: [Currency]
    /// The code of the currency for prices with no mark; nil only when the list is empty.
    public private(set) var defaultCode: String?

    /// A list; a default that is not in it falls back to the first currency.
    public init(_ currencies: [Currency] = [], defaultCode: String? = nil) {
        var unique: [Currency] = []
        for currency in currencies where !unique.contains(where: { $0.code == currency.code }) {
            unique.append(currency)
        }
        self.currencies = unique
        self.defaultCode = unique.contains { $0.code == defaultCode } ? defaultCode : unique.first?.code
    }

    public var isEmpty: Bool { currencies.isEmpty }

    /// The currency for unmarked prices.
    public var defaultCurrency: Currency? { defaultCode.flatMap(currency(code:)) }

    /// The saved currency with this code (any case), or nil.
    public func currency(code: String) -> Currency? {
        let upper = code.uppercased()
        return currencies.first { $0.code == upper }
    }

    /// Adds a currency, or replaces the one with its code in place. The first one added becomes
    /// the default.
    public mutating func save(_ currency: Currency) {
        if let index = currencies.firstIndex(where: { $0.code == currency.code }) {
            currencies[index] = currency
        } else {
            currencies.append(currency)
        }
        if defaultCode == nil { defaultCode = currency.code }
    }

    /// Removes a currency. Removing the default makes the first remaining one the default.
    public mutating func remove(code: String) throws(CurrencyListError) {
        let upper = code.uppercased()
        guard currencies.contains(where: { $0.code == upper }) else { throw .notInList(code: upper) }
        currencies.removeAll { $0.code == upper }
        if defaultCode == upper { defaultCode = currencies.first?.code }
    }

    /// Makes a saved currency the default.
    public mutating func setDefault(code: String) throws(CurrencyListError) {
        let upper = code.uppercased()
        guard currencies.contains(where: { $0.code == upper }) else { throw .notInList(code: upper) }
        defaultCode = upper
    }

    /// The first rule a currency in the list breaks, or nil.
    public var validationError: SettingsValidationError? {
        currencies.lazy.compactMap(\.validationError).first
    }
}

extension CurrencyList {
    /// The list an old single setting (a free-text name and a rate) becomes: one currency, the
    /// default, whose code is guessed from the name ("日幣", "jpy", "Yen" → JPY) or "XXX" when the
    /// name names no known currency. The typed name is kept; symbols come with a known code.
    /// Nil when the old setting is unusable, as it was before.
    public static func migrating(name: String, rateText: String, updated: Date?) -> CurrencyList? {
        guard case .success(let settings) = CurrencySettings.validated(name: name, rateText: rateText) else { return nil }
        return CurrencyList([Currency(settings: settings, rateDate: updated)])
    }

    /// A one-currency list for a name and rate given the old way (`--currency C --rate R`).
    public init(settings: CurrencySettings, rateDate: Date? = nil) {
        self.init([Currency(settings: settings, rateDate: rateDate)])
    }
}

extension Currency {
    /// A currency from an old-style name and rate, the code guessed as `CurrencyList.migrating` does.
    public init(settings: CurrencySettings, rateDate: Date?) {
        let name = settings.currencyName.trimmingCharacters(in: .whitespacesAndNewlines)
        let code = KnownCurrencies.code(guessedFromName: name)
            ?? (Currency.isCode(name.uppercased()) ? name.uppercased() : Currency.unknownCode)
        self.init(code: code, name: name, symbols: KnownCurrencies.entry(code: code)?.symbols ?? [],
                  rate: settings.exchangeRate, rateDate: rateDate)
    }

    /// The name and rate as the single setting had them, for code that wants only the default.
    public var settings: CurrencySettings {
        CurrencySettings(currencyName: name, exchangeRate: rate)
    }
}
