/// The labels printed before a number that counts, calls or locates, never an amount: an
/// identifier's ("No. 2900" on a receipt, "Bon-Nr. 1234", "Art.nr 4711", "SKU 40213", "№ 15"), a
/// phone's ("電話 56 57 92 80", "Tel 030-1234", "ĐT: 028 3822") or a house's ("Husener Str. 121").
/// The number after one, and every digit group that follows it on its line, is not a price.
enum NumberLabel {
    /// "No."/"Nº" (English, French, Spanish), "Nr." (German, Norwegian), the numero sign, "N°",
    /// "SKU"; the last piece of a compound counts ("Bon-Nr.", "Art.nr").
    static let identifiers: Set<String> = ["no", "nr", "nº", "n°", "№", "sku"]
    /// A German street ends its name ("Husener Str. 121", "Hauptstraße 5"): the number after it is
    /// the house's, printed in every receipt's heading.
    static let streets = ["str", "straße", "strasse"]
    /// "Tel", "Phone", "Fax" and the words for telephone in the app's menu and tag languages;
    /// Vietnamese "ĐT" also as "DT", as the English model, which has no "Đ", reads it.
    static let phones: Set<String> = ["tel", "telefon", "tlf", "phone", "fax", "電話", "电话", "전화", "đt", "dt", "тел"]

    /// True when `text`, one word, is such a label, its dot maybe read as a comma ("Str,"). "No"
    /// without its dot or a colon is the English word as often ("No 2"), so it counts only with one.
    static func labels(_ text: String) -> Bool {
        let word = LabelWord(text)
        let folded = word.folded
        if phones.contains(folded) || streets.contains(where: folded.hasSuffix) { return true }
        let tail = folded.split(whereSeparator: { $0 == "-" || $0 == "." }).last.map(String.init) ?? folded
        guard identifiers.contains(tail) else { return false }
        return word.wasPunctuated || tail != "no"
    }

    /// True when the nearest word before a number on its line that is not a group of digits is a
    /// label: `before` is the line's words left of the number, nearest last, each checked by
    /// `isDigitGroup`, and `isNear` says whether two neighbours sit close enough to be one run.
    static func precedes(_ before: [OCRWord], isDigitGroup: (OCRWord) -> Bool, isNear: (OCRWord, OCRWord) -> Bool,
                         number: OCRWord) -> Bool {
        var right = number
        for word in before.reversed() {
            guard isNear(word, right) else { return false }
            if labels(word.text) { return true }
            guard isDigitGroup(word) else { return false }
            right = word
        }
        return false
    }
}
