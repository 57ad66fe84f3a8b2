/// Reads the number in a row of tall glyphs (`TallTextRowFinder.Row`) by the shape of each
/// glyph, without OCR: the integer's digits, and the raised cents after them ("269 ⁹⁹").
///
/// For where Tesseract fails on big numerals: it returns letters or junk for half the rows of
/// tall glyphs on real shelf tags. Every glyph must read as a digit with some confidence, or
/// nothing is read: a wrong price shown is worse than none.
public struct GlyphNumberReader: Sendable {
    public var classifier = GlyphDigitClassifier()
    /// Each digit's confidence (`GlyphDigitClassifier.Reading.confidence`) must reach this.
    public var minimumConfidence = 0.15
    /// Ink differs from its neighbourhood's mean by at least this many grey levels.
    public var contrast = 24
    /// The row is read at this glyph height at most (large numerals are shrunk: cheaper, same
    /// shape; the raised cents keep enough pixels).
    public var workingHeight = 80.0

    public init() {}

    /// This reader matching glyphs less strictly (`GlyphDigitClassifier.stillMaximumDistance`), for
    /// a still picture: its readings are merged by vote (`StillReadingVote`), which outvotes a
    /// misread one alone; a live frame has no vote, and the looser match only added wrong labels there.
    public var forStillPictures: GlyphNumberReader {
        var reader = self
        reader.classifier.maximumDistance = GlyphDigitClassifier.stillMaximumDistance
        return reader
    }

    /// The integer and, when read, the raised cents, as words in frame pixels.
    public struct Reading: Equatable, Sendable {
        public var integer: OCRWord
        public var cents: OCRWord?
    }

    /// The number in `row`, or nil when a glyph in it is not a confident digit or raised ink after
    /// it could not be read as two digits.
    public func read(_ row: TallTextRowFinder.Row, in frame: LumaFrame) -> Reading? {
        let h = row.glyphHeight
        let scale = min(1, workingHeight / h)
        guard let crop = frame.region(row.readingArea, scale: scale) else { return nil }
        let plane = GreyPlane(crop.frame)
        let height = h * scale
        let rowLeft = (row.box.x - crop.origin.x) * scale, rowRight = (row.box.maxX - crop.origin.x) * scale
        // The polarity whose tall components fill the row: dark ink on paper, or light on a dark tag.
        // Broken glyphs are joined from the reading area's left edge on: a leading digit broken in
        // two (an LCD "1" is two segments) is two short pieces the row finder left out of the row,
        // and the number must not be read without it ("85³³" for 185³³).
        let polarities = plane.inkMasks(radius: Self.inkRadius(height: height), contrast: contrast, level: row.inkLevel).map { mask in
            joiningBroken(pieces(of: mask, in: plane), height: height, within: 0...rowRight)
        }
        // Touching digits are one component too wide for the row finder's glyphs: it only has to
        // reach into the row, or start right after it.
        let glyphs = polarities.map { pieces in
            pieces.filter { $0.box.height >= 0.75 * height && $0.box.height <= 1.3 * height
                && $0.box.maxX > rowLeft - 0.1 * height && $0.box.x < rowRight + 0.3 * height }
        }
        let chosen = glyphs[0].count >= glyphs[1].count ? 0 : 1
        var tall = glyphs[chosen].sorted { $0.box.x < $1.box.x }
        let mark = trailingCJKMark(in: tall)
        if mark != nil { tall.removeLast() }
        guard var integer = readInteger(tall, height: height) else { return nil }
        // Everything but the integer's glyphs and the mark (raised cents may touch the last digit's box).
        let others = polarities[chosen].filter { piece in
            (piece.box.height < 0.75 * height || !integer.boxes.contains { $0.intersects(piece.box) }) && piece.box != mark?.box
        }
        // Beside a bright edge (an e-paper panel's white frame) the wide neighbourhood makes the grey
        // paper ink, and the raised cents with it one blob that seems to continue the digits: the
        // finer ink, whose narrow neighbourhood does not reach the edge, decides then.
        lazy var finer = finerInk(in: plane, dark: chosen == 0, height: height)
        guard !isFollowed(integer, among: others) || !isFollowed(integer, among: finer.filter { piece in
                  !integer.boxes.contains { $0.intersects(piece.box) } }),
              !isAfterSeparator(integer, among: others),
              let grouped = grouped(integer, separators: separators(in: integer, among: others)) else { return nil }
        integer = grouped
        // A yen, yuan or won price has no cents; a grouped number may have them ("1,171⁹⁰").
        var cents = mark == nil ? raisedDigits(after: integer.box, among: others) : RaisedInk.none
        // Where only the finer ink shows raised ink, it decides: read, it gives the cents; unread,
        // the integer alone is not the price (a blurred "⁹⁰" beside an e-paper panel's frame).
        if mark == nil, cents == .none || cents == .unreadable,
           case let finer = raisedDigits(after: integer.box, among: finer), finer != .none {
            cents = finer
        }
        // Unread in both: the finer ink breaks bold cents' strokes into pieces, the wide one joins
        // them to the paper by the frame; ink against the median keeps them whole. Or not seen in
        // either: on dim paper a frame a few pixels away makes the grey between ink in both means,
        // and the cents vanish into it, leaving the integer alone, a false price.
        if mark == nil, cents == .unreadable || cents == .none,
           case let median = raisedDigits(after: integer.box, among: medianInk(in: plane, dark: chosen == 0, height: height)),
           median != .none {
            cents = median
        }
        guard cents != .unreadable else { return nil }
        if let mark {
            integer.suffix = "¤"
            integer.boxes.append(mark.box)
        }
        func word(_ digits: DigitRun) -> OCRWord {
            let glyphs = digits.digits.indices.map { index in
                OCRGlyph(text: String(digits.digits[index]), box: digits.boxes[index].mapped(from: crop.origin, scale: scale),
                         confidence: wordConfidence(digits.confidence))
            }
            return OCRWord(text: digits.text, box: digits.box.mapped(from: crop.origin, scale: scale),
                           confidence: wordConfidence(digits.confidence), glyphs: glyphs)
        }
        if case .digits(let run) = cents { return Reading(integer: word(integer), cents: word(run)) }
        return Reading(integer: word(integer), cents: nil)
    }

