import Foundation

/// The `recognize --json` line format, written by hand so keys keep the documented order.
enum RecognitionJSON {
    /// `converted` is null without a converter or when the price's currency has no rate; `currency`
    /// is the ISO code its mark names (`CurrencyMarks`, "TWD" for NT$), null for a price with no mark.
    static func line(path: String, reading: ImageReading, converter: PriceConverter?, currencies: CurrencyList) -> String {
        let prices = reading.prices.map { price in
            let conversion = converter?.convert(price.value, rawText: price.rawText)
            let converted = conversion.flatMap { $0.amount == nil ? nil : string($0.text) } ?? "null"
            let currency = currencyCode(ofMarkIn: price.rawText, currencies: currencies).map(string) ?? "null"
            let box = price.box
            return "{\"text\":\(string(price.rawText)),\"value\":\(string("\(price.value)")),\"currency\":\(currency),"
                + "\"converted\":\(converted),"
                + "\"confidence\":\(number(price.confidence)),\"box\":{\"x\":\(number(box.x)),\"y\":\(number(box.y)),"
                + "\"width\":\(number(box.width)),\"height\":\(number(box.height))}}"
        }
        return "{\"image\":\(string(path)),\"width\":\(reading.width),\"height\":\(reading.height),"
            + "\"elapsed_ms\":\(number(reading.elapsedMilliseconds)),\"prices\":[\(prices.joined(separator: ","))]}"
    }

    /// The currency a price's printed mark names; nil when it was printed with none.
    static func currencyCode(ofMarkIn rawText: String, currencies: CurrencyList) -> String? {
        guard let hint = PriceParser.parse(rawText).first?.currencyHint, hint != "¤" else { return nil }
        switch CurrencyMarks.currency(forHint: hint, in: currencies) {
        case .taiwanDollar: return PriceConversion.taiwanDollarCode
        case .foreign(let code, _): return code
        case nil: return nil
        }
    }

    static func line(path: String, error: String) -> String {
        "{\"image\":\(string(path)),\"error\":\(string(error))}"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Up to 3 decimals, no trailing zeros ("12", "0.873").
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
