/// A screen whose NT$ labels take the keyboard focus: the camera screen and the picture screen,
/// so one keyboard binding serves both windows.
@MainActor
public protocol LabelFocusing: AnyObject {
    /// Which label has the focus, and where Tab goes on from.
    var focus: LabelFocus { get }
    /// The label with the keyboard focus (drawn with a focus ring), if any.
    var focusedLabel: PriceLabel? { get }
    /// Tab, Shift+Tab or an arrow key; true when a label has the focus afterwards.
    @discardableResult func moveFocus(_ move: LabelFocus.Move) -> Bool
    /// Esc: no label has the focus; false when none had it.
    @discardableResult func clearFocus() -> Bool
}

extension CameraViewModel: LabelFocusing {}
extension PictureViewModel: LabelFocusing {}
