import CurrencyCore
import CurrencyPlatform

extension CommandLineFace {
    /// `currency-camera recognize [--rate R] [--currency C] [--readings LIST | --live] --json IMAGE...` with the real engine.
    static func recognize(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store = settingsStore(data)
        let recognizer: PriceRecognizer?
        do {
            // `--live` reads as the live path does: 円 from its counters (`LiveSession`).
            let live = arguments.contains("--live")
            recognizer = try PriceRecognizer(marks: NativeMarkModels(scripts: NativeMarkReader.Script.allCases, yenByCounters: live))
            if let missing = recognizer?.missingScripts, !missing.isEmpty { printError(NativeMarkReader.Script.missingMessage(missing)) }
        } catch {
            recognizer = nil
            printError(error.message)
        }
        return emit(RecognizeCommand.run(arguments: arguments, settings: store) { path, mode in
            guard let recognizer else { return .failure(.engineUnavailable) }
            switch mode {
            case .still(let readings): return recognizer.read(imageAt: path, readings: readings)
            case .liveFrame: return recognizer.read(imageAt: path) { recognizer.prices(in: $0) }
            }
        })
    }
}
