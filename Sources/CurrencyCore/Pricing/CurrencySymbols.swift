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
        ("￥", "¥"), ("$", "$"),
    ] + codes)

    /// ISO codes are accepted on either side ("JPY 3500", "3500 JPY").
    private static let codes: [(mark: String, hint: String)] = [
        "JPY", "USD", "EUR", "GBP", "KRW", "TWD", "NTD", "CNY", "RMB", "MYR", "THB", "HKD", "SGD", "VND", "NOK",
    ].map { ($0, $0) }

    /// Currencies written with "." between thousands and "," before cents, so that "€3.500" is
    /// three thousand five hundred. Without such a hint "3.500" stays 3.5.
    static let dotGroupingHints: Set<String> = ["€", "EUR", "R$", "Rp", "₫", "VND", "kr", "NOK"]

    private static func sortedLongestFirst(_ list: [(mark: String, hint: String)]) -> [(mark: String, hint: String)] {
        list.sorted { $0.mark.count > $1.mark.count }
    }
}
