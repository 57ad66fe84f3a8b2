/// What a live whole-frame reading makes of the prices known before it, so a reading's slips do not
/// reach the labels: a price is shown once two readings in a row gave it the same value
/// (`isConfirmed`: tracking repeats a value, it does not read it again, so it must not stand in for
/// the second reading), or once one did and its `SecondLook` in a newer frame read it too; it is
/// withdrawn when its `SecondLook`, taken then, reads something else; a price a reading or two
/// missed stays shown while its look is still in place,
/// and is then held (`isHeld`: no longer shown, its label left to fade as the spec's one second asks,
/// but still followed by its look); and a price read twice with one value is not changed by a single
/// reading of another ("159" for a "159⁹⁹" whose raised cents were lost once): a second reading of
/// the new value in a row is believed. Known prices the reading replaced, or did not give while their
/// look had left their place (the camera moved to another tag), are reported gone, so their labels
/// fade at once instead of standing over the new tag for the spec's second as if merely unread.
public struct WholeReadingMerge: Sendable {
    public var matcher: PatchMatcher
    /// Readings in a row with one value before a price is shown, and before a single different
    /// reading is doubted.
    public var believedAfter = 2
    /// Readings in a row that may miss a price whose look is in place before it is no longer shown
    /// (held): a misread once believed must not outlive the readings that stopped giving it. Chosen on
    /// the Russian, Norwegian and Japanese tune-half clips (30 s each, one run per value; runs of one
    /// setting differ by ~3 points): wrong label-seconds 9.9 / 18.0 / 35.2 % and key price labelled
    /// 63.9 / 6.9 / 56.8 % with 1; 8.9 / 64.5 / 29.6 % and 67.7 / 7.6 / 56.8 % with 2; 11.1 / 71.6 /
    /// 30.3 % and 70.4 / 8.1 / 59.5 % never dropping. 2 is the lowest wrong share on two of three with
    /// the coverage of the others (the Norwegian clip has 2–9 label-seconds in all).
    public var missesKept = 2

    public init(matcher: PatchMatcher = PatchMatcher()) {
        self.matcher = matcher
    }

    public struct Outcome: Sendable {
        /// The prices to follow from now on: `read` less the doubted ones, plus the kept ones where
        /// they are now.
        public var patches: [PricePatch] = []
        /// Known prices that were read as another value, or not read and no longer in place, where
        /// they were.
        public var gone: [DetectedPrice] = []
    }

    /// True when `patch`, among the prices just merged from a whole reading that gave `read`, is
    /// shown or about to be (read often enough) and no second look at it read its value yet, while
    /// this reading read it with its value: its look is due. A price whose look read something else
    /// is looked at again each time it is read, as the blur or the light may have changed.
    public func needsSecondLook(_ patch: PricePatch, readIn read: [DetectedPrice]) -> Bool {
        patch.secondLook != true && patch.readings >= believedAfter && !isHeld(patch)
            && read.contains(where: patch.isReadAgain)
    }

    /// True when `patch` was read once and never looked at: a look at it in a newer frame may stand
    /// in for its second reading (`recording`). A held price read again keeps the look it had, so one
    /// looked at before waits for two readings, as the held rule asks.
    public func needsEarlyLook(_ patch: PricePatch) -> Bool {
        patch.readings == 1 && patch.secondLook == nil && !isHeld(patch)
    }

    /// `known` with what the second looks of `looks`' prices found: each known price not vouched for
    /// yet, with a look at its value near its place, takes that look's verdict. A look at a price
    /// read once (`needsEarlyLook`) counts only when it gives the value, and then as the second
    /// reading, so the label does not wait a whole reading more (~120 ms on a real tag); one that
    /// gives something else leaves the price to its second reading and the look taken then.
    public func recording(_ looks: [DetectedPrice: Bool], in known: [PricePatch]) -> [PricePatch] {
        known.map { patch in
            guard patch.secondLook != true,
                  let look = looks.first(where: { patch.isReadAgain(as: $0.key) })
            else { return patch }
            var looked = patch
            if patch.readings < believedAfter {
                guard look.value else { return patch }
                looked.readings = believedAfter
            }
            looked.secondLook = look.value
            return looked
        }
    }

