/// Where a price found in one live frame is looked for in a later one, and what counts as finding
/// it there (`PriceFollowing`).
public struct KnownPriceSearch: Sendable {
    /// How far a search box reaches around a known price: a share of its height (a price's last
    /// reading may have boxed it a little short) plus pixels for the camera's movement between two
    /// readings, which does not grow with the text. Further and the box takes in the card's edge
    /// or a neighbour's digits ("¥330" read "¥330)").
    public var reachVertical = 0.1
    public var reachHorizontal = 0.1
    public var reachPixels = 8.0
    /// A price re-read taller or shorter than this share of its known height took in something
    /// beside it (a neighbour's line, the card's edge): its box would make the label jump.
    public var heightTolerance = 0.25

    public init() {}

    /// Where to look for `price` in a later frame, in frame pixels.
    public func searchBox(around price: DetectedPrice) -> PixelRect {
        let box = price.box, dx = reachHorizontal * box.height + reachPixels, dy = reachVertical * box.height + reachPixels
        return PixelRect(x: box.x - dx, y: box.y - dy, width: box.width + 2 * dx, height: box.height + 2 * dy)
    }

    /// Each of `known` in `reread`: the same value and about the same height (`heightTolerance`),
    /// centred inside its search box. Nil when one is missing, so a following reading never adds,
    /// drops or changes a price; `reread`'s other prices (a neighbour caught at a box's edge) are
    /// left out.
    public func refound(_ known: [DetectedPrice], in reread: [DetectedPrice]) -> [DetectedPrice]? {
        var unused = reread, found: [DetectedPrice] = []
        for price in known {
            let box = searchBox(around: price)
            guard let index = unused.firstIndex(where: { $0.value == price.value && box.contains($0.box.center)
                                                         && abs($0.box.height - price.box.height) <= heightTolerance * price.box.height })
            else { return nil }
            found.append(unused.remove(at: index))
        }
        return found
    }
}
