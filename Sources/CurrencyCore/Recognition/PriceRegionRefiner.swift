/// A second look at the big numerals of a price.
///
/// Tesseract's fast `eng` model misreads digits much taller than the ~30 px lines it was trained on
/// (368 → "36", 1160 → "DUNN") and glues raised cents onto the integer as "°" or "”". Re-reading
/// the region around a tall word scaled to `targetHeight` fixes the first; the glyph boxes of that
/// re-read (`RaisedCentsSplitter`) separate the raised cents, which are then read alone as digits.
/// This type only plans the crops and merges the results, so it is testable without an engine;
/// `PriceRecognizer` runs the OCR.
public struct PriceRegionRefiner: Sendable {
    /// Words at least this tall get a second look; smaller text is read well the first time.
    public var minimumHeight = 28.0
    /// The text height the re-read is scaled to (the model reads ~30 px lines best).
    public var targetHeight = 32.0
    /// At most this many regions a frame, tallest first: each re-read costs a few milliseconds.
    public var maximumRegions = 3
    /// How far the region reaches beyond the word, in word heights: left for a leading digit the
    /// first pass dropped, right for dropped digits and the raised cents.
    public var reachLeft = 0.7
    public var reachRight = 1.6
    public var reachVertical = 0.2
    /// A glyph row's region reaches less far right than a word's: the row ends at its last glyph,
    /// a word may end early where Tesseract dropped digits.
    public var rowReachRight = 1.0
    /// Small print (`regions(forSmallNumbers:besides:)`): at most this many lines a picture, each
    /// enlarged at most this much, taking in words this many heights away on its line.
    public var maximumSmallRegions = 8
    public var maximumSmallScale = 3.0
    public var smallLineGap = 1.0
    /// The margin above and below a line of small print found as ink, in its glyph heights: the
    /// line model wants paper around the line.
    public var smallPrintMargin = 0.5
    /// The margin left around ink read tightly (a row's glyphs, raised cents), in glyph heights.
    public var inkMargin = 0.15

    public init() {}

    /// One region to re-read: where, and how much to scale it.
    public struct Region: Equatable, Sendable {
        /// Where, in frame pixels.
        public var box: PixelRect
        /// How much to enlarge the crop (< 1 shrinks it).
        public var scale: Double
        /// For a row of glyphs: the row's own ink with `inkMargin`, read when the region, which
        /// reaches out for a mark and raised cents, gives no digit. What it reaches over (a tag's
        /// white border, text beside the price) can make the line model read nothing at all: an
        /// e-paper label's "39⁹⁰" read as "|", its "39" alone read right.
        public var rowInk: PixelRect?
        /// The word or row of glyphs the region was planned around: what lies left of its panel is
        /// painted over before the region is read (`LumaFrame.papered(_:leftOfPanelOf:)`).
        public var line: PixelRect?
        /// For a line of small print found as ink: how many glyphs it holds. A reading of fewer
        /// characters lost some of them ("6.00" for a blurred "16.00").
        public var glyphs: Int?

        public init(box: PixelRect, scale: Double, rowInk: PixelRect? = nil, line: PixelRect? = nil, glyphs: Int? = nil) {
            self.box = box
            self.scale = scale
            self.rowInk = rowInk
            self.line = line
            self.glyphs = glyphs
        }
    }

