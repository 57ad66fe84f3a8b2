/// What a live whole-frame reading makes of the prices known before it, so a reading's slips do not
/// reach the labels: a price it missed stays while its look is still in place, and a price read
/// twice with one value is not changed by a single reading of another ("159" for a "159⁹⁹" whose
/// raised cents were lost once); a second reading of the new value in a row is believed. Known
/// prices the reading replaced are reported gone, so their labels fade at once instead of being
/// held as if merely unread.
public struct WholeReadingMerge: Sendable {
    public var matcher: PatchMatcher
    /// Readings in a row with one value before a single different reading is doubted.
    public var believedAfter = 2

    public init(matcher: PatchMatcher = PatchMatcher()) {
        self.matcher = matcher
    }

    public struct Outcome: Sendable {
        /// The prices to follow from now on.
        public var patches: [PricePatch] = []
        /// The frame's prices: `read` less the doubted ones, plus the kept ones where they are now.
        public var prices: [DetectedPrice] = []
        /// Known prices that were read as another value, where they were.
        public var gone: [DetectedPrice] = []
    }

    /// `read`: a whole-frame reading of `frame`; `known`: the prices followed before it.
    public func merge(_ read: [DetectedPrice], into known: [PricePatch], in frame: LumaFrame) -> Outcome {
        var outcome = Outcome(), answered = Set<Int>()
        for price in read {
            let index = known.indices.first { !answered.contains($0) && known[$0].current.box.intersects(price.box) }
            guard let index else {
                adopt(price, readings: 1, into: &outcome, in: frame)
                continue
            }
            answered.insert(index)
            let old = known[index]
            if old.price.value == price.value {
                adopt(price, readings: old.readings + 1, into: &outcome, in: frame)
            } else if old.readings >= believedAfter, old.challenger != price.value, var kept = matcher.locate(old, in: frame) {
                kept.challenger = price.value
                outcome.patches.append(kept)
                outcome.prices.append(kept.current)
            } else {
                outcome.gone.append(old.current)
                adopt(price, readings: 1, into: &outcome, in: frame)
            }
        }
        for index in known.indices where !answered.contains(index) {
            guard let kept = matcher.locate(known[index], in: frame) else { continue }
            outcome.patches.append(kept)
            outcome.prices.append(kept.current)
        }
        return outcome
    }

    private func adopt(_ price: DetectedPrice, readings: Int, into outcome: inout Outcome, in frame: LumaFrame) {
        outcome.prices.append(price)
        guard var patch = matcher.patch(for: price, in: frame) else { return }
        patch.readings = readings
        outcome.patches.append(patch)
    }
}
