import Foundation

/// The last stage of reading a still picture thoroughly: several readings of one picture (other
/// segmentations, other binarizations) merged into one list of prices.
///
/// Readings of one printed price overlap: they are one candidate. Its value is the one most
/// readings gave it (a misread digit in one reading is outvoted by two that agree; on a tie the
/// value read most surely, "319⁵⁰" at 0.99 over "31⁵⁰" at 0.92, and on equal confidence the earlier
/// reading's, the first being the live path's own). Candidates are ranked by reciprocal
/// rank fusion: each reading adds 1 / (1 + the candidate's place in its own ranking), so a price
/// every reading ranks first (a receipt's labelled total) stays first, and a price only one
/// reading found ranks below one several found at the same place. A price right of a total's label
/// (`DetectedPrice.isLabelledTotal`) needs no second reading and comes first: on a receipt with the
/// back's print showing through, one segmentation may be the only one to read the total's line. Nor
/// does a unit price or a deposit read after its label (`isLabelledSecondary`, "Pr/kg 45.5",
/// "+ pant 3.00"): fine print that one reading in five may be the only one to read, and the label
/// vouches for what it is. Such prices come after the others, as each reading ranks them.
/// A price one reading alone found is kept too when it lines up in a column of prices the vote kept,
/// printed as it is (`isInColumn`): a menu's or a receipt's list, where one reading may be the only
/// one to read a line ("83K" read "OK" by the others).
public struct StillReadingVote: Sendable, Equatable {
    /// Two boxes are one price when their overlap covers this share of the smaller one.
    public var sameShare: Double
    /// A price no reading but one found is reported only when that reading is one of the first
    /// `trustedReadings` (the live path's own reading is always trusted); others need a second reading.
    public var trustedReadings: Int

    /// A lone price is in a column when its right or left edge is within this share of its height
    /// of the same edge of `columnSize` kept prices printed the same way.
    public var columnSlack: Double
    public var columnSize: Int

    public init(sameShare: Double = 0.5, trustedReadings: Int = 1, columnSlack: Double = 0.5, columnSize: Int = 2) {
        self.sameShare = sameShare
        self.trustedReadings = trustedReadings
        self.columnSlack = columnSlack
        self.columnSize = columnSize
    }

    /// The prices of `readings` (each ranked, best first; the first is the live path's reading)
    /// merged, best first; every reading is its own source.
    public func merged(_ readings: [[DetectedPrice]]) -> [DetectedPrice] {
        merged(readings, sources: Array(readings.indices))
    }

    /// As `merged(_:)`, where readings with equal `sources` entries saw the same ink (dark ink, and
    /// dark ink with its gaps closed): each votes on a price's value, but together they are one
    /// reading for the second reading a lone price needs.
    public func merged(_ readings: [[DetectedPrice]], sources: [some Hashable]) -> [DetectedPrice] {
        var candidates: [Candidate] = []
        for (reading, prices) in readings.enumerated() {
            var joined = Set<Int>()
            for (place, price) in prices.enumerated() {
                // One vote per reading: a second price of the same reading at the same place is its own.
                let index = candidates.indices.first { !joined.contains($0) && isSamePlace(candidates[$0].box, price.box) }
                    ?? { candidates.append(Candidate(box: price.box)); return candidates.count - 1 }()
                joined.insert(index)
                candidates[index].votes.append(Vote(reading: reading, source: AnyHashable(sources[reading]), place: place, price: price))
            }
        }
        let kept = candidates.filter(isReported)
        let keptPrices = kept.compactMap(\.winner)
        let lined = candidates.filter { !isReported($0) && $0.winner.map { isInColumn($0, of: keptPrices) } == true }
        return (kept + lined).sorted { ($0.rankClass, $0.fusedRank) > ($1.rankClass, $1.fusedRank) }.compactMap(\.winner)
    }

    /// True when `price` ends or starts where `columnSize` of `prices` end or start (within
    /// `columnSlack` of its height: a column aligned right or left) and is printed as they are
    /// (`printedShape`: "83K" as "93k", "175¤" as "120元"). A bare number is not: quantities and
    /// item codes print in columns of bare numbers too.
    func isInColumn(_ price: DetectedPrice, of prices: [DetectedPrice]) -> Bool {
        let shape = Self.printedShape(price.rawText), slack = columnSlack * price.box.height
        return shape != "0" && prices.count { other in
            (abs(other.box.maxX - price.box.maxX) <= slack || abs(other.box.x - price.box.x) <= slack)
                && Self.printedShape(other.rawText) == shape
        } >= columnSize
    }

    /// A price's text with each run of digits as one "0" and each currency mark as "¤", in lower
    /// case: how it is printed, whatever its amount.
    static func printedShape(_ text: String) -> String {
        var shape = ""
        for character in text.lowercased() {
            if character.isASCIIDigit {
                if shape.last != "0" { shape.append("0") }
            } else {
                shape.append(CurrencySymbols.isMark(character) ? "¤" : character)
            }
        }
        return shape
    }

    func isSamePlace(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let overlap = a.overlapArea(b)
        return overlap > 0 && overlap >= sameShare * min(a.width * a.height, b.width * b.height)
    }

    private func isReported(_ candidate: Candidate) -> Bool {
        candidate.isLabelledTotal || candidate.isLabelledSecondary || Set(candidate.votes.map(\.source)).count >= 2
            || candidate.votes.contains { $0.reading < trustedReadings }
    }

    struct Vote {
        var reading: Int
        var source: AnyHashable
        var place: Int
        var price: DetectedPrice
    }

    struct Candidate {
        var box: PixelRect
        var votes: [Vote] = []

        var fusedRank: Double { votes.reduce(0) { $0 + 1 / Double(1 + $1.place) } }
        var isLabelledTotal: Bool { votes.contains { $0.price.isLabelledTotal } }
        var isLabelledSecondary: Bool { votes.contains { $0.price.isLabelledSecondary } }
        /// Labelled totals first, labelled unit prices and deposits last, as each reading ranks
        /// them: where the others misread the tag's price, the one reading that read it ranks it
        /// at its own top, while every reading has the unit price ("kr 253,50" and "Pr/kg 1267.5").
        var rankClass: Int { isLabelledTotal ? 2 : isLabelledSecondary ? 0 : 1 }

        /// The most voted value (of values tied, the one read most surely), as the earliest reading
        /// that gave it read it; but a price read with a mark only a native-script model knows
        /// (`NativeMarkReader`) wins: the English readings of the same price read that mark as
        /// digits ("1107" for "110元").
        var winner: DetectedPrice? {
            if let native = votes.first(where: { $0.price.rawText.contains(where: NativeMarkReader.Script.allMarks.contains) }) {
                return native.price
            }
            let counts = Dictionary(grouping: votes, by: \.price.value).mapValues(\.count)
            let top = counts.values.max() ?? 0
            // Values tied for the most votes: the one read most surely, as its earliest reading read it.
            let tied = votes.filter { counts[$0.price.value] == top }
            guard let surest = tied.max(by: { $0.price.confidence < $1.price.confidence })?.price.value else { return nil }
            return votes.first { $0.price.value == surest }?.price
        }
    }
}