    /// A component of the row: its box in the crop and its ink.
    struct GlyphPiece {
        var box: PixelRect
        var shape: GlyphShape
    }

    /// Digits read side by side: each one's box (crop pixels, then the mark's if there is one),
    /// and the least sure digit's confidence.
    struct DigitRun: Equatable {
        var boxes: [PixelRect]
        var digits: [Int]
        var confidence: Double
        /// The separator printed after the digit at each index ("," between thousands, "." before cents).
        var separators: [Int: Character] = [:]
        /// A mark after the digits ("¤" for a CJK mark, `trailingCJKMark`).
        var suffix = ""
        var box: PixelRect { boxes.dropFirst().reduce(boxes[0]) { $0.union($1) } }
        var text: String {
            digits.indices.map { String(digits[$0]) + (separators[$0].map(String.init) ?? "") }.joined() + suffix
        }
    }

    /// What is right of the integer at its top.
    enum RaisedInk: Equatable {
        case none
        case digits(DigitRun)
        case unreadable
    }

    /// The row's glyphs as one integer: an optional leading mark taller than the digits ("$", "₽")
    /// or clearly wider ("₩"), then 1–7 digits side by side (more than five only in groups, see
    /// `grouped`), the first not a 0. Components of touching digits are cut first. A leading glyph
    /// of the digits' size that reads as no digit is not dropped: it is as often a digit the
    /// templates do not fit ("2" read alone would turn 299 into 99).
    func readInteger(_ glyphs: [GlyphPiece], height: Double) -> DigitRun? {
        let pieces = cutTouching(glyphs, height: height)
        var readings = pieces.map { classifier.classify($0.shape) }
        var kept = pieces
        if readings.count > 1, !isConfident(readings[0]) {
            let rest = kept.dropFirst().map(\.box.height).sorted()
            let widest = kept.dropFirst().map(\.box.width).max() ?? 0
            guard kept[0].box.height >= 1.08 * rest[rest.count / 2] || kept[0].box.width >= 1.2 * widest else { return nil }
            readings.removeFirst()
            kept.removeFirst()
        }
        let digits = readings.compactMap { $0 }.filter { $0.confidence >= minimumConfidence }
        guard (1...7).contains(readings.count), digits.count == readings.count,
              digits.count == 1 || digits[0].digit != 0 else { return nil }
        return DigitRun(boxes: kept.map(\.box), digits: digits.map(\.digit), confidence: digits.map(\.confidence).min() ?? 0)
    }

    /// True when the digits are part of something longer (`PixelRect.isContinued(by:)`).
    func isFollowed(_ integer: DigitRun, among others: [GlyphPiece]) -> Bool {
        others.contains { integer.box.isContinued(by: $0.box) }
    }

    /// True when a comma or point sits on the baseline just left of the first digit: the digits
    /// end a number whose start the row finder left out (",180円" of "2,180円", its "2" fused with
    /// a heading above).
    func isAfterSeparator(_ integer: DigitRun, among others: [GlyphPiece]) -> Bool {
        let box = integer.box, h = box.height
        return others.contains { other in
            let mark = other.box, gap = box.x - mark.maxX
            return isSeparatorShaped(mark, beside: box) && gap >= -0.05 * h && gap <= 0.3 * h
                && mark.height >= 0.15 * h && mark.width >= 0.08 * h && mark.maxY <= box.maxY + 0.4 * h
        }
    }

