import Foundation

/// What one OCR word is, for price assembly.
enum WordKind: Equatable {
    /// A currency mark standing alone ("¥", "NT$", "円", "РУБ").
    case currency(hint: String)
    /// A unit standing alone ("g", "ml", "шт"): makes the number before it a quantity.
    case unit
    /// A percent sign standing alone: makes the number before it a percentage.
    case percent
    /// A number that may be a price.
    case number(NumberWord)
    /// Digits that are certainly not a price (date, time, phone, code, weight, percentage).
    case distractor
    /// Anything else.
    case other
}

/// A word read as a number, with what the text around the digits said.
struct NumberWord: Equatable {
    /// The digits and separators as printed ("3,500"), without marks or junk.
    var digits: String
    /// The currency mark glued to the number, normalised, or nil.
    var hint: String?
    /// How many digits the number has.
    var digitCount: Int
    /// Whether the text had a "," or "." between digits.
    var hasSeparator: Bool
    /// Printed with a "k" after the digits ("54K" on a Vietnamese menu): thousands. Says "price" as
    /// a currency mark does.
    var timesThousand = false

    /// The separator before the last two digits when the number ends so ("4,63", "12.71"), else nil.
    var centsSeparator: Character? {
        let tail = digits.suffix(3)
        guard tail.count == 3, let separator = tail.first, separator == "," || separator == ".",
              tail.dropFirst().allSatisfy(\.isASCIIDigit) else { return nil }
        return separator
    }
}

/// Sorts Tesseract words into the kinds above. Written as plain character scanning rather than
/// `Regex`: it runs on every word of every frame and must cost microseconds.
enum WordClassifier {
    /// Lone currency words, including what Tesseract's `eng` model makes of them ("NTS", "PYB").
    static let currencyWords: [String: String] = {
        var words: [String: String] = [:]
        for (mark, hint) in CurrencySymbols.prefixes + CurrencySymbols.suffixes where mark != "kr" { words[mark] = hint }
        for mark in ["NTS", "INTS", "INT$", "NT"] { words[mark] = "NT$" }
        for mark in ["₽", "руб", "руб.", "РУБ", "РУБ.", "RUB", "р.", "PYB", "PY6", "py6", "pyб"] { words[mark] = "₽" }
        for mark in ["yen", "Yen", "YEN"] { words[mark] = "¥" }
        return words
    }()

    /// Marks glued before the digits: the parser's, plus OCR misreadings of ¥, ₩, NT$ and US$ (the
    /// "$" after letters read as "S", the whole mark sometimes in lower case).
    static let prefixMarks: [(mark: String, hint: String)] = (CurrencySymbols.prefixes + [
        ("INT$", "NT$"), ("INTS", "NT$"), ("NTS$", "NT$"), ("NTS", "NT$"), ("NT", "NT$"), ("USS", "US$"), ("uss", "US$"),
        ("₽", "₽"), ("Y", "¥"), ("W", "₩"),
        (wonAsHash, "₩"),
    ]).sorted { $0.mark.count > $1.mark.count }

    /// "#" is how `eng` reads a ₩ (two bars over a W) as often as "W": taken as one only before
    /// thousands groups ("#10,000"), since "#12" is an item number.
    static let wonAsHash = "#"

    /// Marks glued after the digits. "kr" is left out: on shelf tags it is almost always "кг" misread.
    static let suffixMarks: [(mark: String, hint: String)] = (CurrencySymbols.suffixes.filter { $0.mark != "kr" } + [
        ("₽", "₽"), ("руб.", "₽"), ("руб", "₽"), ("РУБ.", "₽"), ("РУБ", "₽"), ("RUB", "₽"), ("р.", "₽"),
    ]).sorted { $0.mark.count > $1.mark.count }

    /// Quantity units, with Tesseract's usual readings of Cyrillic "г"/"кг" ("r", "kr").
    static let units: Set<String> = [
        "g", "gr", "kg", "mg", "ml", "l", "L", "cl", "oz", "lb", "cm", "mm", "г", "гр", "кг", "мл", "л", "шт", "pcs", "pc",
        "r", "kr", "Kr", "kT", "kг", "mn", "mл",
    ]

    static let leadingJunk = Set("\"'‘’“”«»_—–~|([{*:;.,")
    static let trailingJunk = Set("\"'‘’“”«»_—–~|)]}*°?!;.,…")
    /// Tesseract's readings of ambiguous glyphs inside a number.
    static let digitLookalikes: [Character: Character] = ["O": "0", "o": "0", "D": "0", "l": "1", "I": "1",
                                                          "|": "1", "S": "5", "B": "8"]
    /// A run of this many digits is a code (barcode, article number), not a price.
    static let codeDigits = 7

    static func classify(_ raw: String) -> WordKind {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let hint = currencyWords[text] ?? isoCode(text) { return .currency(hint: hint) }
        if isUnit(text) { return .unit }
        if text.hasPrefix("%") || text.hasPrefix("％") { return .percent }
        let chars = Array(text)
        guard chars.contains(where: \.isASCIIDigit) else { return .other }
        if text.contains("%") || text.contains("％") || DigitGroups.isDateTimeOrPhone(chars) { return .distractor }
        let core = core(of: chars)
        guard !core.isEmpty else { return .other }
        if let number = number(in: core) ?? fixedNumber(in: core) ?? gluedLabelAmount(core).flatMap(number(in:)) {
            if DigitGroups.longestRun(Array(number.digits)) >= codeDigits { return .distractor }
            return number.digitCount > 0 ? .number(number) : .other
        }
        return isGluedQuantity(core) ? .distractor : .other
    }

