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
    ///
    /// Pairs within reach are joined closest first (their gap against the shorter piece), and two
    /// groups of segments that are each nearly as tall as the two together, and together wider
    /// than tall, are never joined: they are two whole digits (`areTwoDigits`). A single piece that
    /// tall may be a blur of several digits, and is joined as before. Closest first, every digit is
    /// whole before the gap to its neighbour comes up, so the reach may be close to the gap between
    /// digits: a tight display font rolled 3.5° (wild t068, "86.00") put the "6"'s lower right bar
    /// 0.28 of a bar from the "0"'s upper left one, inside the reach, and the two digits were one
    /// piece too wide to read.
    public func groups(_ boxes: [PixelRect]) -> [[Int]] {
        var parent = Array(boxes.indices)
        var extent = boxes, pieces = Array(repeating: 1, count: boxes.count)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { i = parent[i] }
            return i
        }
        let order = boxes.indices.sorted { boxes[$0].x < boxes[$1].x }
        let longest = boxes.map { max($0.width, $0.height) }.max() ?? 0
        var pairs: [(i: Int, j: Int, gap: Double)] = []
        for (position, i) in order.enumerated() {
            let a = boxes[i], longA = max(a.width, a.height)
            for j in order[(position + 1)...] {
                let b = boxes[j], longer = max(longA, b.width, b.height)
                // Sorted by left side: nothing further right can be within reach of `a`.
                guard b.x - a.maxX <= reach * longest else { break }
                let gap = max(b.x - a.maxX, a.x - b.maxX, b.y - a.maxY, a.y - b.maxY)
                let shorter = min(longA, max(b.width, b.height))
                if gap <= reach * shorter, shorter >= pointShare * longer { pairs.append((i, j, gap / shorter)) }
            }
        }
        for pair in pairs.sorted(by: { ($0.gap, $0.i, $0.j) < ($1.gap, $1.i, $1.j) }) {
            let (a, b) = (root(pair.i), root(pair.j))
            guard a != b, min(pieces[a], pieces[b]) < 2 || !Self.areTwoDigits(extent[a], extent[b]) else { continue }
            parent[b] = a
            extent[a] = extent[a].union(extent[b])
            pieces[a] += pieces[b]
        }
        let grouped = Dictionary(grouping: order, by: root).values.map { $0 }
        return grouped.sorted { boxes[$0[0]].x < boxes[$1[0]].x }
    }

    /// Whether two groups are whole digits side by side: each as tall as a digit of the height the
    /// two span together and the two together wider than tall, the bounds of a digit in
    /// `SegmentNumberReader.isDigitSized` (a blurred "0"'s left and right halves, each as tall,
    /// make one digit's width).
    static func areTwoDigits(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let both = a.union(b)
        return min(a.height, b.height) >= SegmentNumberReader.minimumDigitHeightShare * both.height && both.width > both.height
    }
}
