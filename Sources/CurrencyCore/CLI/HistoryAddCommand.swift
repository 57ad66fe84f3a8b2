import Foundation

/// `currency-camera history add TEXT... [--currency C] [--rate R]`: records the first price of each
/// TEXT exactly as clicking its label in the app does (`ConversionRecord(price:settings:timestamp:)`
/// then `HistoryStore.append`, one write per record), for scripts and for the crash-safety
/// harness. Each record's line (the `history` command's format) is printed as soon as its write
/// has been renamed into place, so a line on stdout means the record is committed. Every TEXT
/// and the settings are checked before anything is written: bad input saves nothing.
public enum HistoryAddCommand {
    /// Runs the command. `arguments` are those after `history add`; `printLine` writes one line
    /// at once and returns the errno when it cannot.
    public static func run(arguments: [String], store: any HistoryStore, settings: any SettingsStore,
                           now: () -> Date = Date.init, printLine: (String) -> Int32?) -> CommandOutput {
        var texts: [String] = [], rateText: String?, currency: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                return CommandOutput(stdout: usage + "\n")
            case "--rate", "--currency":
                guard index + 1 < arguments.count else {
                    return usageError(Localization.fill(tr("{option} needs a value"), ["option": ConvertInput.echo(argument)]))
                }
                if argument == "--rate" { rateText = arguments[index + 1] } else { currency = arguments[index + 1] }
                index += 1
            default:
                if argument.hasPrefix("--") {
                    return usageError(Localization.fill(tr("Unknown option: {option}"), ["option": ConvertInput.echo(argument)]))
                }
                texts.append(argument)
            }
            index += 1
        }
        guard !texts.isEmpty else { return usageError(tr("Give at least one price to add")) }

        let saved = settings.loadSettings()
        let chosen: CurrencySettings
        if currency != nil || rateText != nil {
            switch CurrencySettings.validated(name: currency ?? saved?.currencyName ?? "",
                                              rateText: rateText ?? saved.map { DecimalText.format($0.exchangeRate) } ?? "") {
            case .success(let value): chosen = value
            case .failure(let error): return failure(error.message)
            }
        } else if let saved, saved.isValid {
            chosen = saved
        } else {
            return failure(tr("No exchange rate is saved; pass --rate or set one in the app"))
        }

        var prices: [Decimal] = []
        for text in texts {
            switch ConvertInput.prices(in: text) {
            case .success(let found): prices.append(found[0].value)
            case .failure(let problem): return failure(problem.message(for: text))
            }
        }
        for price in prices {
            let record = ConversionRecord(price: price, settings: chosen, timestamp: now())
            do {
                _ = try store.append(record)
            } catch {
                return failure(error.message)
            }
            if let error = printLine(HistoryCommand.line(for: record)) {
                return CommandOutput(stderr: StandardStreams.outputFailedMessage(errno: error) + "\n",
                                     exitCode: StandardStreams.exitOutputFailed)
            }
        }
        return CommandOutput()
    }

    /// The usage line.
    public static var usage: String {
        tr("Usage: currency-camera history add PRICE... [--currency NAME] [--rate RATE]")
    }

    private static func usageError(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n" + usage + "\n", exitCode: ConvertCommand.exitUsage)
    }

    private static func failure(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n", exitCode: ConvertCommand.exitInvalidInput)
    }
}
