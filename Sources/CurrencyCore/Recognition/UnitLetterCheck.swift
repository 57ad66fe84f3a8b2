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
public struct UnitLetterCheck: Sendable {
    /// The last glyph's ink starts at least this share of the digit's ink height lower than the
    /// digit's before it…
    public var topDrop = 0.15
    /// … and ends at least this share lower.
    public var bottomDrop = 0.15

    public init() {}

    /// `words` with a last "9" whose ink hangs below the digit's before it read as a "g", and a last
    /// digit boxed with a mark's width (`WideMarkReader.isFused`) whose box's rest hangs so.
    public func words(_ words: [OCRWord], in frame: LumaFrame) -> [OCRWord] {
        words.map { corrected($0, in: frame) ?? $0 }
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
