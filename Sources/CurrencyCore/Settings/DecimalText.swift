import Foundation

/// Strict conversion between user-typed decimal text and `Decimal`, never via `Double`.
/// `Decimal(string:)` alone is too lenient: it reads "12abc" as 12.
public enum DecimalText {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Parses an optionally signed plain decimal ("0.2", "-1", ".5", "10000"); nil for anything
    /// else, including grouping commas, exponents and surrounding text. Whitespace is trimmed.
    /// Other scripts' digits ("０.２２", "٠٫٢٢") are read as the ASCII ones (`DigitFolding`).
    public static func parse(_ text: String) -> Decimal? {
        let trimmed = DigitFolding.fold(text).trimmingCharacters(in: .whitespacesAndNewlines)
        var body = Substring(trimmed)
        if let first = body.first, first == "-" || first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              parts.contains(where: { !$0.isEmpty }) else { return nil }
        return Decimal(string: trimmed, locale: posix)
    }

    /// The shortest plain text for a value ("0.2", "30", "-1.5"), as `parse` reads it back.
    public static func format(_ value: Decimal) -> String {
        var copy = value
        return NSDecimalString(&copy, posix)
    }
}

extension Character {
    /// 0–9 only; `isNumber` would also accept other scripts' digits and fractions.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
