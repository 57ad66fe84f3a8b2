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
        case failed(String)
    }

    let box = Box(vertical: true, spacing: 12)
    private let spinner = Spinner()
    private let message = Label()
    private let demoButton = Button(label: tr("Show the Demo"))

    /// Called when the user asks for the demo after the camera failed.
    var onShowDemo: (@MainActor () -> Void)? {
        didSet { demoButton.onClick { [weak self] in self?.onShowDemo?() } }
    }

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
    }

    func show(_ state: State) {
        box.isVisible = state != .running
        spinner.isSpinning = state == .starting
        spinner.isVisible = state == .starting
        if case .failed = state { demoButton.isVisible = onShowDemo != nil } else { demoButton.isVisible = false }
        switch state {
        case .waitingForSettings: message.text = tr("Enter a currency and rate to start scanning.")
        case .starting: message.text = tr("Starting the camera…")
        case .running: message.text = ""
        case .failed(let text): message.text = text
        }
    }
}
