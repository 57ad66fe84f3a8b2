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
/// one a line ("NT$ 2,469.13"). Without `--rate` the saved settings' rate is used.
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

        let rate: Decimal
        if let rateText {
            switch CurrencySettings.parseRate(rateText) {
            case .success(let value): rate = value
            case .failure(let error): return failure(error.message)
            }
        } else if let saved = settings.loadSettings(), saved.isValid {
            rate = saved.exchangeRate
        } else {
            return failure(tr("No exchange rate is saved; pass --rate or set one in the app"))
        }

        let prices: [ParsedPrice]
        switch ConvertInput.prices(in: text) {
        case .success(let found): prices = found
        case .failure(let problem): return failure(problem.message(for: text))
        }
        let converter = CurrencyConverter(exchangeRate: rate)
        let lines = prices.map { converter.conversion(of: $0.value).text }
        return CommandOutput(stdout: lines.joined(separator: "\n") + "\n")
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
