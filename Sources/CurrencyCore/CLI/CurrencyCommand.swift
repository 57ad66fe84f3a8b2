import Foundation

/// `currency-camera currency …`: the saved currencies from a shell.
///
///     currency list [--json]                                  one line (or object) per currency
///     currency add CODE RATE [--name NAME] [--symbols "¥ 円"]  add, or replace the same code
///     currency remove CODE
///     currency default CODE                                   the currency of unmarked prices
///
/// Plain `list` lines are tab-separated: code, name, rate, symbols, when the rate was entered
/// (ISO 8601, empty if unknown), and "default" on the default's line.
public enum CurrencyCommand {
    /// Runs the command. `arguments` are those after `currency`; `now` dates a rate being added.
    public static func run(arguments: [String], store: any SettingsStore, now: Date = Date()) -> CommandOutput {
        guard let action = arguments.first else { return usageError(tr("Give an action: list, add, remove or default")) }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") || action == "--help" || action == "-h" {
            return CommandOutput(stdout: usage + "\n")
        }
        switch action {
        case "list": return list(rest, store: store)
        case "add": return add(rest, store: store, now: now)
        case "remove", "default":
            guard rest.count == 1, !rest[0].hasPrefix("--") else {
                return usageError(rest.first(where: { $0.hasPrefix("--") }).map(unknownOption) ?? tr("Give one currency code"))
            }
            var currencies = store.loadCurrencies()
            let before = currencies.defaultCode
            do {
                if action == "remove" { try currencies.remove(code: rest[0]) } else { try currencies.setDefault(code: rest[0]) }
            } catch {
                return failure(error.message)
            }
            if let failed = save(currencies, to: store) { return failed }
            var lines: [String] = []
            if action == "remove" { lines.append(Localization.fill(tr("Removed {code}"), ["code": rest[0].uppercased()])) }
            if let code = currencies.defaultCode, action == "default" || code != before {
                lines.append(Localization.fill(tr("{code} is now the default currency"), ["code": code]))
            }
            return CommandOutput(stdout: lines.map { $0 + "\n" }.joined())
        default:
            return usageError(Localization.fill(tr("Unknown action: {action}"), ["action": action]))
        }
    }

    /// The usage lines.
    public static var usage: String {
        tr("Usage: currency-camera currency list [--json]\n       currency-camera currency add CODE RATE [--name NAME] [--symbols \"¥ 円\"]\n       currency-camera currency remove CODE\n       currency-camera currency default CODE")
    }

    private static func list(_ arguments: [String], store: any SettingsStore) -> CommandOutput {
        var json = false
        for argument in arguments {
            guard argument == "--json" else { return usageError(unknownOption(argument)) }
            json = true
        }
        let currencies = store.loadCurrencies()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let items = currencies.currencies.map { CurrencyJSON($0, isDefault: $0.code == currencies.defaultCode) }
            let data = (try? encoder.encode(items)) ?? Data("[]".utf8)
            return CommandOutput(stdout: String(decoding: data, as: UTF8.self) + "\n")
        }
        let lines = currencies.currencies.map { currency in
            [currency.code, currency.name, DecimalText.format(currency.rate), currency.symbols.joined(separator: " "),
             currency.rateDate.map(ISO8601.format) ?? "", currency.code == currencies.defaultCode ? "default" : ""]
                .joined(separator: "\t") + "\n"
        }
        return CommandOutput(stdout: lines.joined())
    }

    private static func add(_ arguments: [String], store: any SettingsStore, now: Date) -> CommandOutput {
        var positional: [String] = []
        var name = "", symbols = ""
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--name" || argument == "--symbols" {
                guard index + 1 < arguments.count else {
                    return usageError(Localization.fill(tr("{option} needs a value"), ["option": argument]))
                }
                if argument == "--name" { name = arguments[index + 1] } else { symbols = arguments[index + 1] }
                index += 1
            } else if argument.hasPrefix("--") {
                return usageError(unknownOption(argument))
            } else {
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count == 2 else { return usageError(tr("Give a currency code and its rate, such as: add JPY 0.22")) }
        let currency: Currency
        switch Currency.validated(code: positional[0], name: name, rateText: positional[1], symbolsText: symbols, date: now) {
        case .success(let value): currency = value
        case .failure(let error): return failure(error.message)
        }
        var currencies = store.loadCurrencies()
        currencies.save(currency)
        if let failed = save(currencies, to: store) { return failed }
        var text = Localization.fill(tr("Saved {code} ({name}) at {rate}, marked {symbols}"),
                                     ["code": currency.code, "name": currency.name,
                                      "rate": DecimalText.format(currency.rate),
                                      "symbols": currency.symbols.joined(separator: " ")]) + "\n"
        if currencies.defaultCode == currency.code, currencies.currencies.count == 1 {
            text += Localization.fill(tr("{code} is now the default currency"), ["code": currency.code]) + "\n"
        }
        return CommandOutput(stdout: text)
    }

    private static func save(_ currencies: CurrencyList, to store: any SettingsStore) -> CommandOutput? {
        do {
            try store.saveCurrencies(currencies)
            return nil
        } catch {
            return failure(error.message)
        }
    }

    private static func unknownOption(_ option: String) -> String {
        Localization.fill(tr("Unknown option: {option}"), ["option": option])
    }

    private static func usageError(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n" + usage + "\n", exitCode: ConvertCommand.exitUsage)
    }

    private static func failure(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n", exitCode: ConvertCommand.exitInvalidInput)
    }
}
