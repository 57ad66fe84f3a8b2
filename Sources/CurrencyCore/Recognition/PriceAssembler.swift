import Foundation

/// Builds prices from OCR word boxes by layout: joins a lone currency mark with the number beside
/// it, joins a large integer with the small raised cents after it ("109 ⁹⁹" → 109.99), drops
/// quantities, dates, codes and other numbers that are not prices, and ranks what is left by how
/// much it looks like the price of the item (tall, marked, with cents, read with confidence).
///
/// Port of `tools/recognition-study/assemble.py`; the constants are the study's and are explained
/// in its FINDINGS.md. Only word boxes are used, no Tesseract line numbers, so any OCR engine fits.
public struct PriceAssembler: Sendable {
    /// Words read with less confidence are ignored (lone currency marks are kept at any confidence).
    public var minimumConfidence = 0.30
    /// … except numbers read with a currency mark glued on ("NT$550" at 0.19 on a tilted menu):
    /// the mark says what the digits are, and junk seldom reads as a mark and digits together.
    public var markedMinimumConfidence = 0.15
    /// … and numbers whose every glyph was read at least this confidently, whatever the word's
    /// confidence: on a dim menu "5,90" and "56,95" came at 0.05 and 0.02, each glyph at 0.99.
    public var sureGlyphConfidence = 0.95
    /// Largest gap between a lone currency mark and its number, in number heights.
    public var markGap = 1.2
    /// A number without mark or cents is reported only with this many digits: two bare digits on a
    /// tag are raised cents whose integer was not read, a pack count or a day as often as a price,
    public var plainMinimumDigits = 3
    /// … this tall relative to the tallest candidate,
    public var plainMinimumRelativeHeight = 0.8
    /// … at least this many pixels tall …
    public var plainMinimumHeight = 16.0
    /// … and read at least this confidently.
    public var plainMinimumConfidence = 0.60
    /// No price is reported from digits shorter than this many pixels: at 7–8 px the model reads
    /// fine print as "4.940" and "4.08" (real photos), and no price is printed that small in view.
    public var minimumHeight = 10.0
    /// A bare number of two digits is a price only when it dominates its picture: this many times as
    /// tall as any other text read there (Japanese tags print "79" with no mark, the name small above).
    public var dominantHeightRatio = 1.5
    /// In a picture where nothing else was read, a bare number of two digits is a price when its
    /// digits are at least this share of the picture's height: a single label photographed close,
    /// or held close to the camera. Fitted on the tune halves' still pictures: Japanese label crops
    /// print their price at 0.26–0.40 of the picture's height; raised øre whose integer was lost
    /// are 0.08–0.13. Live frames follow the same rule (FINDINGS, "A lone two-digit number that
    /// fills a live frame").
    public var lonePictureHeightShare = 0.25

    /// A unit price (`UnitPriceLabel`) is reported only when read at least this confidently: it is
    /// the smallest print on a tag. Fitted on the tune halves: the wild set's five unit prices were
    /// read at 0.91–0.97, the Norwegian photos' one misread ("Pr/kg 164" for 154) at 0.78; 0.85 is
    /// the middle of that gap. The price of one on a quantity line (`QuantityTimes`) that the rules
    /// for other prices would not report (small, bare) is reported when read this surely.
    public var unitPriceMinimumConfidence = 0.85

    /// Added to the score of a price whose line begins with a total's label (`TotalLabel`): more than
    /// every other term together, so the amount due ranks first on a receipt. Taken from a unit
    /// price's (`UnitPriceLabel`), which ranks last.
    public var totalLabelBonus = 1.0

    /// A picture with at least this many prices printed with their mark prints its prices so
    /// (`linesUp`): fitted on the tune halves (the wild set's, two fresh seeds', the fixtures and
    /// the real sets'), where pictures with one marked price (a receipt's total) showed 102 bare
    /// numbers, 95 of them prices, and pictures with four to seven showed eight, none a price;
    /// none showed two or three.
    public var markedPictureCount = 3

    public init() {}

