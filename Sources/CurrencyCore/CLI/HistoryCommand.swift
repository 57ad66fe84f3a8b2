import Foundation

/// `currency-camera history [--json]`: the saved conversions, newest first, for scripts. Plain
/// output is one line per record, tab-separated: original, converted, rate, ISO 8601 time. `--json`
/// prints the history file's own format (data-model.md).
public enum HistoryCommand {
    /// Runs the command. `arguments` are those after `history`.
    public static func run(arguments: [String], store: any HistoryStore) -> CommandOutput {
        run(arguments: arguments, store: store, settings: InMemorySettingsStore()) { _ in nil }
    }

    /// Runs the command; `history add …` goes to `HistoryAddCommand` with `settings` and `printLine`.
    public static func run(arguments: [String], store: any HistoryStore, settings: any SettingsStore,
                           printLine: (String) -> Int32?) -> CommandOutput {
        if arguments.first == "add" {
            return HistoryAddCommand.run(arguments: Array(arguments.dropFirst()), store: store, settings: settings,
                                         printLine: printLine)
        }
        var json = false
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "--help", "-h":
                return CommandOutput(stdout: tr("Usage: currency-camera history [--json]") + "\n"
                                     + HistoryAddCommand.usage + "\n")
            default:
                return CommandOutput(stderr: Localization.fill(tr("Unknown option: {option}"), ["option": ConvertInput.echo(argument)]) + "\n",
                                     exitCode: ConvertCommand.exitUsage)
            }
        }
        let result: HistoryLoadResult
        do {
            result = try store.load()
        } catch {
            return CommandOutput(stderr: error.message + "\n", exitCode: ConvertCommand.exitInvalidInput)
        }
        let notice = result.recovery.map { $0.message + "\n" } ?? ""
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(result.records)) ?? Data("[]".utf8)
            return CommandOutput(stdout: String(decoding: data, as: UTF8.self) + "\n", stderr: notice)
        }
        return CommandOutput(stdout: result.records.map { line(for: $0) + "\n" }.joined(), stderr: notice)
    }

    /// One record as a line: original, converted, rate and ISO 8601 time, tab-separated.
    static func line(for record: ConversionRecord) -> String {
        [record.listTitle, record.formattedAmount, record.formattedRate,
         ISO8601.format(record.timestamp)].joined(separator: "\t")
    }
}
