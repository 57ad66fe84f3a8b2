/// Reads one seven-segment digit (its segments joined, `SegmentDigitJoiner`) by which segments are
/// lit: the ink share of a zone in the middle of each segment's place in the digit's box; the
/// holes between the segments must hold none.
///
/// Any seven-segment font lights the same segments for a digit, so this needs no templates: shape
/// templates fit one font's bevels and segment lengths, the zones only where the segments are.
public struct SevenSegmentDecoder: Sendable {
    /// A zone with at least this share of ink is a lit segment. On renders of the tune pool's DSEG7
    /// Classic (every weight, 24–60 px, sharp and blurred, thin and fat thresholds: 2,880 lit and
    /// 900 unlit zones) lit zones hold 0.2–1.0 ink and unlit ones none; this is the midpoint.
    public var litShare = 0.1
    /// Narrower than this share of its height, the digit is a "1" (its two right segments alone).
    /// On the same renders a "1" is 0.04–0.18 as wide as tall, every other digit 0.51–0.76.
    public var oneAspect = 0.35

    public init() {}

    /// A digit and how clearly its segments are lit or dark.
    public struct Reading: Equatable, Sendable {
        public var digit: Int
        /// 0...1: the least clear zone's distance from `litShare`, relative to it (1 for a "1").
        public var confidence: Double
    }

    /// Segments a to g (top, upper right, lower right, bottom, lower left, upper left, middle) as
    /// zones of the digit's box: left, right, top, bottom as shares of its width and height.
    static let zones: [(left: Double, right: Double, top: Double, bottom: Double)] = [
        (0.3, 0.7, 0, 0.15), (0.75, 1, 0.2, 0.4), (0.75, 1, 0.6, 0.8), (0.3, 0.7, 0.85, 1),
        (0, 0.25, 0.6, 0.8), (0, 0.25, 0.2, 0.4), (0.3, 0.7, 0.43, 0.57),
    ]

    /// The holes of an "8" above and below its middle bar: no segment lights them, in any digit.
    /// Ink there is a blob or a printed glyph, which would light every zone and read as an 8. Empty
    /// on every render above.
    static let counters: [(left: Double, right: Double, top: Double, bottom: Double)] = [
        (0.35, 0.65, 0.22, 0.36), (0.35, 0.65, 0.64, 0.78),
    ]

    /// The lit segments of each digit (bit 0 = a … bit 6 = g). Fonts differ in a few: a "6"
    /// without its top, a "7" with its upper left, a "9" without its bottom.
    static let digits: [Int: Int] = {
        let patterns: [(Int, String)] = [(0, "abcdef"), (2, "abdeg"), (3, "abcdg"), (4, "bcfg"), (5, "acdfg"),
                                         (6, "acdefg"), (6, "cdefg"), (7, "abc"), (7, "abcf"), (8, "abcdefg"),
                                         (9, "abcdfg"), (9, "abcfg")]
        var table: [Int: Int] = [:]
        for (digit, segments) in patterns {
            let mask = segments.unicodeScalars.reduce(0) { $0 | 1 << Int($1.value - 97) }
            table[mask] = digit
        }
        return table
    }()

    /// The digit `shape` lights, or nil when its lit segments make no digit.
    public func decode(_ shape: GlyphShape) -> Reading? {
        guard shape.width > 0, shape.height > 0 else { return nil }
        // The caller has checked the height: a narrow digit-tall shape is a "1".
        if shape.aspect < oneAspect { return Reading(digit: 1, confidence: 1) }
        var mask = 0, confidence = 1.0
        for (index, zone) in Self.zones.enumerated() {
            let share = inkShare(of: shape, in: zone)
            if share >= litShare { mask |= 1 << index }
            confidence = min(confidence, abs(share - litShare) / litShare)
        }
        for zone in Self.counters {
            let share = inkShare(of: shape, in: zone)
            if share >= litShare { return nil }
            confidence = min(confidence, (litShare - share) / litShare)
        }
        return Self.digits[mask].map { Reading(digit: $0, confidence: confidence) }
    }

    private func inkShare(of shape: GlyphShape, in zone: (left: Double, right: Double, top: Double, bottom: Double)) -> Double {
        let (w, h) = (Double(shape.width), Double(shape.height))
        let x0 = Int(zone.left * w), x1 = max(x0 + 1, Int(zone.right * w))
        let y0 = Int(zone.top * h), y1 = max(y0 + 1, Int(zone.bottom * h))
        var ink = 0
        for y in y0..<min(y1, shape.height) {
            for x in x0..<min(x1, shape.width) where shape.ink[y * shape.width + x] { ink += 1 }
        }
        return Double(ink) / Double((min(y1, shape.height) - y0) * (min(x1, shape.width) - x0))
    }
}
