import Foundation

/// `currency-camera recognize [--rate R] [--currency C] [--readings LIST | --live] --json IMAGE...`:
/// one JSON object a line per image, in the order given. Every image is read thoroughly (every
/// `StillReading`, merged by vote); `--readings LIST` measures what each reading adds, and `--live`
/// reads each image as the live view reads a frame (a clip's frames, to trace what the live view
/// showed). An image that cannot be read gives an object with "error" and the run goes on; the exit
/// status is then `exitInvalidInput`. Without --rate the saved rate is used; with no rate at all
/// "converted" is null.
public enum RecognizeCommand {
    /// How each image is read.
    public enum Mode: Equatable, Sendable {
        /// As a still picture: enlarged when small, read once per reading, the readings merged by vote.
        case still([StillReading])
        /// As one live frame: the live path's single reading at the frame's own size, prices cut by
        /// any side of the frame left out.
        case liveFrame
    }

    /// Runs the command. `arguments` are those after `recognize`; `read` recognizes one image path
    /// in the mode asked for.
    public static func run(arguments: [String], settings: any SettingsStore,
                           read: (String, Mode) -> Result<ImageReading, ImageReadFailure>) -> CommandOutput {
        var paths: [String] = [], rateText: String?, currency: String?, json = false
        var mode = Mode.still(StillReading.allCases)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                return CommandOutput(stdout: usage + "\n")
            case "--json":
                json = true
            case "--live":
                mode = .liveFrame
            case "--rate", "--currency", "--readings":
                guard index + 1 < arguments.count else {
                    return usageError(Localization.fill(tr("{option} needs a value"), ["option": ConvertInput.echo(argument)]))
                }
                let value = arguments[index + 1]
                switch argument {
                case "--rate": rateText = value
                case "--currency": currency = value
                default:
                    guard let parsed = StillReading.parse(value) else {
                        return usageError(Localization.fill(tr("--readings takes a comma-separated list of: {names}"),
                                                            ["names": StillReading.allCases.map(\.rawValue).joined(separator: ", ")]))
                    }
                    mode = .still(parsed)
                }
                index += 1
            default:
                if argument.hasPrefix("--") {
                    return usageError(Localization.fill(tr("Unknown option: {option}"), ["option": ConvertInput.echo(argument)]))
                }
                paths.append(argument)
            }
            index += 1
        }
        guard json else { return usageError(tr("Only --json output is available; pass --json")) }
        guard !paths.isEmpty else { return usageError(tr("Give at least one image")) }

        // Each price at its own currency's saved rate, as the camera window does; --rate overrides.
        var converter: PriceConverter?
        if let rateText {
            switch CurrencySettings.validated(name: currency ?? "JPY", rateText: rateText) {
            case .success(let given):
                converter = PriceConverter(currencies: settings.loadCurrencies(), overrideRate: given.exchangeRate)
            case .failure(let error): return CommandOutput(stderr: error.message + "\n", exitCode: ConvertCommand.exitInvalidInput)
            }
        } else if !settings.loadCurrencies().isEmpty {
            converter = PriceConverter(currencies: settings.loadCurrencies())
        }

        var lines: [String] = [], failed = false
        for path in paths {
            switch read(path, mode) {
            case .success(let reading):
                lines.append(RecognitionJSON.line(path: path, reading: reading, converter: converter,
                                                  currencies: settings.loadCurrencies()))
            case .failure(let failure):
                failed = true
                lines.append(RecognitionJSON.line(path: path, error: message(for: failure)))
            }
        }
        return CommandOutput(stdout: lines.joined(separator: "\n") + "\n",
                             exitCode: failed ? ConvertCommand.exitInvalidInput : ConvertCommand.exitSuccess)
    }

    /// The usage line.
    public static var usage: String {
        tr("Usage: currency-camera recognize [--rate RATE] [--currency NAME] [--readings LIST | --live] --json IMAGE...")
    }

    static func message(for failure: ImageReadFailure) -> String {
        switch failure {
        case .notFound: tr("No such file")
        case .undecodable: tr("Not an image that can be read")
        case .engineUnavailable: tr("Text recognition could not start: language data missing")
        case .tooLarge(let width, let height):
            Localization.fill(tr("The picture is too large ({width}×{height} pixels; the limit is {limit} megapixels)"),
                              ["width": String(width), "height": String(height),
                               "limit": String(ImageLimits.maximumPixels / 1_000_000)])
        }
    }

    private static func usageError(_ message: String) -> CommandOutput {
        CommandOutput(stderr: message + "\n" + usage + "\n", exitCode: ConvertCommand.exitUsage)
    }
}
