/// One row of the picture's "Extracted text" list: a line as read, with the prices on it converted.
public struct PictureLine: Hashable, Sendable {
    public var text: String
    /// In the picture's pixels.
    public var box: PixelRect
    /// Ids of the labels (`PictureViewModel.labels`) of the prices on this line.
    public var labelIDs: [Int]
    /// Each price's NT$ amount ("NT$ 252"), with the price first when the line's text does not
    /// show it as read ("$8.00 → NT$ 252"); empty for plain text.
    public var priceTexts: [String]

    public init(text: String, box: PixelRect, labelIDs: [Int], priceTexts: [String]) {
        self.text = text
        self.box = box
        self.labelIDs = labelIDs
        self.priceTexts = priceTexts
    }

    /// True when the line carries at least one price.
    public var hasPrice: Bool { !labelIDs.isEmpty }

    /// What the list shows: the text, then "→ NT$ …" for each price on it.
    public var displayText: String {
        priceTexts.isEmpty ? text : text + "  → " + priceTexts.joined(separator: " · ")
    }
}

/// Puts each price on the recognised line it overlaps most. The prices come from the price reader
/// and the lines from a separate reading, so a price no line overlaps (read only by the price
/// reader's re-reads) becomes a line of its own: the list must show every price.
enum PictureLineMatcher {
    static func lines(_ lines: [TextLine], labels: [PriceLabel]) -> [PictureLine] {
        var result = lines.map { PictureLine(text: $0.text, box: $0.box, labelIDs: [], priceTexts: []) }
        // Left to right, so a line's NT$ amounts come in the order its prices are printed
        // ("¥3,500 ¥1,280 → NT$ 770 · NT$ 281.60"), whatever order the price reader found them in.
        for label in labels.sorted(by: { $0.box.x < $1.box.x }) {
            let best = result.indices.max { overlap(result[$0].box, label.box) < overlap(result[$1].box, label.box) }
            if let best, overlap(result[best].box, label.box) > 0.3 {
                result[best].labelIDs.append(label.id)
                result[best].priceTexts.append(priceText(label, onLine: result[best].text))
            } else {
                result.append(PictureLine(text: label.rawText, box: label.box, labelIDs: [label.id], priceTexts: [label.text]))
            }
        }
        return result.sorted { a, b in
            abs(a.box.midY - b.box.midY) < min(a.box.height, b.box.height) / 2 ? a.box.x < b.box.x : a.box.midY < b.box.midY
        }
    }

    /// What the list adds for `label` on a line reading `text`.
    static func priceText(_ label: PriceLabel, onLine text: String) -> String {
        text.contains(label.rawText) ? label.text : label.rawText + " → " + label.text
    }

    /// The share of `price`'s area inside `line`.
    static func overlap(_ line: PixelRect, _ price: PixelRect) -> Double {
        let width = min(line.maxX, price.maxX) - max(line.x, price.x)
        let height = min(line.maxY, price.maxY) - max(line.y, price.y)
        guard width > 0, height > 0, price.width * price.height > 0 else { return 0 }
        return width * height / (price.width * price.height)
    }
}
