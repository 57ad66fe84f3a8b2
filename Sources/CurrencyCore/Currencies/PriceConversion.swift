import Foundation

/// One price as the app shows it: converted at its own currency's rate, already in NT$, or in a
/// currency with no saved rate.
public struct PriceConversion: Hashable, Sendable {
    /// What became of the price.
    public enum Outcome: Hashable, Sendable {
        /// Converted at `rate`; `namesCode` when a shared mark ("$") was taken for a currency that
        /// is not the default, so the label says which ("NT$ 3,150 (USD)").
        case converted(Conversion, namesCode: Bool)
        /// Printed in NT$ already ("NT$500"): shown as it is.
        case taiwanDollar
        /// The price's currency has no saved rate (and no `--rate` was given).
        case noRate
    }

    /// The price in its own currency.
    public let price: Decimal
    /// ISO code of the price's currency ("JPY"; "TWD" for NT$ prices).
    public let currencyCode: String
    /// The name to record it under ("日幣"; the code when the currency is not saved).
    public let currencyName: String
    /// The mark read beside the price ("¥"), or nil for an unmarked price.
    public let mark: String?
    public let outcome: Outcome

    /// The code of New Taiwan Dollars.
    public static let taiwanDollarCode = "TWD"

    public init(price: Decimal, currencyCode: String, currencyName: String, mark: String?, outcome: Outcome) {
        self.price = price
        self.currencyCode = currencyCode
        self.currencyName = currencyName
        self.mark = mark
        self.outcome = outcome
    }

    /// The NT$ amount, rounded to 2 places; nil when there is no rate.
    public var amount: Decimal? {
        switch outcome {
        case .converted(let conversion, _): conversion.amount
        case .taiwanDollar: price
        case .noRate: nil
        }
    }

    /// The rate used: the currency's, 1 for NT$ prices, nil when there is none.
    public var rate: Decimal? {
        switch outcome {
        case .converted(let conversion, _): conversion.rate
        case .taiwanDollar: 1
        case .noRate: nil
        }
    }

    /// The label text: "NT$ 770", "NT$ 3,150 (USD)", "NT$ 500", "¥ — no rate set".
    public var text: String {
        switch outcome {
        case .converted(let conversion, let namesCode):
            return namesCode ? conversion.text + " (" + currencyCode + ")" : conversion.text
        case .taiwanDollar:
            return AmountFormatter.format(price)
        case .noRate:
            return Localization.fill(tr("{symbol} — no rate set"), ["symbol": mark ?? currencyCode])
        }
    }
}
