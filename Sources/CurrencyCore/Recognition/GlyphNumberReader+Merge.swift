extension GlyphNumberReader.Reading {
    /// `words` with this reading put in place of what the OCR read at the same numerals, when the
    /// OCR read no number there with as many integer digits (letters, junk, "69" for 269, "2699"
    /// with the cents glued on). When it did, its words stay. Currency words are always kept: the
    /// shape reading has no mark.
    public func replacing(in words: [OCRWord]) -> [OCRWord] {
        let area = cents.map { integer.box.union($0.box) } ?? integer.box
        let overlapping = words.indices.filter { words[$0].box.intersects(area) }
        let readAlike = overlapping.contains { index in
            guard words[index].box.height >= 0.7 * integer.box.height,
                  case .number(let number) = WordClassifier.classify(words[index].text) else { return false }
            let integerDigits = number.digits.prefix { $0.isASCIIDigit }
            return integerDigits.count == integer.text.count
        }
        guard !readAlike else { return words }
        let replaced = Set(overlapping.filter { index in
            if case .currency = WordClassifier.classify(words[index].text) { return false }
            return true
        })
        return words.indices.filter { !replaced.contains($0) }.map { words[$0] } + [integer] + (cents.map { [$0] } ?? [])
    }
}

extension GlyphNumberReader {
    /// `words` with each row's shape reading put in where the OCR misread it (`Reading.replacing`).
    /// Rows holding a price read with a mark or separator are left alone: "$21.99" was read well,
    /// and its tall "99" is no raised cents.
    public func words(_ words: [OCRWord], reading rows: [TallTextRowFinder.Row], in frame: LumaFrame) -> [OCRWord] {
        var words = words
        for row in rows {
            let wellRead = PriceRegionRefiner.wellRead(words).map(\.box)
            guard !wellRead.contains(where: { $0.intersects(row.box) }), let reading = read(row, in: frame) else { continue }
            words = reading.replacing(in: words)
        }
        return words
    }
}
