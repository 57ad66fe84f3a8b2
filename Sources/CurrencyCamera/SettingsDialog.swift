import CurrencyCore
import CurrencyPlatform

/// The settings dialog (spec stages 1–2, issue 14): a currency's name, rate and optional code
/// with live validation, the error under the field it belongs to, the live hint, "Start Scan"
/// enabled only when valid; below, the saved currencies, each editable, removable or made the
/// default. Widgets only: the form is `SettingsViewModel`, the list `CurrencyListViewModel`.
@MainActor
final class SettingsDialog {
    let window: Window
    private let model: SettingsViewModel
    private let listModel: CurrencyListViewModel
    private let nameEntry = Entry(placeholder: tr("e.g. JPY"))
    private let rateEntry = Entry(placeholder: tr("e.g. 0.22"))
    private let codeEntry = Entry(placeholder: tr("Guessed from the name, e.g. JPY"))
    private let nameError = Label()
    private let rateError = Label()
    private let codeError = Label()
    private let hint = Label()
    private let addButton = Button(label: tr("Add to List"))
    private let startButton = Button(label: tr("Start Scan"))
    private let list = ListBox()
    private let defaultButton = Button(label: tr("Set as Default"))
    private let removeButton = Button(label: tr("Remove"))
    private let listError = Label()
    private var onSaved: (@MainActor (CurrencySettings) -> Void)?
    /// Runs after the list changed without closing the dialog (added, removed, new default).
    var onListChanged: (@MainActor () -> Void)?

    init(parent: Window, model: SettingsViewModel, listModel: CurrencyListViewModel) {
        self.model = model
        self.listModel = listModel
        window = Window(transientFor: parent, title: tr("Currency Settings"), width: 420, height: 560, modal: true)
        window.addAction("close") { [weak self] in self?.window.close() }  // Esc and Ctrl+W
        window.onCloseRequest {
            UITrace.emit("closed", ["window": "settings"])
            return false
        }
        let form = Box(vertical: true, spacing: 6)
        form.setMargins(18)
        form.append(Self.caption(tr("Currency name")))
        form.append(nameEntry)
        form.append(nameError)
        form.append(Self.caption(tr("Exchange rate (NT$ for 1 unit)")))
        form.append(rateEntry)
        form.append(rateError)
        form.append(Self.caption(tr("Currency code (ISO, optional)")))
        form.append(codeEntry)
        form.append(codeError)
        form.append(hint)
        let buttons = Box(vertical: false, spacing: 6)
        buttons.append(addButton)
        buttons.append(startButton)
        startButton.expand(horizontally: true, vertically: false)
        form.append(buttons)
        form.append(Self.caption(tr("Saved currencies (unmarked prices use the default)")))
        form.append(list)
        let listButtons = Box(vertical: false, spacing: 6)
        listButtons.append(defaultButton)
        listButtons.append(removeButton)
        form.append(listButtons)
        form.append(listError)
        for label in [nameError, rateError, codeError, listError] {
            label.addCSSClass("error")
            label.setXAlign(0)
        }
        hint.addCSSClass("dim-label")
        startButton.addCSSClass("suggested-action")
        removeButton.addCSSClass("destructive-action")
        nameEntry.setAccessibleLabel(tr("Currency name"))
        rateEntry.setAccessibleLabel(tr("Exchange rate"))
        codeEntry.setAccessibleLabel(tr("Currency code"))
        list.setAccessibleLabel(tr("Saved currencies"))
        window.setChild(form)

        for entry in [nameEntry, rateEntry, codeEntry] { entry.onChange { [weak self] in self?.fieldsEdited() } }
        nameEntry.onActivate { [weak self] in self?.rateEntry.grabFocus() }
        rateEntry.onActivate { [weak self] in self?.start() }
        codeEntry.onActivate { [weak self] in self?.start() }
        startButton.onClick { [weak self] in self?.start() }
        addButton.onClick { [weak self] in self?.addToList() }
        list.onSelectionChanged { [weak self] index in self?.rowSelected(index) }
        defaultButton.onClick { [weak self] in self?.changeList { $0.makeDefault(code: $1) } }
        removeButton.onClick { [weak self] in self?.changeList { $0.remove(code: $1) } }
        model.onChange = { [weak self] in self?.render() }
        listModel.onChange = { [weak self] in self?.renderList() }
    }

