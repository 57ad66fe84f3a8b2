import Foundation

/// Turns foreign prices into New Taiwan Dollars at a fixed rate.
public struct CurrencyConverter: Hashable, Sendable {
    /// NT$ per unit of the foreign currency.
    public let exchangeRate: Decimal

    public init(exchangeRate: Decimal) {
        self.exchangeRate = exchangeRate
    }

    /// `amount × rate`, rounded to 2 places with banker's rounding.
    public func convert(_ amount: Decimal) -> Decimal {
        Money.round(amount * exchangeRate)
    }

    /// The full conversion of one price, with its display text.
    public func conversion(of amount: Decimal) -> Conversion {
        Conversion(price: amount, rate: exchangeRate)
    }
}

/// One price converted: the exact product, the rounded amount, and the text a label shows.
public struct Conversion: Hashable, Sendable {
    public let price: Decimal
    public let rate: Decimal
    /// `price × rate`, unrounded.
    public let exact: Decimal
    /// `exact` rounded to 2 places, banker's rounding.
    public let amount: Decimal

    public init(price: Decimal, rate: Decimal) {
        self.price = price
        self.rate = rate
        exact = price * rate
        amount = Money.round(exact)
    }

    /// Cents are shown unless the exact product is whole: 1000 × 0.2 → "NT$ 200", but
    /// 99.99 × 0.2 = 19.998 → "NT$ 20.00", so a rounded figure never looks exact.
    public var showsCents: Bool { !Money.isWhole(exact) }

    /// The label text, e.g. "NT$ 2,469.13".
    public var text: String { AmountFormatter.format(amount, showsCents: showsCents) }

    /// The amount without the "NT$ " prefix, e.g. "2,469.13".
    public var amountText: String { AmountFormatter.grouped(amount, showsCents: showsCents) }
}
