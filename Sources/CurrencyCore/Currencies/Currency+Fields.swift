import Foundation

extension Currency {
    /// The currency as string fields, the shape GSettings keeps each currency in (`aa{ss}`):
    /// code, name, symbols (space-separated), rate (decimal text) and updated (ISO 8601, or empty).
    /// Text throughout, so no rate passes through binary floating point.
    public var fields: [String: String] {
        ["code": code, "name": name, "symbols": symbols.joined(separator: " "),
         "rate": DecimalText.format(rate), "updated": rateDate.map(ISO8601.format) ?? ""]
    }

    /// Reads `fields` back; nil when a field is missing or the currency breaks a rule, so one
    /// damaged entry is dropped instead of the whole list. Unknown keys are ignored (later
    /// versions may add some).
    public init?(fields: [String: String]) {
        guard let code = fields["code"], let name = fields["name"], let rateText = fields["rate"],
              let rate = DecimalText.parse(rateText) else { return nil }
        let symbols = (fields["symbols"] ?? "").split(separator: " ").map(String.init)
        self.init(code: code, name: name, symbols: symbols, rate: rate,
                  rateDate: fields["updated"].flatMap(ISO8601.parse))
        if validationError != nil { return nil }
    }
}

/// `currency list --json`: one object per currency, decimals and dates as strings as in the
/// history file.
struct CurrencyJSON: Encodable {
    var code: String
    var name: String
    var symbols: [String]
    var rate: String
    var updated: String?
    var isDefault: Bool

    enum CodingKeys: String, CodingKey {
        case code, name, symbols, rate, updated
        case isDefault = "default"
    }

    init(_ currency: Currency, isDefault: Bool) {
        code = currency.code
        name = currency.name
        symbols = currency.symbols
        rate = DecimalText.format(currency.rate)
        updated = currency.rateDate.map(ISO8601.format)
        self.isDefault = isDefault
    }
}
