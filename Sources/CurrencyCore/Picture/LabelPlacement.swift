/// Where a still picture's NT$ label goes so it hides no other text: a picture is read at leisure,
/// so unlike the live view (always just below) its labels look for a free place. Tried in order:
/// below the price, above it, to its right, then over its own line just left of it (a menu's
/// dotted leader) — each inside the picture and clear of every other line and label already
/// placed; when none is clear, below.
public enum LabelPlacement {
    /// Candidate rectangles for a label of `size` for the price at `price`, best first, all in view
    /// coordinates; `lines` are the text lines' boxes, `placed` the labels placed so far.
    public static func places(for size: PixelSize, price: PixelRect, picture: PixelRect,
                              lines: [PixelRect], placed: [PixelRect]) -> [PixelRect] {
        let gap = 2.0
        let below = PixelRect(x: price.midX - size.width / 2, y: price.maxY + gap, width: size.width, height: size.height)
        let above = PixelRect(x: price.midX - size.width / 2, y: price.y - gap - size.height, width: size.width, height: size.height)
        let middle = price.midY - size.height / 2
        let right = PixelRect(x: price.maxX + gap, y: middle, width: size.width, height: size.height)
        let left = PixelRect(x: price.x - gap - size.width, y: middle, width: size.width, height: size.height)
        let ownLines = lines.filter { overlaps($0, price) }
        let others = lines.filter { !overlaps($0, price) } + placed
        func clear(_ rect: PixelRect, ignoringOwnLine: Bool) -> Bool {
            inside(rect, picture) && !(ignoringOwnLine ? others : others + ownLines).contains { overlaps($0, rect) }
                && !overlaps(rect, price)
        }
        let strict = [below, above, right].filter { clear($0, ignoringOwnLine: false) }
        let overLeader = clear(left, ignoringOwnLine: true) ? [left] : []
        return strict + overLeader + [below]
    }

    static func overlaps(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    static func inside(_ rect: PixelRect, _ picture: PixelRect) -> Bool {
        rect.x >= picture.x && rect.y >= picture.y && rect.maxX <= picture.maxX && rect.maxY <= picture.maxY
    }
}
