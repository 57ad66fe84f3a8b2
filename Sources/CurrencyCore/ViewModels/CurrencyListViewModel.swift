import Foundation

/// The saved currencies as the settings dialog's list and the header bar's quick switcher show
/// them: one row each, the default marked; making another the default or removing one writes
/// the store at once. Observe it with `onChange`.
@MainActor
public final class CurrencyListViewModel {
    /// One saved currency, ready to show.
    public struct Row: Hashable, Sendable {
        public let code: String
        /// "日幣 (JPY)", with "· default" on the default's row.
        public let title: String
        /// "1 JPY = NT$ 0.22 · ¥ 円 JPY · 2026-11-23".
        public let detail: String
        public let isDefault: Bool
    }

    /// The list as last loaded or saved.
    public private(set) var currencies: CurrencyList
    /// Why the last change failed, if it did.
    public private(set) var errorMessage: String?
    /// Called after any change.
    public var onChange: (() -> Void)?

    public let store: any SettingsStore

    public init(store: any SettingsStore) {
        self.store = store
        currencies = store.loadCurrencies()
    }

    /// Reads the store again (after the form saved a currency).
    public func reload() {
        currencies = store.loadCurrencies()
        errorMessage = nil
        onChange?()
    }

    /// One row per saved currency, in the order they were added.
    public var rows: [Row] {
        currencies.currencies.map { currency in
            let isDefault = currency.code == currencies.defaultCode
            var title = currency.name == currency.code ? currency.code : currency.name + " (" + currency.code + ")"
            if isDefault { title += " · " + tr("default") }
            var detail = Localization.fill(tr("1 {code} = NT$ {rate}"),
                                           ["code": currency.code, "rate": DecimalText.format(currency.rate)])
            if !currency.symbols.isEmpty { detail += " · " + currency.symbols.joined(separator: " ") }
            if let date = currency.rateDate { detail += " · " + String(ISO8601.format(date).prefix(10)) }
            return Row(code: currency.code, title: title, detail: detail, isDefault: isDefault)
        }
    }

    /// The header bar's switcher: each currency's name and code, the default ticked.
    public var switcherItems: [(label: String, code: String)] {
        currencies.currencies.map { currency in
            ((currency.code == currencies.defaultCode ? "✓ " : "") + currency.name + " " + currency.code, currency.code)
        }
    }

    /// Makes a saved currency the default and saves the list; false (with `errorMessage`) if not.
    @discardableResult
    public func makeDefault(code: String) -> Bool {
        change { list throws(CurrencyListError) in try list.setDefault(code: code) }
    }

    /// Removes a saved currency and saves the list; false (with `errorMessage`) if not.
    @discardableResult
    public func remove(code: String) -> Bool {
        change { list throws(CurrencyListError) in try list.remove(code: code) }
    }

    private func change(_ edit: (inout CurrencyList) throws(CurrencyListError) -> Void) -> Bool {
        var list = store.loadCurrencies()
        do {
            try edit(&list)
        } catch {
            errorMessage = error.message
            onChange?()
            return false
        }
        do {
            try store.saveCurrencies(list)
        } catch {
            errorMessage = error.message
            onChange?()
            return false
        }
        currencies = list
        errorMessage = nil
        onChange?()
        return true
    }
}
