import Foundation

/// Follows prices from frame to frame. A reading joins the track of the same price (value within
/// 1 %, centre within 10 % of the frame) or starts a new one; a track's label appears once it was
/// seen in `requiredFrames` frames and fades out after the price is no longer seen.
/// Time is passed in (monotonic seconds), so the tracker is deterministic under test.
public struct PriceTracker: Sendable {
    /// One followed price.
    public struct Track: Hashable, Sendable {
        public let id: Int
        /// Recent readings, oldest first, at most `requiredFrames` of them.
        public fileprivate(set) var readings: [DetectedPrice]
        public fileprivate(set) var box: PixelRect
        /// Frames this price was seen in.
        public fileprivate(set) var hits: Int
        public fileprivate(set) var lastSeen: TimeInterval
        /// When the track reached `requiredFrames`, or nil before.
        public fileprivate(set) var stableSince: TimeInterval?
        public fileprivate(set) var isHighlighted = false
        /// When the live reader looked for the price where it was and did not find it (`markGone`).
        public fileprivate(set) var goneSince: TimeInterval?
        /// How long the label takes to fade once gone: `TrackingPolicy.movedOnFade` or `goneFade`.
        public fileprivate(set) var goneFade: TimeInterval = 0

        /// The reading shown: the most frequent recent value, the latest on a tie, so one misread
        /// frame ("1,005" among "1,000"s) does not change the label.
        public var current: DetectedPrice {
            var best = readings[readings.count - 1]
            var bestCount = 0
            for reading in readings.reversed() {
                let count = readings.filter { $0.value == reading.value }.count
                if count > bestCount { best = reading; bestCount = count }
            }
            return best
        }

        public var isStable: Bool { stableSince != nil }
    }

    public let policy: TrackingPolicy
    public private(set) var tracks: [Track] = []
    private var frameSize = PixelSize(width: 0, height: 0)
    private var nextID = 1

    public init(policy: TrackingPolicy = TrackingPolicy()) {
        self.policy = policy
    }

    /// Takes one frame's prices. A frame with no size is ignored: positions cannot be compared.
    public mutating func update(with prices: [DetectedPrice], frameSize: PixelSize, at now: TimeInterval) {
        guard !frameSize.isEmpty else { return }
        self.frameSize = frameSize
        expire(at: now)
        // The surest readings claim their tracks first; new tracks are then made in reading
        // order, so labels keep the order of the text.
        var matched = Set<Int>()
        var unmatched: [Int] = []
        for (position, price) in prices.enumerated().sorted(by: { $0.element.confidence > $1.element.confidence }) {
            if let index = bestTrack(for: price, excluding: matched) {
                matched.insert(tracks[index].id)
                observe(price, in: index, at: now)
            } else {
                unmatched.append(position)
            }
        }
        for position in unmatched.sorted() {
            tracks.append(Track(id: nextID, readings: [], box: prices[position].box, hits: 0, lastSeen: now))
            nextID += 1
            observe(prices[position], in: tracks.count - 1, at: now)
        }
        if tracks.count > policy.maxTracks {
            let keep = tracks.sorted { ($0.isHighlighted ? 1 : 0, $0.lastSeen) > ($1.isHighlighted ? 1 : 0, $1.lastSeen) }
                .prefix(policy.maxTracks).map(\.id)
            tracks.removeAll { !keep.contains($0.id) }
        }
    }

    /// Drops tracks not seen for `policy.expiry` seconds, and those gone for their fade.
    public mutating func expire(at now: TimeInterval) {
        tracks.removeAll { track in
            now - track.lastSeen >= policy.expiry || track.goneSince.map { now - $0 >= track.goneFade } == true
        }
    }

    /// The live reader looked for these prices where they were and they were not there: their labels
    /// fade out instead of being held. When no price known before this frame was found in it (the
    /// camera moved on to another tag), over `policy.movedOnFade`; when others still were (one price
    /// lost among those found, maybe for a frame), over `policy.goneFade`. A price seen at `now` is
    /// not gone.
    public mutating func markGone(_ prices: [DetectedPrice], at now: TimeInterval) {
        let movedOn = !tracks.contains { $0.lastSeen == now && $0.hits > 1 }
        for price in prices {
            guard let index = bestTrack(for: price, excluding: []), tracks[index].lastSeen < now,
                  tracks[index].goneSince == nil else { continue }
            tracks[index].goneSince = now
            tracks[index].goneFade = movedOn ? policy.movedOnFade : policy.goneFade
        }
    }

