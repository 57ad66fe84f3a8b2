/// Mends a weight's "g" the OCR read as a "9" after digits ("250g" read "2509"), or boxed with the
/// last digit as a mark would be ("450 g" read "450", taken for "450¤"), which would make a
/// quantity a price. Lining digits stand on the baseline and reach the cap height; a "g" starts
/// at the x-height and hangs below the baseline, so its ink starts lower and ends lower than the
/// digit's beside it. A "9" never does in the fonts price tags use, nor does a currency mark (円,
/// ₫ and $ reach as high as the digits or higher), so the test holds for any font and size.
///
/// Ink is measured in the frame, not by the OCR's glyph boxes: those are drawn loosely ("200g"
/// boxed with its last "0" and the "g" down to the same row). Each glyph's columns are its own,
/// without those its neighbour's box covers.
///
/// Likewise a volume's "l" read as a last "1" ("1,5 l" read "1,51", a price): a litre's "l" is set
/// a word space apart and is a bare stroke, where a "1" has a flag or serif and stands a digit's
/// spacing from the digit before it. Here the glyph boxes serve: a bare stroke is boxed narrow.
public struct UnitLetterCheck: Sendable {
    /// The last glyph's ink starts at least this share of the digit's ink height lower than the
    /// digit's before it…
    public var topDrop = 0.15
    /// … and ends at least this share lower.
    public var bottomDrop = 0.15
    /// A last "1" is a litre's "l" when set at least this share of the digits' height after the
    /// digit before it …
    public var litreGap = 0.25
    /// … and boxed at most this share of it wide. Fitted on the tune halves (FINDINGS, "A litre's
    /// l read as a 1"): of the words the OCR read ending in a digit and a "1", the true prices had
    /// their last "1" boxed 0.28–0.77 of the digits' height wide, those set 0.25 apart or more
    /// 0.30 and wider; the "l"s of "1,5 l" and "6 x 0,33 l" were 0.07–0.23 wide and set 0.27–0.54
    /// apart.
    public var litreWidth = 0.25

    public init() {}

    /// `words` with a last "9" whose ink hangs below the digit's before it read as a "g", and a last
    /// digit boxed with a mark's width (`WideMarkReader.isFused`) whose box's rest hangs so; and a
    /// last "1" set apart as a bare stroke read as an "l" (`litre`).
    public func words(_ words: [OCRWord], in frame: LumaFrame) -> [OCRWord] {
        words.flatMap { word in corrected(word, in: frame).map { [$0] } ?? litre(word) ?? [word] }
    }

    /// `word` cut into its number and a litre's "l", its last "1", when that is set a word space
    /// (`litreGap`) after the digit before it and is a bare stroke (`litreWidth`): the unit word
    /// after a number makes it a quantity, as when the OCR reads the two apart. Nil otherwise.
    func litre(_ word: OCRWord) -> [OCRWord]? {
        let glyphs = word.glyphs
        guard glyphs.count >= 2, let last = glyphs.last, last.text == "1", word.text.hasSuffix("1"),
              glyphs[glyphs.count - 2].isDigit,
              let height = glyphs.filter(\.isDigit).map(\.box.height).max(), height > 0 else { return nil }
        let gap = last.box.x - glyphs[glyphs.count - 2].box.maxX
        guard gap >= litreGap * height, last.box.width <= litreWidth * height else { return nil }
        // The number keeps the word's confidence: the "l" read as a "1" was no doubt about its digits.
        var number = OCRWord(run: glyphs.dropLast(), confidenceIfEmpty: word.confidence)
        number.confidence = word.confidence
        let letter = OCRGlyph(text: "l", box: last.box, confidence: last.confidence)
        return [number, OCRWord(text: "l", box: last.box, confidence: last.confidence, glyphs: [letter])]
    }

    func corrected(_ word: OCRWord, in frame: LumaFrame) -> OCRWord? {
        guard word.glyphs.count >= 3, let last = word.glyphs.last, last.isDigit, word.text.hasSuffix(last.text) else { return nil }
        let digit = word.glyphs[word.glyphs.count - 2], before = word.glyphs.dropLast().filter(\.isDigit)
        guard digit.isDigit else { return nil }
        var glyphs = Array(word.glyphs.dropLast()), text = String(word.text.dropLast(last.text.count))
        let letter: PixelRect
        if last.text == "9" {
            letter = last.box
        } else if WideMarkReader.isFused(last, after: before) {
            // A digit and the letter in one box ("450 g" read "450", its "0" boxed to the "g"'s end).
            let width = WideMarkReader.digitSize(before).width
            letter = PixelRect(x: last.box.x + width, y: last.box.y, width: last.box.width - width, height: last.box.height)
            glyphs.append(OCRGlyph(text: last.text, box: PixelRect(x: last.box.x, y: last.box.y, width: width, height: last.box.height),
                                   confidence: last.confidence))
            text += last.text
        } else {
            return nil
        }
        guard let level = frame.inkLevel(in: word.box) else { return nil }
        let reach = PixelRect(x: word.box.x, y: word.box.y - 0.1 * word.box.height, width: word.box.width,
                              height: 1.5 * word.box.height)
        guard let digitInk = frame.inkRun(from: digit.box.x, to: min(digit.box.maxX, letter.x), in: reach, level: level),
              let letterInk = frame.inkRun(from: max(letter.x, digit.box.maxX), to: letter.maxX, in: reach, level: level)
        else { return nil }
        let height = digitInk.upperBound - digitInk.lowerBound
        guard height > 0, Double(letterInk.lowerBound - digitInk.lowerBound) >= topDrop * Double(height),
              Double(letterInk.upperBound - digitInk.upperBound) >= bottomDrop * Double(height) else { return nil }
        glyphs.append(OCRGlyph(text: "g", box: letter, confidence: last.confidence))
        return OCRWord(text: text + "g", box: word.box, confidence: word.confidence, glyphs: glyphs)
    }
}

extension LumaFrame {
    /// The rows of the first run of ink from the top in the columns from `left` to `right` of
    /// `box`: from the first row holding ink to the row before the next without any. Nil when the
    /// columns are under two pixels wide or hold no ink.
    func inkRun(from left: Double, to right: Double, in box: PixelRect, level: InkLevel) -> Range<Int>? {
        guard right - left >= 2, let (xs, rows) = pixelRanges(of: PixelRect(x: left, y: box.y, width: right - left, height: box.height))
        else { return nil }
        let inked = rows.map { y in xs.contains { level.isInk(pixels[y * stride + $0]) } }
        guard let start = inked.firstIndex(of: true) else { return nil }
        let end = inked[start...].firstIndex(of: false) ?? inked.count
        return (rows.lowerBound + start)..<(rows.lowerBound + end)
    }
}
