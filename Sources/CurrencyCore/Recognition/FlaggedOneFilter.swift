/// Leaves out a number whose "4" is a flagged "1".
///
/// Where a font's "1" has a long flag, Tesseract reads it as a "4" at full confidence: a Norwegian
/// label's unit price "16.00" came back as "46.00" (and "146.00") frame after frame of a hand-held
/// clip, Russian tags' regular prices "1199.99" and "159,99" as "4199.99" and "459,99". The box
/// tells them apart: a "4" is about as wide as the digits beside it, a flagged "1" clearly
/// narrower. Such a word is no price: a wrong amount labelled is worse than none.
enum FlaggedOneFilter {
    /// A "4" narrower than this share of the word's other digits' lower median width is a "1" (the
    /// lower median: on receipts Tesseract boxes a digit loosely, over its neighbour, now and then).
    /// Measured on the still pictures' tune halves and every fifth frame of the three tune clips:
    /// 69 of 71 "4"s in right prices are 0.9–1.5 (the other two were cut by the box of the comma
    /// after them on a receipt), "1"s read "4" are 0.67–0.72 and one 0.83.
    static let widthShare = 0.8
    /// Widths to compare with: digits other than "1" (narrow in every font) and "4".
    static let minimumReferenceDigits = 2

    static func filtered(_ words: [OCRWord]) -> [OCRWord] {
        words.filter { !hasFlaggedOne($0) }
    }

    static func hasFlaggedOne(_ word: OCRWord) -> Bool {
        let digits = word.glyphs.filter(\.isDigit)
        let fours = digits.filter { $0.text == "4" }
        let reference = digits.filter { $0.text != "1" && $0.text != "4" }.map(\.box.width).sorted()
        guard !fours.isEmpty, reference.count >= minimumReferenceDigits else { return false }
        let median = reference[(reference.count - 1) / 2]
        return fours.contains { $0.box.width < widthShare * median }
    }
}
