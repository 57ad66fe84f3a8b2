/// Shapes of digit groups inside one OCR word that mark it as a date, time or phone number.
enum DigitGroups {
    private struct Run {
        var length: Int
        /// The single character after the run, when exactly one non-digit separates it from the next run.
        var separator: Character?
    }

    /// "21.05.2025", "2023-07-26", "14:30", "+7 495…", "(03)…", "03-1234-5678", "656-91-83", and the
    /// pieces Tesseract leaves when it splits such a number into words ("2025-", "/12").
    static func isDateTimeOrPhone(_ chars: [Character]) -> Bool {
        guard let first = chars.first, let last = chars.last else { return false }
        if (first == "+" || first == "("), chars.count > 1, chars[1].isASCIIDigit { return true }
        if "-/:".contains(last), chars.count > 1, chars[chars.count - 2].isASCIIDigit { return true }
        if "-/:".contains(first), chars.count > 1, chars[1].isASCIIDigit { return true }
        let runs = digitRuns(chars)
        for (index, run) in runs.enumerated() {
            guard let separator = run.separator, index + 1 < runs.count else { continue }
            let next = runs[index + 1]
            if separator == ":", next.length >= 2 { return true }
            guard index + 2 < runs.count, let second = next.separator, second == separator else { continue }
            let third = runs[index + 2]
            if ".-/".contains(separator), (1...2).contains(next.length), third.length >= 2 { return true }
            if separator == "-", run.length >= 2, (3...4).contains(next.length), third.length >= 3 { return true }
            if separator == "-", run.length >= 3, next.length == 2, third.length >= 2 { return true }
        }
        return false
    }

    /// The longest run of digits, spaces and apostrophes ignored.
    static func longestRun(_ chars: [Character]) -> Int {
        digitRuns(chars.filter { $0 != " " && $0 != "'" }).map(\.length).max() ?? 0
    }

    private static func digitRuns(_ chars: [Character]) -> [Run] {
        var runs: [Run] = []
        var index = 0
        while index < chars.count {
            guard chars[index].isASCIIDigit else { index += 1; continue }
            let start = index
            while index < chars.count, chars[index].isASCIIDigit { index += 1 }
            let separated = index + 1 < chars.count && chars[index + 1].isASCIIDigit
            runs.append(Run(length: index - start, separator: separated ? chars[index] : nil))
        }
        return runs
    }
}
