import Foundation

/// One foreign currency the user shops in: its ISO code, the name shown for it, the marks its
/// prices carry, and its rate to New Taiwan Dollars with the day that rate was entered.
public struct Currency: Hashable, Sendable {
    /// ISO 4217 code, three capital letters ("JPY"). "XXX" (ISO's "no currency") for a currency
    /// carried over from an old single setting whose name named no known currency.
    public var code: String
    /// The name shown in titles and history ("日幣"); at most `CurrencySettings.maxNameLength`.
    public var name: String
    /// The marks and units that say a price is in this currency ("¥", "円", "JPY").
    public var symbols: [String]
    /// NT$ per one unit.
    public var rate: Decimal
    /// When the rate was entered; nil for one migrated from a setting that did not say.
    public var rateDate: Date?

    /// The code an old free-text setting is given when its name names no known currency.
    public static let unknownCode = "XXX"

    public init(code: String, name: String, symbols: [String], rate: Decimal, rateDate: Date?) {
        self.code = code
        self.name = name
        self.symbols = symbols
        self.rate = rate
        self.rateDate = rateDate
    }

    /// The first rule this currency breaks, or nil: the same name and rate rules as the single
    /// setting had, and a three-letter code.
    public var validationError: SettingsValidationError? {
        if !Self.isCode(code) { return .invalidCode }
        return CurrencySettings(currencyName: name, exchangeRate: rate).validationError
    }

    /// Builds a currency from typed fields. The code is upper-cased; an empty name or symbol list
    /// is filled from `KnownCurrencies` for a known code (an unknown code is its own name).
    /// Errors come in field order: code, name, rate.
    public static func validated(code codeText: String, name: String, rateText: String,
                                 symbolsText: String = "", date: Date?) -> Result<Currency, SettingsValidationError> {
        let code = codeText.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        guard isCode(code) else { return .failure(.invalidCode) }
        let known = KnownCurrencies.entry(code: code)
        let typedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let finalName = typedName.isEmpty ? (known?.name ?? code) : typedName
        let typedSymbols = symbolsText.split(whereSeparator: \.isWhitespace).map(String.init)
        switch CurrencySettings.validated(name: finalName, rateText: rateText) {
        case .failure(let error): return .failure(error)
        case .success(let settings):
            return .success(Currency(code: code, name: settings.currencyName,
                                     symbols: typedSymbols.isEmpty ? (known?.symbols ?? [code]) : typedSymbols,
                                     rate: settings.exchangeRate, rateDate: date))
        }
    }

    /// Three ASCII capital letters.
    public static func isCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// The mark shown for this currency where a symbol is wanted ("¥"), else the code.
    public var mainSymbol: String { symbols.first ?? code }
}
