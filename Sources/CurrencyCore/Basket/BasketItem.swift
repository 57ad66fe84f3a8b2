import Foundation

/// One price put in the basket: as printed, in its own currency, and in NT$ at the rate of the
/// moment it was added (a later rate change does not reprice the basket, as with history).
public struct BasketItem: Identifiable, Hashable, Sendable, Codable {
    public var id: UUID
    /// The price as printed ("¥3,500").
    public var printedText: String
    /// The price in its own currency.
    public var price: Decimal
    /// ISO code of the price's currency ("JPY"; "TWD" for a price already in NT$).
    public var currencyCode: String
    /// The name the currency is saved under ("日幣").
    public var currencyName: String
    /// The rate used (1 for NT$ prices).
    public var rate: Decimal
    /// The NT$ amount, rounded to 2 places as the label showed it.
    public var amount: Decimal

    public init(id: UUID = UUID(), printedText: String, price: Decimal, currencyCode: String,
                currencyName: String, rate: Decimal, amount: Decimal) {
        self.id = id
        self.printedText = printedText
        self.price = price
        self.currencyCode = currencyCode
        self.currencyName = currencyName
        self.rate = rate
        self.amount = amount
    }

    /// The item of a label; nil when its currency has no rate (there is no NT$ amount to add).
    public init?(label: PriceLabel, id: UUID = UUID()) {
        let conversion = label.conversion
        guard let amount = conversion.amount, let rate = conversion.rate else { return nil }
        self.init(id: id, printedText: label.rawText, price: label.value, currencyCode: conversion.currencyCode,
                  currencyName: conversion.currencyName, rate: rate, amount: amount)
    }

    /// The NT$ amount as labels show it: "NT$ 770".
    public var formattedAmount: String { AmountFormatter.format(amount) }

    // Decimals as strings, as in the history file.
    private enum CodingKeys: String, CodingKey {
        case id, printedText, price, currencyCode, currencyName, rate, amount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        printedText = try container.decode(String.self, forKey: .printedText)
        price = try container.decodeDecimalString(forKey: .price)
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
        currencyName = try container.decode(String.self, forKey: .currencyName)
        rate = try container.decodeDecimalString(forKey: .rate)
        amount = try container.decodeDecimalString(forKey: .amount)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(printedText, forKey: .printedText)
        try container.encode(DecimalText.format(price), forKey: .price)
        try container.encode(currencyCode, forKey: .currencyCode)
        try container.encode(currencyName, forKey: .currencyName)
        try container.encode(DecimalText.format(rate), forKey: .rate)
        try container.encode(DecimalText.format(amount), forKey: .amount)
    }
}