    /// The prices among `words`, most price-like first. `pictureHeight`: the height of the picture
    /// or frame they were read in (see `lonePictureHeightShare`). `holdsUnreadInk` tells whether a
    /// gap between two words on one line, where no word was read, holds glyphs (the frame's ink,
    /// `LumaFrame.holdsGlyphs(in:)`): a code's or phone number's group the OCR lost. `unreadMark`
    /// tells which point or colon, if any, stands unread between two words side by side
    /// (`LumaFrame.unreadMark(between:and:)`).
    public func prices(in words: [OCRWord], pictureHeight: Double? = nil,
                       holdsUnreadInk: (PixelRect) -> Bool = { _ in false },
                       unreadMark: (PixelRect, PixelRect) -> UnreadMark? = { _, _ in nil }) -> [DetectedPrice] {
        let joined = SplitNumberJoiner.joined(SplitNumberJoiner.joined(words.filter { $0.box.width > 0 && $0.box.height > 0 }),
                                              overUnreadMarks: unreadMark)
        let words = QuantityTimes.split(PriceRangeSplitter.split(joined))
        var kinds = words.map { WordClassifier.classify($0.text) }
        func bareDigits(_ index: Int) -> NumberWord? {
            guard case .number(let number) = kinds[index], number.hint == nil, !number.hasSeparator else { return nil }
            return number
        }
        // Phone pieces ("+7", "798-44-69") count as digit groups: "+7 495 798-44-69" is one number.
        func phonePieceDigits(_ index: Int) -> Int {
            let text = words[index].text
            return Self.isPhonePiece(text) ? text.filter(\.isASCIIDigit).count : 0
        }
        for index in SplitNumberJoiner.codeRows(words, isDigits: { bareDigits($0) != nil || phonePieceDigits($0) > 0 },
                                                digitCount: { bareDigits($0)?.digitCount ?? phonePieceDigits($0) },
                                                holdsUnreadInk: holdsUnreadInk) {
            kinds[index] = .distractor
        }
        let usable = words.indices.filter { index in
            if case .currency = kinds[index] { return true }
            if case .number(let number) = kinds[index], number.hint != nil { return words[index].confidence >= markedMinimumConfidence }
            if case .number = kinds[index], !words[index].glyphs.isEmpty,
               words[index].glyphs.allSatisfy({ $0.confidence >= sureGlyphConfidence }) { return true }
            return words[index].confidence >= minimumConfidence
        }
        var used = Set<Int>()
        var candidates = superscriptPrices(words, kinds, usable, used: &used)
        for index in usable where !used.contains(index) {
            switch kinds[index] {
            case .number(let number):
                // Bare digits read with a mark that stands for raised cents ("34”" for 34⁹⁰): the cents
                // are there but unread, and the integer alone would show a wrong amount.
                if number.hint == nil, !number.hasSeparator, RaisedCentsSplitter.endsInCentsMark(words[index].text) { continue }
                if let candidate = markedPrice(index, number, words, kinds, usable) { candidates.append(candidate) }
            case .other:
                // Several prices in one word ("$100/€85.50"): trust the parser when it found marks.
                let word = words[index]
                for parsed in PriceParser.parse(word.text) where parsed.currencyHint != nil && parsed.value > 0
                    && !Self.isGluedToLetters(parsed.rawText, in: word.text)
                    && !(Self.isWhole(parsed.rawText) && Self.hasFraction(parsed.value)) {
                    candidates.append(Candidate(rawText: parsed.rawText, value: parsed.value, box: word.box,
                                                height: word.box.height, confidence: word.confidence,
                                                digitCount: 2, hasMark: true, hasCents: false))
                }
            default:
                continue
            }
        }
        let columns = PriceColumns(numbers: usable.compactMap { index -> PriceColumns.Number? in
            if case .number(let number) = kinds[index] { return PriceColumns.Number(box: words[index].box, word: number) }
            return nil
        })
        for index in candidates.indices {
            candidates[index].inColumn = columns.contains(candidates[index].box)
            // An amount's line names what it is for ("Milch 1,19"); a number after digits alone is a
            // time with its colon unread ("2026/10/05  1505") or a code's piece.
            let box = candidates[index].box
            if candidates[index].isBareDigits, candidates[index].confidence >= plainMinimumConfidence,
               Self.leftOnLine(of: box, among: words).contains(where: { $0.text.contains(where: \.isLetter) }),
               let separator = columns.lostCentsSeparator(at: box, digitCount: candidates[index].digitCount) {
                candidates[index].restoreCents(after: separator)
            }
        }
        // Prices printed with their mark, enough of them: a number printed bare away from their
        // column is other text read as digits ("오늘의 메뉴" over a menu read "239").
        let marked = candidates.filter(\.hasMark).map(\.box)
        if marked.count >= markedPictureCount {
            candidates.removeAll { $0.isPlainNumber && !Self.linesUp($0.box, with: marked) }
        }
        let labelledTotal: (Candidate) -> Bool = { candidate in
            let left = Self.leftOnLine(of: candidate.box, among: words, overlapping: 0.5 * candidate.height)
                .sorted { $0.box.x < $1.box.x }.map(\.text).joined(separator: " ")
            return TotalLabel.marksTotal(left)
        }
        return ranked(candidates, pictureHeight: pictureHeight, labelledTotal: labelledTotal, otherTextHeight: { candidate in
            usable.lazy.filter { !candidate.box.intersects(words[$0].box) && words[$0].text.contains(where: { $0.isLetter || $0.isNumber }) }
                .map { words[$0].box.height }.max() ?? 0
        })
    }