    /// The readings among `read` that challenged a shown price of `patches` in this merge: a look at
    /// each, in the frame they were read in, settles the challenge at once (`settling`), so the
    /// next tag's price after a cut does not wait a reading more while the old label stands.
    public func challengers(in patches: [PricePatch], readIn read: [DetectedPrice]) -> [DetectedPrice] {
        patches.compactMap(\.challenger).filter(read.contains)
    }

    /// `known` with each price whose challenger a look read with its value (`vouched`) replaced by
    /// it, believed at once (two readings agree: the whole reading's and the look's), and the
    /// replaced ones reported gone, so their labels go. A challenger no look vouched for waits for
    /// the next reading, as before.
    public func settling(_ vouched: [DetectedPrice], in known: [PricePatch], frame: LumaFrame) -> Outcome {
        var outcome = Outcome()
        for patch in known {
            guard let challenger = patch.challenger, vouched.contains(challenger) else {
                outcome.patches.append(patch)
                continue
            }
            outcome.gone.append(patch.current)
            adopt(challenger, readings: believedAfter, secondLook: true, into: &outcome, in: frame)
        }
        return outcome
    }

    /// `read`: a whole-frame reading of `frame`; `known`: the prices followed before it.
    public func merge(_ read: [DetectedPrice], into known: [PricePatch], in frame: LumaFrame) -> Outcome {
        var outcome = Outcome(), answered = Set<Int>()
        for price in read {
            let index = known.indices.first { !answered.contains($0) && known[$0].current.box.intersects(price.box) }
            guard let index else {
                adopt(price, readings: 1, secondLook: nil, into: &outcome, in: frame)
                continue
            }
            answered.insert(index)
            let old = known[index]
            if old.price.value == price.value {
                // A held price read again starts over, as it would had it been dropped: a misread
                // that comes back now and then must not be shown on its first return.
                adopt(price, readings: isHeld(old) ? 1 : old.readings + 1, secondLook: old.secondLook,
                      into: &outcome, in: frame)
            } else if isConfirmed(old), old.challenger?.value != price.value, var kept = matcher.locate(old, in: frame) {
                kept.challenger = price
                outcome.patches.append(kept)
            } else {
                outcome.gone.append(old.current)
                adopt(price, readings: 1, secondLook: nil, into: &outcome, in: frame)
            }
        }
        for index in known.indices where !answered.contains(index) {
            guard var kept = matcher.locate(known[index], in: frame) else {
                outcome.gone.append(known[index].current)
                continue
            }
            kept.misses += 1
            outcome.patches.append(kept)
        }
        return outcome
    }

    private func adopt(_ price: DetectedPrice, readings: Int, secondLook: Bool?, into outcome: inout Outcome, in frame: LumaFrame) {
        guard var patch = matcher.patch(for: price, in: frame) else { return }
        patch.readings = readings
        patch.secondLook = secondLook
        outcome.patches.append(patch)
    }

    /// `known`, each price that `read` (a reading of an older frame, finished after a newer one's)
    /// also gave with its value near its place counted as read once more: two threads' readings of
    /// neighbouring frames confirm each other.
    public func confirm(_ known: [PricePatch], by read: [DetectedPrice]) -> [PricePatch] {
        known.map { patch in
            guard read.contains(where: patch.isReadAgain) else { return patch }
            var confirmed = patch
            confirmed.readings += 1
            return confirmed
        }
    }

    /// True when `patch` was read with its value often enough to be shown, its second look (taken
    /// once it is) did not read something else, and readings did not miss it since more than
    /// `missesKept` times in a row.
    public func isConfirmed(_ patch: PricePatch) -> Bool {
        patch.readings >= believedAfter && patch.secondLook != false && !isHeld(patch)
    }

    /// True when readings missed `patch` more than `missesKept` times in a row while its look stayed:
    /// it is no longer shown but still followed, so that when its look leaves (a cut to another tag)
    /// it is reported gone and its fading label goes at once.
    public func isHeld(_ patch: PricePatch) -> Bool {
        patch.misses > missesKept
    }
}
