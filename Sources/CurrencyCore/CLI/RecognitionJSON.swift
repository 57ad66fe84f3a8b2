import Foundation

/// The `recognize --json` line format, written by hand so keys keep the documented order.
enum RecognitionJSON {
    static func line(path: String, reading: ImageReading, converter: CurrencyConverter?) -> String {
        let prices = reading.prices.map { price in
            let converted = converter.map { string($0.conversion(of: price.value).text) } ?? "null"
            let box = price.box
            return "{\"text\":\(string(price.rawText)),\"value\":\(string("\(price.value)")),\"converted\":\(converted),"
                + "\"confidence\":\(number(price.confidence)),\"box\":{\"x\":\(number(box.x)),\"y\":\(number(box.y)),"
                + "\"width\":\(number(box.width)),\"height\":\(number(box.height))}}"
        }
        return "{\"image\":\(string(path)),\"width\":\(reading.width),\"height\":\(reading.height),"
            + "\"elapsed_ms\":\(number(reading.elapsedMilliseconds)),\"prices\":[\(prices.joined(separator: ","))]}"
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
