import CurrencyCore
import CurrencyPlatform

/// The settings dialog (spec stages 1–2): currency name and rate with live validation, the error
/// under the field it belongs to, the live hint, and "Start Scan" enabled only when both are valid.
@MainActor
final class SettingsDialog {
    let window: Window
    private let model: SettingsViewModel
    private let nameEntry = Entry(placeholder: tr("e.g. JPY"))
    private let rateEntry = Entry(placeholder: tr("e.g. 0.22"))
    private let nameError = Label()
    private let rateError = Label()
    private let hint = Label()
    private let startButton = Button(label: tr("Start Scan"))
    private var onSaved: (@MainActor (CurrencySettings) -> Void)?

    init(parent: Window, model: SettingsViewModel) {
        self.model = model
        window = Window(transientFor: parent, title: tr("Currency Settings"), width: 380, height: 300, modal: true)
        let form = Box(vertical: true, spacing: 6)
        form.setMargins(18)
        form.append(Self.caption(tr("Currency name")))
        form.append(nameEntry)
        form.append(nameError)
        form.append(Self.caption(tr("Exchange rate (NT$ for 1 unit)")))
        form.append(rateEntry)
        form.append(rateError)
        form.append(hint)
        form.append(startButton)
        for label in [nameError, rateError] {
            label.addCSSClass("error")
            label.setXAlign(0)
        }
        hint.addCSSClass("dim-label")
        startButton.addCSSClass("suggested-action")
        nameEntry.setAccessibleLabel(tr("Currency name"))
        rateEntry.setAccessibleLabel(tr("Exchange rate"))
        window.setChild(form)

        nameEntry.onChange { [weak self] in self?.fieldsEdited() }
        rateEntry.onChange { [weak self] in self?.fieldsEdited() }
        nameEntry.onActivate { [weak self] in self?.rateEntry.grabFocus() }
        rateEntry.onActivate { [weak self] in self?.start() }
        startButton.onClick { [weak self] in self?.start() }
        model.onChange = { [weak self] in self?.render() }
    }

    /// Shows the dialog with the saved values; `onSaved` runs after a successful save.
    func present(onSaved: @escaping @MainActor (CurrencySettings) -> Void) {
        self.onSaved = onSaved
        model.load()
        nameEntry.text = model.currencyName
        rateEntry.text = model.exchangeRate
        render()
        window.present()
        nameEntry.grabFocus()
    }

    private func fieldsEdited() {
        if model.currencyName != nameEntry.text { model.currencyName = nameEntry.text }
        if model.exchangeRate != rateEntry.text { model.exchangeRate = rateEntry.text }
    }

    private func start() {
        guard model.save(), let settings = model.settings else { return }
        window.close()
        onSaved?(settings)
    }

    private func render() {
        // The view-model reports the first problem in a field the user has touched; show it
        // under the field it belongs to.
        let message = model.errorMessage
        let nameMessage = Self.failure(CurrencySettings.validated(name: model.currencyName, rateText: "1"))
        let nameShown = message != nil && message == nameMessage
        nameError.text = nameShown ? message! : ""
        rateError.text = message != nil && !nameShown ? message! : ""
        nameEntry.showsError = nameShown
        rateEntry.showsError = message != nil && !nameShown
        hint.text = model.hint ?? ""
        startButton.isSensitive = model.canStartScan
        UITrace.emit("settings", ["start": startButton.isSensitive ? "enabled" : "disabled",
                                  "name_error": nameError.text, "rate_error": rateError.text, "hint": hint.text])
    }

    private static func failure<T>(_ result: Result<T, SettingsValidationError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    private static func caption(_ text: String) -> Label {
        let label = Label(text)
        label.setXAlign(0)
        return label
    }
}
