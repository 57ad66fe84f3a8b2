import Foundation

/// The still-picture screen: opens a picture, reads it off the main thread, and keeps every text
/// line, the NT$ labels, the selected line and clicks (recorded to the history as the live view
/// does). Call it on the main thread; observe it with `onChange`.
@MainActor
public final class PictureViewModel {
    /// Where the screen is.
    public enum State: Equatable, Sendable {
        /// Nothing opened yet.
        case empty
        /// Reading the picture named `name` (a file name or a snapshot's title).
        case processing(name: String)
        /// Read: lines and labels are set. `lines` may be empty while prices were found.
        case done
        /// Read, and no text at all was found.
        case nothingFound
        /// The picture could not be read.
        case failed(ImageReadFailure)
    }

    public private(set) var state: State = .empty
    /// The picture shown (or being read), a local path; nil for a camera snapshot.
    public private(set) var path: String?
    /// What the picture is called: its file name, or a snapshot's title ("Camera snapshot 14:05:09").
    public private(set) var name: String?
    /// The picture's size in pixels once read; empty while reading.
    public private(set) var pictureSize = PixelSize(width: 0, height: 0)
    /// Every line of text, prices marked and converted, top to bottom.
    public private(set) var lines: [PictureLine] = []
    /// One NT$ label a price, in picture pixels.
    public private(set) var labels: [PriceLabel] = []
    /// The line selected in the list (or by a click on its box).
    public private(set) var selectedLine: Int?
    /// Which label has the keyboard focus (Tab, arrows; Enter saves it as a click does).
    public private(set) var focus = LabelFocus()
    /// Called after any change.
    public var onChange: (() -> Void)?
    /// Called when a click's save to the history has ended (see `CameraViewModel.onHistorySave`).
    public var onHistorySave: ((PriceLabel, Result<ConversionRecord, HistoryStoreError>) -> Void)?
    /// Told, after a picture was read, what could not be read in it for want of a script's model;
    /// the prices stand.
    public var onNotice: ((String) -> Void)?

    private let recognizer: any PictureRecognizing
    private let history: HistoryQueue
    private let wallClock: () -> Date
    private var currencies: CurrencyList
    private var prices: [DetectedPrice] = []
    private var recordedIDs = Set<Int>()
    /// Counts openings, so a slow reading of an earlier picture cannot overwrite a newer one.
    private var generation = 0

    public init(currencies: CurrencyList, recognizer: any PictureRecognizing, history: HistoryQueue,
                wallClock: @escaping () -> Date = Date.init) {
        self.currencies = currencies
        self.recognizer = recognizer
        self.history = history
        self.wallClock = wallClock
    }

    /// The status line: the empty hint, progress, "nothing found" or the error, translated; nil
    /// once text was found.
    public var statusText: String? {
        switch state {
        case .empty: tr("Capture or open an image to see results.")
        case .processing(let name): Localization.fill(tr("Reading {name}…"), ["name": name])
        case .done: nil
        case .nothingFound: tr("Processing complete. No text found.")
        case .failed(let failure): Self.message(for: failure)
        }
    }

    /// The translated message for a picture that could not be read.
    public static func message(for failure: ImageReadFailure) -> String {
        switch failure {
        case .undecodable: tr("This file is not a picture that can be read.")
        default: RecognizeCommand.message(for: failure)
        }
    }

    /// Opens the picture at `path` and starts reading it; the result arrives later.
    public func open(path: String) {
        let current = begin(path: path, name: (path as NSString).lastPathComponent)
        recognizer.read(path: path) { [weak self] result in
            guard let self, self.generation == current else { return }
            self.finish(result)
        }
    }

    /// Opens pixels already in memory (a camera snapshot) called `name`, and reads them as a
    /// file's; everything after (lines, labels, clicks, CSV) is the same.
    public func open(pixels: any LumaSource, name: String) {
        let current = begin(path: nil, name: name)
        recognizer.read(pixels: pixels) { [weak self] result in
            guard let self, self.generation == current else { return }
            self.finish(result)
        }
    }

    /// Forgets the last picture and says the new one is being read; its generation.
    private func begin(path: String?, name: String) -> Int {
        generation += 1
        self.path = path
        self.name = name
        pictureSize = PixelSize(width: 0, height: 0)
        lines = []
        labels = []
        prices = []
        selectedLine = nil
        recordedIDs = []
        focus.clear()
        state = .processing(name: name)
        onChange?()
        return generation
    }

