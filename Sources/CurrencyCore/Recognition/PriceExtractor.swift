import Foundation

/// Turns OCR words into prices: each word is parsed on its own, and a lone currency mark
/// ("¥", "NT$", "円") is joined to the number word beside it on the same line.
/// Deliberately small; smarter layout analysis can replace it behind the same signature.
public struct PriceExtractor: Sendable {
    /// Words below this confidence are ignored.
    public var minimumConfidence: Double
    /// Largest gap between a mark and its number, in multiples of the line height.
    public var maximumGapInLineHeights: Double

    public init(minimumConfidence: Double = 0.5, maximumGapInLineHeights: Double = 1.0) {
        self.minimumConfidence = minimumConfidence
        self.maximumGapInLineHeights = maximumGapInLineHeights
    }

    /// The prices among `words`, zero amounts left out (an "O" misread as "0" is not a price).
    public func prices(in words: [OCRWord]) -> [DetectedPrice] {
        let usable = words.filter { $0.confidence >= minimumConfidence }
        var joined = Set<Int>()
        var prices: [DetectedPrice] = []
        for (index, word) in usable.enumerated() where !joined.contains(index) {
            let parsed = PriceParser.parse(word.text)
            if !parsed.isEmpty {
                prices += parsed.map { price(from: $0, box: word.box, confidence: word.confidence) }
                continue
            }
            guard isLoneMark(word.text) else { continue }
            // A mark before its number ("¥ 1,000") or after it ("3,500 円").
            guard let partner = usable.indices.first(where: { other in
                other != index && !joined.contains(other) && areNeighbours(word.box, usable[other].box)
                    && PriceParser.parse(combined(word, usable[other])).count == 1
            }) else { continue }
            let other = usable[partner]
            guard let parsed = PriceParser.parse(combined(word, other)).first else { continue }
            joined.formUnion([index, partner])
            prices.removeAll { $0.box == other.box && $0.rawText != parsed.rawText }
            prices.append(price(from: parsed, box: word.box.union(other.box),
                                confidence: min(word.confidence, other.confidence)))
        }
        return prices.filter { $0.value != 0 }
    }

    private func price(from parsed: ParsedPrice, box: PixelRect, confidence: Double) -> DetectedPrice {
        DetectedPrice(rawText: parsed.rawText, value: parsed.value, box: box, confidence: confidence)
    }

    /// The two words' text in reading order, separated by a space.
    private func combined(_ a: OCRWord, _ b: OCRWord) -> String {
        a.box.x <= b.box.x ? a.text + " " + b.text : b.text + " " + a.text
    }

    private func isLoneMark(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return CurrencySymbols.prefixes.contains { $0.mark == trimmed }
            || CurrencySymbols.suffixes.contains { $0.mark == trimmed }
    }

    /// Same line (vertical overlap of at least half the smaller height) and a small gap.
    private func areNeighbours(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
        let lineHeight = max(a.height, b.height)
        guard overlap >= min(a.height, b.height) / 2 else { return false }
        let gap = max(a.x, b.x) - min(a.maxX, b.maxX)
        return gap <= lineHeight * maximumGapInLineHeights
    }
}
