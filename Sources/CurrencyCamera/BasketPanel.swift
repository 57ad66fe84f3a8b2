import CurrencyCore
import CurrencyPlatform

/// The basket beside the video: the items (original → NT$) each with a remove button, the
/// subtotal of each currency, the NT$ total, and Copy Total, Copy Number, Save to History,
/// Clear; and the header's basket-mode button. Bound to `BasketViewModel`; the buttons run the
/// "win.basket-*" actions it adds to the window, so their shortcuts do the same.
@MainActor
final class BasketPanel {
    let box = Box(vertical: true, spacing: 6)
    /// The header bar's basket-mode toggle.
    let modeButton = Button(iconName: "view-list-bullet-symbolic", accessibleLabel: tr("Basket Mode"))
    /// In basket mode a plain click adds the price to the basket (Ctrl+click always does).
    private(set) var isBasketMode = false
    private let model: BasketViewModel
    private let window: Window
    private let toast: Toast
    private let list = ListBox()
    private let hint = Label(tr("Ctrl+click a price label to add it to the basket."))
    private let subtotals = Label()
    private let total = Label()

    init(model: BasketViewModel, window: Window, toast: Toast) {
        self.model = model
        self.window = window
        self.toast = toast
        box.setMargins(8)
        box.addCSSClass("basket-panel")
        let title = Label(tr("Basket"))
        title.addCSSClass("heading")
        title.setXAlign(0)
        hint.setXAlign(0)
        hint.addCSSClass("dim-label")
        list.setAccessibleLabel(tr("Basket items"))
        subtotals.setXAlign(0)
        subtotals.addCSSClass("dim-label")
        total.setXAlign(0)
        total.addCSSClass("title-3")
        let copyRow = Box(vertical: false, spacing: 6)
        copyRow.append(action(tr("Copy Total"), "win.basket-copy"))
        copyRow.append(action(tr("Copy Number"), "win.basket-copy-number"))
        let keepRow = Box(vertical: false, spacing: 6)
        keepRow.append(action(tr("Save to History"), "win.basket-save"))
        let clear = action(tr("Clear"), "win.basket-clear")
        clear.addCSSClass("destructive-action")
        keepRow.append(clear)
        for child in [title, hint, ScrolledWindow(child: list), subtotals, total, copyRow, keepRow] as [Widget] {
            box.append(child)
        }
        box.setWidthRequest(280)
        // Its rows expand to push the remove buttons right; that must not widen the panel
        // (setting hexpand stops it spreading up from the rows) and take the video's room.
        box.expand(horizontally: false, vertically: true)
        box.isVisible = false
        modeButton.setAction("win.basket-mode")
        window.addAction("basket-mode") { [weak self] in self?.toggleMode() }
        window.addAction("basket-copy") { [weak self] in self?.copyTotal(numberOnly: false) }
        window.addAction("basket-copy-number") { [weak self] in self?.copyTotal(numberOnly: true) }
        window.addAction("basket-save") { [weak self] in self?.save() }
        window.addAction("basket-clear") { [weak self] in self?.model.clear() }
        model.onChange = { [weak self] in self?.render() }
    }

    /// Ctrl+click (or Ctrl+Enter), or a click in basket mode: `label`'s price goes into the basket.
    func add(_ label: PriceLabel) {
        switch model.add(label) {
        case .added(let item):
            UITrace.emit("basket-added", ["text": item.printedText, "amount": item.formattedAmount])
            toast.show(Localization.fill(tr("Added {original} → {converted} to the basket"),
                                         ["original": item.printedText, "converted": item.formattedAmount]))
        case .noRate:
            toast.show(label.text)  // no rate, so there is no NT$ amount to add: say why
        }
    }

    private func toggleMode() {
        isBasketMode.toggle()
        modeButton.tooltip = isBasketMode ? tr("Leave Basket Mode") : tr("Basket Mode")
        if isBasketMode { modeButton.addCSSClass("suggested-action") } else { modeButton.removeCSSClass("suggested-action") }
        render()
        toast.show(isBasketMode ? tr("Basket mode: click labels to add them. Press Ctrl+B to leave.") : tr("Basket mode off"))
    }

    private func copyTotal(numberOnly: Bool) {
        guard !model.isEmpty else { return }
        let text = numberOnly ? model.totalNumberText : model.totalText
        Clipboard.setText(text, from: window)
        UITrace.emit("copied", ["text": text])
        toast.show(Localization.fill(tr("Copied {amount}"), ["amount": text]))
    }

    private func save() {
        let total = model.totalText
        model.save { [weak self] result in
            switch result {
            case .success:
                UITrace.emit("basket-saved", ["total": total])
                self?.toast.show(Localization.fill(tr("Basket saved to history: {amount}"), ["amount": total]))
            case .failure(let error):
                self?.toast.show(error.message)
            }
        }
    }

    /// Shows the model as it is now (the panel only in basket mode or with items) and traces it
    /// for UI tests.
    private func render() {
        box.isVisible = isBasketMode || !model.isEmpty
        list.setRows(model.items.map(row))
        hint.isVisible = model.isEmpty
        subtotals.text = model.subtotals.map { subtotal in
            Localization.fill(tr("{subtotal} ({count} items)"), ["subtotal": subtotal.text, "count": String(subtotal.count)])
        }.joined(separator: "\n")
        total.text = Localization.fill(tr("Total {amount}"), ["amount": model.totalText])
        UITrace.emit("basket", ["items": model.items.map { $0.printedText + " → " + $0.formattedAmount }.joined(separator: "|"),
                                "subtotals": model.subtotals.map(\.text).joined(separator: "|"),
                                "total": model.totalText])
    }

    private func action(_ title: String, _ name: String) -> Button {
        let button = Button(label: title)
        button.setAction(name)
        return button
    }

    private func row(_ item: BasketItem) -> Widget {
        let row = Box(vertical: false, spacing: 6)
        row.setMargins(4)
        let text = Label(item.printedText + " → " + item.formattedAmount)
        text.setXAlign(0)
        text.expand(horizontally: true, vertically: false)
        let remove = Button(iconName: "list-remove-symbolic",
                            accessibleLabel: Localization.fill(tr("Remove {price}"), ["price": item.printedText]))
        let id = item.id
        remove.onClick { [weak self] in self?.model.remove(id: id) }
        row.append(text)
        row.append(remove)
        return row
    }
}
