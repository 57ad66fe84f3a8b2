import CurrencyCore
import CurrencyPlatform

/// The history window (FR-011..FR-013): newest first, one row per record with its own delete
/// button, details of the selected one (a saved basket lists its items), Copy puts its NT$ amount
/// on the clipboard and Copy Number the bare number, Clear All asks first. Not modal, so the
/// camera stays usable beside it; Esc or Ctrl+W closes it.
@MainActor
final class HistoryWindow {
    let window: Window
    private let model: HistoryViewModel
    private let list = ListBox()
    private let empty = Label(tr("No conversions yet. Click a price label to keep it here."))
    private let details = Label()
    private let copyButton = Button(label: tr("Copy Amount"))
    private let copyNumberButton = Button(label: tr("Copy Number"))
    private let clearButton = Button(label: tr("Clear All"))
    private let confirmBar = Box(vertical: false, spacing: 6)
    private let toast = Toast()

    init(parent: Window, model: HistoryViewModel) {
        self.model = model
        window = Window(transientFor: parent, title: tr("History"), width: 420, height: 520, modal: false)
        let content = Box(vertical: true, spacing: 8)
        content.setMargins(12)
        content.append(empty)
        content.append(ScrolledWindow(child: list))
        details.setXAlign(0)
        content.append(details)
        let buttons = Box(vertical: false, spacing: 6)
        buttons.append(copyButton)
        buttons.append(copyNumberButton)
        buttons.append(clearButton)
        content.append(buttons)

        let question = Label(tr("Clear the whole history?"))
        let cancel = Button(label: tr("Cancel"))
        let confirm = Button(label: tr("Clear"))
        confirm.addCSSClass("destructive-action")
        confirmBar.append(question)
        confirmBar.append(cancel)
        confirmBar.append(confirm)
        confirmBar.isVisible = false
        content.append(confirmBar)
        window.setChild(Overlay(child: content).with(toast.revealer))

        list.setAccessibleLabel(tr("Saved conversions"))
        list.onSelectionChanged { [weak self] _ in self?.renderSelection() }
        copyButton.onClick { [weak self] in self?.copySelected() }
        copyNumberButton.onClick { [weak self] in self?.copySelected(numberOnly: true) }
        window.addAction("close") { [weak self] in self?.window.close() }
        window.onCloseRequest {
            UITrace.emit("closed", ["window": "history"])
            return false
        }
        clearButton.onClick { [weak self] in self?.confirmBar.isVisible = true }
        window.addAction("copy") { [weak self] in self?.copySelected() }
        cancel.onClick { [weak self] in self?.confirmBar.isVisible = false }
        confirm.onClick { [weak self] in
            self?.confirmBar.isVisible = false
            self?.model.clear()
        }
        model.onChange = { [weak self] in self?.render() }
    }

    func present() {
        model.load()
        window.present()
    }

    /// Copies the selected record's amount (or the newest, when none is selected).
    func copySelected(numberOnly: Bool = false) {
        guard let record = selectedRecord ?? model.records.first else { return }
        let text = numberOnly ? model.copyNumberText(for: record) : model.copyText(for: record)
        Clipboard.setText(text, from: window)
        toast.show(Localization.fill(tr("Copied {amount}"), ["amount": text]))
        UITrace.emit("copied", ["text": text])
    }

    private var selectedRecord: ConversionRecord? {
        list.selectedIndex.flatMap { model.records.indices.contains($0) ? model.records[$0] : nil }
    }

    private func render() {
        let records = model.records
        list.setRows(keys: records.map(\.id)) { self.row(records[$0]) }
        empty.isVisible = model.hasLoaded && model.isEmpty
        copyButton.isSensitive = !model.isEmpty
        copyNumberButton.isSensitive = !model.isEmpty
        clearButton.isSensitive = !model.isEmpty
        if let recovery = model.recovery { toast.show(recovery.message, seconds: 8) }
        if let error = model.error { toast.show(error.message, seconds: 8) }
        renderSelection()
        UITrace.emit("history", ["rows": model.records.map { $0.listTitle + " → " + $0.formattedAmount }
                                    .joined(separator: "|")])
    }

    private func renderSelection() {
        guard let record = selectedRecord else {
            details.text = ""
            return
        }
        let info = model.details(for: record)
        let text = Localization.fill(tr("{original} → {converted}\nRate {rate} · {time}"),
                                     ["original": info.original, "converted": info.converted,
                                      "rate": info.rate, "time": info.time])
        details.text = ([text] + model.basketLines(for: record)).joined(separator: "\n")
    }

    private func row(_ record: ConversionRecord) -> Widget {
        let line = Box(vertical: false, spacing: 6)
        let row = Box(vertical: true, spacing: 2)
        row.setMargins(6)
        row.expand(horizontally: true, vertically: false)
        let title = Label(record.listTitle + " → " + record.formattedAmount)
        title.setXAlign(0)
        title.addCSSClass("heading")
        let info = model.details(for: record)
        let subtitle = Label(Localization.fill(tr("Rate {rate} · {time}"), ["rate": info.rate, "time": info.time]))
        subtitle.setXAlign(0)
        subtitle.addCSSClass("dim-label")
        row.append(title)
        row.append(subtitle)
        let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: tr("Delete This Entry"))
        delete.align(horizontal: .end, vertical: .center)
        let id = record.id
        delete.onClick { [weak self] in self?.model.remove(id: id) }
        line.append(row)
        line.append(delete)
        return line
    }
}
