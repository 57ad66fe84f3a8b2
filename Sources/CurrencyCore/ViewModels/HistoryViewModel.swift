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

    private let store: HistoryQueue
    /// Made once: a DateFormatter costs far more to create than to use, and the list asks for
    /// every row's time on each opening.
    private let timeFormatter: DateFormatter

    public init(store: HistoryQueue, timeZone: TimeZone = .current) {
        self.store = store
        timeFormatter = DateFormatter()
        timeFormatter.locale = Locale(identifier: "en_US_POSIX")
        timeFormatter.timeZone = timeZone
        timeFormatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    /// True when there is nothing to show.
    public var isEmpty: Bool { records.isEmpty }
    /// False until the first reading has ended, so the window does not call an unread history empty.
    public private(set) var hasLoaded = false

    /// Reads the history from the store; `onChange` follows once it is read.
    public func load() {
        store.load { [weak self] in self?.show($0) }
    }

    /// Empties the history. The list is kept when the store fails, so nothing looks lost that isn't.
    public func clear() {
        store.clear { [weak self] in self?.show($0) }
    }

    /// Deletes one record (the row's delete button). The list is kept when the store fails.
    public func remove(id: UUID) {
        store.remove(id: id) { [weak self] in self?.show($0) }
    }

    private func show(_ result: Result<HistoryLoadResult, HistoryStoreError>) {
        switch result {
        case .success(let loaded):
            records = loaded.records
            if let found = loaded.recovery { recovery = found }
            error = nil
        case .failure(let failure):
            error = failure
        }
        hasLoaded = true
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
