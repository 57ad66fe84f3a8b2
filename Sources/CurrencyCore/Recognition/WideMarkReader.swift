/// Recovers a currency mark that the `eng` model read as part of a digit, as a digit or as a letter.
///
/// `eng` has no `円`: after a number it comes back as one more digit ("960円" → "9609", "620円" →
/// "6204"), as "F" plus junk ("28,900円" → "28,900F", "470円" → "470F4"), or inside the last
/// digit's box ("2,710円" → "2,710" whose "0" is three digits wide). Its glyph box gives it away:
/// a full-width character is clearly wider than the digits before it and taller (digits are cap
/// height, a CJK character the whole em). `eng` reads none of the CJK suffix marks (円, 元, 원) and
/// a box cannot tell them apart ("65元" comes back as "6570" as "960円" does as "9609"): such a
/// glyph after the digits becomes the generic currency sign `¤`, so the price takes the chosen
/// currency (a 元 made 円 had a Taiwanese menu's NT$ prices converted as yen), and what follows it
/// goes. The same fusion happens before a number ("₩29,000" → "29,000" whose "2" is two digits
/// wide): that mark becomes `¤` too.
public enum WideMarkReader {
    /// The glyph is at least this many times as wide as the digits' median…
    static let widthRatio = 1.4
    /// … and wider than this many times is a digit and the mark fused in one box: the digit stays.
    static let maximumWidthRatio = 2.2
    /// … and at least this many times as tall, but not more than `maximumHeightRatio` (a 円 is
    /// the em, digits the cap height: a glyph three times their height is junk beside fine print).
    static let heightRatio = 1.1
    static let maximumHeightRatio = 1.6
    /// Digits are at most this many times as wide as tall (Latin digits are 0.45–0.65).
    static let maximumDigitAspect = 0.7
    /// A digit glyph lower than this share of the word's digits' median height is a speck: the
    /// smallest digits a price word holds are raised cents, half the height or more.
    static let speckHeight = 0.3
    /// A first digit this many times as wide as the others holds a mark before it.
    static let leadingFusedWidthRatio = 2.0

    /// `words` with a mark hidden in or read as a wide glyph before or after a number's digits.
    public static func normalized(_ words: [OCRWord]) -> [OCRWord] {
        words.map { word in reread(word) ?? leadingMark(word) ?? word }
    }

    static func reread(_ word: OCRWord) -> OCRWord? {
        // A speck under the mark read as a digit ("130元" read "13076" with a "7" a seventh of the
        // digits' height) is no digit of the number.
        let digitHeight = word.glyphs.filter(\.isDigit).map(\.box.height).median
        let glyphs = word.glyphs.filter { !$0.isDigit || $0.box.height >= speckHeight * digitHeight }
        guard let start = glyphs.firstIndex(where: \.isDigit),
              glyphs[..<start].allSatisfy({ $0.text.count == 1 && WordClassifier.leadingJunk.contains(Character($0.text)) })
        else { return nil }
        var digits: [OCRGlyph] = []
        for index in glyphs.indices.dropFirst(start) {
            let glyph = glyphs[index], kept = Array(glyphs[start..<index])
            let isLast = index == glyphs.count - 1
            if digits.count >= 2, isLast, glyph.isDigit, isFused(glyph, after: digits) {
                return marked(kept + [glyph], confidenceOf: digits, word: word)
            }
            // Read as a digit, it must end the word and follow bare digits, or a group of three
            // that it would make four ("28,9005"): otherwise the digits may be a well-formed
            // "138,000" whose last box is merely loose. Read otherwise it is "F" or any glyph but a
            // lowercase letter, alone or with one more non-digit after it (the mark's two halves:
            // "2,960)", "1,480/)"): a unit's "g" hangs below the digits as far as 円 does.
            // A mark read as a digit may come in two halves: side by side, both taller than the
            // digits ("65元" read "6570": the 元 as a wide "7", its hook as a narrower "0"), when the
            // first half alone is wide (a wide half after a narrow one is a loose last digit before
            // the mark, "420円"); or one character boxed twice, the second box over the first
            // ("120元" read "1207t", "25元" "2576"; "170元" "17076", a "7" 0.75 of the digits' height
            // and a "6" over it 1.13), when the first box is not of the digits' height (a last digit
            // with a loose box over it is) and the two together are as wide and tall as a mark.
            let second = index == glyphs.count - 2 ? glyphs[index + 1] : nil
            let pair = second.flatMap { second in glyph.isDigit && !isSeparator(second) ? second : nil }
            let sideBySide = pair.map { $0.isDigit && isTall($0.box, after: digits) && $0.box.width < glyph.box.width } ?? false
            let overlapping = pair.map {
                $0.box.x < glyph.box.maxX - 0.5 * min($0.box.width, glyph.box.width)
                    && !isOfDigitHeight(glyph.box, after: digits) && isTall(glyph.box.union($0.box), after: digits)
            } ?? false
            let halves = sideBySide || overlapping
            let asDigit = glyph.isDigit && (isLast || halves) && (kept.allSatisfy(\.isDigit) || endsInFullGroup(kept))
            let asF = glyph.text == "F" && index >= glyphs.count - 2
            let asOther = index >= glyphs.count - 2 && !isSeparator(glyph) && glyph.text.first?.isLowercase == false
                && glyphs[index...].allSatisfy { !$0.isDigit }
            let markBox = sideBySide && !overlapping ? glyph.box : glyphs[index...].dropFirst().reduce(glyph.box) { $0.union($1.box) }
            if digits.count >= 2, asDigit || asF || asOther, isWide(markBox, after: digits, fusedAllowed: asF) {
                return marked(kept, confidenceOf: digits, word: word)
            }
            if glyph.isDigit {
                digits.append(glyph)
            } else if !isSeparator(glyph) {
                return nil  // letters inside the number: not a price read with a stray mark
            }
        }
        return nil
    }

