import Foundation

/// A saved basket is one history record, so it counts once against the 50-record limit and every
/// reader of the history file (older builds, `history --json` scripts) still reads it.
///
/// Its common fields hold the total: `originalPrice` and `convertedAmount` are the NT$ total,
/// `currencyCode` "TWD", `exchangeRate` 1, `currencyName` "TWD", `printedText` "3 items"; the
/// items themselves are in the optional `basketItems` list. An older build ignores that key and
/// shows "TWD 1,349.5 → NT$ 1,349.50"; this one shows the basket.
extension ConversionRecord {
    /// A record of a whole basket, saved at `timestamp`.
    public init(basket items: [BasketItem], timestamp: Date, id: UUID = UUID()) {
        let total = items.reduce(Decimal(0)) { $0 + $1.amount }
        self.init(id: id, originalPrice: total, convertedAmount: total,
                  currencyName: PriceConversion.taiwanDollarCode, exchangeRate: 1, timestamp: timestamp,
                  currencyCode: PriceConversion.taiwanDollarCode, printedText: "\(items.count) items")
        basketItems = items
    }

    /// True for a saved basket.
    public var isBasket: Bool { basketItems != nil }

    /// How the history lists a basket: "Basket (3 items)"; other records as before ("JPY 3,500").
    public var listTitle: String {
        guard let items = basketItems else { return formattedOriginalPrice }
        return Localization.fill(tr("Basket ({count} items)"), ["count": String(items.count)])
    }
}
