/// Repairs numbers Tesseract cut into several words, before they are classified.
enum SplitNumberJoiner {
    /// Largest gap between the pieces, in the first piece's height.
    static let maximumGap = 0.6

    /// Largest gap before two digits after a piece ending in a separator, in its height: receipt
    /// printers give the separator its own cell and may leave a space after it ("48, 77").
    static let centsGap = 1.0

    /// Rejoins "NT$1," + "120" and "13" + ",90": a piece ending or the next one starting with a
    /// separator, side by side on one line, is one number.
    static func joined(_ words: [OCRWord]) -> [OCRWord] {
        joiningPairs(words) { pieces, index in
            let word = pieces[index]
            return pieces.indices.first { other in
                let next = pieces[other].text
                let reach = endsWithSeparator(word.text) && next.isTwoDigits ? centsGap : maximumGap
                return other != index && adjacent(word.box, pieces[other].box, maximumGap: reach)
                    && (endsWithSeparator(word.text) && startsWithDigit(next)
                        || endsWithDigit(word.text) && startsWithSeparator(next))
            }.map { ($0, "") }
        }
    }

    /// Largest gap over a mark the OCR left unread, in the first group's height: a monospaced
    /// receipt face gives the point a cell of its own (0.6 em, about 0.85 of a digit's height) and
    /// each digit its side bearings.
    static let unreadMarkGap = 1.5

    /// Rejoins "36" + "28" over a point the OCR did not read into "36.28", and "10" + "50" over a
    /// colon into the time "10:50" (which is then no price): two digits right after a group of
    /// digits on one line, with the mark in the gap between them (`unreadMark`, from the frame's
    /// ink, `LumaFrame.unreadMark(between:and:)`).
    static func joined(_ words: [OCRWord], overUnreadMarks unreadMark: (PixelRect, PixelRect) -> UnreadMark?) -> [OCRWord] {
        joiningPairs(words) { pieces, index in
            let word = pieces[index]
            guard endsInDigitGroup(word.text) else { return nil }
            for other in pieces.indices where other != index && pieces[other].text.isTwoDigits
                && adjacent(word.box, pieces[other].box, maximumGap: unreadMarkGap) {
                if let mark = unreadMark(word.box, pieces[other].box), mark == .point || word.text.count <= 2 {
                    return (other, String(mark.character))
                }
            }
            return nil
        }
    }

    /// `words` with each word joined to the one `partner` finds after it (its index, and the text
    /// that stands between them), until it finds none.
    private static func joiningPairs(_ words: [OCRWord], partner: ([OCRWord], Int) -> (index: Int, between: String)?) -> [OCRWord] {
        var pieces = words
        var index = 0
        while index < pieces.count {
            guard let (other, between) = partner(pieces, index) else { index += 1; continue }
            let word = pieces[index], next = pieces[other]
            pieces[index] = OCRWord(text: word.text + between + next.text, box: word.box.union(next.box),
                                    confidence: min(word.confidence, next.confidence))
            pieces.remove(at: other)
            if other < index { index -= 1 }
        }
        return pieces
    }

    /// True when `text` ends in its digits or in a thousands group of them ("36", "$113", "1,250"),
    /// not in decimals or a date's last field.
    private static func endsInDigitGroup(_ text: String) -> Bool {
        let trailing = text.reversed().prefix(while: \.isASCIIDigit).count
        guard trailing > 0 else { return false }
        return trailing == text.filter(\.isASCIIDigit).count || trailing == 3 && ",. ".contains(text.dropLast(3).last ?? "x")
    }

    /// Largest gap between the groups of a code or phone number, in the first group's height: a
    /// word space ("(02) 2523 1455" has gaps of 0.6–0.7).
    static let maximumCodeGap = 1.0

    /// Largest gap between two groups of a code or phone number when the gap holds ink no word was
    /// read from (`codeRows`' `holdsUnreadInk`), in the first group's height: one lost group of up
    /// to four digits between two word spaces (digits are 0.5–0.6 of their height wide, a word
    /// space 0.3–0.4: 4 × 0.55 + 2 × 0.35 ≈ 3).
    static let maximumBridgedGap = 3.0

    /// Digit words in a row on one line whose digits add up to a code length (a barcode number
    /// printed or read in groups, a phone number): indices of every word of such a row. Two groups
    /// further apart than a word space are in one row too when `holdsUnreadInk` says the gap between
    /// them holds glyphs and every word read in it is digits: a group the OCR lost or read in part
    /// ("(028) 7045 1689" read "028", "70", "1689", or "45" read as a small "71", left "1689" alone,
    /// a price in the live view).
    static func codeRows(_ words: [OCRWord], isDigits: (Int) -> Bool, digitCount: (Int) -> Int,
                         holdsUnreadInk: (PixelRect) -> Bool = { _ in false }) -> Set<Int> {
        func bridged(_ a: Int, _ b: Int) -> Bool {
            let left = words[a].box, right = words[b].box
            guard adjacent(left, right, maximumGap: maximumBridgedGap) else { return false }
            let top = min(left.y, right.y)
            let gap = PixelRect(x: left.maxX, y: top, width: right.x - left.maxX, height: max(left.maxY, right.maxY) - top)
            return gap.width > 0 && holdsUnreadInk(gap)
                && words.indices.allSatisfy { $0 == a || $0 == b || !words[$0].box.intersects(gap) || isDigits($0) }
        }
        var codes = Set<Int>()
        for start in words.indices where isDigits(start) {
            var row = [start], current = start
            while let next = words.indices.first(where: { !row.contains($0) && isDigits($0)
                    && adjacent(words[current].box, words[$0].box, maximumGap: maximumCodeGap) })
                    ?? words.indices.first(where: { !row.contains($0) && isDigits($0) && bridged(current, $0) }) {
                row.append(next)
                current = next
            }
            if row.count > 1, row.map(digitCount).reduce(0, +) >= WordClassifier.codeDigits { codes.formUnion(row) }
        }
        return codes
    }

    /// `b` starts just right of `a` on the same line.
    private static func adjacent(_ a: PixelRect, _ b: PixelRect, maximumGap: Double = maximumGap) -> Bool {
        let gap = (b.x - a.maxX) / a.height
        return PriceAssembler.sameLine(a, b) && gap >= -0.3 && gap <= maximumGap
            && (0.6...1.6).contains(b.height / a.height)
    }

    private static func endsWithSeparator(_ text: String) -> Bool {
        let chars = Array(text)
        return chars.count >= 2 && ",.".contains(chars[chars.count - 1]) && chars[chars.count - 2].isASCIIDigit
    }

    private static func startsWithSeparator(_ text: String) -> Bool {
        let chars = Array(text)
        return chars.count >= 2 && ",.".contains(chars[0]) && chars[1].isASCIIDigit
    }

    private static func endsWithDigit(_ text: String) -> Bool { text.last?.isASCIIDigit == true }
    private static func startsWithDigit(_ text: String) -> Bool { text.first?.isASCIIDigit == true }
}
