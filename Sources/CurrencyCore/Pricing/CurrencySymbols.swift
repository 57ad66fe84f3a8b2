/// Currency marks the parser recognises next to a number, and what they tell it.
enum CurrencySymbols {
    /// Marks written before the amount ("¥1,000", "NT$ 770", "RM 12.90"), longest first so
    /// "NT$" wins over "$". Value: the normalised hint.
    static let prefixes: [(mark: String, hint: String)] = sortedLongestFirst([
        ("NT$", "NT$"), ("US$", "US$"), ("HK$", "HK$"), ("S$", "S$"), ("A$", "A$"), ("C$", "C$"),
        ("R$", "R$"), ("RM", "RM"), ("Rp", "Rp"), ("kr", "kr"), ("$", "$"), ("¥", "¥"), ("￥", "¥"), ("€", "€"),
        ("£", "£"), ("₩", "₩"), ("₫", "₫"), ("฿", "฿"), ("₹", "₹"), ("₱", "₱"),
        // The generic currency sign: a mark was seen but not which (see `WideMarkReader`).
        ("¤", "¤"),
    ] + codes)

    /// Marks written after the amount ("3,500円", "12,000원", "3.500 €").
    static let suffixes: [(mark: String, hint: String)] = sortedLongestFirst([
        ("円", "円"), ("元", "元"), ("원", "원"), ("€", "€"), ("₫", "₫"), ("đ", "₫"), ("kr", "kr"), ("¥", "¥"),
        ("￥", "¥"), ("$", "$"), ("¤", "¤"),
    ] + codes)

    /// True when `character` is a mark of one character ("元", "€", "¤").
    static func isMark(_ character: Character) -> Bool {
        singleCharacterMarks.contains(character)
    }

    private static let singleCharacterMarks = Set((prefixes + suffixes).compactMap { $0.mark.count == 1 ? $0.mark.first : nil })

    /// ISO codes are accepted on either side ("JPY 3500", "3500 JPY").
    private static let codes: [(mark: String, hint: String)] = [
        "JPY", "USD", "EUR", "GBP", "KRW", "TWD", "NTD", "CNY", "RMB", "MYR", "THB", "HKD", "SGD", "VND", "NOK",
    ].map { ($0, $0) }

    /// Currencies written with "." between thousands and "," before cents, so that "€3.500" is
    /// three thousand five hundred. Without such a hint "3.500" stays 3.5.
    static let dotGroupingHints: Set<String> = ["€", "EUR", "R$", "Rp", "₫", "VND", "kr", "NOK"]

    /// Tesseract's English model has no "đ": it reads "35.000đ" as "35.000d". A "d" that ends a word
    /// right after a number grouped in thousands by dots ("35.000", "1.250.000") is taken for đồng;
    /// "5d" or "12.5d" is left alone.
    static func isDongReadAsD<Digits: Collection<Character>>(after digits: Digits, mark: Character, next: Character?) -> Bool {
        mark == "d" && next?.isLetter != true && isDotThousands(digits)
    }

    /// … or it reads the "đ" as a digit glued to the thousands ("67.0004", "346.0000"): one digit
    /// more than dot-grouped thousands. No price has four decimals, and the mark glued after
    /// dot-grouped thousands that the model cannot read is the đồng's.
    static func isDongReadAsDigit(_ digits: String) -> Bool {
        digits.last?.isASCIIDigit == true && digits.dropLast().last?.isASCIIDigit == true && isDotThousands(digits.dropLast())
    }

    /// "35.000", "1.250.000": one to three digits, then groups of three after dots.
    private static func isDotThousands<Digits: Collection<Character>>(_ digits: Digits) -> Bool {
        let groups = digits.split(separator: ".", omittingEmptySubsequences: false)
        return groups.count >= 2 && (1...3).contains(groups[0].count)
            && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) } && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    private static func sortedLongestFirst(_ list: [(mark: String, hint: String)]) -> [(mark: String, hint: String)] {
        list.sorted { $0.mark.count > $1.mark.count }
    }
}
