import Foundation

/// One price the user picked, converted at the rate of that moment (both snapshotted, so a later
/// rate change does not rewrite history).
public struct ConversionRecord: Identifiable, Hashable, Sendable, Codable {
    public var id: UUID
    /// The price in the foreign currency.
    public var originalPrice: Decimal
    /// `originalPrice × exchangeRate`, rounded to 2 places (banker's).
    public var convertedAmount: Decimal
    public var currencyName: String
    public var exchangeRate: Decimal
    /// When it was recorded; stored to the second, as ISO 8601 in the file.
    public var timestamp: Date
    /// ISO code of the price's currency ("JPY"; "TWD" for a price already in NT$). Nil in
    /// records written before currencies had codes (issue 14).
    public var currencyCode: String?
    /// The price as printed on the tag and read by the camera ("¥3,500"). Nil in older records.
    public var printedText: String?
    /// The items of a saved basket (`init(basket:timestamp:)`); nil for a single price and in
    /// every record written before baskets.
    public var basketItems: [BasketItem]?

    public init(id: UUID = UUID(), originalPrice: Decimal, convertedAmount: Decimal,
                currencyName: String, exchangeRate: Decimal, timestamp: Date,
                currencyCode: String? = nil, printedText: String? = nil) {
        self.currencyCode = currencyCode
        self.printedText = printedText
        self.id = id
        self.originalPrice = originalPrice
        self.convertedAmount = convertedAmount
        self.currencyName = currencyName
        self.exchangeRate = exchangeRate
        self.timestamp = Date(timeIntervalSince1970: timestamp.timeIntervalSince1970.rounded(.down))
    }

    /// A record of converting `price` with `settings` now.
    public init(price: Decimal, settings: CurrencySettings, timestamp: Date, id: UUID = UUID()) {
        self.init(id: id, originalPrice: price,
                  convertedAmount: CurrencyConverter(exchangeRate: settings.exchangeRate).convert(price),
                  currencyName: settings.currencyName, exchangeRate: settings.exchangeRate,
                  timestamp: timestamp)
    }

    /// A record of a clicked label at its own currency's rate; nil when it has no rate.
    public init?(label: PriceLabel, timestamp: Date, id: UUID = UUID()) {
        let conversion = label.conversion
        guard let amount = conversion.amount, let rate = conversion.rate else { return nil }
        self.init(id: id, originalPrice: label.value, convertedAmount: amount,
                  currencyName: conversion.currencyName, exchangeRate: rate, timestamp: timestamp,
                  currencyCode: conversion.currencyCode, printedText: label.rawText)
    }

    /// The converted amount as labels show it: "NT$ 770", "NT$ 20.00".
    public var formattedAmount: String {
        Conversion(price: originalPrice, rate: exchangeRate).text
    }

    /// The currency name and the grouped price: "JPY 3,500".
    public var formattedOriginalPrice: String {
        currencyName + " " + AmountFormatter.grouped(originalPrice)
    }

    /// The rate as typed: "0.22".
    public var formattedRate: String { DecimalText.format(exchangeRate) }

    // Decimals as strings and dates as ISO 8601 strings, as data-model.md specifies. The two
    // later fields are optional both ways, so older files read and older builds skip them.
    private enum CodingKeys: String, CodingKey {
        case id, originalPrice, convertedAmount, currencyName, exchangeRate, timestamp, currencyCode, printedText
        case basketItems
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        originalPrice = try container.decodeDecimalString(forKey: .originalPrice)
        convertedAmount = try container.decodeDecimalString(forKey: .convertedAmount)
        currencyName = try container.decode(String.self, forKey: .currencyName)
        exchangeRate = try container.decodeDecimalString(forKey: .exchangeRate)
        let text = try container.decode(String.self, forKey: .timestamp)
        guard let date = ISO8601.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: .timestamp, in: container,
                                                   debugDescription: "not an ISO 8601 date: \(text)")
        }
        timestamp = date
        currencyCode = try container.decodeIfPresent(String.self, forKey: .currencyCode)
        printedText = try container.decodeIfPresent(String.self, forKey: .printedText)
        basketItems = try container.decodeIfPresent([BasketItem].self, forKey: .basketItems)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(DecimalText.format(originalPrice), forKey: .originalPrice)
        try container.encode(Self.twoPlaces(convertedAmount), forKey: .convertedAmount)
        try container.encode(currencyName, forKey: .currencyName)
        try container.encode(DecimalText.format(exchangeRate), forKey: .exchangeRate)
        try container.encode(ISO8601.format(timestamp), forKey: .timestamp)
        try container.encodeIfPresent(currencyCode, forKey: .currencyCode)
        try container.encodeIfPresent(printedText, forKey: .printedText)
        try container.encodeIfPresent(basketItems, forKey: .basketItems)
    }

    /// "770.00", as in the file format's example.
    private static func twoPlaces(_ value: Decimal) -> String {
        AmountFormatter.grouped(value, showsCents: true).replacingOccurrences(of: ",", with: "")
    }
}

/// ISO 8601 in UTC to the second ("2025-12-02T14:30:00Z"); reading also accepts offsets and
/// fractional seconds. Format styles, not `ISO8601DateFormatter`: making one of those per record
/// cost 0.27 ms, 13.5 ms for a full history, on the main loop each time the history opened.
enum ISO8601 {
    static func format(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func parse(_ text: String) -> Date? {
        (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}
