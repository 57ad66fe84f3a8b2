/// Joins the separate segments of seven-segment digits (LCD and LED price displays) into one box a
/// digit.
///
/// A segment display draws each digit as up to seven bars with gaps between them, so connected
/// components see bars, never a digit: the row finder found no glyphs and the shape reader no
/// digits (issue 12: 0 of 16 LCD prices on either half of the wild set). Segments of one digit are
/// much closer to each other than to the next digit's, relative to their length, in any
/// seven-segment font; a decimal point is much smaller than a segment and joins nothing.
public struct SegmentDigitJoiner: Sendable {
    /// Two pieces join when the gap between their boxes is at most this share of the shorter one's
    /// long side. Fitted on renders of the tune pool's DSEG7 Classic (Regular, Bold, Light, Mini):
    /// a segment's nearest neighbour in its digit is at most 0.125 away, the next digit's nearest
    /// segment at least 0.45 (both against the longer piece); this is the midpoint. It is taken of
    /// the shorter one: a piece of several segments fused by blur is long, and its reach spanned
    /// the gap to the next digit (wild t060, t067). Against the shorter piece the gaps between
    /// digits only grow; inside a digit the tests' bars are 0.10 apart.
    public var reach = 0.29
    /// A piece whose long side is under this share of the other's is a point or a speck, not a
    /// segment, and is not joined to it (the renders' points are 0.2–0.3 of a segment).
    public var pointShare = 0.4

    public init() {}

    /// The indices of `boxes` by digit: every group holds pieces joined directly or through others,
    /// ordered left to right by their first piece; every box is in one group (a point alone).
    public func groups(_ boxes: [PixelRect]) -> [[Int]] {
        var parent = Array(boxes.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { i = parent[i] }
            return i
        }
        let order = boxes.indices.sorted { boxes[$0].x < boxes[$1].x }
        let longest = boxes.map { max($0.width, $0.height) }.max() ?? 0
        for (position, i) in order.enumerated() {
            let a = boxes[i], longA = max(a.width, a.height)
            for j in order[(position + 1)...] {
                let b = boxes[j], longer = max(longA, b.width, b.height)
                // Sorted by left side: nothing further right can be within reach of `a`.
                guard b.x - a.maxX <= reach * longest else { break }
                let gap = max(b.x - a.maxX, a.x - b.maxX, b.y - a.maxY, a.y - b.maxY)
                let shorter = min(longA, max(b.width, b.height))
                if gap <= reach * shorter, shorter >= pointShare * longer { parent[root(j)] = root(i) }
            }
        }
        let grouped = Dictionary(grouping: order, by: root).values.map { $0 }
        return grouped.sorted { boxes[$0[0]].x < boxes[$1[0]].x }
    }
}
