/// Mends a "3" the OCR read where the ink encloses a counter in its upper half. A "3" is open on
/// its left and encloses nothing; a heavy "9" with a small counter reads as one (Japanese tags'
/// bold "199" read "139", "299" read "2939"). An "8" whose ink encloses counters in its upper half
/// only, with no ink at its left just below them, is a "9" too: a blurred "9"'s tail run into its
/// bowl reads as an "8" (a live "109" read "108"); an "8"'s lower bowl, even broken open (thermal
/// receipt print), runs down its left side. Whether a glyph's ink encloses a counter is a test no
/// font changes, as long as the counter stays open in the ink; a counter blurred shut leaves the
/// reading as it was. Only the largest hole counts: a bold "9"'s tail curling onto its bowl
/// encloses a smaller one below (so two holes do not make an "8").
///
/// The word's crop, scaled by its band of ink, is thresholded by Otsu (the ink is the smaller
/// class, either polarity), and its digit-tall components are paired with the word's digits left
/// to right only when there are as many of each: Tesseract's glyph boxes are too loose to say which
/// ink is which digit. One digit more than components is paired too when two of its glyphs, one a
/// "3", overlap as one character boxed twice over ink one digit wide (`readOnce`): "299" read
/// "2939" becomes "299"; and fewer components than digits are paired from the right when the first
/// digits broke into pieces shorter than a digit (`leadingDigitsBroke`). A "3"'s counters are also
/// looked for at a level of the glyph's own, nearer its paper (`LumaFrame.counters`): blur greys a
/// bold "9"'s thin stroke out of the word's ink and its counter leaks out (a live "299" read "233").
///
/// The converse refuses a word: where one "0" of the word encloses its counter and another's ink
/// encloses none at either level, the second is some other digit (a clean "253,50" read "203,00"
/// by three of five still readings). The "0" that does enclose one shows that this print closes
/// counters: a seven-segment "0" or a thermal receipt's broken one never does, and a lone "0"
/// without a counter is left as read. Which digit the ink is instead the holes do not say, and a
/// wrong amount labelled is worse than none.
public struct DigitHoleCheck: Sendable {
    /// Crops are scaled to this word height before thresholding.
    public var targetHeight = 40.0
    /// A hole is at least this share of its glyph's box: a bold "9"'s counter was 4 % of it on the
    /// Japanese tune photos, noise leaves holes of a pixel or two.
    public var minimumHoleShare = 0.02

    public init() {}

    /// `words` with every "3" whose ink holds a counter in its upper half, and every "8" whose ink
    /// holds counters there only, read as a "9"; without a word one of whose "0"s encloses no
    /// counter while another does.
    public func words(_ words: [OCRWord], in frame: LumaFrame) -> [OCRWord] {
        words.compactMap { word in
            switch verdict(on: word, in: frame) {
            case .kept: word
            case .mended(let mended): mended
            case .refused: nil
            }
        }
    }

    /// What the check makes of a word.
    enum Verdict: Equatable {
        /// Nothing to mend, or its ink could not be paired with its digits.
        case kept
        /// A "3" or an "8" read as the "9" its ink is.
        case mended(OCRWord)
        /// A "0" read over ink that encloses no counter beside one that does: the OCR read some
        /// other digit ("253,50" read "203,00"), and which one the ink does not say.
        case refused
    }