    /// The amount of a line the first pass read as one word with its label ("+pant2.00",
    /// "Pfand:0,25", "Summe5,47"): a word of three letters or more, maybe after a "+" and before a
    /// ":" or spaces, then an amount with two decimals after its separator. Nil for any other
    /// word: item codes and shelf numbers ("A12", "No.5129") carry no cents. Tried after the word
    /// failed as a number, so a mark read as letters ("USS12.50") keeps its meaning.
    static func gluedLabelAmount(_ chars: [Character]) -> [Character]? {
        let body = chars.drop { $0 == "+" || $0 == " " }
        let label = body.prefix(while: \.isLetter)
        let amount = body.dropFirst(label.count).drop { $0 == " " || $0 == ":" }
        guard label.count >= 3, amount.first?.isASCIIDigit == true,
              amount.allSatisfy({ $0.isASCIIDigit || $0 == "," || $0 == "." }),
              let separator = amount.lastIndex(where: { $0 == "," || $0 == "." }),
              amount.distance(from: separator, to: amount.endIndex) == 3 else { return nil }
        return Array(amount)
    }

    /// A lone ISO code in any case ("vnd", "Nok"): menus print codes in small capitals or lower case.
    static func isoCode(_ text: String) -> String? {
        let upper = text.uppercased()
        return text.count == 3 && upper != text ? currencyWords[upper] : nil
    }

    /// "g", "ml.", "r;": a unit word, maybe with trailing punctuation.
    static func isUnit(_ text: String) -> Bool {
        var stripped = Substring(text)
        for _ in 0..<2 where stripped.last.map({ ".;,".contains($0) }) == true { stripped = stripped.dropLast() }
        return units.contains(String(stripped))
    }

    /// `mark? space? number mark?` with at most one mark, or nil.
    private static func number(in chars: [Character]) -> NumberWord? {
        var body = chars[...]
        var hint: String?, thousands = false
        let prefix = prefixMarks.first { body.starts(with: Array($0.mark)) }
        if let prefix {
            hint = prefix.hint
            body = body.dropFirst(prefix.mark.count)
            if body.first == " " { body = body.dropFirst() }
        } else if body.count >= 2, let last = body.last, "kK".contains(last), body.dropLast().last?.isASCIIDigit == true {
            guard PriceParser.hasThousandsDigits(body.dropLast()) else { return nil }
            thousands = true
            body = body.dropLast()
        } else if let suffix = suffixMarks.first(where: { body.reversed().starts(with: Array($0.mark).reversed()) }) {
            hint = suffix.hint
            body = body.dropLast(suffix.mark.count)
            // A stray glyph between the digits and the mark ("3,25¢€", "9,90'€") is junk.
            if let last = body.last, trailingJunk.contains(last) || last == "¢" { body = body.dropLast() }
            if body.last == " " { body = body.dropLast() }
        } else if let last = body.last, CurrencySymbols.isDongReadAsD(after: body.dropLast(), mark: last, next: nil) {
            hint = "₫"
            body = body.dropLast()
        }
        guard let first = body.first, let last = body.last, first.isASCIIDigit, last.isASCIIDigit,
              body.allSatisfy({ $0.isASCIIDigit || ".,' ".contains($0) }) else { return nil }
        var digits = String(body.filter { $0 != " " && $0 != "'" })
        if hint == nil, !thousands, CurrencySymbols.isDongReadAsDigit(digits) {
            digits.removeLast()
            hint = "₫"
        }
        if prefix?.mark == wonAsHash, !isThousandsGrouped(digits) { return nil }
        return NumberWord(digits: digits, hint: hint, digitCount: digits.filter(\.isASCIIDigit).count,
                          hasSeparator: digits.contains { $0 == "," || $0 == "." }, timesThousand: thousands)
    }

    /// "10,000", "1,250,000": one to three digits, then groups of three after commas.
    private static func isThousandsGrouped(_ digits: String) -> Bool {
        let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
        return groups.count >= 2 && (1...3).contains(groups[0].count)
            && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) } && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// The number after mapping look-alike letters to digits, kept only when at least half of the
    /// resulting digits were printed as digits ("1O5" yes, "lOO" no).
    private static func fixedNumber(in chars: [Character]) -> NumberWord? {
        let fixed = chars.map { digitLookalikes[$0] ?? $0 }
        guard fixed != chars, let number = number(in: fixed) else { return nil }
        let printed = chars.filter(\.isASCIIDigit).count
        return printed * 2 >= number.digitCount ? number : nil
    }

    /// `chars` without the junk the model reads around a word.
    private static func core(of chars: [Character]) -> [Character] {
        Array(chars.drop(while: leadingJunk.contains).reversed().drop(while: trailingJunk.contains).reversed())
    }

    /// True when `raw` reads as digits glued to a unit ("400g", "1,5kg"): a quantity, read as one.
    static func isQuantity(_ raw: String) -> Bool {
        isGluedQuantity(core(of: Array(raw.trimmingCharacters(in: .whitespaces))))
    }

    /// Digits glued to a unit ("400g", "210r", "1.5L", "500 ml").
    private static func isGluedQuantity(_ chars: [Character]) -> Bool {
        guard chars.first?.isASCIIDigit == true,
              let end = chars.firstIndex(where: { !($0.isASCIIDigit || $0 == "." || $0 == ",") }) else { return false }
        let rest = String(chars[end...]).trimmingCharacters(in: .whitespaces)
        return isUnit(rest)
    }
}
