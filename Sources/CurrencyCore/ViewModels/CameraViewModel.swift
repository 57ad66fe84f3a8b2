import Foundation

/// The camera screen: takes each frame's prices, keeps the labels, handles clicks and pausing.
/// Call it on the main thread; observe it with `onChange`.
@MainActor
public final class CameraViewModel {
    /// The labels to draw, in image pixels.
    public private(set) var labels: [PriceLabel] = []
    /// True while recognition results are ignored (window hidden, user paused).
    public private(set) var isPaused = false
    /// The currencies the labels are converted with, each price at its own currency's rate.
    public private(set) var currencies: CurrencyList
    /// The size of the last frame, in image pixels.
    public private(set) var frameSize = PixelSize(width: 0, height: 0)
    /// A damaged history file found while recording, moved aside; for the UI to tell the user.
    public private(set) var historyRecovery: HistoryRecovery?
    /// Which label has the keyboard focus (Tab, arrows); it follows its price as labels update.
    public private(set) var focus = LabelFocus()
    /// Called after any change.
    public var onChange: (() -> Void)?
    /// Called when a click's save to the history has ended, with the clicked label: the record
    /// saved, or why it was not. Saves run off the main loop, so this comes after `click` returns.
    public var onHistorySave: ((PriceLabel, Result<ConversionRecord, HistoryStoreError>) -> Void)?

    private var tracker: PriceTracker
    private let history: HistoryQueue
    private let wallClock: () -> Date
    private var recordedIDs = Set<Int>()
    private var lastTime: TimeInterval = 0

    /// - Parameters:
    ///   - wallClock: dates history records; tests inject a fixed one.
    public init(currencies: CurrencyList, history: HistoryQueue,
                policy: TrackingPolicy = TrackingPolicy(), wallClock: @escaping () -> Date = Date.init) {
        self.currencies = currencies
        self.history = history
        self.tracker = PriceTracker(policy: policy)
        self.wallClock = wallClock
    }

    /// A view-model with one currency made from an old-style name and rate.
    public convenience init(settings: CurrencySettings, history: HistoryQueue,
                            policy: TrackingPolicy = TrackingPolicy(), wallClock: @escaping () -> Date = Date.init) {
        self.init(currencies: CurrencyList(settings: settings), history: history, policy: policy, wallClock: wallClock)
    }

    /// The title of the camera window, the default currency's: e.g. "JPY → TWD" (the spec's
    /// navigation bar).
    public var title: String {
        Localization.fill(tr("{currency} → TWD"), ["currency": currencies.defaultCurrency?.name ?? ""])
    }

    /// Takes one frame's prices; `time` is monotonic seconds. Ignored while paused. `gone`: prices
    /// looked for where they were and not found there (`PriceTracker.markGone`).
    public func ingest(prices: [DetectedPrice], gone: [DetectedPrice] = [], frameSize: PixelSize, at time: TimeInterval) {
        guard !isPaused else { return }
        self.frameSize = frameSize
        tracker.update(with: prices, frameSize: frameSize, at: time)
        tracker.markGone(gone, at: time)
        refresh(at: time)
    }

    /// Advances fades between frames. Ignored while paused.
    public func tick(at time: TimeInterval) {
        guard !isPaused else { return }
        tracker.expire(at: time)
        refresh(at: time)
    }

    /// Hit-tests a point in image pixels against the prices' boxes; the smallest box containing it
    /// is clicked as `click(labelID:)` does. Returns nil when nothing was hit.
    @discardableResult
    public func click(atImagePoint point: PixelPoint) -> PriceLabel? {
        label(atImagePoint: point).flatMap { click(labelID: $0.id) }
    }

    /// The label whose price box is the smallest containing `point` (image pixels), if any.
    public func label(atImagePoint point: PixelPoint) -> PriceLabel? {
        labels.filter { $0.box.contains(point) }
            .min { $0.box.width * $0.box.height < $1.box.width * $1.box.height }
    }

    /// What hovering a label tells: the price as printed, its currency and the rate used, e.g.
    /// "¥3,500 · 日幣 (JPY) · rate 0.22"; nil when no label has that id.
    public func details(ofLabel id: Int) -> String? {
        guard let label = label(id: id) else { return nil }
        let conversion = label.conversion
        let currency = conversion.currencyName == conversion.currencyCode
            ? conversion.currencyCode : conversion.currencyName + " (" + conversion.currencyCode + ")"
        let rate = conversion.rate.map { Localization.fill(tr("rate {rate}"), ["rate": DecimalText.format($0)]) }
            ?? tr("no rate set")
        return [label.rawText, currency, rate].joined(separator: " · ")
    }

    /// The label with `id`, if it is still shown.
    public func label(id: Int) -> PriceLabel? {
        labels.first { $0.id == id }
    }

    /// Toggles a label's highlight (clearing any other); the first time a label becomes
    /// highlighted its price is recorded in the history. Returns the label as it is now, or nil
    /// when no label has that id.
    @discardableResult
    public func click(labelID: Int) -> PriceLabel? {
        guard let hit = labels.first(where: { $0.id == labelID }) else { return nil }
        focus.place(on: hit.id, among: labels)
        let highlighted = tracker.toggleHighlight(id: hit.id) ?? false
        if highlighted, !recordedIDs.contains(hit.id) {
            recordedIDs.insert(hit.id)
            record(hit)
        }
        refresh(at: lastTime)
        return labels.first { $0.id == hit.id }
    }

    /// The highlighted label, if any.
    public var highlightedLabel: PriceLabel? { labels.first { $0.isHighlighted } }

    /// For `LabelFocusing`'s Tab, arrows and Esc: changes the focus and redraws.
    public func updateFocus(_ change: (inout LabelFocus) -> Bool) -> Bool {
        let result = change(&focus)
        onChange?()
        return result
    }

    /// Stops taking frames; the labels stay as they are.
    public func pause() {
        guard !isPaused else { return }
        isPaused = true
        onChange?()
    }

    /// Takes frames again. Old labels are dropped: what the camera sees now may have changed.
    public func resume() {
        guard isPaused else { return }
        isPaused = false
        tracker.reset()
        recordedIDs.removeAll()
        labels = []
        focus.clear()
        onChange?()
    }

    /// Uses new currencies from the next frame or tick on; records made earlier keep their rate.
    public func updateCurrencies(_ currencies: CurrencyList) {
        self.currencies = currencies
    }

    /// Adds (or replaces) the currency an old-style name and rate describe and makes it the default.
    public func updateSettings(_ settings: CurrencySettings) {
        let currency = Currency(settings: settings, rateDate: wallClock())
        currencies.save(currency)
        try? currencies.setDefault(code: currency.code)
    }

    /// A price with no rate is not recorded: there is no NT$ amount to keep.
    private func record(_ label: PriceLabel) {
        guard let record = ConversionRecord(label: label, timestamp: wallClock()) else { return }
        history.append(record) { [weak self] result in
            guard let self else { return }
            // The labels are as they were; only a moved-aside file gives the view news.
            if case .success(let saved) = result, let recovery = saved.recovery {
                historyRecovery = recovery
                onChange?()
            }
            onHistorySave?(label, result.map { _ in record })
        }
    }

    private func refresh(at time: TimeInterval) {
        lastTime = time
        labels = tracker.labels(at: time, converter: PriceConverter(currencies: currencies))
        focus.follow(labels)
        onChange?()
    }
}