    /// `word` mended or refused; kept when it holds no "3" or "8" and fewer than two "0"s, or its ink
    /// cannot be paired with its digits.
    func verdict(on word: OCRWord, in frame: LumaFrame) -> Verdict {
        let core = word.text.drop(while: WordClassifier.leadingJunk.contains)
        // Two "0"s at least, or a "3" or an "8": the ink is not looked at for words it cannot change.
        guard core.contains("3") || core.contains("8") || core.count(where: { $0 == "0" }) >= 2,
              core.allSatisfy({ $0.isASCIIDigit || $0 == "," || $0 == "." }),
              let ink = wordInk(of: word, in: frame) else { return .kept }
        let digits = ink.digits
        var reading = word.text
        if digits.count == core.count(where: \.isASCIIDigit) - 1, let once = Self.readOnce(word),
           Self.isOneDigitWide(digits, at: once.digit) {
            reading = once.text
        }
        let digitCount = reading.drop(while: WordClassifier.leadingJunk.contains).count(where: \.isASCIIDigit)
        guard digits.count == digitCount || Self.leadingDigitsBroke(digitCount - digits.count, ink) else { return .kept }
        // The first digits, broken into pieces shorter than a digit, are left as read.
        let unchecked = digitCount - digits.count
        var text = "", index = 0, changed = false
        // Whether each "0" read encloses a counter.
        var zeros: [Bool] = []
        for character in reading {
            guard character.isASCIIDigit else {
                text.append(character)
                continue
            }
            defer { index += 1 }
            guard index >= unchecked else {
                text.append(character)
                continue
            }
            let digit = digits[index - unchecked], holes = digit.shape.holes(minimumShare: minimumHoleShare)
            if character == "0" { zeros.append(!holes.isEmpty || !digit.counters.isEmpty) }
            if (character == "3" && Self.isNine(holes: holes + digit.counters))
                || (character == "8" && Self.isNineReadAsEight(digit.shape, holes: holes)) {
                text.append("9")
                changed = true
            } else {
                text.append(character)
            }
        }
        if zeros.contains(true) && zeros.contains(false) { return .refused }
        // Without the OCR's glyphs: one of their digits was overruled, so their confidences no
        // longer vouch for the word (`PriceAssembler`'s sure glyphs).
        return changed ? .mended(OCRWord(text: text, box: word.box, confidence: word.confidence)) : .kept
    }

    /// `word`'s text with one character read twice taken as the "3" it was read as: two
    /// neighbouring digit glyphs whose boxes overlap by half the narrower one's width or more, one
    /// of them a "3", hold one character (a bold "299" read "2939", its middle "9" boxed as a "9"
    /// and a "3" over it), and which of the word's digits it is. Nil unless exactly one such pair is
    /// found.
    static func readOnce(_ word: OCRWord) -> (text: String, digit: Int)? {
        let glyphs = word.glyphs
        guard glyphs.map(\.text).joined() == word.text else { return nil }
        let pairs = glyphs.indices.dropLast().filter { index in
            let (a, b) = (glyphs[index], glyphs[index + 1])
            let overlap = min(a.box.maxX, b.box.maxX) - max(a.box.x, b.box.x)
            return a.isDigit && b.isDigit && (a.text == "3" || b.text == "3")
                && overlap >= readTwiceOverlap * min(a.box.width, b.box.width)
        }
        guard pairs.count == 1, let index = pairs.first else { return nil }
        return ((glyphs[..<index].map(\.text) + ["3"] + glyphs[(index + 2)...].map(\.text)).joined(),
                glyphs[..<index].count(where: \.isDigit))
    }

    /// True when the ink of the `index`th digit is no wider than a digit: not two digits run
    /// together, which the glyph pair could be read over as well ("139.97" in small print whose
    /// "39" touch). A digit is at most `readTwiceWidth` times the other digits' median width.
    static func isOneDigitWide(_ digits: [DigitInk], at index: Int) -> Bool {
        let others = digits.indices.filter { $0 != index }.map { digits[$0].shape.width }.sorted()
        guard index < digits.count, !others.isEmpty else { return false }
        return Double(digits[index].shape.width) <= readTwiceWidth * Double(others[others.count / 2])
    }

    /// A "1" is narrower than the median, so the bound is loose: two touching digits are about
    /// twice as wide.
    static let readTwiceWidth = 1.4

    /// Two glyph boxes overlapping by this share of the narrower one's width hold one character.
    static let readTwiceOverlap = 0.5

    /// One digit-tall piece of a word's ink: its shape at the word's level, and its counters at a
    /// level of its own (`LumaFrame.counters(in:level:towardPaper:minimumShare:)`).
    struct DigitInk {
        let box: ComponentBox
        let shape: GlyphShape
        let counters: [GlyphShape.Hole]
    }

    /// A word's digit-tall pieces, left to right, and where its ink starts (pieces of any size).
    struct WordInk {
        let digits: [DigitInk]
        let start: Int
    }

