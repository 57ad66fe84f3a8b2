import Foundation

/// Counts labels that blink out: a label leaves the view and one with the same value comes back near
/// where it was within `window` seconds. The price was in view all along (it was read again), so
/// the label should have stayed (issue 13: "no label blinks out while its price is still in view").
public struct BlinkoutCounter: Sendable {
    /// The tracker fades a lost label over 0.5–1 s (`TrackingPolicy`); a return within a second of
    /// disappearing means the price was still there.
    public var window: TimeInterval = 1.0
    /// How far the returning label may be from where it left, in label heights (a hand-held camera moves).
    public var reach = 1.5
    public private(set) var blinkouts = 0

    private var shown: [Shown] = []
    private var gone: [(label: Shown, at: TimeInterval)] = []

    private struct Shown: Equatable {
        var value: Decimal
        var box: PixelRect
    }

    public init() {}

    /// The labels on screen at `time` (value and box each), after every update.
    public mutating func observe(_ labels: [(value: Decimal, box: PixelRect)], at time: TimeInterval) {
        let now = labels.map { Shown(value: $0.value, box: $0.box) }
        gone.removeAll { time - $0.at > window }
        for label in now where !shown.contains(where: { isSame($0, label) }) {
            if let index = gone.firstIndex(where: { isSame($0.label, label) }) {
                blinkouts += 1
                gone.remove(at: index)
            }
        }
        for label in shown where !now.contains(where: { isSame($0, label) }) { gone.append((label, time)) }
        shown = now
    }

    private func isSame(_ a: Shown, _ b: Shown) -> Bool {
        a.value == b.value && abs(a.box.midX - b.box.midX) <= reach * a.box.height
            && abs(a.box.midY - b.box.midY) <= reach * a.box.height
    }
}