    /// A price under construction.
    struct Candidate {
        var rawText: String
        var value: Decimal
        var box: PixelRect
        /// The digits' height (a mark beside them does not count).
        var height: Double
        var confidence: Double
        var digitCount: Int
        var hasMark: Bool
        var hasCents: Bool
        /// Right-aligned with other numbers of its height on other lines (`PriceColumns`).
        var inColumn = false
        /// Printed after a unit price's label (`UnitPriceLabel`): a price, never the key one.
        var isUnitPrice = false
        /// After a deposit's label ("+ pant 3.00"): ranked after the tag's price; read as surely as a
        /// unit price must be, its label vouches for it in the still vote as a unit price's does.
        var isDeposit = false
        /// Printed after a count and its sign (`QuantityTimes`): a price, never the key one.
        var isPriceOfOne = false
        /// A price of one whose count times it is printed in the picture (`QuantityTimes.isConfirmed`).
        var isConfirmedByItsAmount = false

        /// After a label that says what it is (a unit price's, a count's or a deposit's): ranked
        /// after every other price.
        var ranksLast: Bool { isUnitPrice || isDeposit || isPriceOfOne }

        /// Marked for the still vote, which keeps it from one reading: a unit price, or a deposit
        /// read at `sureConfidence` or more (an unsure one must be found twice like any price).
        func isLabelledSecondary(sureConfidence: Double) -> Bool {
            isUnitPrice || (isDeposit && confidence >= sureConfidence)
        }

        /// Three digits or more with nothing else read: no mark, no separator, no label before it.
        var isBareDigits: Bool { isPlainNumber && digitCount >= 3 }

        /// Digits alone, of any count: no mark, no separator, no label before it.
        var isPlainNumber: Bool {
            !hasMark && !hasCents && !ranksLast && rawText.allSatisfy(\.isASCIIDigit)
        }

        /// Reads the number's last two digits as the cents its unread `separator` stood before.
        mutating func restoreCents(after separator: Character) {
            var text = rawText
            text.insert(separator, at: text.index(text.endIndex, offsetBy: -2))
            rawText = text
            value /= 100
            hasCents = true
        }
    }

    /// Big bare integers with small raised two-digit cents just right of their top.
    private func superscriptPrices(_ words: [OCRWord], _ kinds: [WordKind], _ usable: [Int],
                                   used: inout Set<Int>) -> [Candidate] {
        func bare(_ index: Int, digits: ClosedRange<Int>) -> NumberWord? {
            guard case .number(let number) = kinds[index], number.hint == nil, !number.hasSeparator,
                  digits.contains(number.digitCount) else { return nil }
            return number
        }
        var candidates: [Candidate] = []
        for integerIndex in usable where !used.contains(integerIndex) {
            guard let integer = bare(integerIndex, digits: 1...5) else { continue }
            let big = words[integerIndex].box
            var best: (index: Int, gap: Double)?
            for centsIndex in usable where centsIndex != integerIndex && !used.contains(centsIndex) {
                guard bare(centsIndex, digits: 2...2) != nil else { continue }
                let small = words[centsIndex].box, gap = RaisedCentsPlace.gap(of: small, after: big)
                guard RaisedCentsPlace.holds(small, after: big), gap < (best?.gap ?? .infinity),
                      !Self.digitLies(between: big, and: small, in: words) else { continue }
                best = (centsIndex, gap)
            }
            guard let best, case .number(let cents) = kinds[best.index],
                  !followsNumberLabel(words[integerIndex], leftOfIt: Self.wordsLeft(of: big, among: words)),
                  let whole = NumberReading.value(of: integer.digits, hint: nil),
                  let fraction = NumberReading.value(of: cents.digits, hint: nil) else { continue }
            used.formUnion([integerIndex, best.index])
            let small = words[best.index]
            candidates.append(Candidate(
                rawText: words[integerIndex].text + "^" + small.text, value: whole + fraction / 100,
                box: big.union(small.box), height: big.height,
                confidence: min(words[integerIndex].confidence, small.confidence),
                digitCount: integer.digitCount + 2, hasMark: false, hasCents: true))
        }
        return candidates
    }

