/// Where the video comes from.
public enum SourceChoice: Hashable, Sendable {
    /// The first camera found, else the demo clip.
    case automatic
    /// A V4L2 device such as /dev/video0.
    case camera(devicePath: String)
    /// The bundled demo clip of price tags.
    case demo
    /// A video file or a still image.
    case file(path: String)

    /// The form kept in settings so the next launch reopens the same source.
    public var storedValue: String {
        switch self {
        case .automatic: ""
        case .camera(let path): "camera:" + path
        case .demo: "demo"
        case .file(let path): "file:" + path
        }
    }

    /// Reads `storedValue` back; anything unrecognised means `.automatic`.
    public init(storedValue: String) {
        if storedValue == "demo" {
            self = .demo
        } else if storedValue.hasPrefix("camera:"), storedValue.count > 7 {
            self = .camera(devicePath: String(storedValue.dropFirst(7)))
        } else if storedValue.hasPrefix("file:"), storedValue.count > 5 {
            self = .file(path: String(storedValue.dropFirst(5)))
        } else {
            self = .automatic
        }
    }
}

/// What the command line asked of a windowed run.
public struct LaunchOptions: Equatable, Sendable {
    /// nil when no source option was given (use the remembered one).
    public var source: SourceChoice?
    public var currency: String?
    public var rate: String?
    /// Print one `stats:` line a second to stdout.
    public var printsStats = false
    public var showsHelp = false
    /// Pictures named on the command line (`currency-camera FILE…`, the desktop's Open With): each
    /// opens in a picture window, and no camera starts.
    public var pictures: [String] = []

    public init() {}

    /// Why a command line could not be read. The UI layer words the message.
    public enum ParseError: Error, Equatable, Sendable {
        /// An option that needs a value came last.
        case missingValue(option: String)
        /// An argument nobody knows.
        case unknownArgument(String)
        /// Two options name different sources (say, --camera and --source).
        case conflictingSources
        /// --source or --camera was given an empty text ("The file  does not exist." before).
        case emptySource(option: String)
    }

    /// Reads the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(ParseError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(ParseError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
            return value
        }
        func setSource(_ source: SourceChoice) throws(ParseError) {
            if let existing = options.source, existing != source { throw .conflictingSources }
            options.source = source
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--camera":
                let path = try value(for: argument)
                if path.trimmingCharacters(in: .whitespaces).isEmpty { throw .emptySource(option: argument) }
                try setSource(.camera(devicePath: path))
            case "--source":
                let name = try value(for: argument)
                if name.trimmingCharacters(in: .whitespaces).isEmpty { throw .emptySource(option: argument) }
                try setSource(name == "demo" ? .demo : .file(path: name))
            case "--currency": options.currency = try value(for: argument)
            case "--rate": options.rate = try value(for: argument)
            case "--stats": options.printsStats = true
            case "--help", "-h": options.showsHelp = true
            case "--":
                options.pictures += remaining
                remaining = []
            default:
                guard !argument.hasPrefix("-") else { throw .unknownArgument(argument) }
                options.pictures.append(argument)
            }
        }
        return options
    }
}
