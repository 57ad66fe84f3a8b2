/// Which NT$ label has the keyboard focus, how Tab and the arrow keys move it, and how it stays on
/// the same price while the labels change.
///
/// **Tab / Shift+Tab** go through the labels in reading order: top to bottom, and left to right
/// within a row (prices whose centres sit within half a price's height of each other are one row,
/// so a slightly tilted shelf still reads across). Past the last label (or before the first) the
/// focus leaves the labels, so the toolkit can move it on to the next widget: Tab never traps the
/// keyboard in the picture.
///
/// **Arrow keys** move to the nearest label in that direction, not simply to the next one: a menu
/// or a shelf lays its prices out in rows and columns, and a user pressing Down on a price expects
/// the one below it, as the eye moves, not the one to its right that happens to come next in
/// reading order. "Nearest" weighs the distance across the direction twice the distance along it,
/// so Down prefers the price straight below over a closer one off to the side. When nothing lies
/// that way the focus stays where it is (no wrapping: at the edge of a grid nothing happens).
///
/// The focus follows its label's id (the tracker's identity for a price), and when that id is gone
/// it passes to a label that took the same place (the tracker re-identified the price); when
/// nothing took its place, the label faded and the focus goes with it.
public struct LabelFocus: Equatable, Sendable {
    /// A keyboard move.
    public enum Move: Equatable, Sendable {
        /// Tab: the next label in reading order.
        case next
        /// Shift+Tab: the previous label in reading order.
        case previous
        case up, down, left, right
    }

    /// The label keyboard moves start from: set by the keyboard, or by a click (unshown).
    public private(set) var currentID: Int?
    /// True once the keyboard moved the focus: a click sets where Tab continues from, but draws
    /// no focus ring (GTK's own rule: focus rings are for keyboard users).
    public private(set) var isShown = false
    /// Where the focused price was last seen, to find it again under a new id.
    private var lastBox: PixelRect?

    public init() {}

    /// The label drawn with a focus ring and acted on by Enter; nil when none.
    public var focusedID: Int? { isShown ? currentID : nil }

    /// Moves the focus among `labels` (faded ones, opacity 0, are skipped). Returns true when a
    /// label has the focus afterwards; false when there is no label, or Tab / Shift+Tab went past
    /// the end (the focus is then cleared, for the next widget to take).
    @discardableResult
    public mutating func move(_ move: Move, among labels: [PriceLabel]) -> Bool {
        let visible = labels.filter { $0.opacity > 0 }
        guard !visible.isEmpty else {
            clear()
            return false
        }
        let current = visible.first { $0.id == currentID }
        let target: PriceLabel
        switch move {
        case .next, .previous:
            let order = Self.readingOrder(visible)
            let wanted: Int
            if let current, let index = order.firstIndex(where: { $0.id == current.id }) {
                wanted = index + (move == .next ? 1 : -1)
            } else {
                wanted = move == .next ? 0 : order.count - 1
            }
            guard order.indices.contains(wanted) else {
                clear()
                return false
            }
            target = order[wanted]
        case .up, .down, .left, .right:
            if let current {
                target = Self.nearest(from: current.box, toward: move, among: visible) ?? current
            } else {
                let order = Self.readingOrder(visible)
                target = order[move == .down || move == .right ? 0 : order.count - 1]
            }
        }
        set(target)
        isShown = true
        return true
    }

    /// A click on label `id`: keyboard moves go on from it, with no focus ring drawn yet. A click
    /// on the label that already has the focus leaves it as it is (ring and all).
    public mutating func place(on id: Int, among labels: [PriceLabel]) {
        guard id != currentID, let label = labels.first(where: { $0.id == id && $0.opacity > 0 }) else { return }
        set(label)
        isShown = false
    }

    /// Esc: no label has the focus. Returns false when none had it.
    @discardableResult
    public mutating func clear() -> Bool {
        let hadFocus = currentID != nil
        currentID = nil
        lastBox = nil
        isShown = false
        return hadFocus
    }

    /// Keeps the focus on the same price as the labels change: by id, else on a label now where
    /// the focused one was (half of either box covered), else nowhere.
    public mutating func follow(_ labels: [PriceLabel]) {
        guard let currentID else { return }
        let visible = labels.filter { $0.opacity > 0 }
        if let same = visible.first(where: { $0.id == currentID }) {
            lastBox = same.box
            return
        }
        guard let lastBox else {
            clear()
            return
        }
        let successor = visible
            .map { ($0, $0.box.overlapArea(lastBox)) }
            .filter { label, overlap in overlap >= 0.5 * min(label.box.width * label.box.height, lastBox.width * lastBox.height) }
            .max { $0.1 < $1.1 }?.0
        guard let successor else {
            clear()
            return
        }
        set(successor)
    }

    /// `labels` in reading order: rows top to bottom, each row left to right.
    public static func readingOrder(_ labels: [PriceLabel]) -> [PriceLabel] {
        var rows: [[PriceLabel]] = []
        for label in labels.sorted(by: { ($0.box.midY, $0.box.midX) < ($1.box.midY, $1.box.midX) }) {
            if let first = rows.last?.first,
               abs(label.box.midY - first.box.midY) < min(label.box.height, first.box.height) / 2 {
                rows[rows.count - 1].append(label)
            } else {
                rows.append([label])
            }
        }
        return rows.flatMap { row in row.sorted { ($0.box.midX, $0.box.midY) < ($1.box.midX, $1.box.midY) } }
    }

    /// The label nearest `box` in `direction`: its centre must lie beyond half the smaller box's
    /// size that way (a price beside it is not "below" it), scored by the distance along the
    /// direction plus twice the distance across it.
    static func nearest(from box: PixelRect, toward direction: Move, among labels: [PriceLabel]) -> PriceLabel? {
        var best: (label: PriceLabel, score: Double)?
        for label in labels {
            let other = label.box
            let dx = other.midX - box.midX, dy = other.midY - box.midY
            let along: Double, across: Double, least: Double
            switch direction {
            case .down: (along, across, least) = (dy, abs(dx), min(box.height, other.height) / 2)
            case .up: (along, across, least) = (-dy, abs(dx), min(box.height, other.height) / 2)
            case .right: (along, across, least) = (dx, abs(dy), min(box.width, other.width) / 2)
            case .left: (along, across, least) = (-dx, abs(dy), min(box.width, other.width) / 2)
            case .next, .previous: return nil
            }
            guard along > least else { continue }
            let score = along + 2 * across
            if best == nil || score < best!.score { best = (label, score) }
        }
        return best?.label
    }

    private mutating func set(_ label: PriceLabel) {
        currentID = label.id
        lastBox = label.box
    }
}
