import Foundation

/// Chooses among readings of one price region brought to different text heights.
///
/// How Tesseract reads big numerals depends on the height they are scaled to, and not in one
/// direction: at 24, 32 and 44 px different tags were read right (FINDINGS.md, "Reading at three
/// scales"), so any single scale loses prices another one reads. Each reading's most price-like
/// value gets a vote; the value most readings agree on wins, and a reading that agrees with no
/// other is trusted only when `soloFactor` says so. When the first two readings agree, the third
/// is not needed (`isSettled`): it costs a re-read.
public struct RegionVote: Sendable {
    /// Factors applied to a region's planned scale, in reading order: the planned one first.
    public static let scales = [1.0, 0.75, 1.375]

    public var extractor: PriceExtractor
    /// A price no other reading agrees with keeps this share of its confidence.
    public var soloFactor: Double

    public init(extractor: PriceExtractor = PriceExtractor(), soloFactor: Double = 0.5) {
        self.extractor = extractor
        self.soloFactor = soloFactor
    }

    /// True when the readings so far already agree on their price. Agreeing on none is not
    /// settled: the next scale often reads a price the others missed.
    public func isSettled(_ readings: [[OCRWord]]) -> Bool {
        let values = readings.map { extractor.prices(in: $0).first?.value }
        return values.count >= 2 && Set(values).count == 1 && values[0] != nil
    }

    /// The words of the winning reading. With no price in any reading, the first reading.
    public func winner(of readings: [[OCRWord]]) -> [OCRWord] {
        let tops = readings.map { extractor.prices(in: $0).first }
        let votes = Dictionary(grouping: tops.indices.filter { tops[$0] != nil }) { tops[$0]!.value }
        guard let best = votes.values.max(by: { isWeaker($0, than: $1, tops: tops) }) else {
            return readings[0]
        }
        let chosen = best.max { tops[$0]!.confidence < tops[$1]!.confidence }!
        guard best.count == 1, votes.count > 1 || soloFactor < 1 else { return readings[chosen] }
        return readings[chosen].map { word in
            var word = word
            word.confidence *= soloFactor
            return word
        }
    }

    /// More readings win; between as many, the more confident.
    private func isWeaker(_ a: [Int], than b: [Int], tops: [DetectedPrice?]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        let confidence = { (group: [Int]) in group.map { tops[$0]!.confidence }.max() ?? 0 }
        return confidence(a) < confidence(b)
    }
}