    /// Forgets every track.
    public mutating func reset() {
        tracks.removeAll()
    }

    /// The track `price` would join, if any.
    public func track(matching price: DetectedPrice) -> Track? {
        bestTrack(for: price, excluding: []).map { tracks[$0] }
    }

    /// True when `price` belongs to a track seen in enough frames to be shown.
    public func isStable(_ price: DetectedPrice) -> Bool {
        track(matching: price)?.isStable ?? false
    }

    /// Highlights the track and clears every other highlight, or clears it when it was highlighted.
    /// Returns the new state, or nil for an unknown id.
    @discardableResult
    public mutating func toggleHighlight(id: Int) -> Bool? {
        guard let index = tracks.firstIndex(where: { $0.id == id }) else { return nil }
        let newState = !tracks[index].isHighlighted
        for other in tracks.indices { tracks[other].isHighlighted = false }
        tracks[index].isHighlighted = newState
        return newState
    }

    /// The labels to draw at `now`: stable tracks, faded by the time since last seen, at most
    /// `policy.maxLabels` (the highlighted one first, then those shown longest), in id order.
    /// Each price is converted at its own currency's rate, told by its mark (`PriceConverter`).
    public func labels(at now: TimeInterval, converter: PriceConverter) -> [PriceLabel] {
        let shown = tracks.filter { $0.isStable && opacity(of: $0, at: now) > 0 }
            .sorted { a, b in
                if a.isHighlighted != b.isHighlighted { return a.isHighlighted }
                return (a.stableSince ?? 0, a.id) < (b.stableSince ?? 0, b.id)
            }
            .prefix(policy.maxLabels)
            .sorted { $0.id < $1.id }
        return shown.map { track in
            let reading = track.current
            return PriceLabel(id: track.id, value: reading.value, rawText: reading.rawText,
                              conversion: converter.convert(reading.value, rawText: reading.rawText), box: track.box,
                              opacity: opacity(of: track, at: now), isHighlighted: track.isHighlighted)
        }
    }

    /// 1 until `fadeStart` after the price was last seen, then linearly down to 0 at `expiry`; once
    /// gone, down from 1 to 0 over its gone fade, whichever is lower.
    private func opacity(of track: Track, at now: TimeInterval) -> Double {
        let age = now - track.lastSeen
        let unseen: Double
        if age <= policy.fadeStart {
            unseen = 1
        } else {
            let span = policy.expiry - policy.fadeStart
            unseen = span > 0 ? max(0, min(1, 1 - (age - policy.fadeStart) / span)) : 0
        }
        guard let goneSince = track.goneSince else { return unseen }
        return min(unseen, track.goneFade > 0 ? max(0, 1 - (now - goneSince) / track.goneFade) : 0)
    }

    private mutating func observe(_ price: DetectedPrice, in index: Int, at now: TimeInterval) {
        tracks[index].readings.append(price)
        if tracks[index].readings.count > policy.requiredFrames { tracks[index].readings.removeFirst() }
        tracks[index].box = price.box
        tracks[index].hits += 1
        tracks[index].lastSeen = now
        tracks[index].goneSince = nil
        if tracks[index].stableSince == nil, tracks[index].hits >= policy.requiredFrames {
            tracks[index].stableSince = now
        }
    }

    /// The nearest track whose last value is within the value tolerance and whose centre is
    /// within the position tolerance.
    private func bestTrack(for price: DetectedPrice, excluding taken: Set<Int>) -> Int? {
        var best: (index: Int, distance: Double)?
        for (index, track) in tracks.enumerated() where !taken.contains(track.id) {
            guard let last = track.readings.last, valuesAgree(last.value, price.value) else { continue }
            let distance = normalisedDistance(track.box.center, price.box.center)
            guard distance <= policy.positionTolerance else { continue }
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }

    private func valuesAgree(_ a: Decimal, _ b: Decimal) -> Bool {
        let larger = max(abs(a), abs(b))
        if larger == 0 { return true }
        return abs(a - b) / larger <= policy.valueTolerance
    }

    private func normalisedDistance(_ a: PixelPoint, _ b: PixelPoint) -> Double {
        let dx = (a.x - b.x) / frameSize.width
        let dy = (a.y - b.y) / frameSize.height
        return (dx * dx + dy * dy).squareRoot()
    }
}
