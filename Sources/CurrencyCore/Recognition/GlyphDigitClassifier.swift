import Foundation

/// Reads one glyph as a digit by its shape: nearest templates rendered from fonts
/// (`GlyphDigitTemplates.swift`, made by tools/make-digit-templates.py).
///
/// Tesseract's `eng` model misreads or drops price numerals two to four times the line height it
/// was trained on, and reads nothing from a lone glyph (it needs a line's context). Clean bold
/// digits are easy to tell by shape alone: the ink in a 12×18 grid over the glyph's box, plus the
/// box's aspect (the grid stretches a "1" to a block).
public struct GlyphDigitClassifier: Sendable {
    /// A glyph whose nearest template is farther than this (mean squared cell difference) is not a digit.
    public var maximumDistance = 0.12
    /// `maximumDistance` for a still picture's readings (`GlyphNumberReader.forStillPictures`):
    /// the least distance at which the tune halves of the real sets stopped gaining key prices
    /// (Norwegian 9 → 10 → 12 → 12 → 12 of 27 at 0.12, 0.14, 0.16, 0.18, 0.20; nothing else moved).
    public static let stillMaximumDistance = 0.16
    /// How much a difference in aspect counts, per squared log of the ratio beyond `aspectSlack`.
    public var aspectWeight = 0.25
    /// Aspect ratios within this log ratio are the same: camera angles and stretched photos
    /// change aspect by this much.
    public var aspectSlack = 0.2

    public init() {}

    /// A digit and how sure the classifier is of it.
    public struct Reading: Equatable, Sendable {
        public var digit: Int
        /// Distance to the nearest template.
        public var distance: Double
        /// 0...1: how much nearer the best digit's template is than any other digit's (1 − best / runner-up).
        public var confidence: Double
    }

    /// The digit `shape` looks most like, or nil when it looks like none (a letter, a mark, a blob).
    ///
    /// Runs for every glyph of every tall row of every frame, against 593 templates: the sum over a
    /// template stops as soon as it cannot beat that digit's nearest so far (the result is the same),
    /// and the loops run on buffers, which keeps it cheap even in a debug build.
    public func classify(_ shape: GlyphShape) -> Reading? {
        guard shape.width > 0, shape.height > 0 else { return nil }
        let logAspect = log(shape.aspect)
        var nearest = [Double](repeating: .infinity, count: 10)
        let cells = shape.cells
        cells.withUnsafeBufferPointer { probe in
            let count = Double(probe.count)
            for template in Self.templates {
                let penalty = aspectPenalty(logAspect - template.logAspect)
                let limit = (nearest[template.digit] - penalty) * count
                guard limit > 0 else { continue }
                let sum = template.cells.withUnsafeBufferPointer { cells in
                    var sum = 0.0
                    for index in 0..<min(probe.count, cells.count) {
                        let difference = probe[index] - cells[index]
                        sum += difference * difference
                        if sum >= limit { break }
                    }
                    return sum
                }
                if sum < limit { nearest[template.digit] = sum / count + penalty }
            }
        }
        let order = nearest.indices.sorted { nearest[$0] < nearest[$1] }
        let best = nearest[order[0]], runnerUp = nearest[order[1]]
        guard best <= maximumDistance, Self.inkShares.contains(Self.inkShare(cells)) else { return nil }
        return Reading(digit: order[0], distance: best, confidence: runnerUp > 0 ? 1 - best / runnerUp : 0)
    }

    private func aspectPenalty(_ logRatio: Double) -> Double {
        let excess = max(0, abs(logRatio) - aspectSlack)
        return aspectWeight * excess * excess
    }

    /// A decoded template.
    struct Template: Sendable {
        var digit: Int
        var logAspect: Double
        var cells: [Double]
    }

    static let templates: [Template] = templateTable.map { digit, aspect, cells in
        Template(digit: digit, logAspect: log(aspect), cells: cells.map { Double($0.hexDigitValue ?? 0) / 15 })
    }

    /// The share of the grid the templates ink, from the sparsest to the densest (0.21–0.74). A
    /// glyph inked outside it is a blob or a fragment that only looks near by distance: a solid
    /// block (every cell full) was read as "3". One range for all digits, not one a digit: a heavy
    /// "4" on a Russian tag inks more than any template "4" (tune half: 449.99 was lost).
    static let inkShares: ClosedRange<Double> = {
        let shares = templates.map { inkShare($0.cells) }
        return (shares.min() ?? 0)...(shares.max() ?? 1)
    }()

    /// The widest digit's aspect (width / height) among the templates (0.86): ink wider than this
    /// for its height is more than one digit.
    static let widestAspect = templateTable.map(\.aspect).max() ?? 1

    static func inkShare(_ cells: [Double]) -> Double {
        cells.isEmpty ? 0 : cells.reduce(0, +) / Double(cells.count)
    }
}
