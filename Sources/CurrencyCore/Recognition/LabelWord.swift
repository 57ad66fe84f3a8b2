/// One word read as a possible label before a number ("Pr/kg:", "Str,", "Pfand:"), folded the same
/// way for every kind of label: lower-cased, the trailing punctuation a label is printed with (its
/// dot, maybe read as a comma, or a colon) stripped.
struct LabelWord {
    let folded: String
    /// True when punctuation was stripped: "No." is a label where "No" is as often the English word.
    let wasPunctuated: Bool

    init(_ text: String) {
        var folded = text.lowercased()
        var punctuated = false
        while let last = folded.last, ".:,;".contains(last) {
            folded.removeLast()
            punctuated = true
        }
        self.folded = folded
        wasPunctuated = punctuated
    }
}
