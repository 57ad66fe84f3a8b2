import CurrencyCore
import Foundation

/// Tesseract plus price assembly: the one recognition path shared by the live session, the
/// `recognize` and `bench` commands and the fixture tests. Create once and reuse (the engine's
/// start costs ~120 ms); calls are serialised by the engine.
public final class PriceRecognizer: Sendable {
    private let engine: TesseractEngine
    private let extractor: PriceExtractor
    private let refiner: PriceRegionRefiner?
    private let rowFinder: TallTextRowFinder?
    private let glyphReader: GlyphNumberReader?
    private let segmentReader: SegmentNumberReader?
    private let unreadLines: UnreadLinesCheck?
    private let stillScale = StillPictureScale()
    private let inkOnly = InkOnlyDrawing()
    private let vote = StillReadingVote()

    /// `refiner` nil reads each frame once, without re-reading the big numerals; `rowFinder` nil
    /// re-reads only around the first pass's tall words, not rows of tall glyphs it found no word at;
    /// `glyphReader` nil leaves rows Tesseract misread as they were read; `segmentReader` nil reads no
    /// seven-segment displays; `unreadLines` nil never reads a frame a second time as one block of text.
    public init(configuration: TesseractConfiguration = .prices, extractor: PriceExtractor = PriceExtractor(),
                refiner: PriceRegionRefiner? = PriceRegionRefiner(),
                rowFinder: TallTextRowFinder? = TallTextRowFinder(),
                glyphReader: GlyphNumberReader? = GlyphNumberReader(),
                segmentReader: SegmentNumberReader? = SegmentNumberReader(),
                unreadLines: UnreadLinesCheck? = UnreadLinesCheck()) throws(TesseractError) {
        engine = try TesseractEngine(configuration: configuration)
        self.extractor = extractor
        self.refiner = refiner
        self.rowFinder = rowFinder
        self.glyphReader = glyphReader
        self.segmentReader = segmentReader
        self.unreadLines = unreadLines
    }

    /// The prices in one live frame, most price-like first; none cut by the frame's sides
    /// (`LumaFrame.isCutBySide`, `isCutByTopOrBottom`).
    public func prices(in frame: LumaFrame) -> [DetectedPrice] {
        prices(in: frame, still: false)
    }

    /// A live frame's prices cut by its top or bottom are left out too; a still picture is often
    /// cropped tight around its price, whose ink then touches the picture's edge.
    private func prices(in frame: LumaFrame, still: Bool, asBlock: Bool = false) -> [DetectedPrice] {
        extractor.prices(in: words(in: frame, asBlock: asBlock), pictureHeight: still ? Double(frame.height) : nil)
            .filter { !frame.isCutBySide($0.box) && (still || !frame.isCutByTopOrBottom($0.box)) }
    }

    /// The frame's words, read in a frame shot in poor light after stretching its levels
    /// (`brightenedIfDark`): the whole-frame pass, plus a block reading where it left most lines
    /// unread (`UnreadLinesCheck`); the regions around tall words re-read at the model's text height
    /// and raised cents cut off and read as digits (see `PriceRegionRefiner`); rows of tall glyphs
    /// where the first pass read no price well, and numbers that lost their first digit, read the
    /// same way; then rows whose number was still not read are read by glyph shape (`GlyphNumberReader`);
    /// last, rows of seven-segment digits by their lit segments (`SegmentNumberReader`). `asBlock`:
    /// the whole-frame pass reads one block of text instead of sparse text (`StillReading.block`).
    func words(in frame: LumaFrame, asBlock: Bool = false) -> [OCRWord] {
        let frame = frame.brightenedIfDark()
        var words = engine.recognizeWords(in: frame, pass: asBlock ? .block(for: frame) : .firstPass(for: frame))
        guard let refiner else { return words }
        // Both finders look for ink with the same radius and contrast: it is found once.
        let ink = (rowFinder ?? unreadLines?.lineFinder)?.ink(in: frame)
        if let unreadLines, let ink, unreadLines.mostLinesUnread(in: ink, words: words) {
            let block = engine.recognizeWords(in: frame, pass: .block(for: frame))
            words += block.filter { added in !words.contains { $0.box.intersects(added.box) } }
        }
        let planned = refiner.regions(for: words)
        let tallRows = ink.flatMap { rowFinder?.rows(in: $0) } ?? []
        let rows = refiner.regions(for: tallRows, words: words, planned: planned)
        let cut = rowFinder.map { finder in
            refiner.regions(forNumbersMissingTheirFirstDigit: words) { finder.leadingGlyph(before: $0, in: frame) }
        } ?? []
        for region in planned + rows + cut {
            words = refiner.merged(words, region: region, reread: read(region, in: frame, firstPass: words, refiner: refiner))
        }
        words = glyphReader?.words(words, reading: tallRows, in: frame) ?? words
        guard let segmentReader, let rowFinder, let ink else { return words }
        return segmentReader.words(words, reading: rowFinder.segmentRows(in: ink), in: frame)
    }

