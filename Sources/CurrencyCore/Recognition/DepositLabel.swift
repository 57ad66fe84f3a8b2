/// The labels tags print before a bottle's or can's deposit ("+ pant 3.00" in Norway, Sweden and
/// Denmark, "Pfand 0,25" in Germany, "Deposit 0.10"): printed money, never the key price.
enum DepositLabel {
    static let words: Set<String> = ["pant", "pfand", "deposit"]

    /// True when `text`, one word, is such a label, maybe after a "+" or before a colon ("+pant",
    /// "Pfand:"), or a compound ending in one ("Einwegpfand").
    static func labels(_ text: String) -> Bool {
        let folded = LabelWord(text).folded.drop { $0 == "+" }
        return words.contains(String(folded)) || folded.hasSuffix("pfand")
    }
}