    /// A comma's or point's size and place beside digits in `box`: small, in their lower half,
    /// reaching their baseline.
    func isSeparatorShaped(_ mark: PixelRect, beside box: PixelRect) -> Bool {
        let h = box.height
        return mark.height <= 0.6 * h && mark.width <= 0.4 * h && mark.y >= box.y + 0.5 * h && mark.maxY >= box.maxY - 0.15 * h
    }

    /// The commas and points between the digits, by the index of the digit before each: a small
    /// mark in the gap, in the lower half, reaching the baseline. One reaching below it is a comma.
    func separators(in integer: DigitRun, among others: [GlyphPiece]) -> [Int: Character] {
        let box = integer.box, h = box.height
        var found: [Int: Character] = [:]
        for other in others {
            let mark = other.box
            guard isSeparatorShaped(mark, beside: box), mark.y <= box.maxY, mark.midX > box.x, mark.midX < box.maxX,
                  !integer.boxes.contains(where: { $0.x <= mark.midX && mark.midX <= $0.maxX }),
                  let before = integer.boxes.lastIndex(where: { $0.midX < mark.midX }) else { continue }
            found[before] = mark.maxY > box.maxY + 0.08 * h ? "," : "."
        }
        return found
    }

    /// `integer` with its separators, when they group it as a price prints them: thousands in
    /// threes after a first group of one to three ("28,900", written with ","), and at most a last
    /// group of two after a comma or point (cents, "5,45"). Nil for any other layout, and for
    /// ungrouped runs of more than five digits. Digits more than 0.6 of their height apart must
    /// have a separator between them: otherwise they are two numbers.
    func grouped(_ integer: DigitRun, separators: [Int: Character]) -> DigitRun? {
        let h = integer.box.height
        for index in integer.boxes.indices.dropLast() where integer.boxes[index + 1].x - integer.boxes[index].maxX > 0.6 * h
            && separators[index] == nil { return nil }
        guard !separators.isEmpty else { return integer.digits.count <= 5 ? integer : nil }
        let cuts = separators.keys.sorted()
        let groups = zip([-1] + cuts, cuts + [integer.digits.count - 1]).map { $1 - $0 }
        // One separator before two digits is a decimal one ("1171,90"): the integer may be longer.
        let decimal = cuts.count == 1 && groups.last == 2
        guard let first = groups.first, let last = groups.last, (1...(decimal ? 5 : 3)).contains(first) else { return nil }
        let thousands = groups.dropFirst().dropLast()
        guard thousands.allSatisfy({ $0 == 3 }), last == 3 || last == 2 else { return nil }
        var run = integer
        run.separators = Dictionary(uniqueKeysWithValues: cuts.map { cut in
            (cut, cut == cuts.last && last == 2 ? separators[cut]! : ",")
        })
        return run
    }

    /// The last tall glyph when it is a CJK mark (円, 元 or 원; no box tells which, so it is read
    /// as "¤", as in `WideMarkReader`): no digit, clearly wider than the digits and taller (a CJK
    /// character fills the em, digits the cap height), on their baseline, after at least two digits
    /// (a row of one digit and the mark is the end of a number the row finder cut apart).
    func trailingCJKMark(in glyphs: [GlyphPiece]) -> GlyphPiece? {
        guard glyphs.count >= 3, let mark = glyphs.last else { return nil }
        let digits = glyphs.dropLast()
        let width = digits.map(\.box.width).max() ?? 0, height = digits.map(\.box.height).max() ?? 0
        guard mark.box.width >= 1.3 * width, mark.box.width <= 2.5 * width,
              mark.box.height >= 1.08 * height, mark.box.height <= 1.5 * height,
              abs(mark.box.maxY - (digits.last?.box.maxY ?? 0)) <= 0.2 * height,
              !isConfident(classifier.classify(mark.shape)) else { return nil }
        return mark
    }

    /// The components of `plane`'s ink against the raised cents' narrow neighbourhood
    /// (`TallTextRowFinder.raisedCentsRadius`): where raised cents are looked for again when the
    /// row's own ink, against a neighbourhood half the digits' height, held none or none readable.
    /// Beside a bright edge (an e-paper panel's white frame) that wide mean makes the grey paper
    /// ink, and it swallows the cents; the narrow one does not reach across the gap.
    func finerInk(in plane: GreyPlane, dark: Bool, height: Double) -> [GlyphPiece] {
        let radius = TallTextRowFinder.raisedCentsRadius(digitHeight: height)
        return pieces(of: plane.inkMasks(radius: radius, contrast: contrast, polarities: [dark])[0], in: plane)
    }

