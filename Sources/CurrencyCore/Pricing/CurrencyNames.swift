/// The symbol a currency's prices are written with, from the name a user types in settings, so
/// the hint can read "日幣 ¥100 = 台幣 $20" as the spec draws it.
public enum CurrencyNames {
    private static let symbols: [String: String] = [
        "JPY": "¥", "日幣": "¥", "日圓": "¥", "日元": "¥", "円": "¥", "YEN": "¥",
        "CNY": "¥", "RMB": "¥", "人民幣": "¥",
        "USD": "$", "美金": "$", "美元": "$",
        "EUR": "€", "歐元": "€",
        "GBP": "£", "英鎊": "£",
        "KRW": "₩", "韓元": "₩", "韓幣": "₩",
        "MYR": "RM", "馬幣": "RM", "令吉": "RM",
        "THB": "฿", "泰銖": "฿",
        "HKD": "HK$", "港幣": "HK$",
        "SGD": "S$", "新幣": "S$",
    ]

    /// The symbol for a currency name (case and surrounding spaces ignored), or nil if unknown.
    public static func symbol(for name: String) -> String? {
        symbols[name.trimmingCharacters(in: .whitespaces).uppercased()]
    }
}