    /// Shows the dialog with the default currency in the form; `onSaved` runs after Start Scan saved.
    func present(onSaved: @escaping @MainActor (CurrencySettings) -> Void) {
        self.onSaved = onSaved
        model.load()
        fillEntries()
        listModel.reload()
        render()
        window.present()
        nameEntry.grabFocus()
    }

    /// Entries set from the model, not typed: their change signals must not count as typing.
    private var filling = false

    private func fillEntries() {
        filling = true
        nameEntry.text = model.currencyName
        rateEntry.text = model.exchangeRate
        codeEntry.text = model.currencyCode
        filling = false
    }

    private func fieldsEdited() {
        guard !filling else { return }
        if model.currencyName != nameEntry.text { model.currencyName = nameEntry.text }
        if model.exchangeRate != rateEntry.text { model.exchangeRate = rateEntry.text }
        if model.currencyCode != codeEntry.text { model.currencyCode = codeEntry.text }
    }

    private func start() {
        guard model.save(), let settings = model.settings else { return }
        window.close()
        onSaved?(settings)
    }

    private func addToList() {
        guard model.save(makeDefault: false) else { return }
        listModel.reload()
        onListChanged?()
    }

    private func rowSelected(_ index: Int?) {
        guard let index, index < listModel.rows.count else { return }
        model.edit(code: listModel.rows[index].code)
        fillEntries()
    }

    private func changeList(_ change: (CurrencyListViewModel, String) -> Bool) {
        guard let index = list.selectedIndex, index < listModel.rows.count else { return }
        if change(listModel, listModel.rows[index].code) { onListChanged?() }
    }

    private func render() {
        // The view-model reports the first problem in a field the user has touched; show it
        // under the field it belongs to.
        let message = model.errorMessage
        let nameMessage = Self.failure(CurrencySettings.validated(name: model.currencyName, rateText: "1"))
        let nameShown = message != nil && message == nameMessage
        let codeShown = message != nil && message == SettingsValidationError.invalidCode.message
        let rateShown = message != nil && !nameShown && !codeShown
        nameError.text = nameShown ? message! : ""
        rateError.text = rateShown ? message! : ""
        codeError.text = codeShown ? message! : ""
        nameEntry.showsError = nameShown
        rateEntry.showsError = rateShown
        codeEntry.showsError = codeShown
        if codeEntry.text != model.currencyCode {  // cleared by a new name
            filling = true
            codeEntry.text = model.currencyCode
            filling = false
        }
        hint.text = model.hint ?? ""
        startButton.isSensitive = model.canStartScan
        addButton.isSensitive = model.canStartScan
        UITrace.emit("settings", ["start": startButton.isSensitive ? "enabled" : "disabled",
                                  "name_error": nameError.text, "rate_error": rateError.text,
                                  "code_error": codeError.text, "hint": hint.text])
    }

    private func renderList() {
        list.setRows(listModel.rows.map(Self.row))
        listError.text = listModel.errorMessage ?? ""
        let hasRows = !listModel.rows.isEmpty
        defaultButton.isSensitive = hasRows
        removeButton.isSensitive = hasRows
        UITrace.emit("currencies", ["rows": listModel.rows.map(\.title).joined(separator: "|"), "error": listError.text])
    }

    private static func row(_ row: CurrencyListViewModel.Row) -> Widget {
        let box = Box(vertical: true, spacing: 2)
        box.setMargins(6)
        let title = Label(row.title)
        title.setXAlign(0)
        let detail = Label(row.detail)
        detail.setXAlign(0)
        detail.addCSSClass("dim-label")
        box.append(title)
        box.append(detail)
        return box
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