    /// The components of `plane`'s ink against the median of the row's own neighbourhood: a bright
    /// edge over less than half of it does not move the median as it moves the mean, so the grey
    /// paper beside an e-paper panel's white frame stays paper, and bold strokes stay whole.
    func medianInk(in plane: GreyPlane, dark: Bool, height: Double) -> [GlyphPiece] {
        pieces(of: plane.inkMasks(radius: Self.inkRadius(height: height), contrast: contrast, polarities: [dark], level: .median)[0],
               in: plane)
    }

    /// The connected components of `mask` over `plane`, as pieces.
    private func pieces(of mask: [Bool], in plane: GreyPlane) -> [GlyphPiece] {
        ConnectedComponents.shapes(of: mask, width: plane.width, height: plane.height).map { GlyphPiece(box: $0.box.rect, shape: $0.shape) }
    }

    /// The neighbourhood a row's ink is told against: half its digits' height.
    static func inkRadius(height: Double) -> Int {
        max(4, Int(0.5 * height))
    }

    /// Raised cents: the glyph-shaped components where they print (`RaisedCentsPlace`).
    func raisedDigits(after integer: PixelRect, among pieces: [GlyphPiece]) -> RaisedInk {
        let raised = pieces.filter { piece in
            let box = piece.box, fill = Double(piece.shape.ink.count(where: { $0 })) / Double(piece.shape.ink.count)
            return RaisedCentsPlace.holds(box, after: integer)
                && box.width >= 0.08 * box.height && box.width <= 1.6 * box.height && fill >= 0.15 && fill <= 0.9
        }.sorted { $0.box.x < $1.box.x }
        guard let first = raised.first else { return .none }
        let group = raised.filter { abs($0.box.height - first.box.height) <= 0.3 * first.box.height && $0.box.x - first.box.x <= RaisedCentsPlace.width * first.box.height }
        // Cents are two digits: one piece wider than any digit is both, touching.
        let pieces = cutTouching(group, height: first.box.height,
                                 digitWidth: group.count == 1 && first.box.width > GlyphDigitClassifier.widestAspect * first.box.height
                                     ? first.box.width / 2 : nil)
        let digits = pieces.prefix(2).compactMap { classifier.classify($0.shape) }.filter { $0.confidence >= minimumConfidence }
        guard digits.count == 2 else { return .unreadable }
        return .digits(DigitRun(boxes: pieces.prefix(2).map(\.box), digits: digits.map(\.digit),
                                confidence: digits.map(\.confidence).min() ?? 0))
    }

    /// A word's confidence from its least sure digit's: scaled so that the floor here is the
    /// assembler's floor for usable words (0.3), and a margin of half the runner-up's distance is certain.
    private func wordConfidence(_ digitConfidence: Double) -> Double {
        min(1, digitConfidence * 0.3 / minimumConfidence)
    }

    private func isConfident(_ reading: GlyphDigitClassifier.Reading?) -> Bool {
        (reading?.confidence ?? 0) >= minimumConfidence
    }

    /// Components much wider than a digit are touching digits: each is cut into as many digit-wide
    /// parts as fit, at the columns with the least ink near the even cuts. A digit's width is the
    /// widest single glyph's (stretched photos make digits as wide as they are tall), or `given`
    /// when the caller knows how many digits the ink holds.
    func cutTouching(_ glyphs: [GlyphPiece], height: Double, digitWidth given: Double? = nil) -> [GlyphPiece] {
        let digitWidth = given ?? max(0.45 * height, glyphs.map(\.box.width).filter { $0 <= 1.15 * height }.max() ?? 0.65 * height)
        return glyphs.flatMap { glyph -> [GlyphPiece] in
            let parts = Int((glyph.box.width / digitWidth).rounded())
            guard glyph.box.width >= 1.6 * digitWidth, parts >= 2 else { return [glyph] }
            let shape = glyph.shape
            let columnInk = (0..<shape.width).map { x in (0..<shape.height).count { shape.ink[$0 * shape.width + x] } }
            var cuts = [0]
            for part in 1..<parts {
                let ideal = part * shape.width / parts, reach = max(1, shape.width / (4 * parts))
                let window = max(1, ideal - reach)...min(shape.width - 1, ideal + reach)
                cuts.append(window.min { columnInk[$0] < columnInk[$1] } ?? ideal)
            }
            cuts.append(shape.width)
            return zip(cuts, cuts.dropFirst()).compactMap { from, to in
                guard let part = shape.slice(columns: from, to) else { return nil }
                return GlyphPiece(box: PixelRect(x: glyph.box.x + Double(from), y: glyph.box.y, width: Double(to - from),
                                                 height: glyph.box.height), shape: part)
            }
        }
    }
}
