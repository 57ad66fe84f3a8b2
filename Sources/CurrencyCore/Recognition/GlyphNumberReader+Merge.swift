extension GlyphNumberReader.Reading {
    /// `words` with this reading put in place of what the OCR read at the same numerals. Where
    /// the OCR read other digits ("429" for 129, "99^39" for 99⁹⁹), the shapes were right more
    /// often; where it read the same, its boxes are looser (a "219" box 1.5× the digits' height
    /// hides the raised cents from the assembler), so the reading replaces it too, keeping the
    /// OCR's confidence when that is higher. Currency words stay: the shape reading has no mark.
    public func replacing(in words: [OCRWord]) -> [OCRWord] {
        let area = cents.map { integer.box.union($0.box) } ?? integer.box
        let overlapping = words.indices.filter { index in
            if case .currency = WordClassifier.classify(words[index].text) { return false }
            return words[index].box.intersects(area)
        }
        func confirmed(_ reading: OCRWord) -> OCRWord {
            var reading = reading
            let agreeing = overlapping.filter { index in
                guard case .number(let number) = WordClassifier.classify(words[index].text) else { return false }
                return number.digits.filter(\.isASCIIDigit) == reading.text && words[index].box.intersects(reading.box)
            }
            reading.confidence = max(reading.confidence, agreeing.map { words[$0].confidence }.max() ?? 0)
            return reading
        }
        let replaced = Set(overlapping)
        return words.indices.filter { !replaced.contains($0) }.map { words[$0] } + [confirmed(integer)] + (cents.map { [confirmed($0)] } ?? [])
    }
}

extension GlyphNumberReader {
    /// `words` with each row's shape reading put in where the OCR misread it (`Reading.replacing`).
    /// Rows holding a price read with a mark or separator are left alone: reading them by shape
    /// cost 10 points of recall on the fixtures' plain tags, whose prices the OCR read with marks.
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