    /// The regions around the tallest words that may be misread numbers, tallest first, none
    /// inside another. A number already read with a mark or a separator ("¥330", "24,80") was read
    /// well; re-reading it only risks the mark being read as a digit.
    ///
    /// A word without digits ("DUNN" for 1160) is looked at only when no well-read price is at
    /// least about as tall: then the scene's prices are legible and tall letters are just text
    /// (a menu's headings), and skipping them keeps the live frame rate.
    public func regions(for words: [OCRWord]) -> [Region] {
        let words = SplitNumberJoiner.joined(words)  // "13," + "90" is a price read well, not a tall "13"
        let kinds = words.map { WordClassifier.classify($0.text) }
        let wellRead = Self.wellRead(words).map(\.box.height).max() ?? 0
        let tall = zip(words, kinds).compactMap { word, kind -> OCRWord? in
            guard word.box.height >= minimumHeight, word.box.width > 0 else { return nil }
            switch kind {
            case .currency, .unit, .percent, .distractor: return nil
            case .number(let number): return number.hint == nil && !number.hasSeparator ? word : nil
            case .other: return word.box.height > wellRead / 0.8 ? word : nil
            }
        }
        var regions: [Region] = []
        for word in tall.sorted(by: { $0.box.height > $1.box.height }) where regions.count < maximumRegions {
            guard !regions.contains(where: { $0.box.contains(word.box.center) }) else { continue }
            let h = word.box.height
            let box = PixelRect(x: word.box.x - reachLeft * h, y: word.box.y - reachVertical * h,
                                width: word.box.width + (reachLeft + reachRight) * h, height: h * (1 + 2 * reachVertical))
            regions.append(Region(box: box, scale: targetHeight / h, line: word.box))
        }
        return regions
    }

    /// Regions around rows of tall glyphs found without OCR (`TallTextRowFinder`) where the first
    /// pass read no price well: it often returns nothing, or letters, at big numerals. A row inside
    /// a region already planned at about its scale, or holding a price read with a mark or
    /// separator, is skipped. A region planned at another scale came from a junk word boxed with
    /// far more than the row ("iE" 165 px tall over digits 66 px tall): it would shrink the
    /// digits below what the model reads.
    /// The region reaches left for a currency mark and right for raised cents or a suffix mark,
    /// which are not part of the row (other heights). Only the first `maximumRegions` rows are
    /// looked at: each re-read costs a few milliseconds.
    public func regions(for rows: [TallTextRowFinder.Row], words: [OCRWord], planned: [Region]) -> [Region] {
        let wellRead = Self.wellRead(words).map(\.box)
        var regions: [Region] = []
        for row in rows.prefix(maximumRegions) {
            let center = row.box.center
            let h = row.glyphHeight, scale = targetHeight / h
            guard !(planned + regions).contains(where: { $0.box.contains(center) && $0.scale >= 0.67 * scale }),
                  !wellRead.contains(where: { $0.contains(center) || row.box.contains($0.center) }) else { continue }
            let box = PixelRect(x: row.box.x - reachLeft * h, y: row.box.y - reachVertical * h,
                                width: row.box.width + (reachLeft + rowReachRight) * h,
                                height: row.box.height + 2 * reachVertical * h)
            regions.append(Region(box: box, scale: scale, rowInk: row.box.insetBy(-inkMargin * h), line: row.box))
        }
        return regions
    }

    /// Regions around numbers without a mark, shorter than the tall words re-read anyway, with a
    /// glyph just left of them that no word covers (`leadingGlyph`): the first pass dropped their
    /// first digit ("29,99" for 329,99). Re-read at `targetHeight`, reaching over that glyph.
    public func regions(forNumbersMissingTheirFirstDigit words: [OCRWord], leadingGlyph: (PixelRect) -> PixelRect?) -> [Region] {
        words.compactMap { word in
            let h = word.box.height
            guard h < minimumHeight, case .number(let number) = WordClassifier.classify(word.text), number.hint == nil,
                  let glyph = leadingGlyph(word.box), !words.contains(where: { $0.box.intersects(glyph) }) else { return nil }
            let box = PixelRect(x: glyph.x - 0.3 * h, y: word.box.y - reachVertical * h,
                                width: word.box.maxX + 0.3 * h - (glyph.x - 0.3 * h), height: h * (1 + 2 * reachVertical))
            return Region(box: box, scale: targetHeight / h, line: word.box)
        }
    }

