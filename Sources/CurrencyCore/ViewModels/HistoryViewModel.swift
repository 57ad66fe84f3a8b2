import Foundation

/// The history window: the list, one record's details, text to copy, and clearing.
/// Observe it with `onChange`.
@MainActor
public final class HistoryViewModel {
    /// One record as the details pane shows it.
    public struct Details: Hashable, Sendable {
        /// "JPY 3,500"
        public var original: String
        /// "NT$ 770"
        public var converted: String
        /// "0.22"
        public var rate: String
        /// "2025-12-02 22:30" in the viewer's time zone.
        public var time: String
    }

    /// Records, newest first.
    public private(set) var records: [ConversionRecord] = []
    /// Set when loading moved a damaged file aside; the UI shows `recovery.message`.
    public private(set) var recovery: HistoryRecovery?
    /// The last store error, if any.
    public private(set) var error: HistoryStoreError?
    /// Called after any change.
    public var onChange: (() -> Void)?

    private let store: any HistoryStore
    /// Made once: a DateFormatter costs far more to create than to use, and the list asks for
    /// every row's time on each opening.
    private let timeFormatter: DateFormatter

    public init(store: any HistoryStore, timeZone: TimeZone = .current) {
        self.store = store
        timeFormatter = DateFormatter()
        timeFormatter.locale = Locale(identifier: "en_US_POSIX")
        timeFormatter.timeZone = timeZone
        timeFormatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    /// True when there is nothing to show.
    public var isEmpty: Bool { records.isEmpty }

    /// Reads the history from the store.
    public func load() {
        do {
            let result = try store.load()
            records = result.records
            if let found = result.recovery { recovery = found }
            error = nil
        } catch {
            self.error = error
        }
        onChange?()
    }

    /// Empties the history. The list is kept when the store fails, so nothing looks lost that isn't.
    public func clear() {
        do {
            try store.clear()
            records = []
            error = nil
        } catch {
            self.error = error
        }
        onChange?()
    }

    /// Deletes one record (the row's delete button). The list is kept when the store fails.
    public func remove(id: UUID) {
        do {
            records = try store.remove(id: id).records
            error = nil
        } catch {
            self.error = error
        }
        onChange?()
    }

    /// The details of one record.
    public func details(for record: ConversionRecord) -> Details {
        Details(original: record.listTitle, converted: record.formattedAmount,
                       rate: record.formattedRate, time: timeFormatter.string(from: record.timestamp))
    }

    /// What "Copy" puts on the clipboard: the converted amount as shown, e.g. "NT$ 770".
    public func copyText(for record: ConversionRecord) -> String {
        record.formattedAmount
    }

    /// What "Copy Number" puts on the clipboard: the amount alone, for a calculator or a sheet
    /// ("1349.5": no "NT$", no grouping commas, which a sheet would read as text).
    public func copyNumberText(for record: ConversionRecord) -> String {
        DecimalText.format(Money.round(record.convertedAmount))
    }

    /// The items of a saved basket, one line each ("¥3,500 → NT$ 770"); empty for a single price.
    public func basketLines(for record: ConversionRecord) -> [String] {
        (record.basketItems ?? []).map { $0.printedText + " → " + $0.formattedAmount }
    }
}
