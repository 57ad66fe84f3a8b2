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
    public func classify(_ shape: GlyphShape) -> Reading? {
        guard shape.width > 0, shape.height > 0 else { return nil }
        let cells = shape.cells, aspect = shape.aspect
        var nearest = [Double](repeating: .infinity, count: 10)
        for template in Self.templates {
            var sum = 0.0
            for (a, b) in zip(cells, template.cells) { sum += (a - b) * (a - b) }
            let distance = sum / Double(cells.count) + aspectPenalty(aspect, template.aspect)
            nearest[template.digit] = min(nearest[template.digit], distance)
        }
        let order = nearest.indices.sorted { nearest[$0] < nearest[$1] }
        let best = nearest[order[0]], runnerUp = nearest[order[1]]
        guard best <= maximumDistance else { return nil }
        return Reading(digit: order[0], distance: best, confidence: runnerUp > 0 ? 1 - best / runnerUp : 0)
    }

    private func aspectPenalty(_ a: Double, _ b: Double) -> Double {
        let excess = max(0, abs(log(a / b)) - aspectSlack)
        return aspectWeight * excess * excess
    }

    /// A decoded template.
    struct Template: Sendable {
        var digit: Int
        var aspect: Double
        var cells: [Double]
    }

    static let templates: [Template] = templateTable.map { digit, aspect, cells in
        Template(digit: digit, aspect: aspect, cells: cells.map { Double($0.hexDigitValue ?? 0) / 15 })
    }
}
