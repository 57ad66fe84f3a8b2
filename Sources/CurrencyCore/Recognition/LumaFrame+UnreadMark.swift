/// A mark the OCR left unread between two groups of digits on one line: a decimal point ("36.28"
/// read as "36" and "28", a receipt's point a pixel or two wide) or a time's colon ("10:50" read as
/// "10" and "50").
public enum UnreadMark: Sendable, Equatable {
    case point
    case colon

    /// The character the mark stands for.
    var character: Character { self == .point ? "." : ":" }
}

extension LumaFrame {
    /// Largest width and height of one dot of a point or colon, in the line's height: a point is
    /// 0.15–0.25 of a digit's height in text faces, a comma's tail takes it to about 0.4.
    static let markDotSize = 0.45

    /// The mark between the words boxed `left` and `right` (side by side on one line, `right`
    /// after `left`), found by where the gap's ink lies: one dot in the line's lower part down to
    /// its foot is a point; a dot in its middle over a dot at its foot is a colon. Nil when the gap
    /// holds anything else, or nothing. The gap is searched a tenth of the line's height in from
    /// each word (their boxes are loose) and down to 0.3 of it below the line (a comma's tail);
    /// ink is the minority side of the words' own midpoint grey (`inkLevel(in:)`), so a blank gap
    /// holds none.
    public func unreadMark(between left: PixelRect, and right: PixelRect) -> UnreadMark? {
        let top = min(left.y, right.y), height = max(left.maxY, right.maxY) - top
        let margin = 0.1 * height
        let gap = PixelRect(x: left.maxX + margin, y: top, width: right.x - left.maxX - 2 * margin, height: 1.3 * height)
        guard height > 0, gap.width > 0, let level = inkLevel(in: left.union(right)),
              let (columns, rows) = pixelRanges(of: gap) else { return nil }
        var dots: [(top: Int, bottom: Int)] = [], inkColumns: ClosedRange<Int>?
        for y in rows {
            let inked = columns.filter { level.isInk(pixels[y * stride + $0]) }
            guard let first = inked.first, let last = inked.last else { continue }
            inkColumns = min(first, inkColumns?.lowerBound ?? first)...max(last, inkColumns?.upperBound ?? last)
            if let open = dots.last, open.bottom == y { dots[dots.count - 1].bottom = y + 1 } else { dots.append((y, y + 1)) }
        }
        guard let inkColumns, Double(inkColumns.count) <= Self.markDotSize * height else { return nil }
        let spans = dots.map { (top: (Double($0.top) - top) / height, bottom: (Double($0.bottom) - top) / height) }
        guard spans.allSatisfy({ $0.bottom - $0.top <= Self.markDotSize }), let foot = spans.last,
              (0.55..<0.95).contains(foot.top), foot.bottom >= 0.8 else { return nil }
        switch spans.count {
        case 1: return .point
        case 2 where spans[0].top >= 0.1 && spans[0].bottom <= 0.65: return .colon
        default: return nil
        }
    }
}