    /// True when the word's first `missing` digits broke into pieces shorter than a digit (a
    /// lighter "2" beside two dark "9"s, its top lost to the paper) and the rest are whole: the
    /// digit-tall pieces follow each other with no room for a digit between them, and the ink left
    /// of the first spans at least 0.6 of a digit's width for each missing one.
    static func leadingDigitsBroke(_ missing: Int, _ ink: WordInk) -> Bool {
        guard missing > 0, let first = ink.digits.first else { return false }
        let widths = ink.digits.map(\.box.width).sorted(), digitWidth = Double(widths[widths.count / 2])
        let packed = zip(ink.digits, ink.digits.dropFirst()).allSatisfy { left, right in
            Double(right.box.x - left.box.x - left.box.width) <= 0.5 * digitWidth
        }
        return packed && Double(first.box.x - ink.start) >= 0.6 * digitWidth * Double(missing)
    }

    /// The digit-tall glyphs of `word`'s ink, left to right; nil when one is cut by the crop's side
    /// (the box left part of the number out). The crop is scaled by the word's band of ink, not its
    /// box: Tesseract boxes a blurred word loosely (220 px over digits 150 px tall), and digits
    /// measured against the box come out too short to count.
    private func wordInk(of word: OCRWord, in frame: LumaFrame) -> WordInk? {
        let band = frame.inkBand(in: word.box) ?? word.box
        let h = band.height, margin = 0.15 * h
        let box = PixelRect(x: band.x - margin, y: band.y - margin, width: band.width + 2 * margin,
                            height: h + 2 * margin)
        guard h > 0, let (crop, _) = frame.region(box, scale: targetHeight / h), let level = crop.otsuInkLevel() else { return nil }
        let pieces = crop.inkShapes(at: level)
        let tall = pieces.filter { component in
            Double(component.box.height) >= 0.6 * targetHeight && Double(component.box.height) <= 1.4 * targetHeight
        }
        guard !tall.contains(where: { $0.box.x == 0 || $0.box.x + $0.box.width == crop.width }) else { return nil }
        let sorted = tall.sorted { $0.box.x < $1.box.x }
        let digits = sorted.indices.map { index in
            let piece = sorted[index], box = piece.box
            // A stroke greyed out of the word's ink lies at the piece's side: the counters are looked
            // for a tenth of its height further out each way, short of the neighbouring digits.
            let reach = max(1, box.height / 10)
            let left = max(0, box.x - reach, index > 0 ? sorted[index - 1].box.x + sorted[index - 1].box.width : 0)
            let right = min(crop.width, box.x + box.width + reach, index + 1 < sorted.count ? sorted[index + 1].box.x : crop.width)
            let around = ComponentBox(x: left, y: box.y, width: right - left, height: box.height, pixels: box.pixels)
            return DigitInk(box: box, shape: piece.shape,
                            counters: crop.counters(in: around, level: level, towardPaper: counterLevelTowardPaper,
                                                    minimumShare: minimumHoleShare))
        }
        // Pieces of a digit's stroke, not specks: a quarter of a digit's height.
        let start = pieces.filter { Double($0.box.height) >= 0.25 * targetHeight }.map(\.box.x).min() ?? 0
        return WordInk(digits: digits, start: start)
    }

    /// How far a glyph's own level for counters sits from the word's level toward its paper: the
    /// smallest step, of 0.25, 0.5 and 0.75, that closed both blurred "9"s' counters in the five
    /// live frames of Japanese tune 058 read "233" or "239" (FINDINGS).
    public var counterLevelTowardPaper = 0.25

    /// True when the largest of a glyph's holes is centred in its upper part: a "9"'s counter.
    static func isNine(holes: [GlyphShape.Hole]) -> Bool {
        guard let largest = holes.max(by: { $0.share < $1.share }) else { return false }
        return largest.centre < upperPart
    }

    /// True when a glyph read "8" encloses counters, all centred in its upper part, and the left
    /// fifth of its rows 0.6–0.65 down holds no ink: where a "9" shows only its tail, right of
    /// centre, and an "8" its lower bowl's left stroke.
    static func isNineReadAsEight(_ shape: GlyphShape, holes: [GlyphShape.Hole]) -> Bool {
        guard !holes.isEmpty, holes.allSatisfy({ $0.centre < upperPart }) else { return false }
        let rows = Int(0.6 * Double(shape.height))...Int(0.65 * Double(shape.height)), left = max(1, shape.width / 5)
        return !rows.contains { y in (0..<left).contains { x in shape.ink[y * shape.width + x] } }
    }

    /// A "9"'s counter is centred about 0.3 down its height, a "6"'s about 0.7, an "0"'s at 0.5.
    static let upperPart = 0.45
}
