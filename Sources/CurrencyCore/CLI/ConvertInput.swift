import Foundation

/// Reads the prices a user typed on the command line (`convert`, `history add`). It folds other
/// scripts' digits to ASCII, reads "¥.5" as 0.5 (the price grammar needs a digit before the
/// point and read it as 5), and refuses a negative price ("-¥5") instead of dropping its sign.
/// Negative prices are refused, not converted: a price tag has none (a "-¥5" is a discount or a
/// typo), the history and the labels have no negative amounts, and silently answering for ¥5
/// was the wrong answer. The price grammar itself (PriceParser) is not changed here.
public enum ConvertInput {
    /// Why no price could be taken from the text. No text inside; `message(for:)` translates.
    public enum Problem: Error, Hashable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// No price in the text.
        case noPrice
        /// A price with a minus sign before it.
        case negativePrice
    }

    /// The prices in `text`, in reading order, or why there are none.
    public static func prices(in text: String) -> Result<[ParsedPrice], Problem> {
        let folded = normalise(text)
        if folded.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .failure(.empty) }
        if folded.range(of: negativePattern, options: .regularExpression) != nil { return .failure(.negativePrice) }
        let prices = PriceParser.parse(folded)
        return prices.isEmpty ? .failure(.noPrice) : .success(prices)
    }

    /// Digits folded, a point with no digit before it given a "0".
    static func normalise(_ text: String) -> String {
        DigitFolding.fold(text).replacingOccurrences(of: #"(?<![0-9.,])\.(?=[0-9])"#, with: "0.",
                                                     options: .regularExpression)
    }

    /// A minus that starts a number, optionally through a currency mark ("-5", "-¥5", "- NT$ 5");
    /// "10-20" (a range) and "A-5" (a code) are not negative prices.
    private static let negativePattern = #"(?<![\p{L}\p{N}])-\s?(?:[A-Z]{0,3}\p{Sc}|円|元)?\s?[0-9]"#

    /// At most this many characters of the user's text (a price, an unknown option) are repeated
    /// in a message.
    public static let echoLength = 40

    /// The start of `text` for a message: control characters shown as "?", cut at `echoLength`
    /// with "…" (a 100 KB input was echoed back whole).
    public static func echo(_ text: String) -> String {
        let cleaned = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return cleaned.count > echoLength ? String(cleaned.prefix(echoLength)) + "…" : cleaned
    }
}

extension ConvertInput.Problem {
    /// The message shown to the user, in their language, quoting the start of `text`.
    public func message(for text: String) -> String {
        switch self {
        case .empty:
            return tr("The text to convert is empty")
        case .noPrice:
            return Localization.fill(tr("No price found in \"{text}\""), ["text": ConvertInput.echo(text)])
        case .negativePrice:
            return Localization.fill(tr("A negative price cannot be converted: \"{text}\""),
                                     ["text": ConvertInput.echo(text)])
        }
    }
}
