import Foundation

/// The running basket (issue 14, "Shopping across currencies"): prices the user added from the
/// camera, their NT$ total and a subtotal per currency; remove one, clear, copy the total, save
/// the basket to the history as one entry. Call it on the main thread; observe it with `onChange`.
@MainActor
public final class BasketViewModel {
    /// The items of one currency added up.
    public struct Subtotal: Hashable, Sendable {
        public var currencyCode: String
        public var currencyName: String
        public var count: Int
        /// The sum of the prices in their own currency.
        public var price: Decimal
        /// The sum of their NT$ amounts.
        public var amount: Decimal

        /// "JPY 4,700 → NT$ 1,034" (the code: names differ in length, codes line up).
        public var text: String {
            currencyCode + " " + AmountFormatter.grouped(price) + " → " + AmountFormatter.format(amount)
        }
    }

    /// What adding a label did.
    public enum AddResult: Equatable, Sendable {
        case added(BasketItem)
        /// The label's currency has no rate: there is no NT$ amount to add.
        case noRate
    }

    /// The items, in the order added.
    public private(set) var items: [BasketItem] = []
    /// Called after any change.
    public var onChange: (() -> Void)?

    private let history: HistoryQueue
    private let wallClock: () -> Date

    public init(history: HistoryQueue, wallClock: @escaping () -> Date = Date.init) {
        self.history = history
        self.wallClock = wallClock
    }

    /// True when there is nothing in the basket.
    public var isEmpty: Bool { items.isEmpty }

    /// The sum of every item's NT$ amount. Each amount is the rounded one its label showed, so
    /// the list the user reads adds up to the total shown.
    public var total: Decimal { items.reduce(0) { $0 + $1.amount } }

    /// "NT$ 1,349.50".
    public var totalText: String { AmountFormatter.format(total) }

    /// The total as a bare number for pasting into a calculator or sheet: "1349.5" (no prefix,
    /// no grouping).
    public var totalNumberText: String { DecimalText.format(Money.round(total)) }

    /// One subtotal per currency, in the order each currency was first added.
    public var subtotals: [Subtotal] {
        var result: [Subtotal] = []
        for item in items {
            if let index = result.firstIndex(where: { $0.currencyCode == item.currencyCode }) {
                result[index].count += 1
                result[index].price += item.price
                result[index].amount += item.amount
            } else {
                result.append(Subtotal(currencyCode: item.currencyCode, currencyName: item.currencyName,
                                       count: 1, price: item.price, amount: item.amount))
            }
        }
        return result
    }

    /// Adds a label's price. The same label may be added twice: two of one dish is a real order.
    @discardableResult
    public func add(_ label: PriceLabel) -> AddResult {
        guard let item = BasketItem(label: label) else { return .noRate }
        add(item)
        return .added(item)
    }

    /// Adds an item.
    public func add(_ item: BasketItem) {
        items.append(item)
        onChange?()
    }

    /// Removes one item; nothing happens for an id not in the basket.
    public func remove(id: UUID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items.remove(at: index)
        onChange?()
    }

    /// Empties the basket.
    public func clear() {
        guard !items.isEmpty else { return }
        items.removeAll()
        onChange?()
    }

    /// Saves the basket to the history as one record (see `ConversionRecord.init(basket:…)`) and
    /// keeps the basket, so the user can go on. `done` gets the record once it is saved, or why it
    /// was not. An empty basket is not saved: returns false and `done` is not called.
    @discardableResult
    public func save(then done: @escaping @MainActor (Result<ConversionRecord, HistoryStoreError>) -> Void = { _ in }) -> Bool {
        guard !items.isEmpty else { return false }
        let record = ConversionRecord(basket: items, timestamp: wallClock())
        history.append(record) { result in done(result.map { _ in record }) }
        return true
    }
}
