/// Turns the digits people type with other keyboards into the ASCII ones the parsers read:
/// full-width "０.２２" (a Chinese or Japanese input method), Arabic-Indic "٠٫٢٢", Devanagari and
/// every other Unicode decimal digit, with the full-width and Arabic decimal and group marks.
/// Before this, "０.２２" in the rate field was "not a number" although the user meant 0.22.
public enum DigitFolding {
    /// The text with every decimal digit as ASCII; other characters are left as they are.
    public static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.append(scalar)
            } else if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                      (0...9).contains(value) {
                out.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            } else if let mark = marks[scalar] {
                out.append(mark)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Full-width point and comma, Arabic decimal and thousands separators, full-width minus.
    private static let marks: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{FF0E}": ".", "\u{FF0C}": ",", "\u{066B}": ".", "\u{066C}": ",", "\u{FF0D}": "-", "\u{2212}": "-",
    ]
}
