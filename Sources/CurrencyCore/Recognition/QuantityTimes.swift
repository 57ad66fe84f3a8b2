import Foundation

/// A receipt's quantity line: a count, a multiplication sign, and the price of one item ("2 x 328",
/// "4x 9,100", "3 × 43.000"); the line's amount (the count times it) is printed at its end, or on
/// the item's line above it. The price of one is printed money, so it is a price, but never the key
/// one (`PriceAssembler` ranks it with the unit prices), and it is reported only when read surely or
/// when its amount is read too (`isConfirmed`). The OCR reads the line as "2", "x", "328", as "2x",
/// "328", or as one word, "2x328".
enum QuantityTimes {
    static let signs: Set<Character> = ["x", "X", "×"]
    /// A count is one to three digits: "12 x" is a dozen, a longer number before an "x" is a size
    /// or a code.
    static let countDigits = 1...3
    /// How far left of a lone sign its count may end, in the sign's heights (a lower-case "x" is
    /// about two thirds of a digit's height). Set by hand, not fitted: "2 x" on the wild receipts
    /// leaves ~1.2 of them.
    static let countGap = -0.3...1.5

    /// Words holding the count with its sign and the price ("4x598") split in two, "4x" and "598",
    /// before the words are classified; a pack size ("6x0,33") is left whole for the unit after it
    /// to make it a quantity.
    static func split(_ words: [OCRWord]) -> [OCRWord] {
        words.flatMap { word -> [OCRWord] in
            let chars = Array(word.text)
            let count = chars.prefix { $0.isASCIIDigit }.count
            guard countDigits.contains(count), count + 1 < chars.count, signs.contains(chars[count]),
                  chars[count + 1].isASCIIDigit, chars[count + 1] != "0",
                  case .number = WordClassifier.classify(String(chars[(count + 1)...])) else { return [word] }
            return word.pieces([0..<(count + 1), (count + 1)..<chars.count])
        }
    }

    /// The count when `word`, just left of a number on its line, says the number is the price of
    /// one: a count with its sign ("4x"), or a sign alone with a count just left of it among `line`
    /// (the words on its line); nil otherwise.
    static func count(markedBy word: OCRWord, line: [OCRWord]) -> Int? {
        let chars = Array(word.text)
        guard let sign = chars.last, signs.contains(sign) else { return nil }
        if chars.count > 1 { return count(chars.dropLast()) }
        return line.lazy.compactMap { other -> Int? in
            let gap = (word.box.x - other.box.maxX) / word.box.height
            return countGap.contains(gap) ? count(Array(other.text)) : nil
        }.first
    }

    /// True when some word of `words` other than `price`'s own ("1 x 328" would confirm itself)
    /// reads `count` times it: the quantity line's amount, printed at its end or, on receipts that
    /// print the count under the item, on the item's line above. A count, a sign and a number whose
    /// product is printed nowhere is a pack or a size whose unit went unread ("6 x 0,33 l" read
    /// "6x", "0,33"), not a price.
    static func isConfirmed(price: Decimal, of priceWord: OCRWord, count: Int, by words: [OCRWord]) -> Bool {
        let amount = price * Decimal(count)
        return words.contains { word in
            guard word != priceWord, case .number(let number) = WordClassifier.classify(word.text) else { return false }
            return NumberReading.value(of: number.digits, hint: number.hint) == amount
        }
    }

    /// The count `chars` spell: one to three digits, not starting with 0; nil for anything else.
    private static func count(_ chars: some Collection<Character>) -> Int? {
        guard countDigits.contains(chars.count), chars.allSatisfy(\.isASCIIDigit), chars.first != "0" else { return nil }
        return Int(String(chars))
    }
}
