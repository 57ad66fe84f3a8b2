/// The currencies the app knows by ISO 4217 code: the name it offers in zh-TW and the marks
/// their prices are printed with. `currency add JPY 0.22` needs nothing more than this table.
public enum KnownCurrencies {
    /// One row of the table.
    public struct Entry: Hashable, Sendable {
        public let code: String
        /// The name Taiwanese shoppers use ("日幣"), offered when the user gives none.
        public let name: String
        /// Marks and units, the most telling first ("¥", "円", "JPY").
        public let symbols: [String]
        /// Other names users type for it, for guessing a code from an old free-text setting.
        public let aliases: [String]
    }

    // A shared mark ("$", "¥", "kr") is listed under every currency that uses it; the first
    // row carrying it is the one chosen when neither the default nor a saved currency claims it
    // (`CurrencyMarks`). So USD comes before the other dollars, JPY before CNY, NOK before SEK.
    public static let all: [Entry] = [
        Entry(code: "JPY", name: "日幣", symbols: ["¥", "円", "JPY"], aliases: ["日圓", "日元", "円", "YEN", "日本円"]),
        Entry(code: "USD", name: "美金", symbols: ["$", "US$", "USD"], aliases: ["美元", "US$"]),
        Entry(code: "EUR", name: "歐元", symbols: ["€", "EUR"], aliases: ["EURO"]),
        Entry(code: "KRW", name: "韓元", symbols: ["₩", "원", "KRW"], aliases: ["韓幣", "WON"]),
        Entry(code: "VND", name: "越南盾", symbols: ["₫", "đ", "VND"], aliases: ["DONG"]),
        Entry(code: "NOK", name: "挪威克朗", symbols: ["kr", "NOK"], aliases: []),
        Entry(code: "MYR", name: "馬幣", symbols: ["RM", "MYR"], aliases: ["令吉", "RINGGIT"]),
        Entry(code: "CNY", name: "人民幣", symbols: ["¥", "RMB", "CNY"], aliases: ["RMB"]),
        Entry(code: "GBP", name: "英鎊", symbols: ["£", "GBP"], aliases: []),
        Entry(code: "THB", name: "泰銖", symbols: ["฿", "THB"], aliases: ["BAHT"]),
        Entry(code: "HKD", name: "港幣", symbols: ["HK$", "$", "HKD"], aliases: []),
        Entry(code: "SGD", name: "新幣", symbols: ["S$", "$", "SGD"], aliases: ["新加坡幣"]),
        Entry(code: "AUD", name: "澳幣", symbols: ["A$", "$", "AUD"], aliases: []),
        Entry(code: "CAD", name: "加幣", symbols: ["C$", "$", "CAD"], aliases: []),
        Entry(code: "SEK", name: "瑞典克朗", symbols: ["kr", "SEK"], aliases: []),
        Entry(code: "DKK", name: "丹麥克朗", symbols: ["kr", "DKK"], aliases: []),
        Entry(code: "IDR", name: "印尼盾", symbols: ["Rp", "IDR"], aliases: []),
        Entry(code: "INR", name: "印度盧比", symbols: ["₹", "INR"], aliases: []),
        Entry(code: "PHP", name: "菲律賓披索", symbols: ["₱", "PHP"], aliases: []),
        Entry(code: "BRL", name: "巴西雷亞爾", symbols: ["R$", "BRL"], aliases: []),
    ]

    /// Marks that mean New Taiwan Dollars: such prices are shown as they are, never converted.
    public static let taiwanDollarMarks: Set<String> = ["NT$", "TWD", "NTD", "元"]

    /// The row for a code (any case), or nil.
    public static func entry(code: String) -> Entry? {
        let upper = code.uppercased()
        return all.first { $0.code == upper }
    }

    /// The first row whose symbols include `mark`, or nil for a mark no known currency uses.
    public static func firstEntry(withMark mark: String) -> Entry? {
        all.first { $0.symbols.contains(mark) }
    }

    /// How many known currencies print prices with `mark` ("$": five; "¥": two; "€": one).
    public static func sharers(of mark: String) -> Int {
        all.filter { $0.symbols.contains(mark) }.count
    }

    /// The code a free-text currency name stands for: a known code ("jpy"), a known name
    /// ("日幣") or alias ("日圓", "Yen"); nil when the name says nothing certain.
    public static func code(guessedFromName name: String) -> String? {
        let key = name.trimmingCharacters(in: .whitespaces).uppercased()
        guard !key.isEmpty else { return nil }
        return all.first { $0.code == key || $0.name == key || $0.aliases.contains(key) }?.code
    }
}
