import Foundation

/// The words receipts and bills print before the amount due. A price on the same line, right of
/// such a label, is the picture's key price: on a receipt every line is an amount of the same
/// height, and the total is the one a shopper wants converted.
enum TotalLabel {
    /// Lower-cased, without diacritics. Subtotals ("Zwischensumme", "subtotal", "小計") are left out on
    /// purpose: they contain a total's word but are not the amount due. Besides the languages of the
    /// app's sets, the words European, Turkish and Korean tills print for the amount due ("TOTALE",
    /// "TE BETALEN", "RAZEM", "ATT BETALA", "YHTEENSÄ", "NET A PAYER", "합계"): a traveller's receipts
    /// come from anywhere.
    static let words = [
        "total", "summe", "gesamt", "zu zahlen", "betrag", "totalt", "a betale", "sum", "amount due",
        "итого", "к оплате", "合計", "総計", "總計", "合计", "tong cong", "tong tien", "thanh tien", "thanh toan", "jumlah",
        "totale", "totaal", "te betalen", "suma", "razem", "celkem", "summa", "att betala", "yhteensa",
        "a payer", "a pagar", "toplam", "합계", "총액",
    ]
    static let subtotalWords = ["zwischensumme", "subtotal", "sub total", "subtotale", "subtotaal", "小計", "小计", "소계"]

    /// True when `text` (the words left of a price on its line) names the amount due.
    static func marksTotal(_ text: String) -> Bool {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "đ", with: "d")
        guard !subtotalWords.contains(where: folded.contains) else { return false }
        return words.contains { word in
            guard let range = folded.range(of: word) else { return false }
            // A word of its own: "sum" is not the start of "summer"; CJK labels have no spaces.
            let after = range.upperBound == folded.endIndex ? nil : folded[range.upperBound]
            return word.unicodeScalars.first.map { $0.value > 0x2E80 } == true || after?.isLetter != true
        }
    }
}