    /// True when a number's label ends the words `leftOfIt` on `word`'s line, before it or the digit
    /// groups it follows ("No. 2900", "電話 56 57 92 80", "ĐT: 55 94" read as 55⁹⁴): a receipt's
    /// number, a phone's groups, whatever they look like.
    private func followsNumberLabel(_ word: OCRWord, leftOfIt: [OCRWord]) -> Bool {
        NumberLabel.precedes(leftOfIt, isDigitGroup: { Self.isPhonePiece($0.text) },
                             isNear: { (-0.3...markGap).contains(($1.box.x - $0.box.maxX) / word.box.height) }, number: word)
    }

    /// True when a digit glyph is centred beside the integer, between its end and the cents' start:
    /// cents print right after their integer, so digits beyond another digit ("3", "4", "⁹⁰" for
    /// 34⁹⁰ whose "4" was read with a mark) are not its cents.
    private static func digitLies(between integer: PixelRect, and cents: PixelRect, in words: [OCRWord]) -> Bool {
        words.contains { word in
            word.glyphs.contains { glyph in
                let centre = glyph.box.center
                return glyph.isDigit && centre.x > integer.maxX && centre.x < cents.x
                    && centre.y > integer.y && centre.y < integer.maxY
            }
        }
    }

    /// A number with the currency word beside it joined, or nil when a unit or "%" follows it or it
    /// is a long bare digit run (a code).
    private func markedPrice(_ index: Int, _ number: NumberWord, _ words: [OCRWord], _ kinds: [WordKind],
                             _ usable: [Int]) -> Candidate? {
        let word = words[index]
        var box = word.box, rawText = word.text, hint = number.hint, confidence = word.confidence
        var nearestMark = Double.infinity
        for other in usable where other != index && Self.sameLine(word.box, words[other].box) {
            let otherBox = words[other].box
            let gapRight = (otherBox.x - word.box.maxX) / word.box.height
            let gapLeft = (word.box.x - otherBox.maxX) / word.box.height
            switch kinds[other] {
            case .currency(let markHint) where number.hint == nil:
                let gap = max(gapLeft, gapRight)
                guard (-0.3...markGap).contains(gap), gap < nearestMark else { continue }
                // A lone digit needs a mark of its size: a tiny "РУБ" beside a tall stroke read
                // as "5" does not make a price.
                if number.digitCount == 1, otherBox.height < 0.5 * word.box.height { continue }
                nearestMark = gap
                hint = markHint
                box = word.box.union(otherBox)
                rawText = gapRight > gapLeft ? word.text + " " + words[other].text : words[other].text + " " + word.text
                confidence = min(word.confidence, words[other].confidence)
            case .unit where number.hint == nil && Self.isKroner(words[other].text, after: number):
                // "234,00 kr": kroner. "kr" is also how `eng` reads Russian "кг", but a weight is
                // not printed with two decimals after a comma and a kilogram mark.
                guard (-0.3...markGap).contains(gapRight), gapRight < nearestMark else { continue }
                nearestMark = gapRight
                hint = "kr"
                box = word.box.union(otherBox)
                rawText = word.text + " " + words[other].text
                confidence = min(word.confidence, words[other].confidence)
            case .unit, .percent:
                if (-0.3...0.8).contains(gapRight), otherBox.height <= 1.3 * word.box.height { return nil }
            default:
                continue
            }
        }
        guard !Self.isCutShort(word.text),
              var value = NumberReading.value(of: number.digits, hint: hint), value > 0 else { return nil }
        if number.timesThousand { value *= 1000 }
        let hasCents = number.hasSeparator && value != Decimal(string: number.digits.filter(\.isASCIIDigit))
        let line = words.filter { Self.sameLine(word.box, $0.box) }
        let before = line.filter { (-0.3...markGap).contains((word.box.x - $0.box.maxX) / word.box.height) }
        // "Pr/kg 71.6", or "1 kg = 96,00 €" with its own mark.
        let leftOfIt = Self.wordsLeft(of: word.box, among: line)
        if hint == nil, followsNumberLabel(word, leftOfIt: leftOfIt) { return nil }
        let perUnit = (hint == nil && before.contains { UnitPriceLabel.labels($0.text) })
            || (leftOfIt.last.map(before.contains) == true && UnitPriceLabel.endsInQuantityEquals(leftOfIt.suffix(2).map(\.text)))
        let deposit = hint == nil && before.contains { DepositLabel.labels($0.text) }
        let count = before.lazy.compactMap { QuantityTimes.count(markedBy: $0, line: line) }.first
        let perItem = count != nil
        // Prices are printed with two decimals or none: a digit lost from the cents ("$154.9",
        // "RM32.5") or three read ("71.641", "5.030円", fine print or a misread) is no amount. A
        // unit price may have one ("Pr/kg 71.6").
        if hasCents, let separator = number.digits.lastIndex(where: { $0 == "," || $0 == "." }),
           !(perUnit ? 1...2 : 2...2).contains(number.digits[number.digits.index(after: separator)...].count) { return nil }
        // Yen and won have no cents: "¥1,51" is "¥1,510" with its last digit lost. Only a mark
        // printed as such counts; "Y" and "W" are as often other letters misread.
        if hasCents, Self.isWhole(rawText) { return nil }
        if hint == nil, !hasCents, !number.hasSeparator, number.digitCount >= 5 { return nil }
        // No amount is printed with a leading zero ("024", "07,50"): a code, a date's piece or a misread.
        if number.digits.first == "0", number.digits.dropFirst().first?.isASCIIDigit == true { return nil }
        return Candidate(rawText: rawText, value: value, box: box, height: word.box.height, confidence: confidence,
                         digitCount: number.digitCount, hasMark: hint != nil || number.timesThousand, hasCents: hasCents,
                         isUnitPrice: perUnit, isDeposit: deposit, isPriceOfOne: perItem,
                         isConfirmedByItsAmount: count.map { QuantityTimes.isConfirmed(price: value, of: word, count: $0, by: words) } ?? false)
    }

