import CurrencyCore

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

extension RecognizedCharacters {
    /// `tessedit_char_whitelist`.
    var whitelist: String {
        switch self {
        case .any: ""
        case .digits: "0123456789"
        }
    }
}

extension LineInversion {
    /// `tessedit_do_invert` and `invert_threshold` values.
    var variables: [(String, String)] {
        switch self {
        case .never: [("tessedit_do_invert", "0")]
        case .belowConfidence(let threshold): [("tessedit_do_invert", "1"), ("invert_threshold", String(threshold))]
        }
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
