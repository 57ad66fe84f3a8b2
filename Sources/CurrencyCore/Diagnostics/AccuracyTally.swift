import Foundation

/// One image of a scored set and the prices it holds, the most prominent (key) price first.
public struct TruthRow: Hashable, Sendable {
    public var image: String
    public var prices: [Decimal]
    /// Scene label (fixtures) or empty; menus have no key price.
    public var kind: String

    public init(image: String, prices: [Decimal], kind: String) {
        self.image = image
        self.prices = prices
        self.kind = kind
    }

    /// Rows of a tab-separated truth file with a header line. `pricesColumn` holds ';'-separated
    /// prices, each either a plain value ("109.99") or `value=raw` (fixtures' form).
    public static func parse(tsv: String, pricesColumn: String, kindColumn: String?) -> [TruthRow] {
        guard let table = TabSeparated(tsv), let priceIndex = table.column(pricesColumn) else { return [] }
        let kindIndex = kindColumn.flatMap(table.column)
        return table.rows.compactMap { fields in
            guard let image = fields.first, !image.isEmpty else { return nil }
            let cell = priceIndex < fields.count ? fields[priceIndex] : ""
            let prices = cell.split(separator: ";").compactMap { DecimalText.parse(String($0.split(separator: "=")[0])) }
            let kind = kindIndex.flatMap { $0 < fields.count ? fields[$0] : nil } ?? ""
            return TruthRow(image: image, prices: prices, kind: kind)
        }
    }
}

/// Recognition accuracy over a set of images, as the recognition study counts it: reported values
/// are a multiset matched against each image's prices.
public struct AccuracyTally: Sendable {
    public private(set) var images = 0
    public private(set) var truePrices = 0
    public private(set) var reported = 0
    public private(set) var correct = 0
    /// Images with a key price, those whose top report is it, and those whose top report is wrong.
    public private(set) var keyImages = 0
    public private(set) var keyHits = 0
    public private(set) var keyWrong = 0

    public init() {}

    /// Adds one image: `found` as recognition reported it (best first), `truth` its real prices.
    public mutating func add(found: [Decimal], truth: [Decimal], hasKeyPrice: Bool) {
        images += 1
        truePrices += truth.count
        reported += found.count
        var remaining = truth
        for value in found {
            if let index = remaining.firstIndex(of: value) {
                remaining.remove(at: index)
                correct += 1
            }
        }
        guard hasKeyPrice, let key = truth.first else { return }
        keyImages += 1
        if let top = found.first {
            if top == key { keyHits += 1 } else { keyWrong += 1 }
        }
    }

    /// Share of the true prices reported with the right value.
    public var recall: Double { truePrices == 0 ? 0 : Double(correct) / Double(truePrices) }
    /// Share of reported values that are not a price of their image.
    public var falseRate: Double { reported == 0 ? 0 : Double(reported - correct) / Double(reported) }
    /// Share of key-price images whose top report is the key price.
    public var keyRecall: Double { keyImages == 0 ? 0 : Double(keyHits) / Double(keyImages) }
    /// Share of key-price images whose top report is a wrong value.
    public var keyFalseRate: Double { keyImages == 0 ? 0 : Double(keyWrong) / Double(keyImages) }

    /// "recall 66.4% (259/390) false 16.3% (50/307) key 33.0% (29/88) key-false 20.0%".
    public var summary: String {
        String(format: "recall %.1f%% (%d/%d) false %.1f%% (%d/%d) key %.1f%% (%d/%d) key-false %.1f%%",
               recall * 100, correct, truePrices, falseRate * 100, reported - correct, reported,
               keyRecall * 100, keyHits, keyImages, keyFalseRate * 100)
    }
}
