import Foundation

/// A picture's prices as CSV, for spreadsheets: one header row, then one row a price.
public enum PriceCSV {
    /// The header is English on purpose: column names are for programs as much as people.
    public static let header = "printed,value,currency,twd,x,y,width,height"

    public static func text(for labels: [PriceLabel]) -> String {
        let rows = labels.map { label -> String in
            let box = [label.box.x, label.box.y, label.box.width, label.box.height].map { String(Int($0.rounded())) }
            let fields = [label.rawText, DecimalText.format(label.value), label.conversion.currencyCode,
                          label.convertedAmount.map(DecimalText.format) ?? ""] + box
            return fields.map(field).joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\r\n") + "\r\n"
    }

    /// Quoted when it holds a comma, quote or line break ("1.234,50 €").
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
