extension GlyphNumberReader.Reading {
    /// True when this reading left out digits both the OCR and the row finder saw after it, and
    /// read no cents: a digit whose ink broke up ("1" read of "12²⁰", the "2" in two pieces). The
    /// OCR's number has more digits and the row's glyphs, like it, reach at least half their
    /// height past the reading's end. Where only the OCR's box does, the OCR read one too many
    /// ("739" for 79, its row ending with the "9"); before the reading lies the leading mark it
    /// leaves out by design ("฿105" read "8105").
    func leavesOutDigits(of words: [OCRWord], in row: TallTextRowFinder.Row) -> Bool {
        guard cents == nil else { return false }
        let box = integer.box, digitCount = integer.text.filter(\.isASCIIDigit).count
        let beyond = { (other: PixelRect) in other.maxX - box.maxX >= 0.5 * row.glyphHeight }
        guard beyond(row.box) else { return false }
        return words.contains { word in
            guard word.box.intersects(box), case .number(let number) = WordClassifier.classify(word.text),
                  number.digitCount > digitCount else { return false }
            return beyond(word.box)
        }
    }

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
    /// A row that is another row's raised end (`raisedEnd(of:among:)`) is read last, and only when
    /// that row's integer was read: alone, those cents are no price (an LCD's "185³³" read "33").
    public func words(_ words: [OCRWord], reading rows: [TallTextRowFinder.Row], in frame: LumaFrame) -> [OCRWord] {
        var words = words
        let integers = rows.map { Self.raisedEnd(of: $0, among: rows) }
        for (row, integer) in zip(rows, integers).sorted(by: { $0.1 == nil && $1.1 != nil }) {
            if let integer, !words.contains(where: { $0.box.intersects(integer.box) && $0.text.contains(where: \.isNumber) }) { continue }
            let wellRead = PriceRegionRefiner.wellRead(words).map(\.box)
            guard !wellRead.contains(where: { $0.intersects(row.box) }), let reading = read(row, in: frame) else { continue }
            guard !reading.leavesOutDigits(of: words, in: row) else { continue }
            words = reading.replacing(in: words)
        }
        return words
    }

    /// The row whose raised cents `row` holds, when it is no wider than two digits: a row where they
    /// print after it (`RaisedCentsPlace`), or a taller row that takes `row` in at its top right, its
    /// cents joined to it by the row finder.
    static func raisedEnd(of row: TallTextRowFinder.Row, among rows: [TallTextRowFinder.Row]) -> TallTextRowFinder.Row? {
        let box = row.box
        guard box.width <= RaisedCentsPlace.width * box.height else { return nil }
        return rows.first { other in
            let whole = other.box, slack = 0.1 * whole.height
            let inside = box.x >= whole.x && box.maxX <= whole.maxX + slack && box.y >= whole.y - slack
                && box.maxY <= whole.maxY + slack && box.midX > whole.midX
                && box.height <= RaisedCentsPlace.heightShare.upperBound * whole.height
                && box.y - whole.y <= RaisedCentsPlace.topOffset * whole.height
            return inside || RaisedCentsPlace.holds(box, after: whole)
        }
    }
}
