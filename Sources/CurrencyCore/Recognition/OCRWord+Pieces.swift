extension OCRWord {
    /// The word cut into pieces, one per range of its characters (offsets into `text`), each boxed
    /// over its share of the word's width and read with the word's confidence. Glyphs go with their
    /// piece when the word has one per character. For a word the OCR read as two ("150k-280k",
    /// "4x598") before it is classified.
    func pieces(_ ranges: [Range<Int>]) -> [OCRWord] {
        let chars = Array(text)
        let share = box.width / Double(chars.count)
        let glyphs = self.glyphs.count == chars.count ? self.glyphs : []
        return ranges.map { range in
            OCRWord(text: String(chars[range]),
                    box: PixelRect(x: box.x + share * Double(range.lowerBound), y: box.y,
                                   width: share * Double(range.count), height: box.height),
                    confidence: confidence, glyphs: glyphs.isEmpty ? [] : Array(glyphs[range]))
        }
    }
}
