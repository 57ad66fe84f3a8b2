import CurrencyCore
import CurrencyPlatform

/// A short message over the bottom of a view that hides itself after a few seconds.
@MainActor
final class Toast {
    let revealer: Revealer
    private let label = Label()
    private var generation = 0

    init() {
        label.addCSSClass("app-notification")
        revealer = Revealer(child: label)
        revealer.align(horizontal: .center, vertical: .end)
        revealer.setMargins(12)
    }

    func show(_ message: String, seconds: UInt32 = 3) {
        label.text = message
        revealer.isRevealed = true
        UITrace.emit("toast", ["text": message])
        generation += 1
        let shown = generation
        MainLoop.every(milliseconds: seconds * 1000) { [weak self] in
            if let self, self.generation == shown { self.revealer.isRevealed = false }
            return false
        }
    }
}

extension Toast {
    /// What a click's save to the history came to: "Saved ¥3,500 → NT$ 770", or why not.
    func showSave(of label: PriceLabel, _ result: Result<ConversionRecord, HistoryStoreError>) {
        switch result {
        case .success:
            show(Localization.fill(tr("Saved {original} → {converted}"), ["original": label.rawText, "converted": label.text]))
        case .failure(let error):
            show(error.message)
        }
    }
}