    /// "kr" after an amount with two decimals after a comma ("234,00", "29,90").
    static func isKroner(_ unit: String, after number: NumberWord) -> Bool {
        guard unit == "kr" || unit == "Kr", let comma = number.digits.lastIndex(of: ",") else { return false }
        return number.digits[number.digits.index(after: comma)...].count == 2
    }

    /// True when `text` is a phone number's piece or a plain digit group ("+7", "798-44-69", "(028)",
    /// "2566"): the pieces a phone's or code's digits are read as.
    static func isPhonePiece(_ text: String) -> Bool { text.allSatisfy { $0.isASCIIDigit || "+-()".contains($0) } }

    /// True when `text` holds the mark of a currency priced in whole units.
    static func isWhole(_ text: String) -> Bool { text.contains { "¥￥円₩원".contains($0) } }

    static func hasFraction(_ value: Decimal) -> Bool {
        var value = value, whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .down)
        return whole != value
    }

    /// Scores each candidate, keeps the reportable ones, best first.
    private func ranked(_ candidates: [Candidate], pictureHeight: Double?, labelledTotal: (Candidate) -> Bool,
                        otherTextHeight: (Candidate) -> Double) -> [DetectedPrice] {
        // The height others are measured against is the tallest surely read: a word of other glyphs
        // read at a guess as a mark and digits ("$38" at 0.27 for a receipt's "金額") is no measure.
        guard let tallest = (candidates.filter { $0.confidence >= minimumConfidence }.map(\.height).max()
            ?? candidates.map(\.height).max()) else { return [] }
        let scored: [(Candidate, Double, Bool)] = candidates.compactMap { candidate in
            let relative = candidate.height / tallest
            guard candidate.height >= minimumHeight else { return nil }
            // A unit price's label, or a count, says what the number is, whatever its size: it is
            // ranked after every other price. A unit price is fine print, read surely or not at
            // all; the price of one is reported when read surely or when its amount is printed.
            let sure = candidate.digitCount >= 2 && candidate.confidence >= unitPriceMinimumConfidence
            if candidate.isUnitPrice {
                // Its own currency mark ("1 kg = 52,23 €") vouches for it as for any marked price.
                guard sure || candidate.hasMark else { return nil }
            } else if candidate.isPriceOfOne {
                guard sure || candidate.isConfirmedByItsAmount else { return nil }
            } else {
                guard isReportable(candidate, relativeHeight: relative, pictureHeight: pictureHeight,
                                   otherTextHeight: otherTextHeight) else { return nil }
            }
            let total = labelledTotal(candidate)
            let score = 0.45 * relative + (candidate.hasMark ? 0.25 : 0) + (candidate.hasCents ? 0.20 : 0)
                + 0.10 * candidate.confidence + (total ? totalLabelBonus : 0) - (candidate.ranksLast ? totalLabelBonus : 0)
            return (candidate, score, total)
        }
        // Ties keep reading order (top to bottom, left to right) so output is deterministic.
        let ordered = scored.sorted { a, b in
            a.1 != b.1 ? a.1 > b.1 : (a.0.box.y, a.0.box.x) < (b.0.box.y, b.0.box.x)
        }
        return ordered.map { candidate, _, total in
            DetectedPrice(rawText: candidate.rawText, value: candidate.value, box: candidate.box,
                          confidence: candidate.confidence, isLabelledTotal: total, isLabelledSecondary: candidate.isLabelledSecondary(sureConfidence: unitPriceMinimumConfidence))
        }
    }

    /// True when `candidate`, whatever it was printed after, looks enough like a price to be one:
    /// marked or with cents; in a column of numbers; two digits dominating their picture; or three
    /// digits and more, as tall as the tallest candidate.
    private func isReportable(_ candidate: Candidate, relativeHeight relative: Double, pictureHeight: Double?,
                              otherTextHeight: (Candidate) -> Double) -> Bool {
        if candidate.hasMark || candidate.hasCents {
            return candidate.hasMark || candidate.digitCount >= 2
        }
        if candidate.inColumn {
            // Printed in digits: item codes in a column ("B1", "B2") read as numbers only
            // through the look-alike letters.
            return candidate.digitCount >= 2 && candidate.confidence >= plainMinimumConfidence
                && !candidate.rawText.contains(where: \.isLetter)
        }
        if candidate.digitCount == plainMinimumDigits - 1 {
            // Raised cents whose integer was not read are two digits alone: other, smaller
            // text must have been read for the number to dominate it.
            let other = otherTextHeight(candidate)
            let fillsPicture = pictureHeight.map { candidate.height >= lonePictureHeightShare * $0 } ?? false
            return (other > 0 || fillsPicture) && candidate.height >= plainMinimumHeight
                && candidate.confidence >= plainMinimumConfidence && candidate.height >= dominantHeightRatio * other
        }
        return candidate.digitCount >= plainMinimumDigits && relative >= plainMinimumRelativeHeight
            && candidate.height >= plainMinimumHeight && candidate.confidence >= plainMinimumConfidence
    }

    /// A price read only in part, its last digits lost after a separator ("€5," for €5,45): it
    /// would show a wrong amount. (One digit left of the cents is caught with the cents' count.)
    static func isCutShort(_ text: String) -> Bool {
        let trimmed = text.drop { !$0.isASCIIDigit }
        guard let last = trimmed.lastIndex(where: \.isASCIIDigit) else { return false }
        return trimmed[trimmed.index(after: last)...].first.map { ",.".contains($0) } == true
    }

    /// True when `price` is followed by a letter in `text`: "¥7b" is a heading misread, not ¥7.
    static func isGluedToLetters(_ price: String, in text: String) -> Bool {
        guard let range = text.range(of: price) else { return false }
        return text[range.upperBound...].first?.isLetter == true
    }

    /// True when `box` starts or ends where two of `others` do, within half its height: one of
    /// their column, left or right aligned.
    static func linesUp(_ box: PixelRect, with others: [PixelRect]) -> Bool {
        let slack = 0.5 * box.height
        return others.count { abs($0.maxX - box.maxX) <= slack || abs($0.x - box.x) <= slack } >= 2
    }

    /// The `words` on `box`'s line that end left of it or at most 0.3 of its height into it (boxes
    /// are loose), left to right: what a number is printed after.
    static func wordsLeft(of box: PixelRect, among words: [OCRWord]) -> [OCRWord] {
        leftOnLine(of: box, among: words, overlapping: 0.3 * box.height).sorted { $0.box.x < $1.box.x }
    }

    /// The `words` on `box`'s line that end left of it, or at most `overlapping` pixels into it.
    static func leftOnLine(of box: PixelRect, among words: [OCRWord], overlapping: Double = 0) -> [OCRWord] {
        words.filter { $0.box.maxX <= box.x + overlapping && sameLine($0.box, box) }
    }

    /// Same text line: the boxes overlap vertically by at least half the smaller height.
    static func sameLine(_ a: PixelRect, _ b: PixelRect) -> Bool {
        min(a.maxY, b.maxY) - max(a.y, b.y) >= 0.5 * min(a.height, b.height)
    }
}
