/// A price range read as one word ("150k-280k", "$10–$15", "120~180元") is two prices. Split it into
/// two words, each boxed over its share of the word's characters, before the words are classified.
///
/// Only when both sides are marked as prices (a currency mark or a "k"): "12-08" is a date and
/// "03-1234" a phone number, and those stay one word for `DigitGroups` to refuse.
enum PriceRangeSplitter {
    static let dashes: Set<Character> = ["-", "–", "—", "~", "〜", "～"]

    static func split(_ words: [OCRWord]) -> [OCRWord] {
        words.flatMap { word -> [OCRWord] in
            let chars = Array(word.text)
            guard let dash = chars.indices.first(where: { dashes.contains(chars[$0]) && $0 > 0 && $0 < chars.count - 1 }),
                  isMarkedPrice(String(chars[..<dash])), isMarkedPrice(String(chars[(dash + 1)...])) else { return [word] }
            return word.pieces([0..<dash, (dash + 1)..<chars.count])
        }
    }

    private static func isMarkedPrice(_ text: String) -> Bool {
        guard case .number(let number) = WordClassifier.classify(text) else { return false }
        return number.hint != nil || number.timesThousand
    }
}
