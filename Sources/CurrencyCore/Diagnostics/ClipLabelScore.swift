import Foundation

/// How right a clip's labels were, against the clip's truth (`clip_truth.tsv`, written beside each
/// clip by `make-handheld-clip.py`: which photo is in view from when to when, its key price and all
/// its prices). The bench observes what the window would show: the labels after every delivered
/// result and every fade tick, over the newest frame the camera gave then (so a label counts from
/// when it is drawn, not from when its frame was captured); each observation holds until the next one.
///
/// A label is *wrong* while its value is not a price of the photo in view. Labels the tracker keeps
/// for the spec's one second after their price left the view are wrong in the same way;
/// `wrongFadingSeconds` tells how much of the wrong time was theirs. Label-seconds are weighted by
/// opacity: a label half faded out counts half.
public struct ClipLabelScore: Sendable {
    /// One photo's time in view.
    public struct Segment: Sendable {
        /// The photo's file, as the truth names it.
        public var image: String
        public var start: Double
        public var end: Double
        public var keyPrice: Decimal
        public var prices: [Decimal]
    }

    /// One label on screen: its value, opacity, and whether its price was in the newest result.
    public struct Shown: Sendable {
        public var value: Decimal
        public var opacity: Double
        public var isCurrent: Bool

        public init(value: Decimal, opacity: Double, isCurrent: Bool) {
            self.value = value
            self.opacity = opacity
            self.isCurrent = isCurrent
        }
    }

    public let segments: [Segment]
    /// Label-seconds observed, and those wrong.
    public private(set) var labelSeconds = 0.0
    public private(set) var wrongSeconds = 0.0
    /// Wrong label-seconds of labels whose price was not in the newest result (kept by the fade).
    public private(set) var wrongFadingSeconds = 0.0
    /// Seconds observed, and those in which the photo's key price had a label.
    public private(set) var observedSeconds = 0.0
    public private(set) var keyShownSeconds = 0.0
    /// The same two figures per segment (indexed as `segments`): which photos' key prices went unlabelled.
    public private(set) var observedBySegment: [Double]
    public private(set) var keyShownBySegment: [Double]
    /// Per photo seen from its start: seconds from its start to its key price's first label.
    public private(set) var firstLabelDelays: [Double] = []

    /// One wrong value shown over one photo, and for how long (label-seconds, fading ones apart).
    public struct WrongLabel: Sendable {
        public var image: String
        public var value: Decimal
        public var seconds: Double
        public var fadingSeconds: Double
    }

    /// Every wrong value shown, per photo, most label-seconds first: what to trace.
    public var wrongLabels: [WrongLabel] {
        wrongTally.values.sorted { a, b in
            a.seconds != b.seconds ? a.seconds > b.seconds : (a.image, a.value.description) < (b.image, b.value.description)
        }
    }

    private struct WrongKey: Hashable {
        var segment: Int
        var value: Decimal
    }

    private var wrongTally: [WrongKey: WrongLabel] = [:]

    private var last: (time: Double, labels: [Shown])?
    private var waitingSegment: Int?

    /// Longest gap between two observations counted: a stall must not count as labelled time.
    public var longestGap = 0.5

    public init(segments: [Segment]) {
        self.segments = segments
        observedBySegment = Array(repeating: 0, count: segments.count)
        keyShownBySegment = observedBySegment
    }

    /// The segments of a `clip_truth.tsv` (start_s, end_s, image, primary_price, price_values).
    public init?(tsv: String) {
        guard let table = TabSeparated(tsv), let start = table.column("start_s"), let end = table.column("end_s"),
              let image = table.column("image"), let key = table.column("primary_price"),
              let values = table.column("price_values") else { return nil }
        let segments = table.rows.compactMap { fields -> Segment? in
            guard fields.count > max(start, end, image, key, values), let from = Double(fields[start]),
                  let to = Double(fields[end]), let keyPrice = DecimalText.parse(fields[key]) else { return nil }
            return Segment(image: fields[image], start: from, end: to, keyPrice: keyPrice,
                           prices: fields[values].split(separator: ";").compactMap { DecimalText.parse(String($0)) })
        }
        guard !segments.isEmpty else { return nil }
        self.init(segments: segments)
    }

    /// The clip's length; clip times past it wrap (the source loops).
    public var duration: Double { segments.map(\.end).max() ?? 0 }

    /// The labels on screen from clip time `time` (seconds since the clip's first frame, growing
    /// across loops) until the next observation.
    public mutating func observe(_ labels: [Shown], at time: Double) {
        if let last, time > last.time, let segment = segment(at: last.time) {
            let span = min(time - last.time, longestGap)
            observedSeconds += span
            observedBySegment[segment] += span
            labelSeconds += span * last.labels.reduce(0) { $0 + $1.opacity }
            let truth = segments[segment]
            for label in last.labels where !truth.prices.contains(label.value) {
                let seconds = span * label.opacity, fading = label.isCurrent ? 0 : seconds
                wrongSeconds += seconds
                wrongFadingSeconds += fading
                let key = WrongKey(segment: segment, value: label.value)
                var tally = wrongTally[key] ?? WrongLabel(image: truth.image, value: label.value, seconds: 0, fadingSeconds: 0)
                tally.seconds += seconds
                tally.fadingSeconds += fading
                wrongTally[key] = tally
            }
            if last.labels.contains(where: { $0.value == truth.keyPrice }) {
                keyShownSeconds += span
                keyShownBySegment[segment] += span
            }
        }
        noteFirstLabel(labels, at: time)
        last = (time, labels)
    }

    private mutating func noteFirstLabel(_ labels: [Shown], at time: Double) {
        guard let index = segment(at: time) else { return }
        let wrapped = time.truncatingRemainder(dividingBy: duration)
        if let last, segment(at: last.time) != index {
            // A new photo came into view since the last observation: time its first label from its start.
            waitingSegment = index
        }
        if waitingSegment == index, labels.contains(where: { $0.value == segments[index].keyPrice }) {
            firstLabelDelays.append(wrapped - segments[index].start)
            waitingSegment = nil
        }
    }

    private func segment(at time: Double) -> Int? {
        guard duration > 0 else { return nil }
        let wrapped = time.truncatingRemainder(dividingBy: duration)
        return segments.firstIndex { wrapped >= $0.start && wrapped < $0.end }
    }
}
