import Foundation

/// Writes amounts the way labels and history show them: "NT$ 1,234.56", "NT$ 200", "NT$ -100".
/// Works on `Decimal` digits directly; no binary floating point and no locale involved.
public enum AmountFormatter {
    /// The prefix of every New Taiwan Dollar amount.
    public static let twdPrefix = "NT$ "

    /// "NT$ " and the grouped amount, rounded to 2 places (banker's); whole values get no cents.
    public static func format(_ amount: Decimal) -> String {
        twdPrefix + grouped(amount)
    }

    /// "NT$ " and the grouped amount, with cents always (true) or never (false).
    public static func format(_ amount: Decimal, showsCents: Bool) -> String {
        twdPrefix + grouped(amount, showsCents: showsCents)
    }

    /// The grouped number alone ("1,234.56", "200"), cents only when the rounded value has any.
    public static func grouped(_ amount: Decimal) -> String {
        let rounded = Money.round(amount)
        return grouped(rounded, showsCents: !Money.isWhole(rounded))
    }

    /// The grouped number alone, rounded to 2 places, with cents always or never.
    public static func grouped(_ amount: Decimal, showsCents: Bool) -> String {
        let rounded = Money.round(amount, scale: showsCents ? 2 : 0)
        let plain = DecimalText.format(rounded)
        let negative = plain.hasPrefix("-")
        let unsigned = negative ? String(plain.dropFirst()) : plain
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var text = group(String(parts[0]))
        if showsCents {
            let cents = parts.count > 1 ? String(parts[1]) : ""
            text += "." + cents.padding(toLength: 2, withPad: "0", startingAt: 0)
        }
        return negative ? "-" + text : text
    }

    /// Inserts a comma every three digits from the right.
    private static func group(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

/// Decimal arithmetic helpers for money.
public enum Money {
    /// Rounds to `scale` places with banker's rounding (half to even): 0.125 → 0.12, 0.135 → 0.14.
    public static func round(_ value: Decimal, scale: Int = 2) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, .bankers)
        return result
    }

    /// True when the value has no fractional part.
    public static func isWhole(_ value: Decimal) -> Bool {
        var input = value
        var truncated = Decimal()
        NSDecimalRound(&truncated, &input, 0, .down)
        return truncated == value
    }
}
