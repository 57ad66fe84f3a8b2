import CurrencyCore

/// The native-script models `NativeMarkReader` reads doubtful numbers with (円, 元, 원), each a
/// `LazyTesseractEngine` made only where its data file was found. Made once and handed to every
/// recognizer that should read the marks: the live path's threads then share one model per script
/// (15–45 MB each, loaded by the first doubtful number), whose readings the engine serialises. The
/// live path `allow`s only the scripts of the saved currencies' marks.
public struct NativeMarkModels: Sendable {
    private let models: [NativeMarkReader.Model]
    /// The scripts asked for whose model is not installed: their marks are not read.
    public let missing: [NativeMarkReader.Script]
    /// The scripts whose mark is read from the ink, with no model: always read, never loaded.
    public let readByCounters: Set<NativeMarkReader.Script>
    private let engines: [NativeMarkReader.Script: LazyTesseractEngine]

    /// No models: no number is read again for a native mark.
    public static let none = NativeMarkModels(models: [], missing: [], readByCounters: [], engines: [:])

    private init(models: [NativeMarkReader.Model], missing: [NativeMarkReader.Script],
                 readByCounters: Set<NativeMarkReader.Script>, engines: [NativeMarkReader.Script: LazyTesseractEngine]) {
        self.models = models
        self.missing = missing
        self.readByCounters = readByCounters
        self.engines = engines
    }

    /// The models of `scripts` found where `configuration` looks for the English one. With
    /// `yenByCounters` 円 is read from its counters in the ink instead (`YenInkReader`), always, and
    /// the Japanese model is never loaded: the live path's choice, as that model's 32 MB kept the
    /// app over its memory target with yen saved.
    public init(scripts: [NativeMarkReader.Script], configuration: TesseractConfiguration = .prices, yenByCounters: Bool = false) {
        let counters: Set<NativeMarkReader.Script> = yenByCounters && scripts.contains(.japanese) ? [.japanese] : []
        readByCounters = counters
        var engines: [NativeMarkReader.Script: LazyTesseractEngine] = [:]
        for script in scripts where !counters.contains(script) {
            let model = TesseractConfiguration(language: script.rawValue, dataDirectory: configuration.dataDirectory,
                                               pageSegmentation: .singleLine, thresholding: configuration.thresholding)
            guard (try? TessdataLocator().locate(language: model.language, explicit: model.dataDirectory)) != nil else { continue }
            engines[script] = LazyTesseractEngine(configuration: model)
        }
        self.engines = engines
        models = scripts.compactMap { script in
            counters.contains(script) ? .yenCounters() : engines[script].map { NativeMarkReader.Model(script: script, ocr: $0) }
        }
        missing = scripts.filter { !counters.contains($0) && engines[$0] == nil }
    }

    /// Reads only the marks of `scripts` from now on; the other models read nothing and are let
    /// go. Returns those of `scripts` whose model is missing.
    @discardableResult
    public func allow(_ scripts: Set<NativeMarkReader.Script>) -> [NativeMarkReader.Script] {
        for (script, engine) in engines { engine.setAllowed(scripts.contains(script)) }
        return missing.filter(scripts.contains)
    }

    /// The scripts whose model is loaded now.
    public var loaded: Set<NativeMarkReader.Script> {
        Set(engines.filter { $0.value.isLoaded }.keys)
    }

    /// The reader over these models; nil when there are none.
    var reader: NativeMarkReader? {
        models.isEmpty ? nil : NativeMarkReader(models: models)
    }
}
