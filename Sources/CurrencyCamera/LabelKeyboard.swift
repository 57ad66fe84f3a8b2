import CurrencyCore
import CurrencyPlatform

/// The keyboard on a picture with NT$ labels (the camera window's video, the picture window's
/// picture): Tab / Shift+Tab and the arrow keys move the label focus (`LabelFocus` says where),
/// Enter acts on the focused label as a click does and Ctrl+Enter as a Ctrl+click, Esc lets go of
/// the focus. Space is not taken: it stays the freeze key. Tab into the picture from another
/// widget focuses its first label (Shift+Tab its last), so no Tab is spent on the picture itself.
/// Every change of focus is traced (`ui: label-focused text=… rect=…`) for UI tests.
@MainActor
final class LabelKeyboard {
    private let view: Widget
    private let model: any LabelFocusing
    private let drawnRect: @MainActor (Int) -> PixelRect?
    private let activate: @MainActor (_ labelID: Int, _ withControl: Bool) -> Void
    private var tracedID: Int?
    /// Set while GTK handles a Tab (true for Shift+Tab), so the focus arriving on the picture
    /// knows it came by keyboard, and from which side.
    private var pendingTab: Bool?

    /// - Parameters:
    ///   - drawnRect: where the view drew a label last, in its own coordinates (for the trace).
    ///   - activate: what a click (`withControl` false) or Ctrl+click on the label does.
    init(view: Widget, in window: Window, model: any LabelFocusing, drawnRect: @escaping @MainActor (Int) -> PixelRect?,
         activate: @escaping @MainActor (_ labelID: Int, _ withControl: Bool) -> Void) {
        self.view = view
        self.model = model
        self.drawnRect = drawnRect
        self.activate = activate
        view.isFocusable = true
        view.onKeyPress { [weak self] press in self?.pressed(press) ?? false }
        // Seen before any widget, and never taken: only notes that a Tab is under way, until the
        // main loop is idle again (a later pointer click on the picture must not count as a Tab).
        window.onKeyPress(capture: true) { [weak self] press in
            guard press.key == .tab, let self else { return false }
            self.pendingTab = press.shift
            MainLoop.post { [weak self] in self?.pendingTab = nil }
            return false
        }
        view.onFocusEnter { [weak self] in
            guard let self, let backward = self.pendingTab, self.model.focus.currentID == nil else { return }
            self.model.moveFocus(backward ? .previous : .next)
        }
    }

    /// Returns true when the key was taken. Tab past the last label is not: GTK then moves the
    /// focus on to the next widget, so the keyboard is never trapped in the picture.
    private func pressed(_ press: KeyPress) -> Bool {
        let move: LabelFocus.Move
        switch press.key {
        case .tab where !press.control: move = press.shift ? .previous : .next
        case .up where !press.control && !press.shift: move = .up
        case .down where !press.control && !press.shift: move = .down
        case .left where !press.control && !press.shift: move = .left
        case .right where !press.control && !press.shift: move = .right
        case .enter where !press.shift:
            guard let label = model.focusedLabel else { return false }
            activate(label.id, press.control)
            return true
        case .escape:
            return model.clearFocus()
        default:
            return false
        }
        return model.moveFocus(move)
    }

    /// Call after the model changed: traces the focus when it moved or went (a faded label).
    func modelChanged() {
        let id = model.focus.focusedID
        guard id != tracedID else { return }
        tracedID = id
        guard UITrace.isEnabled else { return }
        let label = model.focusedLabel
        let rect = id.flatMap(drawnRect).flatMap { rect in
            view.surfacePoint(PixelPoint(x: rect.x, y: rect.y)).map {
                UITrace.format(PixelRect(x: $0.x, y: $0.y, width: rect.width, height: rect.height))
            }
        }
        UITrace.emit("label-focused", ["text": label?.text ?? "", "rect": rect ?? ""])
    }
}
