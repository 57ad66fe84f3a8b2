/// Recognition, stage by stage: the one path from a grey frame to its prices, shared by the live
/// session, the `recognize` and `bench` commands, the picture window and the tests. The OCR is a
/// port (`TextRecognizing`; Tesseract in the app, fakes in the tests), so every stage runs and is
/// tested without it.
///
/// A frame (`prices(in:)`):
/// 1. **Light** — a frame shot in poor light has its levels stretched (`brightenedIfDark`).
/// 2. **First pass** — the whole frame read as sparse text (`OCRPass.firstPass`); read again as one
///    block where most lines of ink were left unread (`UnreadLinesCheck`).
/// 3. **Regions** — rows of glyphs found without OCR, both polarities (`TallTextRowFinder`; in a still
///    picture also against the neighbourhood's median, `rowsAgainstMedian`), and the first pass's
///    tall or doubtful numbers become regions (`PriceRegionRefiner`): each is cut out,
///    scaled to the model's text height and read as one line (a row with no digit read again tight
///    around its ink; a row where raised cents print beside a number already read is read as
///    those cents); raised cents are cut off and read as digits (`RaisedCentsSplitter`), sparse
///    in a generous box, then as one word in a tight one (in a still picture read again on
///    flattened paper, `PaperFlattening`, where raised ink was seen), then after where the integer's
///    digits end when its box took in the cents' first digit (`integerEndingBeforeRaisedInk`), or the
///    integer is dropped when its cents stay unread; a number that lost its first digit is read again
///    with it (`leadingGlyph`); in a still picture, small print holding digits that make no price is
///    read again enlarged to the model's text height (`regions(forSmallNumbers:besides:)`), as are
///    lines of small print found as ink that no word read (`SmallPrintLineFinder`).
/// 4. **Shapes** — rows whose number is still unread are read by glyph shape (`GlyphNumberReader`;
///    not put in where it left out digits the OCR and the row both saw) and seven-segment digits by
///    their lit segments (`SegmentNumberReader`); a "3" whose ink encloses a counter in its upper
///    half is read "9" (`DigitHoleCheck`), and a last "9" whose ink hangs below the digits is a
///    weight's "g", and a last "1" set a word space apart as a bare stroke a litre's "l"
///    (`UnitLetterCheck`); a first digit read on the tag's edge is dropped
///    (`withoutDigitLeftOfPanel`).
/// 5. **Grammar and score** — the words become prices (`PriceExtractor`: marks and ISO codes on
///    either side, thousands and decimal conventions, raised cents, "k", ranges, ",-"), ranked, and
///    distractors (dates, phones, codes, unit prices; a code's group the OCR lost, by the ink in the
///    gap, `holdsGlyphs`) rejected; prices cut by the frame's sides are left out (`isCutBySide`; live,
///    also a price beside a glyph the side cuts, which the OCR left out, `hasGlyphCutBySide`).
///
/// A still picture (`stillPrices(in:)`) is read thoroughly: enlarged when small (`StillPictureScale`;
/// a well enlarged one read at half that enlargement too), read once per `StillReading` (sparse, as
/// one block, dark ink only, light ink only, dark ink with its gaps closed) at each scale, each through
/// stages 1–5, and the readings merged by vote (`StillReadingVote`). In its sparse readings, as in a
/// live frame, numbers whose English reading has a glyph no grammar places after the digits are read
/// again by the Japanese, Chinese and Korean models for the marks 円, 元 and 원 (`NativeMarkReader`;
/// a live frame's 円 by its counters in the ink, `YenInkReader`), and the vote takes such a reading
/// over the English ones.
public struct PricePipeline: Sendable {
    private let ocr: any TextRecognizing
    private let extractor: PriceExtractor
    private let refiner: PriceRegionRefiner?
    private let rowFinder: TallTextRowFinder?
    private let glyphReader: GlyphNumberReader?
    private let segmentReader: SegmentNumberReader?
    private let unreadLines: UnreadLinesCheck?
    private let nativeMarks: NativeMarkReader?
    private let digitHoles: DigitHoleCheck?
    private let stillScale = StillPictureScale()
    private let unitLetters = UnitLetterCheck()
    private let smallPrintFinder = SmallPrintLineFinder()
    private let inkOnly = InkOnlyDrawing()
    /// Bridges gaps of up to two pixels: a radius of 1 read more on every tune half than 2 (FINDINGS,
    /// "Dark ink with its gaps closed").
    private let gapClosing = InkGapClosing(radius: 1)
    private let vote = StillReadingVote()
    /// A still picture's raised cents whose ink the row finder sees but that read as no digit are
    /// read once more on flattened paper: their crop often takes in a grey e-paper label's white
    /// bezel. Chosen on the tune halves (FINDINGS, "Cents on grey paper"): Norwegian key prices 12 of
    /// 27 without it, 13, 14, 13, 12, 12 with radius 2 to 6; the Russian, Japanese and receipt halves
    /// unmoved. Not live: on the Norwegian tune clip's frames it split "29⁹⁰" in two.
    private let centsPaper = PaperFlattening(radius: 3)