    /// A grouped number whose first digit's box is at least twice as wide as the other digits and
    /// as tall: a mark and that digit fused. The digit stays; the mark becomes `¤`.
    static func leadingMark(_ word: OCRWord) -> OCRWord? {
        let glyphs = word.glyphs
        guard let first = glyphs.first, first.isDigit,
              glyphs.dropFirst().allSatisfy({ $0.isDigit || isSeparator($0) }) else { return nil }
        // Only grouped numbers ("29,000"): a loose first box on a bare integer is common on big
        // numerals ("599" with a "5" box twice the others' width), a mark fused in it is not.
        let rest = glyphs.dropFirst().filter(\.isDigit)
        guard rest.count >= 2, glyphs.contains(where: isSeparator) else { return nil }
        let width = rest.map(\.box.width).median, height = rest.map(\.box.height).median
        guard width > 0, first.box.width >= leadingFusedWidthRatio * width, first.box.height >= 0.9 * height else { return nil }
        return OCRWord(text: "¤" + glyphs.map(\.text).joined(), box: word.box,
                       confidence: rest.map(\.confidence).min() ?? word.confidence, glyphs: glyphs)
    }

    private static func isSeparator(_ glyph: OCRGlyph) -> Bool { glyph.text == "," || glyph.text == "." }

    /// True when three digits follow the last separator: one more would break the grouping.
    private static func endsInFullGroup(_ glyphs: [OCRGlyph]) -> Bool {
        guard let separator = glyphs.lastIndex(where: isSeparator) else { return false }
        return glyphs[(separator + 1)...].count == 3 && glyphs[(separator + 1)...].allSatisfy(\.isDigit)
    }

    /// The word as `glyphs` + "¤", as confident as the digits read beside the mark; nil when the
    /// digits end in cents ("239,99" with a loose last box): yen, yuan and won prices have none.
    /// Nil too for digits none is printed as: grouped with "." or five and more ungrouped
    /// ("332784" at a real tag's fine print).
    private static func marked(_ glyphs: [OCRGlyph], confidenceOf digits: [OCRGlyph], word: OCRWord) -> OCRWord? {
        let text = glyphs.map(\.text).joined()
        if let separator = text.lastIndex(where: { $0 == "," || $0 == "." }), text[separator...].count == 3 { return nil }
        if text.contains(".") || (!text.contains(",") && text.count(where: \.isASCIIDigit) > 4) { return nil }
        return OCRWord(text: text + "¤", box: word.box,
                       confidence: digits.map(\.confidence).min() ?? word.confidence, glyphs: glyphs)
    }

    /// `fusedAllowed`: an "F" box may be much wider (it often spans the junk after it).
    private static func isWide(_ box: PixelRect, after digits: [OCRGlyph], fusedAllowed: Bool) -> Bool {
        let width = digitSize(digits).width
        return width > 0 && box.width >= widthRatio * width && (fusedAllowed || box.width <= maximumWidthRatio * width)
            && isTall(box, after: digits)
    }

    /// As tall as a mark beside the digits: `heightRatio` to `maximumHeightRatio` times their height.
    private static func isTall(_ box: PixelRect, after digits: [OCRGlyph]) -> Bool {
        let height = digitSize(digits).height
        return height > 0 && box.height >= heightRatio * height && box.height <= maximumHeightRatio * height
    }

    /// Within `heightRatio` of the digits' height, over or under: a digit's box.
    private static func isOfDigitHeight(_ box: PixelRect, after digits: [OCRGlyph]) -> Bool {
        let height = digitSize(digits).height
        return box.height < heightRatio * height && box.height * heightRatio > height
    }

    /// A last digit wider than a lone mark would be, and taller than the digits: digit and mark in one box.
    static func isFused(_ glyph: OCRGlyph, after digits: [OCRGlyph]) -> Bool {
        let width = digitSize(digits).width
        return width > 0 && glyph.box.width > maximumWidthRatio * width && isTall(glyph.box, after: digits)
    }

    /// The digits' median width and height. The width is capped at `maximumDigitAspect` of the
    /// height: on noisy menus Tesseract boxes digits loosely, overlapping ("1,060F9" with a "0"
    /// 37 px wide at 32 px tall), and such boxes would make no mark look wide.
    static func digitSize(_ digits: [OCRGlyph]) -> (width: Double, height: Double) {
        let height = digits.map(\.box.height).median
        return (min(digits.map(\.box.width).median, maximumDigitAspect * height), height)
    }
}
