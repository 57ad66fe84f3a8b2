import Foundation

/// What a command prints and how it exits.
public struct CommandOutput: Hashable, Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

/// `currency-camera convert TEXT [--rate RATE]`: prints the NT$ amount of every price in TEXT,
/// one a line ("NT$ 2,469.13"). Each price is converted at the saved rate of its own currency,
/// told by its mark (`PriceConverter`); a price already in NT$ is printed as it is. `--rate`
/// replaces every foreign currency's rate. A price whose currency has no rate prints
/// "¥ — no rate set", says on stderr how to add one, and the exit status is 1.
public enum ConvertCommand {
    /// Success.
    public static let exitSuccess: Int32 = 0
    /// The input was read but is unusable: no price in the text, a bad or missing rate.
    public static let exitInvalidInput: Int32 = 1
    /// The command line itself is wrong (sysexits' EX_USAGE).
    public static let exitUsage: Int32 = 64

    /// Runs the command. `arguments` are those after `convert`.
    public static func run(arguments: [String], settings: any SettingsStore) -> CommandOutput {
        var text: String?
        var rateText: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" {
                return CommandOutput(stdout: usage + "\n")
            } else if argument == "--rate" {
                guard index + 1 < arguments.count else { return usageError(tr("--rate needs a value")) }
                rateText = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--rate=") {
                rateText = String(argument.dropFirst("--rate=".count))
            } else if argument.hasPrefix("--") {
                return usageError(Localization.fill(tr("Unknown option: {option}"), ["option": ConvertInput.echo(argument)]))
            } else if text == nil {
                text = argument
            } else {
                return usageError(tr("Give one text to convert; quote it if it has spaces"))
            }
            index += 1
        }
        guard let text else { return usageError(tr("Nothing to convert")) }

        let converter: PriceConverter
        if let rateText {
            switch CurrencySettings.parseRate(rateText) {
            case .success(let value): converter = PriceConverter(currencies: settings.loadCurrencies(), overrideRate: value)
            case .failure(let error): return failure(error.message)
            }
        } else {
            let saved = settings.loadCurrencies()
            guard !saved.isEmpty else {
                return failure(tr("No exchange rate is saved; pass --rate or set one in the app"))
            }
            converter = PriceConverter(currencies: saved)
        }

        let prices: [ParsedPrice]
        switch ConvertInput.prices(in: text) {
        case .success(let found): prices = found
        case .failure(let problem): return failure(problem.message(for: text))
        }
        let conversions = prices.map { converter.convert($0.value, hint: $0.currencyHint) }
        let lines = conversions.map(\.text)
        let unrated = Set(conversions.filter { $0.amount == nil }.map(\.currencyCode)).sorted()
        let notes = unrated.map { code in
            Localization.fill(tr("No rate is saved for {code}; add one with: currency-camera currency add {code} RATE"),
                              ["code": code]) + "\n"
        }
        return CommandOutput(stdout: lines.joined(separator: "\n") + "\n", stderr: notes.joined(),
                             exitCode: unrated.isEmpty ? exitSuccess : exitInvalidInput)
    }

    /// The usage line.
    public static var usage: String {
        tr("Usage: currency-camera convert TEXT [--rate RATE]")
    }

    private static func usageError(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n" + usage + "\n", exitCode: exitUsage)
    }

    private static func failure(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n", exitCode: exitInvalidInput)
    }
}