    /// `refiner` nil reads each frame once, without re-reading the big numerals; `rowFinder` nil
    /// re-reads only around the first pass's tall words, not rows of tall glyphs it found no word at;
    /// `glyphReader` nil leaves rows the OCR misread as they were read; `segmentReader` nil reads no
    /// seven-segment displays; `unreadLines` nil never reads a frame a second time as one block of text;
    /// `digitHoles` nil leaves every "3" as the OCR read it.
    public init(ocr: any TextRecognizing, extractor: PriceExtractor = PriceExtractor(),
                refiner: PriceRegionRefiner? = PriceRegionRefiner(),
                rowFinder: TallTextRowFinder? = TallTextRowFinder(),
                glyphReader: GlyphNumberReader? = GlyphNumberReader(),
                segmentReader: SegmentNumberReader? = SegmentNumberReader(),
                unreadLines: UnreadLinesCheck? = UnreadLinesCheck(),
                nativeMarks: NativeMarkReader? = nil,
                digitHoles: DigitHoleCheck? = DigitHoleCheck()) {
        self.ocr = ocr
        self.extractor = extractor
        self.refiner = refiner
        self.rowFinder = rowFinder
        self.glyphReader = glyphReader
        self.segmentReader = segmentReader
        self.unreadLines = unreadLines
        self.nativeMarks = nativeMarks
        self.digitHoles = digitHoles
    }

    /// The prices in one live frame, most price-like first; none cut by the frame's sides
    /// (`LumaFrame.isCutBySide`, `isCutByTopOrBottom`, `hasGlyphCutBySide`).
    public func prices(in frame: LumaFrame) -> [DetectedPrice] {
        prices(in: frame, still: false, marks: true)
    }

    /// A live frame's prices cut by its top or bottom are left out too, and its boxes may stop a
    /// little short of a side (`liveBoxShortfall`); a still picture is often cropped tight around its
    /// price, whose ink then touches the picture's edge. `region`: the frame was cut out around a
    /// price, so its sides cut nothing (`stillPrices(in:readings:region:)`).
    private func prices(in frame: LumaFrame, still: Bool, asBlock: Bool = false, region: Bool = false,
                        marks: Bool = false, smallPrint: [SmallPrintLineFinder.Line] = []) -> [DetectedPrice] {
        let reading = readings(of: frame, asBlock: asBlock, still: still, smallPrint: smallPrint)
        var words = reading.words
        if marks, let nativeMarks { words = nativeMarks.words(words, in: frame, firstPass: reading.firstPass) }
        return extractor.prices(in: words, pictureHeight: Double(frame.height),
                                holdsUnreadInk: frame.holdsGlyphs(in:), unreadMark: frame.unreadMark(between:and:))
            .filter { price in
                region || (!frame.isCutBySide(price.box, shortfall: still ? 0 : Self.liveBoxShortfall)
                    && (still || (!frame.isCutByTopOrBottom(price.box) && !frame.hasGlyphCutBySide(beside: price.box))))
            }
    }

