/// Finds a known price in a later live frame by its look, not its text: the price's anchor patch
/// (`PricePatch`) is compared, by normalized cross-correlation, with the frame's pixels near where the
/// price was, at its last scale and one step either side. A few milliseconds instead of a reading of
/// ~100 ms, and blind to the light changing (the correlation ignores brightness and contrast).
///
/// Big text is compared shrunk (`detailHeight`): its place is needed to a pixel or two, not finer.
/// The search runs at half that size over the whole reach, then at that size around the best place.
public struct PatchMatcher: Sendable {
    /// The margin cut around a price's box for its anchor, as a share of the box's height: the card
    /// around the digits gives the match edges to hold on to.
    public var margin = 0.3
    /// How far from its last place a patch is looked for, in frame pixels each way: a hand-held
    /// camera's shake between two frames, and the frames that pass while a whole reading runs.
    public var reach = 16
    /// The height, in pixels, a patch is shrunk to (never enlarged) for its final comparison.
    public var detailHeight = 40.0
    /// The zoom tried each frame around the last scale: × (1 ± scaleStep).
    public var scaleStep = 0.02
    /// Similarity from which a patch is the same price; below it the price is lost. Fitted on the
    /// hand-held clip of the Russian tags' tune half: 773 matches of a price on its own tag scored
    /// 0.80–1.0, the 14 made across a cut to the next tag −0.04–0.59; 0.7 is the middle of the gap.
    public var sameAbove = 0.7
    /// Below this similarity a found patch is cut again from the frame it was found in, so roll and
    /// light changes do not add up over many frames.
    public var reanchorBelow = 0.9
    /// A patch flatter than this (standard deviation of its grey levels) has nothing to match on.
    public var leastContrast = 8.0

    public init() {}

    /// The anchor patch of `price` in `frame` (clipped to it); nil when it misses the frame or is too flat.
    public func patch(for price: DetectedPrice, in frame: LumaFrame) -> PricePatch? {
        let pad = margin * price.box.height
        let area = PixelRect(x: price.box.x - pad, y: price.box.y - pad,
                             width: price.box.width + 2 * pad, height: price.box.height + 2 * pad)
        guard let (anchor, origin) = frame.region(area, scale: 1),
              let template = ZeroMeanPatch(anchor), template.deviation >= leastContrast else { return nil }
        return PricePatch(price: price, anchor: anchor, anchorOrigin: origin)
    }

    /// `patch` where it is in `frame` (moved, scaled, its similarity set), re-anchored there when the
    /// match was weak; nil when nothing in reach is alike enough (`sameAbove`): the price is lost.
    public func locate(_ patch: PricePatch, in frame: LumaFrame) -> PricePatch? {
        var best: (similarity: Double, origin: PixelPoint, scale: Double)?
        for scale in [patch.scale / (1 + scaleStep), patch.scale, patch.scale * (1 + scaleStep)] {
            guard let found = search(patch, at: scale, in: frame) else { continue }
            if found.similarity > best?.similarity ?? -1 { best = (found.similarity, found.origin, scale) }
        }
        guard let best, best.similarity >= sameAbove else { return nil }
        var moved = patch
        moved.origin = best.origin
        moved.scale = best.scale
        moved.similarity = best.similarity
        guard best.similarity < reanchorBelow else { return moved }
        guard var fresh = self.patch(for: moved.current, in: frame) else { return moved }
        fresh.similarity = best.similarity
        fresh.readings = patch.readings
        fresh.challenger = patch.challenger
        fresh.misses = patch.misses
        return fresh
    }

    /// The best place of the anchor drawn at `scale`: first at half the detail size over the whole
    /// reach around where it was (its centre kept), then at the detail size within a coarse pixel and
    /// a half of that.
    private func search(_ patch: PricePatch, at scale: Double, in frame: LumaFrame) -> (similarity: Double, origin: PixelPoint)? {
        let width = Double(patch.anchor.width) * scale, height = Double(patch.anchor.height) * scale
        let detail = min(1, detailHeight / height), coarse = detail / 2
        let centreX = patch.origin.x + patch.scale * Double(patch.anchor.width) / 2
        let centreY = patch.origin.y + patch.scale * Double(patch.anchor.height) / 2
        let reach = Double(self.reach)
        let area = PixelRect(x: centreX - width / 2 - reach, y: centreY - height / 2 - reach,
                             width: width + 2 * reach, height: height + 2 * reach)
        guard let rough = place(patch.anchor, at: scale, in: frame, within: area, resolution: coarse) else { return nil }
        let step = 1.5 / coarse
        let near = PixelRect(x: rough.origin.x - step, y: rough.origin.y - step, width: width + 2 * step, height: height + 2 * step)
        return place(patch.anchor, at: scale, in: frame, within: near, resolution: detail)
    }

    /// Where in `area` of `frame` the anchor drawn at `scale` correlates best, both shrunk by
    /// `resolution`; the place in frame pixels.
    private func place(_ anchor: LumaFrame, at scale: Double, in frame: LumaFrame, within area: PixelRect,
                       resolution: Double) -> (similarity: Double, origin: PixelPoint)? {
        let whole = PixelRect(x: 0, y: 0, width: Double(anchor.width), height: Double(anchor.height))
        guard let template = anchor.region(whole, scale: scale * resolution).flatMap({ ZeroMeanPatch($0.frame) }),
              let (window, origin) = frame.region(area, scale: resolution),
              let best = template.bestPlace(in: window, columns: (0, window.width - template.width),
                                            rows: (0, window.height - template.height)) else { return nil }
        return (best.similarity, PixelPoint(x: origin.x + Double(best.x) / resolution, y: origin.y + Double(best.y) / resolution))
    }
}
