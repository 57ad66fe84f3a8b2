import CurrencyCore
import CurrencyPlatform
import Foundation

/// The subcommands that print instead of opening a window.
enum CommandLineFace {
    /// `currency-camera convert TEXT [--rate R]`; without --rate, each price's own currency's saved rate.
    static func convert(_ arguments: [String], data: DataDirectory?) -> Int32 {
        emit(ConvertCommand.run(arguments: arguments, settings: settingsStore(data)))
    }

    /// `currency-camera currency list|add|remove|default …`: the saved currencies.
    static func currency(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store: any SettingsStore = data.flatMap { try? GSettingsStore(schemaDirectory: $0.schemas) }
            ?? InMemorySettingsStore()
        return emit(CurrencyCommand.run(arguments: arguments, store: store))
    }

    /// `currency-camera history [--json]`: the saved conversions, newest first.
    /// `history add PRICE…` records as a click in the app does, with the saved settings unless
    /// --currency/--rate are given; each record's line is printed once it is on disk.
    static func history(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store = JSONHistoryStore(directory: JSONHistoryStore.defaultDirectory())
        let settings: any SettingsStore = arguments.first == "add"
            ? settingsStore(data)
            : InMemorySettingsStore()
        return emit(HistoryCommand.run(arguments: arguments, store: store, settings: settings) { line in
            StandardStreams.write(line + "\n", to: STDOUT_FILENO)
        })
    }

    /// The saved settings; a settings file that could not be read is moved aside and said so.
    static func settingsStore(_ data: DataDirectory?) -> any SettingsStore {
        guard let store = data.flatMap({ try? GSettingsStore(schemaDirectory: $0.schemas) }) else {
            return InMemorySettingsStore()
        }
        if let path = store.movedAsideTo { printError(settingsMovedAsideMessage(path)) }
        return store
    }

    static func settingsMovedAsideMessage(_ path: String) -> String {
        Localization.fill(tr("The settings could not be read and were moved aside to {path}; please set them again."),
                          ["path": path])
    }

    static func emit(_ output: CommandOutput) -> Int32 {
        StandardStreams.emit(output)
    }
}
