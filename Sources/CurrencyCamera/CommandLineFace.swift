import CurrencyCore
import CurrencyPlatform
import Foundation

/// The subcommands that print instead of opening a window.
enum CommandLineFace {
    /// `currency-camera convert TEXT [--rate R]`; without --rate, the saved settings' rate.
    static func convert(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store: any SettingsStore = data.flatMap { try? GSettingsStore(schemaDirectory: $0.schemas) }
            ?? InMemorySettingsStore()
        return emit(ConvertCommand.run(arguments: arguments, settings: store))
    }

    /// `currency-camera history [--json]`: the saved conversions, newest first.
    /// `history add PRICE…` records as a click in the app does, with the saved settings unless
    /// --currency/--rate are given; each record's line is printed once it is on disk.
    static func history(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store = JSONHistoryStore(directory: JSONHistoryStore.defaultDirectory())
        let settings: any SettingsStore = arguments.first == "add"
            ? data.flatMap { try? GSettingsStore(schemaDirectory: $0.schemas) } ?? InMemorySettingsStore()
            : InMemorySettingsStore()
        return emit(HistoryCommand.run(arguments: arguments, store: store, settings: settings) { line in
            StandardStreams.write(line + "\n", to: STDOUT_FILENO)
        })
    }

    static func emit(_ output: CommandOutput) -> Int32 {
        StandardStreams.emit(output)
    }
}
