/// Which currency a price is in, from the mark the parser read beside it (`ParsedPrice.currencyHint`).
public enum PriceCurrency: Hashable, Sendable {
    /// NT$, TWD, NTD or 元: already New Taiwan Dollars.
    case taiwanDollar
    /// A foreign currency by ISO code. `isGuess` is true when the mark is shared by several
    /// currencies ("$", "¥", "kr") and the one picked is not the default, so a label should name it.
    case foreign(code: String, isGuess: Bool)
}

/// Maps a price's mark to its currency, given the user's list. The price grammar stays in
/// `PriceParser`; this only reads the hint it leaves.
///
/// Order: no mark (or the generic "¤") → the default; an NT$ mark → `.taiwanDollar`; an ISO code
/// → itself; a mark the default carries → the default ("$" with SGD as default is SGD); a mark
/// one saved currency carries → that one; else the first known currency with the mark ("$" →
/// USD, "¥" → JPY, "kr" → NOK); a mark nobody knows → the default.
public enum CurrencyMarks {
    /// The currency of a price whose parser hint is `hint`; nil only when the list is empty and
    /// the price has no mark that names a currency by itself.
    public static func currency(forHint hint: String?, in list: CurrencyList) -> PriceCurrency? {
        guard let hint, hint != "¤" else { return list.defaultCode.map { .foreign(code: $0, isGuess: false) } }
        if KnownCurrencies.taiwanDollarMarks.contains(hint) { return .taiwanDollar }
        if Currency.isCode(hint) { return .foreign(code: hint == "RMB" ? "CNY" : hint, isGuess: false) }
        if let code = list.defaultCode, list.defaultCurrency?.symbols.contains(hint) == true {
            return .foreign(code: code, isGuess: false)
        }
        let shared = KnownCurrencies.sharers(of: hint) > 1
        // Several saved currencies with the mark: the one the known table lists first.
        let claimants = list.currencies.filter { $0.symbols.contains(hint) }
            .sorted { tableIndex($0.code) < tableIndex($1.code) }
        if let claimant = claimants.first {
            return .foreign(code: claimant.code, isGuess: shared || claimants.count > 1)
        }
        if let known = KnownCurrencies.firstEntry(withMark: hint) {
            return .foreign(code: known.code, isGuess: shared)
        }
        return list.defaultCode.map { .foreign(code: $0, isGuess: false) }
    }

    private static func tableIndex(_ code: String) -> Int {
        KnownCurrencies.all.firstIndex { $0.code == code } ?? KnownCurrencies.all.count
    }
}
