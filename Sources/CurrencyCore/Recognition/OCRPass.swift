/// How one OCR call reads its frame: the settings `PricePipeline` asks of the engine behind
/// `TextRecognizing` for each stage (the whole frame sparse, a price region as one line, raised
/// cents as digits). Tesseract's numbers and names; the engine maps them to its own variables.

/// Page segmentation modes the pipeline uses (Tesseract's `--psm` numbers).
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

/// Which characters a recognition may produce.
public enum RecognizedCharacters: Sendable {
    /// Whatever the model knows.
    case any
    /// 0–9 only: for re-reading raised cents, where the full model reads "99" as "°" or "”".
    case digits
}

/// When a line is read again inverted: that finds white-on-dark text, but every poorly read line
/// (a heading in a script the model lacks, a border) is recognized twice.
public enum LineInversion: Sendable, Equatable {
    /// Never: dark-on-light text only.
    case never
    /// Lines whose mean confidence (0...1) is below this.
    case belowConfidence(Double)

    /// Tesseract 5.3's own setting.
    public static let tesseractDefault = LineInversion.belowConfidence(0.7)
}

/// Settings for one recognition, e.g. a single line of digits when a price's region is re-read.
public struct OCRPass: Sendable, Equatable {
    public var pageSegmentation: PageSegmentationMode
    public var characters: RecognizedCharacters
    /// A re-read crop may be a white-on-dark tag even when the first pass looks for one less eagerly.
    public var inversion: LineInversion

    public init(pageSegmentation: PageSegmentationMode, characters: RecognizedCharacters = .any,
                inversion: LineInversion = .tesseractDefault) {
        self.pageSegmentation = pageSegmentation
        self.characters = characters
        self.inversion = inversion
    }
}

extension OCRPass {
    /// Share of a frame's pixels below `darkLevel` from which its first pass tries poorly read
    /// lines inverted. Tesseract's default re-reads every line under 0.7 confidence inverted,
    /// which doubled the first pass on the demo (light cards, headings the `eng` model cannot
    /// read); the fixtures' white-on-dark tags and menus are dark frames (see FINDINGS.md).
    static let darkShareForInversion = 0.2
    static let darkLevel: UInt8 = 96

    /// The whole-frame pass: sparse text; inverted lines only in a frame that is largely dark.
    public static func firstPass(for frame: LumaFrame) -> OCRPass {
        let dark = frame.darkShare(below: darkLevel) >= darkShareForInversion
        return OCRPass(pageSegmentation: .sparseText, inversion: dark ? .tesseractDefault : .never)
    }

    /// The whole frame again as one block of text, when the first pass left most lines unread
    /// (`UnreadLinesCheck`); inverted lines as in the first pass.
    public static func block(for frame: LumaFrame) -> OCRPass {
        OCRPass(pageSegmentation: .singleBlock, inversion: firstPass(for: frame).inversion)
    }

    /// A still picture's text lines: the engine's own page layout (columns, blocks, lines), which
    /// keeps a menu's "Coffee ...... $8.00" one line where sparse text splits it; inverted lines as
    /// in the first pass.
    public static func textLines(for frame: LumaFrame) -> OCRPass {
        OCRPass(pageSegmentation: .automatic, inversion: firstPass(for: frame).inversion)
    }

    /// A re-read price region: one line, anything.
    public static let line = OCRPass(pageSegmentation: .singleLine)
    /// Raised cents: digits anywhere in the crop. Sparse, not single-line: the integer's last stroke
    /// at the crop's edge made psm 7 read nothing.
    public static let sparseDigits = OCRPass(pageSegmentation: .sparseText, characters: .digits)
    /// Raised cents in a tight box (`PriceRegionRefiner.centsWord(after:)`): one word of digits.
    /// Blurred cents that sparse text finds no word in are read this way.
    public static let wordDigits = OCRPass(pageSegmentation: .singleWord, characters: .digits)
}
