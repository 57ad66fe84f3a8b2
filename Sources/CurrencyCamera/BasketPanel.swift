import CurrencyCore
import CurrencyPlatform

/// The basket beside the video: the items (original → NT$) each with a remove button, the
/// subtotal of each currency, the NT$ total, and Copy Total, Copy Number, Save to History,
/// Clear. Bound to `BasketViewModel`; the buttons run "win.basket-*" actions so their shortcuts
/// do the same.
@MainActor
final class BasketPanel {
    let box = Box(vertical: true, spacing: 6)
    private let model: BasketViewModel
    private let list = ListBox()
    private let hint = Label(tr("Ctrl+click a price label to add it to the basket."))
    private let subtotals = Label()
    private let total = Label()

    init(model: BasketViewModel) {
        self.model = model
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
    }

    /// Shows the model as it is now and traces it for UI tests.
    func render() {
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
