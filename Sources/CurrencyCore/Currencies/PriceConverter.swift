import Foundation

/// Converts prices to NT$ each at the rate of its own currency, which its mark decides
/// (`CurrencyMarks`). `overrideRate` (the CLI's `--rate`) replaces every foreign currency's rate.
public struct PriceConverter: Hashable, Sendable {
    public let currencies: CurrencyList
    public let overrideRate: Decimal?

    public init(currencies: CurrencyList, overrideRate: Decimal? = nil) {
        self.currencies = currencies
        self.overrideRate = overrideRate
    }

    /// The conversion of a price worth `value` whose mark the parser read as `hint`.
    public func convert(_ value: Decimal, hint: String?) -> PriceConversion {
        switch CurrencyMarks.currency(forHint: hint, in: currencies) {
        case .taiwanDollar:
            return PriceConversion(price: value, currencyCode: PriceConversion.taiwanDollarCode,
                                   currencyName: PriceConversion.taiwanDollarCode, mark: hint, outcome: .taiwanDollar)
        case .foreign(let code, let isGuess):
            let saved = currencies.currency(code: code)
            let name = saved?.name ?? code
            guard let rate = overrideRate ?? saved?.rate else {
                return PriceConversion(price: value, currencyCode: code, currencyName: name, mark: hint, outcome: .noRate)
            }
            // Under an override rate the guess changes nothing, so the label need not name it.
            return PriceConversion(price: value, currencyCode: code, currencyName: name, mark: hint,
                                   outcome: .converted(Conversion(price: value, rate: rate),
                                                       namesCode: isGuess && overrideRate == nil))
        case nil:
            // No currency saved at all and no mark naming one: only an override rate can help.
            guard let overrideRate else {
                return PriceConversion(price: value, currencyCode: Currency.unknownCode, currencyName: "",
                                       mark: hint, outcome: .noRate)
            }
            return PriceConversion(price: value, currencyCode: Currency.unknownCode, currencyName: "", mark: hint,
                                   outcome: .converted(Conversion(price: value, rate: overrideRate), namesCode: false))
        }
    }

    /// The conversion of a price read as `rawText` ("¥3,500"): its mark is read again from the
    /// text, so recognition's `DetectedPrice` needs no new field.
    public func convert(_ value: Decimal, rawText: String) -> PriceConversion {
        convert(value, hint: PriceParser.parse(rawText).first?.currencyHint)
    }
}