    /// One re-read of a price region: the line, its raised cents cut off and read as digits.
    private func read(_ region: PriceRegionRefiner.Region, in frame: LumaFrame, firstPass words: [OCRWord],
                      refiner: PriceRegionRefiner) -> [OCRWord] {
        var split = RaisedCentsSplitter.split(read(region, of: frame, pass: .line))
        for integer in split.integersWithoutCents {
            var cents = refiner.cents(from: read(refiner.centsRegion(after: integer), of: frame, pass: .sparseDigits))
            // Nothing read: look again at just the raised ink, when the integer's last stroke
            // or a border spoiled the wide region.
            let inked = cents == nil ? rowFinder?.raisedCents(after: integer, in: frame) : nil
            if let inked { cents = refiner.cents(from: read(refiner.centsRegion(around: inked), of: frame, pass: .sparseDigits)) }
            if let cents {
                split.words.append(cents)
                continue
            }
            // Raised cents there but unread: the integer alone is not the price. Seen as ink the
            // first pass did not read as digits either, or, too faint or small for the row finder,
            // as a letter the first pass read where cents sit ("c" for a faint "⁹⁹").
            let unread = inked.map { ink in !words.contains { $0.box.intersects(ink) && $0.text.contains(where: \.isNumber) } }
                ?? words.contains { refiner.isRaisedMark($0.box, after: integer) && !$0.text.contains(where: \.isNumber) }
            if unread { split.words = refiner.withoutCents(split.words, integer: integer) }
        }
        return split.words
    }

    private func read(_ region: PriceRegionRefiner.Region, of frame: LumaFrame, pass: TesseractPass) -> [OCRWord] {
        guard let crop = frame.region(region.box, scale: region.scale) else { return [] }
        return engine.recognizeWords(in: crop.frame, pass: pass).map { $0.mapped(from: crop.origin, scale: region.scale) }
    }

    /// A still picture's prices, read thoroughly: enlarged first when it is small
    /// (`StillPictureScale`), then read once per `readings` and the readings merged by `vote`;
    /// boxes in the picture's own pixels.
    public func stillPrices(in frame: LumaFrame, readings: [StillReading] = StillReading.allCases) -> [DetectedPrice] {
        let (picture, scale) = enlarged(frame)
        let read = readings.map { reading in
            prices(of: picture, reading: reading).map { price in
                var price = price
                price.box = price.box.mapped(from: PixelPoint(x: 0, y: 0), scale: scale)
                return price
            }
        }
        return vote.merged(read)
    }

    /// `frame` enlarged by `stillScale` (itself when large enough), and the factor.
    private func enlarged(_ frame: LumaFrame) -> (picture: LumaFrame, scale: Double) {
        let factor = stillScale.factor(width: frame.width, height: frame.height)
        let whole = PixelRect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
        guard factor > 1, let enlarged = frame.region(whole, scale: factor)?.frame else { return (frame, 1) }
        return (enlarged, factor)
    }

