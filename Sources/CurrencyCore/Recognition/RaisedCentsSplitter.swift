/// Cuts raised cents off the integer they were read into, using glyph boxes.
///
/// On "109 ⁹⁹" tags Tesseract often reads the small raised cents as part of the integer's word,
/// as junk ("399°", "2019”", "229...") or as digits ("36899"). The glyphs tell them apart: the
/// integer's digits are tall; what follows them with its bottom in the upper part of the digits
/// is raised. The word is cut there; raised digits that read as two digits become the cents word,
/// otherwise the caller re-reads the cents region (`PriceRegionRefiner.centsRegion(after:)`).
public enum RaisedCentsSplitter {
    /// A digit glyph belongs to the integer when it is at least this share of the tallest digit.
    static let integerHeight = 0.7
    /// Digits of one integer differ in height and top by at most this share of the first's height.
    static let sameHeight = 0.25

    /// The result for one line.
    public struct Split: Equatable, Sendable {
        /// The line's words, cut where raised cents were glued on.
        public var words: [OCRWord]
        /// Bare integers (tall digits only) whose cents were not read as two digits: where to look.
        public var integersWithoutCents: [PixelRect]
        /// Those of them whose word went on with a mark that stands for raised ink (`centsMarks`):
        /// something follows the integer, so it is not the price alone if its cents stay unread.
        public var integersBeforeCentsMarks: [PixelRect] = []
    }

    /// What the model reads for raised cents it cannot read as digits: marks that print high ("399°",
    /// "2019”") or two small rings ("20%" for a blurred "20⁵⁰"). No written price ends in one; a
    /// price's own endings (",-", ".", ":-") and a tag's edge read as ")" or "|" are not among them.
    static let centsMarks = Set("°\"'‘’“”^*%")

    /// True when `text` ends in a digit and one of `centsMarks` ("399°", "34”"): a number whose
    /// raised cents were read as that mark.
    static func endsInCentsMark(_ text: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let last = text.last, centsMarks.contains(last) else { return false }
        return text.dropLast().last?.isASCIIDigit == true
    }

    public static func split(_ line: [OCRWord]) -> Split {
        let tallest = line.flatMap(\.glyphs).filter(\.isDigit).map(\.box.height).max() ?? 0
        var words: [OCRWord] = [], bare: [PixelRect] = [], marked: [PixelRect] = []
        for word in line {
            guard tallest > 0, let cut = cut(word, tallest: tallest) else {
                words.append(word)
                continue
            }
            words.append(cut.integer)
            if let cents = cut.cents {
                words.append(cents)
            } else {
                bare.append(cut.integer.box)
                if cut.rest.contains(where: { $0.text.count == 1 && centsMarks.contains(Character($0.text)) }) {
                    marked.append(cut.integer.box)
                }
            }
        }
        // A cents word the line read separately, raised beside the integer, needs no second look.
        bare.removeAll { integer in
            words.contains { word in
                word.text.isTwoDigits && RaisedCentsPlace.holds(word.box, after: integer)
            }
        }
        return Split(words: words, integersWithoutCents: bare, integersBeforeCentsMarks: marked.filter(bare.contains))
    }

    /// The integer, the raised cents when read as two digits, and the glyphs after the integer, of a
    /// word shaped `[leading junk] tall digits [raised or junk glyphs]`; nil for any other word
    /// ("12.99", "$5", "AB").
    private static func cut(_ word: OCRWord, tallest: Double) -> (integer: OCRWord, cents: OCRWord?, rest: ArraySlice<OCRGlyph>)? {
        let glyphs = word.glyphs
        guard let start = glyphs.firstIndex(where: \.isDigit),
              glyphs[..<start].allSatisfy({ $0.text.count == 1 && WordClassifier.leadingJunk.contains(Character($0.text)) })
        else { return nil }
        // The integer's digits share one height and top; a glyph that breaks ranks is something
        // else read as a digit (a "円" read as "9").
        let first = glyphs[start].box
        var end = start
        while end < glyphs.count, glyphs[end].isDigit, glyphs[end].box.height >= integerHeight * tallest,
              abs(glyphs[end].box.height - first.height) <= sameHeight * first.height,
              abs(glyphs[end].box.y - first.y) <= sameHeight * first.height { end += 1 }
        guard end > start, end - start <= 5 else { return nil }
        let integer = OCRWord(run: glyphs[start..<end], confidenceIfEmpty: word.confidence)
        let integerBox = integer.box
        let rest = glyphs[end...]
        // Tesseract gives junk glyphs ("°", "”") the whole line's box, so only their text can say
        // they stand for the raised cents; letters and digits must be raised to be cut off.
        guard rest.allSatisfy({ $0.box.maxY <= integerBox.y + RaisedCentsPlace.bottomShare * integerBox.height || $0.isJunk }) else { return nil }
        guard rest.count == 2, rest.allSatisfy(\.isDigit) else { return (integer, nil, rest) }
        return (integer, OCRWord(run: rest, confidenceIfEmpty: word.confidence), rest)
    }
}

extension OCRWord {
    /// A word of a non-empty run of glyphs cut from another word: their text and joint box, as
    /// sure as the least sure of them (the cut word's confidence was dragged by what was cut off).
    init(run: ArraySlice<OCRGlyph>, confidenceIfEmpty: Double) {
        let box = run.dropFirst().reduce(run[run.startIndex].box) { $0.union($1.box) }
        self.init(text: run.map(\.text).joined(), box: box, confidence: run.map(\.confidence).min() ?? confidenceIfEmpty,
                  glyphs: Array(run))
    }
}

extension OCRGlyph {
    var isDigit: Bool { text.count == 1 && text.first?.isASCIIDigit == true }
    /// Neither letter nor digit: what raised cents become when the model cannot read them.
    var isJunk: Bool { !text.contains { $0.isLetter || $0.isNumber } }
}

extension String {
    /// Two ASCII digits and nothing else: how cents are read apart from their number.
    var isTwoDigits: Bool { count == 2 && allSatisfy(\.isASCIIDigit) }
}
