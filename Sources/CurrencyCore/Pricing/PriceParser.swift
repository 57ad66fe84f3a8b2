import Foundation

/// One price found in a text.
public struct ParsedPrice: Hashable, Sendable {
    /// The price as written, currency mark included ("¥1,000", "3,500円", "$100").
    public var rawText: String
    /// The amount in the foreign currency.
    public var value: Decimal
    /// The currency mark next to the number, normalised ("¥" for "￥"), or nil when there was none.
    public var currencyHint: String?

    public init(rawText: String, value: Decimal, currencyHint: String? = nil) {
        self.rawText = rawText
        self.value = value
        self.currencyHint = currencyHint
    }
}

/// Finds prices in recognised text. Reads "1,000", "12,345.67", "¥1,000", "3,500円", "NT$ 770",
/// "1.234,50" and "€3.500"; refuses dates (2024/12/02, 12.02.2024), times (14:30), percentages
/// (10%), quantities (500g), phone numbers and long digit codes such as barcodes.
public enum PriceParser {
    /// Digit runs longer than this with no separator are codes (barcodes, SKUs), not prices.
    public static let maxUngroupedDigits = 7

    /// Every price in `text`, in reading order.
    public static func parse(_ text: String) -> [ParsedPrice] {
        let chars = Array(text)
        let blocked = NonPriceSpans.blockedPositions(in: chars)
        var prices: [ParsedPrice] = []
        for token in NumberTokens.scan(chars) where !blocked[token.lowerBound] {
            let digits = String(chars[token])
            if !digits.contains(where: { $0 == "," || $0 == "." }), digits.count > maxUngroupedDigits { continue }
            let prefix = mark(in: chars, endingAt: token.lowerBound)
            if NonPriceSpans.hasNonPriceSuffix(chars, after: token.upperBound, hasCurrencyMark: prefix != nil) { continue }
            let thousands = isThousandsSuffix(chars, at: token.upperBound)
            if thousands, !hasThousandsDigits(digits) { continue }
            let numberEnd = token.upperBound + (thousands ? 1 : 0)
            var suffix = prefix == nil ? mark(in: chars, startingAt: numberEnd) : nil
            if prefix == nil, suffix == nil, !thousands, numberEnd < chars.count,
               CurrencySymbols.isDongReadAsD(after: digits, mark: chars[numberEnd], next: numberEnd + 1 < chars.count ? chars[numberEnd + 1] : nil) {
                suffix = Mark(hint: "₫", range: numberEnd..<(numberEnd + 1))
            }
            let dongAsDigit = prefix == nil && suffix == nil && !thousands && CurrencySymbols.isDongReadAsDigit(digits)
            let hint = prefix?.hint ?? suffix?.hint ?? (dongAsDigit ? "₫" : nil)
            guard var value = NumberReading.value(of: dongAsDigit ? String(digits.dropLast()) : digits, hint: hint) else { continue }
            if thousands { value *= 1000 }
            let start = prefix?.range.lowerBound ?? token.lowerBound
            let end = suffix?.range.upperBound ?? numberEnd
            prices.append(ParsedPrice(rawText: String(chars[start..<end]), value: value, currencyHint: hint))
        }
        return prices
    }

    /// The value of a text that is one bare number and nothing else ("1,000", "99.99", "00100");
    /// nil for words, a lone symbol or a malformed number such as "1.2.3".
    public static func parseNumber(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.first?.isASCIIDigit == true else { return nil }
        return NumberReading.value(of: trimmed, hint: nil)
    }

    /// True when `parseNumber` reads the text.
    public static func isValidNumber(_ text: String) -> Bool {
        parseNumber(text) != nil
    }

    /// "35k", "150K": thousands, as Vietnamese menus and markets print prices. Only a "k" that ends
    /// the word counts ("500kg", "3km" are quantities and are refused before this).
    private static func isThousandsSuffix(_ chars: [Character], at index: Int) -> Bool {
        guard index < chars.count, chars[index] == "k" || chars[index] == "K" else { return false }
        return index + 1 == chars.count || !chars[index + 1].isLetter
    }

    /// True when `digits` before a "k" make thousands: two digits or more ("35k", "1.5k"). One digit
    /// and a "k" is a weight whose "g" the OCR lost as often: "1кг" on a Russian tag came back as
    /// "1k" and "1K" in hand-held frames, and was shown as 1,000. Such a word is no price.
    static func hasThousandsDigits(_ digits: some Sequence<Character>) -> Bool {
        digits.count(where: \.isASCIIDigit) >= 2
    }

    private struct Mark {
        var hint: String
        var range: Range<Int>
    }

    /// A currency mark that ends at `end` or one space before it.
    private static func mark(in chars: [Character], endingAt end: Int) -> Mark? {
        for stop in [end, end - 1] where stop >= 0 {
            if stop == end - 1, chars[stop] != " " { continue }
            for (mark, hint) in CurrencySymbols.prefixes {
                let markChars = Array(mark)
                let start = stop - markChars.count
                guard start >= 0, Array(chars[start..<stop]) == markChars else { continue }
                // "FORM12" is not ringgit: a mark made of letters must start a word.
                if markChars[0].isLetter, start > 0, chars[start - 1].isLetter { continue }
                return Mark(hint: hint, range: start..<stop)
            }
        }
        return nil
    }

    /// A currency mark that starts at `start` or one space after it.
    private static func mark(in chars: [Character], startingAt start: Int) -> Mark? {
        for begin in [start, start + 1] where begin <= chars.count {
            if begin == start + 1, start >= chars.count || chars[start] != " " { continue }
            for (mark, hint) in CurrencySymbols.suffixes {
                let markChars = Array(mark)
                let end = begin + markChars.count
                guard end <= chars.count, Array(chars[begin..<end]) == markChars else { continue }
                if markChars[markChars.count - 1].isLetter, end < chars.count, chars[end].isLetter { continue }
                return Mark(hint: hint, range: begin..<end)
            }
        }
        return nil
    }
}

/// Finds candidate numbers: ASCII digits with single "," or "." between digits.
enum NumberTokens {
    static func scan(_ chars: [Character]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = 0
        while index < chars.count {
            guard chars[index].isASCIIDigit else { index += 1; continue }
            let start = index
            index += 1
            while index < chars.count {
                if chars[index].isASCIIDigit {
                    index += 1
                } else if chars[index] == "," || chars[index] == ".",
                          index + 1 < chars.count, chars[index + 1].isASCIIDigit {
                    index += 2
                } else {
                    break
                }
            }
            tokens.append(start..<index)
        }
        return tokens
    }
}
