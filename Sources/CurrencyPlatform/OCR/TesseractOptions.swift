/// Tesseract's page segmentation modes the app can use (the `--psm` numbers).
public enum PageSegmentationMode: Int32, Sendable {
    /// Fully automatic page layout; for documents.
    case automatic = 3
    /// One uniform block of text.
    case singleBlock = 6
    /// One line of text.
    case singleLine = 7
    /// One word.
    case singleWord = 8
    /// As much text as possible in no particular order: price tags scattered over a frame.
    case sparseText = 11
}

/// How Tesseract turns grey levels into ink and paper (`thresholding_method`).
public enum Thresholding: Sendable {
    /// Global Otsu (Tesseract's default).
    case otsu
    /// Leptonica's tiled adaptive Otsu; measured slow (up to ~1 s a frame) and weak on price frames.
    case adaptiveOtsu
    /// Sauvola local thresholding; read 10/10 synthetic price frames where Otsu read 9.
    case sauvola

    var variableValue: String {
        switch self {
        case .otsu: "0"
        case .adaptiveOtsu: "1"
        case .sauvola: "2"
        }
    }
}

/// Which characters a recognition may produce (`tessedit_char_whitelist`).
public enum RecognizedCharacters: Sendable {
    /// Whatever the model knows.
    case any
    /// 0–9 only: for re-reading raised cents, where the full model reads "99" as "°" or "”".
    case digits

    var whitelist: String {
        switch self {
        case .any: ""
        case .digits: "0123456789"
        }
    }
}

/// When Tesseract reads a line again inverted (`tessedit_do_invert`, `invert_threshold`): that finds
/// white-on-dark text, but every poorly read line — a heading in a script the model lacks, a
/// border — is recognized twice.
public enum LineInversion: Sendable, Equatable {
    /// Never: dark-on-light text only.
    case never
    /// Lines whose mean confidence (0...1) is below this.
    case belowConfidence(Double)

    /// Tesseract 5.3's own setting.
    public static let tesseractDefault = LineInversion.belowConfidence(0.7)

    /// `tessedit_do_invert` and `invert_threshold` values.
    var variables: [(String, String)] {
        switch self {
        case .never: [("tessedit_do_invert", "0")]
        case .belowConfidence(let threshold): [("tessedit_do_invert", "1"), ("invert_threshold", String(threshold))]
        }
    }
}

/// Settings for one recognition that differ from the engine's configuration, e.g. a single line
/// of digits when a price's region is re-read.
public struct TesseractPass: Sendable {
    public var pageSegmentation: PageSegmentationMode
    public var characters: RecognizedCharacters
    /// As `TesseractConfiguration.inversion`, for this call: a re-read crop may be a white-on-dark
    /// tag even when the engine's first pass looks for one less eagerly.
    public var inversion: LineInversion

    public init(pageSegmentation: PageSegmentationMode, characters: RecognizedCharacters = .any,
                inversion: LineInversion = .tesseractDefault) {
        self.pageSegmentation = pageSegmentation
        self.characters = characters
        self.inversion = inversion
    }
}

/// Everything a `TesseractEngine` can be told, as typed values.
public struct TesseractConfiguration: Sendable {
    /// ISO 639-2 code of the traineddata file, e.g. "eng" for eng.traineddata.
    public var language: String
    /// Where `<language>.traineddata` lives; nil searches TESSDATA_PREFIX, then Debian's directory.
    public var dataDirectory: String?
    public var pageSegmentation: PageSegmentationMode
    public var thresholding: Thresholding
    /// Shrinks frames by this whole factor (box filter) before recognition; 2 halved the time on
    /// simple 640x480 frames but saved only 16 % on the demo's (the LSTM's cost follows the number
    /// of text lines, not pixels). Word boxes are reported in the original frame's pixels.
    public var downscale: Int
    /// Which lines are read a second time inverted, to find white-on-dark text.
    public var inversion: LineInversion

    public init(language: String = "eng", dataDirectory: String? = nil,
                pageSegmentation: PageSegmentationMode = .sparseText, thresholding: Thresholding = .sauvola,
                downscale: Int = 1, inversion: LineInversion = .tesseractDefault) {
        precondition(downscale >= 1, "downscale is a shrink factor of 1 or more")
        self.language = language
        self.dataDirectory = dataDirectory
        self.pageSegmentation = pageSegmentation
        self.thresholding = thresholding
        self.downscale = downscale
        self.inversion = inversion
    }
}

/// Why a Tesseract engine could not be created.
public enum TesseractError: Error, Sendable, Equatable {
    /// No `<language>.traineddata` in any of the directories searched, listed in search order.
    case missingLanguageData(language: String, searched: [String])
    /// The data file was found but Tesseract refused to load it (corrupt or wrong version).
    case initializationFailed(dataDirectory: String, language: String)
}