    private func finish(_ result: Result<PictureReading, ImageReadFailure>) {
        switch result {
        case .failure(let failure):
            state = .failed(failure)
        case .success(let reading):
            pictureSize = PixelSize(width: Double(reading.width), height: Double(reading.height))
            prices = reading.prices
            rebuild(lines: reading.lines)
            state = lines.isEmpty ? .nothingFound : .done
        }
        onChange?()
        if case .success(let reading) = result, !reading.missingScripts.isEmpty {
            onNotice?(NativeMarkReader.Script.missingMessage(reading.missingScripts))
        }
    }

    private func rebuild(lines textLines: [TextLine]) {
        let converter = PriceConverter(currencies: currencies)
        labels = prices.enumerated().map { index, price in
            PriceLabel(id: index, value: price.value, rawText: price.rawText,
                       conversion: converter.convert(price.value, rawText: price.rawText),
                       box: price.box, opacity: 1, isHighlighted: false)
        }
        lines = PictureLineMatcher.lines(textLines, labels: labels)
    }

    /// New currencies re-convert the labels and the list at once (the picture is not read again).
    public func updateCurrencies(_ currencies: CurrencyList) {
        self.currencies = currencies
        guard state == .done else { return }
        let highlighted = labels.first { $0.isHighlighted }?.id
        let converter = PriceConverter(currencies: currencies)
        labels = labels.map { label in
            var label = label
            label.conversion = converter.convert(label.value, rawText: label.rawText)
            label.isHighlighted = label.id == highlighted
            return label
        }
        lines = lines.map { line in
            var line = line
            line.priceTexts = line.labelIDs.compactMap { id in labels.first { $0.id == id } }
                .map { PictureLineMatcher.priceText($0, onLine: line.text) }
            return line
        }
        onChange?()
    }

    /// Selects a list row (nil clears); its box is highlighted over the picture.
    public func selectLine(_ index: Int?) {
        let index = index.flatMap { lines.indices.contains($0) ? $0 : nil }
        guard index != selectedLine else { return }
        selectedLine = index
        onChange?()
    }

    /// The line whose box holds `point` (picture pixels), the smallest when boxes overlap.
    public func line(atImagePoint point: PixelPoint) -> Int? {
        lines.indices.filter { lines[$0].box.contains(point) }
            .min { lines[$0].box.width * lines[$0].box.height < lines[$1].box.width * lines[$1].box.height }
    }

    /// A click on the picture: selects the line under it (or clears the selection).
    public func click(atImagePoint point: PixelPoint) {
        selectLine(line(atImagePoint: point))
    }

    /// A click on an NT$ label, as on the live view: toggles its highlight (clearing any other) and
    /// records the price the first time it is highlighted; selects the label's line too.
    @discardableResult
    public func click(labelID: Int) -> PriceLabel? {
        guard let index = labels.firstIndex(where: { $0.id == labelID }) else { return nil }
        focus.place(on: labelID, among: labels)
        let highlight = !labels[index].isHighlighted
        for i in labels.indices { labels[i].isHighlighted = highlight && i == index }
        if highlight, !recordedIDs.contains(labelID) {
            recordedIDs.insert(labelID)
            record(labels[index])
        }
        selectedLine = lines.firstIndex { $0.labelIDs.contains(labelID) } ?? selectedLine
        onChange?()
        return labels[index]
    }

    /// The highlighted label, if any.
    public var highlightedLabel: PriceLabel? { labels.first { $0.isHighlighted } }

    /// For `LabelFocusing`'s Tab, arrows and Esc: changes the focus and redraws.
    public func updateFocus(_ change: (inout LabelFocus) -> Bool) -> Bool {
        let result = change(&focus)
        onChange?()
        return result
    }

    private func record(_ label: PriceLabel) {
        guard let record = ConversionRecord(label: label, timestamp: wallClock()) else { return }
        history.append(record) { [weak self] result in self?.onHistorySave?(label, result.map { _ in record }) }
    }

    /// Every line's text, one a line, top to bottom (for "Copy All Text").
    public var allText: String {
        lines.map(\.text).joined(separator: "\n")
    }

    /// The prices as CSV (RFC 4180): printed text, value, currency code, NT$ amount (empty without
    /// a rate), and the box in picture pixels.
    public var pricesCSV: String {
        PriceCSV.text(for: labels)
    }
}