    /// Small print holding digits, in a still picture: each word with a digit shorter than
    /// `minimumHeight` (and tall enough to be reported, `PriceAssembler.minimumHeight`) that makes no
    /// price on its own, taken with the words beside it on its line ("Pr/kg" before "561.6", "+ pant"
    /// before "2.5"), reaching out as a tall word's region does, scaled to `targetHeight` (at most
    /// `maximumSmallScale` times). Least sure first, at most `maximumSmallRegions`, none whose centre
    /// lies in another region or in one of `besides`. The first pass misreads deposits, unit prices
    /// and receipt amounts 12–20 px tall ("561.6", "791" for 7.91) that the model reads at its ~30 px.
    /// A quantity read with its unit ("15kg", `WordClassifier.isQuantity`) was read as what it is;
    /// enlarged, its unit may be lost or changed ("1,5 kg" read "15k", 15 000).
    public func regions(forSmallNumbers words: [OCRWord], besides: [Region]) -> [Region] {
        let assembler = PriceAssembler()
        let small = words.filter { word in
            word.box.height >= assembler.minimumHeight && word.box.height < minimumHeight && word.box.width > 0
                && word.text.contains(where: \.isASCIIDigit) && assembler.prices(in: [word]).isEmpty
                && !WordClassifier.isQuantity(word.text)
        }
        var regions: [Region] = []
        for word in small.sorted(by: { $0.confidence < $1.confidence }) where regions.count < maximumSmallRegions {
            guard !(besides + regions).contains(where: { $0.box.contains(word.box.center) }) else { continue }
            let h = word.box.height
            let onLine = words.filter { PriceAssembler.sameLine($0.box, word.box) }
            let line = onLine.filter { other in
                other.box.height <= 1.5 * h && max(other.box.x - word.box.maxX, word.box.x - other.box.maxX) <= smallLineGap * h
            }.reduce(word.box) { $0.union($1.box) }
            // The reach stops short of the next word on the line: a crop cutting a number in two
            // reads its piece ("1" of "11,15"), which then replaces the whole number.
            let left = onLine.map(\.box.maxX).filter { $0 <= line.x }.max() ?? -Double.infinity
            let right = onLine.map(\.box.x).filter { $0 >= line.maxX }.min() ?? Double.infinity
            let x = max(line.x - reachLeft * h, left), maxX = min(line.maxX + reachRight * h, right)
            let box = PixelRect(x: x, y: line.y - reachVertical * h, width: maxX - x, height: line.height + 2 * reachVertical * h)
            regions.append(Region(box: box, scale: min(maximumSmallScale, targetHeight / h)))
        }
        return regions
    }

    /// Lines of small print the first pass left unread (`SmallPrintLineFinder.unread(_:by:)`), in a
    /// still picture: each reaching left and right as a tall word's region does (`reachLeft`,
    /// `reachRight`: a thin "1" or touching digits at a line's end are not found as glyphs), with
    /// `smallPrintMargin` above and below, scaled to `targetHeight` (at most `maximumSmallScale`
    /// times); tallest print first, at most `maximumSmallRegions`, none whose centre lies in another
    /// region or in one of `besides`.
    public func regions(forSmallPrint lines: [SmallPrintLineFinder.Line], besides: [Region]) -> [Region] {
        var regions: [Region] = []
        for line in lines.sorted(by: { $0.glyphHeight > $1.glyphHeight }) where regions.count < maximumSmallRegions {
            guard !(besides + regions).contains(where: { $0.box.contains(line.box.center) }) else { continue }
            let h = line.glyphHeight, margin = smallPrintMargin * h
            let box = PixelRect(x: line.box.x - reachLeft * h, y: line.box.y - margin,
                                width: line.box.width + (reachLeft + reachRight) * h, height: line.box.height + 2 * margin)
            regions.append(Region(box: box, scale: min(maximumSmallScale, targetHeight / h), glyphs: line.glyphs))
        }
        return regions
    }

    /// Words read as numbers with a currency mark or a separator that the assembler would report
    /// as they are: the first pass read them well. Not those too unsure for it to use ("W96,00" at
    /// 0.26 over "₩96,000"), nor a number without a mark too unsure to stand alone ("1,150" at 0.34
    /// for 1,150円), nor one read only in part ("$154.9" for $154.99).
    static func wellRead(_ words: [OCRWord]) -> [OCRWord] {
        let assembler = PriceAssembler()
        return SplitNumberJoiner.joined(words).filter { word in
            guard word.confidence >= assembler.minimumConfidence, case .number(let number) = WordClassifier.classify(word.text),
                  number.hint != nil || number.hasSeparator else { return false }
            return !assembler.prices(in: [word]).isEmpty
        }
    }