    /// How far short of a side, as a share of its height, a live price's box may stop and still be
    /// taken as reaching it (`LumaFrame.isCutBySide`): a hand-held camera's motion blur spreads ink
    /// beyond the box Tesseract draws. Chosen on the Japanese tune-half clip (two 30 s runs each):
    /// wrong label-seconds 33–34 % and key price labelled 60 % with none, 28 % and 53 % with 1/16,
    /// 24–26 % and 56 % with 1/32; the Russian and Norwegian tune clips did not move.
    static let liveBoxShortfall = 1.0 / 32

    /// Stages 1–4: the frame's words. `asBlock`: the whole-frame pass reads one block of text
    /// instead of sparse text (`StillReading.block`); `still`: glyph shapes are matched as loosely
    /// as a still picture's vote allows (`GlyphNumberReader.forStillPictures`) and unread cents are
    /// read again on flattened paper, and rows are looked for against the median too.
    func words(in frame: LumaFrame, asBlock: Bool = false, still: Bool = false) -> [OCRWord] {
        readings(of: frame, asBlock: asBlock, still: still).words
    }

    /// The frame's first OCR pass, and its words after stages 2–4 (`words(in:asBlock:still:)`).
    /// `smallPrint`: the picture's lines of small print, found once for all its readings.
    private func readings(of frame: LumaFrame, asBlock: Bool, still: Bool,
                          smallPrint: [SmallPrintLineFinder.Line] = []) -> (firstPass: [OCRWord], words: [OCRWord]) {
        let frame = frame.brightenedIfDark()
        let firstPass = ocr.recognizeWords(in: frame, pass: asBlock ? .block(for: frame) : .firstPass(for: frame))
        var words = firstPass
        guard let refiner else { return (firstPass, words) }
        // Both finders look for ink with the same radius and contrast: it is found once.
        let ink = (rowFinder ?? unreadLines?.lineFinder)?.ink(in: frame)
        if let unreadLines, let ink, unreadLines.mostLinesUnread(in: ink, words: words) {
            let block = ocr.recognizeWords(in: frame, pass: .block(for: frame))
            words += block.filter { added in !words.contains { $0.box.intersects(added.box) } }
        }
        let planned = refiner.regions(for: words)
        var tallRows = ink.flatMap { rowFinder?.rows(in: $0) } ?? []
        if still, let rowFinder { tallRows += rowFinder.rowsAgainstMedian(in: frame, besides: tallRows) }
        let rows = refiner.regions(for: tallRows, words: words, planned: planned)
        let cut = rowFinder.map { finder in
            refiner.regions(forNumbersMissingTheirFirstDigit: words) { finder.leadingGlyph(before: $0, in: frame) }
        } ?? []
        for region in planned + rows + cut {
            // What lies left of the price's tag, within the region, is read as paper.
            let frame = region.line.map { frame.papered(region.box, leftOfPanelOf: $0) } ?? frame
            words = refiner.merged(words, region: region, reread: read(region, in: frame, firstPass: words, tallRows: tallRows,
                                                                    refiner: refiner, still: still))
        }
        // Small print, in a still picture only (the live path keeps its time): numbers read small,
        // and lines found as ink that the words left unread (`SmallPrintLineFinder`), re-read
        // enlarged. Kept where the re-read makes a price, since the model misreads some fonts
        // enlarged too, and, for a line found as ink, reads as many characters as it has glyphs.
        if still {
            let besides = planned + rows + cut
            let small = refiner.regions(forSmallNumbers: words, besides: besides)
            let unreadPrint = smallPrintFinder.unread(smallPrint, by: words)
            for region in small + refiner.regions(forSmallPrint: unreadPrint, besides: besides + small) {
                let reread = read(region, of: frame, pass: .line)
                let readsEveryGlyph = region.glyphs.map { SmallPrintLineFinder.characters(in: reread) >= $0 } ?? true
                if readsEveryGlyph, !extractor.assembler.prices(in: reread).isEmpty {
                    words = refiner.merged(words, region: region, reread: reread)
                }
            }
        }
        words = (still ? glyphReader?.forStillPictures : glyphReader)?.words(words, reading: tallRows, in: frame) ?? words
        if let segmentReader, let rowFinder, let ink {
            words = segmentReader.words(words, reading: rowFinder.segmentRows(in: ink), in: frame)
        }
        words = unitLetters.words(words, in: frame).map { frame.withoutDigitLeftOfPanel($0) ?? $0 }
        return (firstPass, digitHoles?.words(words, in: frame) ?? words)
    }

