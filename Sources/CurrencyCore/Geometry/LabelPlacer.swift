import Foundation

/// Finds where each NT$ label goes so that no label hides a price (issue 14: on a menu the label
/// drawn under one row covered the next row's "$43.95").
///
/// Every price box is an obstacle, and so is every label already placed. A label tries, in order:
/// centred below its price, centred above, to the right, to the left; then the free spot on a grid
/// around the price that is nearest to the price (so a menu row's label slides a little up or
/// down beside its price before it goes a row away). A label that does not touch its price gets a leader
/// line. All rectangles are in one coordinate space (the painter uses view pixels).
public struct LabelPlacer: Sendable {
    /// Where one label went.
    public struct Placement: Hashable, Sendable {
        /// The label's rectangle.
        public var rect: PixelRect
        /// True when it is not in its first choice (just below its price).
        public var moved: Bool
        /// True when it is far enough from its price that a leader line should join them.
        public var needsLeader: Bool
        /// True when no free spot was found and it covers something (the least it could).
        public var overlaps: Bool
    }

    /// The area labels must stay inside (the picture).
    public var bounds: PixelRect
    /// Space left between a label and its price, and between neighbours.
    public var gap: Double
    /// How far from its price a label may be searched for, in label heights. Beyond it a leader
    /// line gets long enough to be confusing (three rows of a menu).
    public var maxReachInLabelHeights: Double

    public init(bounds: PixelRect, gap: Double = 2, maxReachInLabelHeights: Double = 4) {
        self.bounds = bounds
        self.gap = gap
        self.maxReachInLabelHeights = maxReachInLabelHeights
    }

    /// Places one label of `labelSizes[i]` for each price box `prices[i]`; the result is in the
    /// same order. Labels are placed top to bottom (then left to right), so on a menu each row
    /// takes its spot before the row below it.
    public func place(prices: [PixelRect], labelSizes: [PixelSize]) -> [Placement] {
        precondition(prices.count == labelSizes.count, "one label size per price")
        let order = prices.indices.sorted { (prices[$0].y, prices[$0].x, $0) < (prices[$1].y, prices[$1].x, $1) }
        var placed: [PixelRect] = []
        var result = [Placement?](repeating: nil, count: prices.count)
        for index in order {
            let placement = placeOne(price: prices[index], size: labelSizes[index],
                                     obstacles: prices, labels: placed)
            placed.append(placement.rect)
            result[index] = placement
        }
        return result.map { $0! }
    }

    private func placeOne(price: PixelRect, size: PixelSize, obstacles: [PixelRect], labels: [PixelRect]) -> Placement {
        let candidates = self.candidates(price: price, size: size)
        let first = candidates.first ?? clamped(PixelRect(x: price.midX - size.width / 2, y: price.maxY + gap,
                                                          width: size.width, height: size.height))
        for (index, rect) in candidates.enumerated() where isFree(rect, obstacles: obstacles, labels: labels) {
            return Placement(rect: rect, moved: index > 0, needsLeader: distance(rect, price) > gap * 2 + 1,
                             overlaps: false)
        }
        // Nowhere free (a crowded frame): cover as little price as possible, prices counting
        // more than labels, since a hidden price is the thing this type exists to prevent.
        let best = candidates.min { cost($0, obstacles, labels) < cost($1, obstacles, labels) } ?? first
        return Placement(rect: best, moved: best != first, needsLeader: distance(best, price) > gap * 2 + 1,
                         overlaps: true)
    }

    /// The preferred spots, then a grid around the price, nearest to the price first; only those
    /// inside the bounds.
    private func candidates(price: PixelRect, size: PixelSize) -> [PixelRect] {
        let w = size.width, h = size.height
        let below = PixelRect(x: price.midX - w / 2, y: price.maxY + gap, width: w, height: h)
        var list = [
            below,
            PixelRect(x: price.midX - w / 2, y: price.y - gap - h, width: w, height: h),
            PixelRect(x: price.maxX + gap, y: price.midY - h / 2, width: w, height: h),
            PixelRect(x: price.x - gap - w, y: price.midY - h / 2, width: w, height: h),
        ].map(clamped)
        // A grid of a quarter label height: fine enough to find the gap between two menu rows,
        // coarse enough (about a thousand tries, most labels stopping at the first few) to run
        // on every drawn frame.
        let step = max(h / 4, 3)
        let reach = h * maxReachInLabelHeights + price.height
        let columns = Int((w + price.width / 2) / step), rows = Int(reach / step)
        var grid: [(Double, PixelRect)] = []
        for row in -rows...rows {
            for column in -columns...columns {
                let dx = Double(column) * step, dy = Double(row) * step
                let rect = below.offsetBy(dx: dx, dy: dy)
                // Nearest to the price; among equals, the least vertical shift, so a label
                // beside its price stays on its row.
                grid.append((distance(rect, price) * 1000 + abs(rect.midY - price.midY), rect))
            }
        }
        list += grid.sorted { $0.0 < $1.0 }.map(\.1)
        return list.filter(isInside)
    }

    private func isFree(_ rect: PixelRect, obstacles: [PixelRect], labels: [PixelRect]) -> Bool {
        !obstacles.contains { $0.intersects(rect) } && !labels.contains { $0.insetBy(-gap / 2).intersects(rect) }
    }

    private func cost(_ rect: PixelRect, _ obstacles: [PixelRect], _ labels: [PixelRect]) -> Double {
        obstacles.reduce(0) { $0 + 4 * $1.overlapArea(rect) } + labels.reduce(0) { $0 + $1.overlapArea(rect) }
    }

    private func isInside(_ rect: PixelRect) -> Bool {
        rect.x >= bounds.x - 0.5 && rect.y >= bounds.y - 0.5 && rect.maxX <= bounds.maxX + 0.5 && rect.maxY <= bounds.maxY + 0.5
    }

    /// Moves `rect` inside the bounds where it fits (a label of a price at the picture's edge).
    private func clamped(_ rect: PixelRect) -> PixelRect {
        var r = rect
        r.x = min(max(r.x, bounds.x), bounds.maxX - r.width)
        r.y = min(max(r.y, bounds.y), bounds.maxY - r.height)
        return r
    }

    /// The gap between two rectangles (0 when they touch or overlap).
    private func distance(_ a: PixelRect, _ b: PixelRect) -> Double {
        let dx = max(0, max(a.x - b.maxX, b.x - a.maxX))
        let dy = max(0, max(a.y - b.maxY, b.y - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension PixelRect {
    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `amount` on every side (grown when negative).
    public func insetBy(_ amount: Double) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The area the two rectangles share.
    public func overlapArea(_ other: PixelRect) -> Double {
        let w = min(maxX, other.maxX) - max(x, other.x)
        let h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// The point of the rectangle nearest to `point` (the point itself when inside).
    public func nearestPoint(to point: PixelPoint) -> PixelPoint {
        PixelPoint(x: min(max(point.x, x), maxX), y: min(max(point.y, y), maxY))
    }
}
