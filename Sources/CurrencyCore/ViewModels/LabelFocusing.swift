/// A screen whose NT$ labels take the keyboard focus: the camera screen and the picture screen,
/// so one keyboard binding serves both windows, and the focus moves the same way on both.
@MainActor
public protocol LabelFocusing: AnyObject {
    /// The labels shown, in image pixels.
    var labels: [PriceLabel] { get }
    /// Which label has the focus, and where Tab goes on from.
    var focus: LabelFocus { get }
    /// Applies `change` to the focus, then tells the screen's observers; returns what `change` did.
    func updateFocus(_ change: (inout LabelFocus) -> Bool) -> Bool
}

extension LabelFocusing {
    /// The label with the keyboard focus (drawn with a focus ring), if any.
    public var focusedLabel: PriceLabel? { focus.focusedID.flatMap { id in labels.first { $0.id == id } } }

    /// Tab, Shift+Tab or an arrow key; true when a label has the focus afterwards (see
    /// `LabelFocus.move`).
    @discardableResult
    public func moveFocus(_ move: LabelFocus.Move) -> Bool {
        let shown = labels
        return updateFocus { $0.move(move, among: shown) }
    }

    /// Esc: no label has the focus; false when none had it.
    @discardableResult
    public func clearFocus() -> Bool {
        updateFocus { $0.clear() }
    }
}

extension CameraViewModel: LabelFocusing {}
extension PictureViewModel: LabelFocusing {}