    /// One re-read of a price region: the line, its raised cents cut off and read as digits; in a
    /// `still` picture, cents whose ink was seen are read again on flattened paper (`centsPaper`).
    /// A row of raised cents beside a number among `words` is read as the line alone
    /// (`PriceRegionRefiner.isRaisedCentsRow`).
    private func read(_ region: PriceRegionRefiner.Region, in frame: LumaFrame, firstPass words: [OCRWord],
                      tallRows: [TallTextRowFinder.Row], refiner: PriceRegionRefiner, still: Bool) -> [OCRWord] {
        var line = read(region, of: frame, pass: .line)
        if let ink = region.rowInk, !PriceRegionRefiner.hasDigits(line) {
            line = read(PriceRegionRefiner.Region(box: ink, scale: region.scale), of: frame, pass: .line)
        }
        if refiner.isRaisedCentsRow(region, besides: words) { return line }
        var split = RaisedCentsSplitter.split(line)
        for integer in split.integersWithoutCents {
            var cents = refiner.cents(from: read(refiner.centsRegion(after: integer), of: frame, pass: .sparseDigits))
            // Nothing read: look again at just the raised ink, when the integer's last stroke
            // or a border spoiled the wide region.
            let inked = cents == nil ? raisedInk(after: integer, in: frame, tallRows: tallRows) : nil
            let flattening = still && inked != nil
            if let inked {
                cents = refiner.cents(from: read(refiner.centsRegion(around: inked), of: frame, pass: .sparseDigits, flattening: flattening))
            }
            if cents == nil {
                cents = refiner.cents(from: read(refiner.centsWord(after: integer), of: frame, pass: .wordDigits, flattening: flattening))
            }
            // Still nothing: the OCR may have boxed the cents' first digit with the integer's last.
            if cents == nil, let digits = rowFinder?.integerEndingBeforeRaisedInk(integer, in: frame) {
                cents = refiner.cents(from: read(refiner.centsRegion(after: digits), of: frame, pass: .sparseDigits))
                if cents != nil {
                    split.words = split.words.map { $0.box == integer ? $0.ending(at: digits.maxX) : $0 }
                }
            }
            if var cents {
                // The OCR boxes digits read in a crop loosely, down to the crop's whole height: a box
                // too tall for raised cents is fitted to their ink, or the assembler would not see
                // them raised.
                if cents.box.height > RaisedCentsPlace.heightShare.upperBound * integer.height,
                   let ink = frame.raisedCentsBand(in: cents.box, after: integer), ink.height < cents.box.height { cents.box = ink }
                split.words.append(cents)
                continue
            }
            // Raised cents there but unread: the integer alone is not the price. Seen as ink the
            // first pass did not read as digits either, or, too faint or small for the row finder,
            // as a mark the line read glued to the integer ("20%" for a blurred "20⁵⁰") or a letter
            // the first pass read where cents sit ("c" for a faint "⁹⁹").
            let unread = inked.map { ink in !words.contains { $0.readsDigits(on: ink, besides: integer) } }
                ?? (split.integersBeforeCentsMarks.contains(integer)
                    || words.contains { refiner.isRaisedMark($0.box, after: integer) && !$0.text.contains(where: \.isNumber) })
            if unread { split.words = refiner.withoutCents(split.words, integer: integer) }
        }
        return split.words
    }

    /// Where the raised cents beside `integer` are: the ink the cents' own finder sees
    /// (`TallTextRowFinder.raisedCents`), or, where cents too faint for its narrow neighbourhood
    /// were seen by the row finder's wider one, their row of glyphs where cents print.
    private func raisedInk(after integer: PixelRect, in frame: LumaFrame, tallRows: [TallTextRowFinder.Row]) -> PixelRect? {
        guard let rowFinder else { return nil }
        return rowFinder.raisedCents(after: integer, in: frame)
            ?? tallRows.first { RaisedCentsPlace.holds($0.box, after: integer) }?.box
    }