    /// Where to read raised cents right of an integer, and the scale that brings cents of the usual
    /// 0.3–0.5 of the integer's height to about `targetHeight`.
    public func centsRegion(after integer: PixelRect) -> Region {
        let h = integer.height
        // Generous at the top (glyph tops are loose); tight on the left, where the integer's last
        // stroke gets read as a digit.
        return Region(box: PixelRect(x: integer.maxX - 0.05 * h, y: integer.y - 0.3 * h, width: 1.15 * h, height: h),
                      scale: targetHeight / (0.4 * h))
    }

    /// Where raised cents print right of an integer, tightly: the median cents box of the Russian
    /// and synthetic tune tags (0.12 of the integer's height after it, top at its top, 0.61 wide,
    /// 0.33 high) with `inkMargin` around it. Read as one word of digits when the generous
    /// `centsRegion(after:)` read none: blurred cents of a few pixels (a Norwegian label's "⁵⁰")
    /// are read as one word or not at all, and a wider box takes in the tag's border.
    public func centsWord(after integer: PixelRect) -> Region {
        let h = integer.height
        let cents = PixelRect(x: integer.maxX + 0.12 * h, y: integer.y, width: 0.61 * h, height: 0.33 * h)
        return Region(box: cents.insetBy(-inkMargin * h), scale: targetHeight / cents.height)
    }

    /// True when `box` sits where raised cents do (`RaisedCentsPlace`), down to 0.12 of the
    /// integer's height: a letter the OCR read for faint cents ("c" for "⁹⁹") is smaller.
    public func isRaisedMark(_ box: PixelRect, after integer: PixelRect) -> Bool {
        RaisedCentsPlace.holds(box, after: integer, minimumHeightShare: 0.12)
    }

    /// Where to read raised cents whose ink was found (`TallTextRowFinder.raisedCents`): that ink
    /// with a margin of half its height (tighter, Tesseract read nothing), scaled to `targetHeight`.
    public func centsRegion(around cents: PixelRect) -> Region {
        let margin = 0.5 * cents.height
        return Region(box: PixelRect(x: cents.x - margin, y: cents.y - margin, width: cents.width + 2 * margin,
                                     height: cents.height + 2 * margin),
                      scale: targetHeight / cents.height)
    }

    /// `words` with the integer at `integer` marked unreadable (confidence 0, below any floor): its
    /// raised cents are visible but could not be read, so the integer alone is not the price, and
    /// reporting it would show a wrong value. It still replaces the first pass's words there.
    public func withoutCents(_ words: [OCRWord], integer: PixelRect) -> [OCRWord] {
        words.map { word in
            guard word.box == integer else { return word }
            var unreadable = word
            unreadable.confidence = 0
            // Its glyphs too: a mark found among them must not make the word confident again.
            unreadable.glyphs = word.glyphs.map { glyph in
                var glyph = glyph
                glyph.confidence = 0
                return glyph
            }
            return unreadable
        }
    }

    /// True when `region` is a row of glyphs found where raised cents print beside a number among
    /// `words`: those cents, to be read alone, not as an integer that lacks cents of its own. Cut
    /// out without its integer, the integer's last stroke reads as a "1" ("190" for the "⁹⁰" of
    /// 34⁹⁰); taken for an integer whose cents are unread, that reading replaced the cents and the
    /// price was lost. Read as the cents, the stroke read twice is trimmed (`GlyphReadTwiceTrimmer`).
    public func isRaisedCentsRow(_ region: Region, besides words: [OCRWord]) -> Bool {
        guard region.rowInk != nil, let row = region.line else { return false }
        return words.contains { $0.text.contains(where: \.isASCIIDigit) && RaisedCentsPlace.holds(row, after: $0.box) }
    }

