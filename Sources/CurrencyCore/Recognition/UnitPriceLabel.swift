import Foundation

/// The labels shelf tags print before a unit price ("Pr/kg 71.6", "kr/l 24,90", "€/kg 9,95"). A
/// number right after one is a price per kilogram or litre: reported, since it is printed money,
/// but never the key price, and printed with one decimal as often as two.
enum UnitPriceLabel {
    /// What may come before the slash: "pr", "per" (Norwegian, Danish, English), a currency, or
    /// nothing ("/kg"). Tesseract reads the slash as "/", "i", "l", "1" or drops it ("Prikg").
    static let leads = ["pr", "per", "pris", "kr", "eur", "€", "$", "£", ""]
    static let slashes = ["/", "i", "l", "1", ""]
    /// What a price is given per; "kq" is how `eng` reads a small "kg".
    static let units = ["kg", "kq", "l", "ltr", "liter", "stk", "100g", "100ml", "m"]

    /// Every spelling, lower-cased: a lead and a slash, or the slash alone, then a unit. A unit alone
    /// ("kg") is a quantity's, and a lead alone ("pr") is not enough. Built once: the assembler asks
    /// for every word beside a number, live frames included.
    static let spellings: Set<String> = Set(leads.flatMap { lead in
        slashes.filter { !lead.isEmpty || $0 == "/" }.flatMap { slash in units.map { lead + slash + $0 } }
    })

    /// The quantities a German or Austrian tag prices its base unit by ("1 kg = 9,60 €", "100 g = 0,45 €",
    /// the Grundpreis), as the model reads them, before the "=".
    static let quantityUnits: Set<String> = ["kg", "kq", "g", "l", "ml", "100g", "1kg", "1l", "100ml"]

    /// True when the words `before` a number on its line, nearest last, end in a quantity and "="
    /// ("1 kg =", "1kg=", "100 g ="): the number is that quantity's price, whatever mark it carries.
    static func endsInQuantityEquals(_ before: [String]) -> Bool {
        guard var last = before.last?.lowercased(), last.hasSuffix("=") else { return false }
        last.removeLast()
        let unit = last.isEmpty ? before.dropLast().last?.lowercased() : last
        return unit.map(quantityUnits.contains) ?? false
    }

    /// True when `text`, one word, is such a label ("Pr/kg", "prikg", "kr/l:", "/kg").
    static func labels(_ text: String) -> Bool {
        spellings.contains(LabelWord(text).folded)
    }
}
