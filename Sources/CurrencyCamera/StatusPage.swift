import CurrencyCore
import CurrencyPlatform

/// The centre of the camera window when there is no picture to show: a spinner while starting,
/// a message when the camera failed, nothing while running.
@MainActor
final class StatusPage {
    enum State: Equatable {
        case waitingForSettings
        case starting
        case running
        /// Frames stopped but nothing failed: a spinner and why, until they come back.
        case stalled
        case failed(String)
    }

    let box = Box(vertical: true, spacing: 12)
    private let spinner = Spinner()
    private let message = Label()
    private let demoButton = Button(label: tr("Show the Demo"))

    /// Called when the user asks for the demo after the camera failed. The button's handler is
    /// connected once, in init: connecting it here stacked one more handler per assignment.
    var onShowDemo: (@MainActor () -> Void)?

    init() {
        box.align(horizontal: .center, vertical: .center)
        box.setMargins(24)
        box.addCSSClass("status-page")
        box.append(spinner)
        box.append(message)
        box.append(demoButton)
        demoButton.align(horizontal: .center)
        demoButton.addCSSClass("suggested-action")
        message.addCSSClass("title-3")
        demoButton.onClick { [weak self] in self?.onShowDemo?() }
    }

    func show(_ state: State) {
        box.isVisible = state != .running
        let waits = state == .starting || state == .stalled
        spinner.isSpinning = waits
        spinner.isVisible = waits
        if case .failed = state { demoButton.isVisible = onShowDemo != nil } else { demoButton.isVisible = false }
        switch state {
        case .waitingForSettings: message.text = tr("Enter a currency and rate to start scanning.")
        case .starting: message.text = tr("Starting the camera…")
        case .running: message.text = ""
        case .stalled: message.text = tr("No picture for a few seconds. Waiting for the video to come back…")
        case .failed(let text): message.text = text
        }
        UITrace.emit("status", ["text": message.text, "visible": box.isVisible ? "yes" : "no"])
    }
}
