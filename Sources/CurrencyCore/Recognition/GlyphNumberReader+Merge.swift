extension GlyphNumberReader.Reading {
    /// `words` with this reading put in place of what the OCR read at the same numerals, unless
    /// the OCR read the same integer and, when there are any, the same cents. An OCR number of
    /// other digits is replaced too: where both read a row, the shapes were right more often
    /// ("429" for 129; see FINDINGS.md). Currency words are kept: the shape reading has no mark.
    public func replacing(in words: [OCRWord]) -> [OCRWord] {
        let area = cents.map { integer.box.union($0.box) } ?? integer.box
        let overlapping = words.indices.filter { words[$0].box.intersects(area) }
        let integerRead = overlapping.contains { index in
            guard words[index].box.height >= 0.7 * integer.box.height, words[index].confidence >= 0.3,
                  case .number(let number) = WordClassifier.classify(words[index].text) else { return false }
            return number.digits.prefix { $0.isASCIIDigit } == integer.text
        }
        let centsRead = cents.map { cents in overlapping.contains { words[$0].text.hasSuffix(cents.text) } } ?? true
        guard !integerRead || !centsRead else { return words }
        let replaced = Set(overlapping.filter { index in
            if case .currency = WordClassifier.classify(words[index].text) { return false }
            return true
        })
        return words.indices.filter { !replaced.contains($0) }.map { words[$0] } + [integer] + (cents.map { [$0] } ?? [])
    }
}

extension GlyphNumberReader {
    /// `words` with each row's shape reading put in where the OCR misread it (`Reading.replacing`).
    /// Rows holding a price read with a mark or separator are left alone: reading them by shape
    /// cost 10 points of recall on the fixtures' plain tags ("¥870" read well, its mark not a digit).
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
