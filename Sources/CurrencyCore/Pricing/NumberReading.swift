import Foundation

/// Reads one run of digits and separators ("1,234.50", "1.234,50", "00100") as a `Decimal`,
/// deciding which separator groups thousands and which marks the cents.
enum NumberReading {
    /// Longest integer part accepted; beyond it the text is a code, not a price, and `Decimal`
    /// would start to lose digits.
    static let maxIntegerDigits = 15
    /// Longest fractional part accepted.
    static let maxFractionDigits = 10

    /// The value of `token` (ASCII digits with single "," or "." between them), or nil when the
    /// separators fit no price format ("1.2.3", "1,2345"). `hint` is the currency mark found
    /// next to it: with a dot-grouping currency, "3.500" means 3500.
    static func value(of token: String, hint: String?) -> Decimal? {
        var groups: [String] = [""]
        var separators: [Character] = []
        for char in token {
            if char.isASCIIDigit {
                groups[groups.count - 1].append(char)
            } else if char == "," || char == "." {
                separators.append(char)
                groups.append("")
            } else {
                return nil
            }
        }
        guard groups.allSatisfy({ !$0.isEmpty }) else { return nil }
        guard let (integer, fraction) = split(groups, separators, hint: hint) else { return nil }
        guard integer.count <= maxIntegerDigits, fraction.count <= maxFractionDigits else { return nil }
        return DecimalText.parse(fraction.isEmpty ? integer : integer + "." + fraction)
    }

    /// Splits the groups into integer digits and fraction digits, or nil for an invalid layout.
    private static func split(_ groups: [String], _ separators: [Character],
                              hint: String?) -> (String, String)? {
        guard let last = separators.last else { return (groups[0], "") }
        let commas = separators.filter { $0 == "," }.count
        let dots = separators.count - commas

        if dots == 0 || commas == 0 {
            // One kind of separator only.
            if separators.count == 1 {
                let tail = groups[1]
                let groupsThousands = tail.count == 3 && groups[0].count <= 3
                if last == ",", tail.count <= 2 { return (groups[0], tail) }  // "85,50"
                if last == ",", groupsThousands { return (groups.joined(), "") }  // "1,000"
                if last == "." {
                    // "35.000" is read as thousands even without a mark: no price has three decimals
                    // that are all zero, and đồng, rupiah and euro prices are printed so unmarked on
                    // receipts and menus. "3.500" stays 3.5 without a mark that groups by dots.
                    let dotGroups = hint.map(CurrencySymbols.dotGroupingHints.contains) ?? (tail == "000")
                    return dotGroups && groupsThousands ? (groups.joined(), "") : (groups[0], tail)
                }
                return nil
            }
            // Several: only thousands grouping can repeat ("1,234,567", "1.234.567").
            return isGrouping(groups) ? (groups.joined(), "") : nil
        }

        // Both kinds: the last separator marks the fraction, all others group thousands.
        let grouping = separators.dropLast()
        guard grouping.allSatisfy({ $0 != last }), isGrouping(Array(groups.dropLast())) else { return nil }
        let fraction = groups[groups.count - 1]
        if last == ",", fraction.count > 2 { return nil }
        return (groups.dropLast().joined(), fraction)
    }

    /// "1", "12", "123" first, then groups of exactly three digits.
    private static func isGrouping(_ groups: [String]) -> Bool {
        guard let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
