import Foundation

/// `currency-camera history [--json]`: the saved conversions, newest first, for scripts. Plain
/// output is one line per record, tab-separated: original, converted, rate, ISO 8601 time. `--json`
/// prints the history file's own format (data-model.md).
public enum HistoryCommand {
    /// Runs the command. `arguments` are those after `history`.
    public static func run(arguments: [String], store: any HistoryStore) -> CommandOutput {
        var json = false
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "--help", "-h": return CommandOutput(stdout: tr("Usage: currency-camera history [--json]") + "\n")
            default:
                return CommandOutput(stderr: Localization.fill(tr("Unknown option: {option}"), ["option": argument]) + "\n",
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
        let lines = result.records.map { record in
            [record.formattedOriginalPrice, record.formattedAmount, record.formattedRate,
             ISO8601.format(record.timestamp)].joined(separator: "\t") + "\n"
        }
        return CommandOutput(stdout: lines.joined(), stderr: notice)
    }
}