    private func prices(of picture: LumaFrame, reading: StillReading) -> [DetectedPrice] {
        switch reading {
        case .sparse: prices(in: picture, still: true)
        case .block: prices(in: picture, still: true, asBlock: true)
        case .darkInk: prices(in: inkOnly.drawn(picture, darkInk: true), still: true)
        case .lightInk: prices(in: inkOnly.drawn(picture, darkInk: false), still: true)
        }
    }

    /// Every text line of a still picture (for its "Extracted text" list), read in one page-layout
    /// pass of its own, enlarged as `stillPrices` enlarges; boxes in the picture's own pixels.
    public func stillTextLines(in frame: LumaFrame) -> [TextLine] {
        let (picture, scale) = enlarged(frame)
        let bright = picture.brightenedIfDark()
        return engine.recognizeLines(in: bright, pass: .textLines(for: bright)).map { line in
            var line = line
            line.box = line.box.mapped(from: PixelPoint(x: 0, y: 0), scale: scale)
            return line
        }
    }

    /// Loads the image at `path` and reads its prices (all `readings` by default; see `StillReading`).
    public func read(imageAt path: String, readings: [StillReading] = StillReading.allCases) -> Result<ImageReading, ImageReadFailure> {
        let frame: LumaFrame
        do { frame = try ImageFile.luma(atPath: path) } catch { return .failure(error) }
        let started = MonotonicClock.now()
        let prices = stillPrices(in: frame, readings: readings)
        let elapsed = Double(MonotonicClock.now() - started) / 1e6
        return .success(ImageReading(width: frame.width, height: frame.height, elapsedMilliseconds: elapsed, prices: prices))
    }
}

extension TesseractPass {
    /// Share of a frame's pixels below `darkLevel` from which its first pass tries poorly read
    /// lines inverted. Tesseract's default re-reads every line under 0.7 confidence inverted,
    /// which doubled the first pass on the demo (light cards, headings the `eng` model cannot
    /// read); the fixtures' white-on-dark tags and menus are dark frames (see FINDINGS.md).
    static let darkShareForInversion = 0.2
    static let darkLevel: UInt8 = 96

    /// The whole-frame pass: sparse text; inverted lines only in a frame that is largely dark.
    static func firstPass(for frame: LumaFrame) -> TesseractPass {
        let dark = frame.darkShare(below: darkLevel) >= darkShareForInversion
        return TesseractPass(pageSegmentation: .sparseText, inversion: dark ? .tesseractDefault : .never)
    }

    /// The whole frame again as one block of text, when the first pass left most lines unread
    /// (`UnreadLinesCheck`); inverted lines as in the first pass.
    static func block(for frame: LumaFrame) -> TesseractPass {
        TesseractPass(pageSegmentation: .singleBlock, inversion: firstPass(for: frame).inversion)
    }

    /// A still picture's text lines: Tesseract's own page layout (columns, blocks, lines), which
    /// keeps a menu's "Coffee ...... $8.00" one line where sparse text splits it; inverted lines as
    /// in the first pass.
    static func textLines(for frame: LumaFrame) -> TesseractPass {
        TesseractPass(pageSegmentation: .automatic, inversion: firstPass(for: frame).inversion)
    }

    /// A re-read price region: one line, anything.
    static let line = TesseractPass(pageSegmentation: .singleLine)
    /// Raised cents: digits anywhere in the crop. Sparse, not single-line: the integer's last stroke
    /// at the crop's edge made psm 7 read nothing.
    static let sparseDigits = TesseractPass(pageSegmentation: .sparseText, characters: .digits)
}

extension TesseractConfiguration {
    /// What the recognition study measured best for prices: sparse text, global Otsu, full size.
    public static var prices: TesseractConfiguration {
        TesseractConfiguration(pageSegmentation: .sparseText, thresholding: .otsu)
    }
}