    /// `flattening`: a crop that reads no digit is read again with its paper flattened (`centsPaper`).
    private func read(_ region: PriceRegionRefiner.Region, of frame: LumaFrame, pass: OCRPass,
                      flattening: Bool = false) -> [OCRWord] {
        guard let crop = frame.region(region.box, scale: region.scale) else { return [] }
        var read = ocr.recognizeWords(in: crop.frame, pass: pass)
        if flattening, !PriceRegionRefiner.hasDigits(read) {
            read = ocr.recognizeWords(in: centsPaper.flattened(crop.frame), pass: pass)
        }
        return read.map { $0.mapped(from: crop.origin, scale: region.scale) }
    }

    /// A still picture's prices, read thoroughly: enlarged first when it is small
    /// (`StillPictureScale`), then read once per `readings` at each of its enlargements
    /// (`StillPictureScale.factors`) and the readings merged by `vote`; boxes in the picture's own
    /// pixels. A `region` is a piece of a live frame cut out around a price (`SecondLook`): it is
    /// read at the first enlargement only, within the live path's time, and its sides are not the
    /// camera's, so a price reaching one is kept. Such a region takes in what lies around the
    /// price, and the edge of its tag, read as a glyph joined to the price's word ("¥770)"), draws
    /// the word's box to the region's side.
    public func stillPrices(in frame: LumaFrame, readings: [StillReading] = StillReading.allCases,
                            region: Bool = false) -> [DetectedPrice] {
        let factors = stillScale.factors(width: frame.width, height: frame.height)
        var read: [[DetectedPrice]] = []
        var sources: [ScaledReading] = []
        for factor in region ? Array(factors.prefix(1)) : factors {
            guard let picture = enlarged(frame, by: factor) else { continue }
            // Where the lines are does not change with the ink a reading draws: found once. Not in
            // a live frame's region, which keeps the live path's time.
            let smallPrint = region ? [] : smallPrintFinder.lines(in: picture)
            for reading in readings {
                read.append(prices(of: picture, reading: reading, region: region, smallPrint: smallPrint).map { price in
                    var price = price
                    price.box = price.box.mapped(from: PixelPoint(x: 0, y: 0), scale: factor)
                    return price
                })
                sources.append(ScaledReading(ink: reading.inkSource, factor: factor))
            }
        }
        return vote.merged(read, sources: sources)
    }

    /// What a reading saw, for the vote: one ink at one enlargement.
    private struct ScaledReading: Hashable {
        var ink: StillReading
        var factor: Double
    }

    /// `frame` enlarged by `stillScale`'s first factor (itself when large enough), and the factor:
    /// how a still picture's text lines are read.
    public func enlarged(_ frame: LumaFrame) -> (picture: LumaFrame, scale: Double) {
        let factor = stillScale.factor(width: frame.width, height: frame.height)
        return enlarged(frame, by: factor).map { ($0, factor) } ?? (frame, 1)
    }

    /// `frame` enlarged `factor` times (bilinear); itself at 1.
    private func enlarged(_ frame: LumaFrame, by factor: Double) -> LumaFrame? {
        guard factor > 1 else { return frame }
        return frame.region(PixelRect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height)), scale: factor)?.frame
    }

    private func prices(of picture: LumaFrame, reading: StillReading, region: Bool,
                        smallPrint: [SmallPrintLineFinder.Line]) -> [DetectedPrice] {
        switch reading {
        case .sparse: prices(in: picture, still: true, region: region, marks: !region, smallPrint: smallPrint)
        case .block: prices(in: picture, still: true, asBlock: true, region: region, smallPrint: smallPrint)
        case .darkInk: prices(in: inkOnly.drawn(picture, darkInk: true), still: true, region: region, smallPrint: smallPrint)
        case .lightInk: prices(in: inkOnly.drawn(picture, darkInk: false), still: true, region: region, smallPrint: smallPrint)
        case .closedInk: prices(in: inkOnly.drawn(picture, darkInk: true, closing: gapClosing), still: true, region: region,
                                smallPrint: smallPrint)
        }
    }
}
