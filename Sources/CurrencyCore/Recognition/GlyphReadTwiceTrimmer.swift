/// Drops a word's first glyphs where they lie on another word's digit: the same ink read twice.
///
/// The live view reads a region again when its first reading looks cut short, and the second
/// reading may start on the last digit the first already read: a Russian tag's "299⁹⁹" came back
/// as "299" and "O99", "[La99" or "2399", their first glyphs over the integer's last "9". Read
/// so, the raised cents are a word that starts with junk and are never paired with the integer.
/// A glyph box holds one character, so a glyph centred inside the digit of a word that starts
/// further left is that digit again, and goes (a word read wholly twice is left as read); the
/// word is then as confident as its least sure glyph kept (the "O" had dragged "O99" to 0.01).
enum GlyphReadTwiceTrimmer {
    static func trimmed(_ words: [OCRWord]) -> [OCRWord] {
        let digitBoxes = words.map { $0.glyphs.filter(\.isDigit).map(\.box) }
        return words.indices.map { index in
            let word = words[index]
            let others = words.indices.filter { words[$0].box.x < word.box.x }.flatMap { digitBoxes[$0] }
            let readTwice = word.glyphs.prefix { glyph in others.contains { $0.contains(glyph.box.center) } }.count
            guard readTwice > 0, readTwice < word.glyphs.count else { return word }
            return OCRWord(run: word.glyphs.dropFirst(readTwice), confidenceIfEmpty: word.confidence)
        }
    }
}
