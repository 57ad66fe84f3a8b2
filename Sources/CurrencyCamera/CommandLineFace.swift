import CurrencyCore
import CurrencyPlatform
import Foundation

/// The subcommands that print instead of opening a window.
enum CommandLineFace {
    /// `currency-camera convert TEXT [--rate R]`; without --rate, each price's own currency's saved rate.
    static func convert(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store: any SettingsStore = data.flatMap { try? GSettingsStore(schemaDirectory: $0.schemas) }
            ?? InMemorySettingsStore()
        return emit(ConvertCommand.run(arguments: arguments, settings: store))
    }

    /// `currency-camera currency list|add|remove|default …`: the saved currencies.
    static func currency(_ arguments: [String], data: DataDirectory?) -> Int32 {
        let store: any SettingsStore = data.flatMap { try? GSettingsStore(schemaDirectory: $0.schemas) }
            ?? InMemorySettingsStore()
        return emit(CurrencyCommand.run(arguments: arguments, store: store))
    }

    /// `currency-camera history [--json]`: the saved conversions, newest first.
    static func history(_ arguments: [String]) -> Int32 {
        let store = JSONHistoryStore(directory: JSONHistoryStore.defaultDirectory())
        return emit(HistoryCommand.run(arguments: arguments, store: store))
    }

    static func emit(_ output: CommandOutput) -> Int32 {
        FileHandle.standardOutput.write(Data(output.stdout.utf8))
        FileHandle.standardError.write(Data(output.stderr.utf8))
        return output.exitCode
    }
}
