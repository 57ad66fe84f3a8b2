/// Recognises numbers that are not prices from what surrounds them.
enum NonPriceSpans {
    /// Characters joining two numbers into a date, time, range code or phone number
    /// ("2024/12/02", "14:30", "03-1234-5678").
    private static let joiners: Set<Character> = ["/", ":", "-", "–", "：", "／"]
    /// Percent signs: a percentage is never a price, whatever mark stands before it.
    private static let percentSigns: [String] = ["%", "％"]
    /// Units after a number that make it a quantity or a date part ("500g", "12月"); a currency
    /// mark before the number overrides them ("¥500 日本製" is a price).
    private static let unitWords: [String] = ["kg", "mg", "ml", "mL", "cm", "mm", "km", "g"]
    /// Date and age units count only when written right after the digits ("2日"), since
    /// "500 日本製" is 500 followed by the word for "made in Japan".
    private static let attachedUnits: [String] = ["年", "月", "日", "時", "分", "歳", "歲"]
    /// Phone numbers: at least this many digits in a run with "+", "(" or "-".
    private static let phoneDigits = 9
    /// Barcodes printed in groups ("4 901234 567894"): at least this many digits with a long group.
    private static let codeDigits = 12

    /// For each character position, whether a number starting there must be ignored.
    static func blockedPositions(in chars: [Character]) -> [Bool] {
        var blocked = [Bool](repeating: false, count: chars.count + 1)
        blockJoinedNumbers(chars, &blocked)
        blockPhonesAndCodes(chars, &blocked)
        return blocked
    }

    /// True when "%" or a unit follows the number ending at `end` (directly or after one space).
    /// With `hasCurrencyMark` only "%" counts.
    static func hasNonPriceSuffix(_ chars: [Character], after end: Int, hasCurrencyMark: Bool) -> Bool {
        var start = end
        if start < chars.count, chars[start] == " " { start += 1 }
        if hasUnit(chars, at: start, among: percentSigns) { return true }
        if hasCurrencyMark { return false }
        return hasUnit(chars, at: start, among: unitWords) || hasUnit(chars, at: end, among: attachedUnits)
    }

    private static func hasUnit(_ chars: [Character], at start: Int, among units: [String]) -> Bool {
        for unit in units {
            let unitChars = Array(unit)
            let stop = start + unitChars.count
            guard stop <= chars.count, Array(chars[start..<stop]) == unitChars else { continue }
            // "5 gifts" is not 5 g: a unit made of letters must end a word.
            if unitChars[0].isASCII, unitChars[0].isLetter, stop < chars.count, chars[stop].isLetter { continue }
            return true
        }
        return false
    }

    /// Numbers glued to other numbers by a joiner are dates, times, phone numbers or ranges.
    private static func blockJoinedNumbers(_ chars: [Character], _ blocked: inout [Bool]) {
        let tokens = NumberTokens.scan(chars)
        for (left, right) in zip(tokens, tokens.dropFirst())
        where right.lowerBound == left.upperBound + 1 && joiners.contains(chars[left.upperBound]) {
            blocked[left.lowerBound] = true
            blocked[right.lowerBound] = true
        }
    }

    /// Runs of digits, spaces, "+", "(", ")" and "-" that hold a phone number or a grouped code.
    private static func blockPhonesAndCodes(_ chars: [Character], _ blocked: inout [Bool]) {
        let spanChars: Set<Character> = [" ", "+", "(", ")", "-"]
        var index = 0
        while index < chars.count {
            guard chars[index].isASCIIDigit || chars[index] == "+" || chars[index] == "(" else { index += 1; continue }
            let start = index
            var digits = 0, longestGroup = 0, group = 0, marked = false
            while index < chars.count, chars[index].isASCIIDigit || spanChars.contains(chars[index]) {
                if chars[index].isASCIIDigit {
                    digits += 1
                    group += 1
                    longestGroup = max(longestGroup, group)
                } else {
                    group = 0
                    if chars[index] != " " { marked = true }
                }
                index += 1
            }
            if (marked && digits >= phoneDigits) || (digits >= codeDigits && longestGroup >= 6) {
                for position in start..<index { blocked[position] = true }
            }
        }
    }
}