    /// The two digits read most confidently in a cents region, or nil. A "1" before two
    /// digits is the integer's last stroke at the crop's edge ("199" for "99" after "…9"); glyph
    /// boxes are too loose to tell it by position. Confidence is the digits' own: a digit-whitelisted word's
    /// score came back 0.26–0.45 on right reads whose glyphs scored 0.89–0.99.
    public func cents(from read: [OCRWord], minimumConfidence: Double = 0.5) -> OCRWord? {
        let candidates: [OCRWord] = read.compactMap { word in
            let glyphs = word.glyphs.isEmpty
                ? word.text.map { OCRGlyph(text: String($0), box: word.box, confidence: word.confidence) } : word.glyphs
            var digits = glyphs.filter(\.isDigit)
            if digits.count == 3, digits[0].text == "1" { digits.removeFirst() }
            guard digits.count == 2, let first = digits.first, let second = digits.last else { return nil }
            return OCRWord(text: first.text + second.text, box: first.box.union(second.box),
                           confidence: min(first.confidence, second.confidence), glyphs: digits)
        }
        return candidates.filter { $0.confidence >= minimumConfidence }.max { $0.confidence < $1.confidence }
    }

    /// Where `word`'s digits are: its digit glyphs' boxes, or its own box when it has no glyphs.
    private static func digitBoxes(of word: OCRWord) -> [PixelRect] {
        word.glyphs.isEmpty ? [word.box] : word.glyphs.filter(\.isDigit).map(\.box)
    }

    /// True when `digit` lies on `number`'s line at about its height: their rows overlap by half
    /// the taller one. A big digit's box may be drawn loosely down over a small line below it.
    private static func isPiece(_ digit: PixelRect, of number: PixelRect) -> Bool {
        digit.intersects(number) && min(digit.maxY, number.maxY) - max(digit.y, number.y) >= 0.5 * max(digit.height, number.height)
    }

    /// True when some word of a re-read holds a digit: the re-read read something of the number.
    static func hasDigits(_ words: [OCRWord]) -> Bool {
        words.contains { $0.text.contains(where: \.isASCIIDigit) }
    }

    /// `words` with the first pass's words in `region` replaced by the re-read's, when the re-read
    /// found digits: first-pass words that a re-read digit overlaps go, the rest stay. Only digit
    /// glyphs count because Tesseract boxes junk glyphs with the whole line. A re-read word that
    /// reads the same text as a surer word at its place adds nothing and is left out: regions
    /// overlap, and a second region cut around raised cents alone read "90" at 0.00 where its
    /// integer's line had read "90" at 0.99; the surer word then stays, though another re-read
    /// word's loose box overlaps it. Nor is one whose digits overlap a number on their line
    /// that the region cuts (its centre outside the region): that is the number's piece ("380" of
    /// "380.000", read in the reach of a tall junk word at the tag's edge), which would be reported
    /// beside it.
    public func merged(_ words: [OCRWord], region: Region, reread: [OCRWord]) -> [OCRWord] {
        guard Self.hasDigits(reread) else { return words }
        let cut = words.filter { !region.box.contains($0.box.center) && $0.text.contains(where: \.isASCIIDigit) }
        func surer(_ word: OCRWord, than added: OCRWord) -> Bool {
            word.text == added.text && word.confidence > added.confidence && word.box.intersects(added.box)
        }
        let left = reread.filter { added in
            words.contains { surer($0, than: added) }
                || cut.contains { number in Self.digitBoxes(of: added).contains { Self.isPiece($0, of: number.box) } }
        }
        let reread = reread.filter { added in !left.contains(added) }
        let inked = reread.flatMap(Self.digitBoxes)
        // "299⁹⁹" re-read with its last "9" boxed over the cents, re-read a shade less surely:
        // the first "⁹⁹" stays.
        let kept = words.filter { word in
            !region.box.contains(word.box.center) || !inked.contains { $0.intersects(word.box) }
                || left.contains { surer(word, than: $0) }
        }
        return kept + reread
    }
}

extension PixelRect {
    /// True when the rectangles share some area.
    public func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
