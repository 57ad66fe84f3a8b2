import CurrencyCore
import CurrencyPlatform

extension CommandLineFace {
    /// `currency-camera recognize [--rate R] [--currency C] [--readings LIST] --json IMAGE...` with the real engine.
    static func recognize(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store = settingsStore(data)
        let recognizer: PriceRecognizer?
        do {
            recognizer = try PriceRecognizer()
        } catch {
            recognizer = nil
            printError(error.message)
        }
        return emit(RecognizeCommand.run(arguments: arguments, settings: store) { path, readings in
            recognizer.map { $0.read(imageAt: path, readings: readings) } ?? .failure(.engineUnavailable)
        })
    }
}
