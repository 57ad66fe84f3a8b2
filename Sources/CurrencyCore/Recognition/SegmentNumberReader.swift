/// Reads the price on a seven-segment display (an electronic shelf label's LCD, a scale's LED) in a
/// row that `TallTextRowFinder.segmentRows` found: lit ink by one threshold over the row
/// (`otsuInkLevel`; when that reads nothing, a stricter one among its ink, `stricterInkLevel`),
/// segments joined into digits (`SegmentDigitJoiner`), each digit read by its lit segments
/// (`SevenSegmentDecoder`), the decimal point from the ink left over.
///
/// Tesseract's `eng` model reads no segment digits (issue 12) and the shape reader sees only bars.
/// As there, every digit must read clearly or nothing is read.
public struct SegmentNumberReader: Sendable {
    public var joiner = SegmentDigitJoiner()
    public var decoder = SevenSegmentDecoder()
    /// Each digit's confidence (`SevenSegmentDecoder.Reading.confidence`) must reach this.
    public var minimumConfidence = 0.3
    /// The row is read at this digit height (zones of a few pixels would be too coarse).
    public var workingHeight = 60.0
    /// How far either side of the row, in digit heights, its other digits are looked for. Set by
    /// hand, not fitted: room for three more digits and a point either side, which covers a
    /// six-digit display of which the row finder found two digits.
    public var reach = 3.0

    public init() {}

    /// The number in `row`, as a word in frame pixels ("48.75"), or nil when a digit does not read
    /// clearly or no point or comma sets off two decimals: a price display shows cents, and digits
    /// read without them are as often part of a number whose other digits did not read ("48" of
    /// 448.80, its first "4" fused with the bezel and "80" with each other).
    public func read(_ row: TallTextRowFinder.Row, in frame: LumaFrame) -> GlyphNumberReader.Reading? {
        let h = row.glyphHeight
        // The row finder often finds only some of the digits (others fused with noise at half size,
        // a "1" or point too far off): the reading looks `reach` digit heights either side for the rest.
        let area = PixelRect(x: row.box.x - reach * h, y: row.box.y - 0.15 * h, width: row.box.width + 2 * reach * h, height: row.box.height + 0.3 * h)
        let scale = workingHeight / h
        guard let crop = frame.region(area, scale: scale) else { return nil }
        let plane = crop.frame
        // The threshold is fitted to the row's own levels, not to the bezel or label around it.
        let rowBox = PixelRect(x: (row.box.x - crop.origin.x) * scale, y: 0, width: row.box.width * scale, height: Double(plane.height))
        guard let rowPlane = plane.region(rowBox, scale: 1)?.frame, let level = rowPlane.otsuInkLevel() else { return nil }
        return read(plane, inkAt: level, row: rowBox, digitHeight: h * scale, origin: crop.origin, scale: scale)
            ?? rowPlane.stricterInkLevel(than: level).flatMap {
                read(plane, inkAt: $0, row: rowBox, digitHeight: h * scale, origin: crop.origin, scale: scale)
            }
    }

    /// The number in `plane` (the row's crop, `scale` times the frame, from `origin`) with `level`'s
    /// ink lit: nil when its digits do not read clearly.
    private func read(_ plane: LumaFrame, inkAt level: LumaFrame.InkLevel, row rowBox: PixelRect, digitHeight height: Double,
                      origin: PixelPoint, scale: Double) -> GlyphNumberReader.Reading? {
        let pieces = plane.inkShapes(at: level)
            .map { GlyphNumberReader.GlyphPiece(box: $0.box.rect, shape: $0.shape) }
        let groups = joiner.groups(pieces.map(\.box))
        let joined = groups.map { group in group.dropFirst().reduce(pieces[group[0]]) { $0.joined(with: pieces[$1]) } }
        let segmented = Set(zip(groups, joined).filter { $0.0.count >= 2 }.map(\.1.box))
        // Digits: of the row's height, at most as wide as tall (fused digits are not read), clear of
        // the crop's sides (there, the display's edge or bezel runs on).
        let tall = joined.filter { piece in
            let box = piece.box
            return isDigitSized(box, height: height)
                && box.x > 0 && box.y > 0 && box.maxX < Double(plane.width) && box.maxY < Double(plane.height)
        }.sorted { $0.box.x < $1.box.x }
        let digits = chain(tall, through: rowBox, height: height)
        let others = joined.filter { piece in !digits.contains { $0.piece.box == piece.box } }
        // A digit-sized piece between the digits that is none of them: a digit the chain left out,
        // and the number read without it is wrong ("47.49" for 475.49).
        if let start = digits.first?.piece.box.maxX, let end = digits.last?.piece.box.x,
           others.contains(where: { isDigitSized($0.box, height: height) && $0.box.midX > start && $0.box.midX < end }) {
            return nil
        }
        let readings = digits.compactMap { decoder.decode($0.piece.shape) }.filter { $0.confidence >= minimumConfidence }
        // Segment digits: at least half of them joined from two pieces or more (printed digits
        // are one piece each; a blurred display fuses some segments).
        guard readings.count == digits.count, (2...7).contains(digits.count),
              digits.count(where: { segmented.contains($0.piece.box) }) * 2 >= digits.count else { return nil }
        let boxes = digits.map(\.cell)
        let run = GlyphNumberReader.DigitRun(boxes: boxes, digits: readings.map(\.digit),
                                             confidence: readings.map(\.confidence).min() ?? 0)
        let shapes = GlyphNumberReader()
        guard let grouped = shapes.grouped(run, separators: shapes.separators(in: run, among: others)),
              grouped.separators.keys.contains(grouped.digits.count - 3) else { return nil }
        let confidence = min(1, grouped.confidence)
        let glyphs = grouped.digits.indices.map { index in
            OCRGlyph(text: String(grouped.digits[index]), box: grouped.boxes[index].mapped(from: origin, scale: scale), confidence: confidence)
        }
        let word = OCRWord(text: grouped.text, box: grouped.box.mapped(from: origin, scale: scale), confidence: confidence, glyphs: glyphs)
        return GlyphNumberReader.Reading(integer: word, cents: nil)
    }

    /// A digit is at least this share of its row's digit height (`isDigitSized`,
    /// `SegmentDigitJoiner.areTwoDigits`).
    static let minimumDigitHeightShare = 0.75

    /// Of the row's digit height (`height`), at most as wide as tall: fused digits are not read.
    func isDigitSized(_ box: PixelRect, height: Double) -> Bool {
        box.height >= Self.minimumDigitHeightShare * height && box.height <= 1.3 * height && box.width <= height
    }

    /// The digits side by side that include those inside `row` (crop pixels): from them out, each
    /// next one on their baseline at most 0.6 of a digit's height away, the gap the shape reader
    /// allows between digits. Each with its cell: a "1" lights only the right of its cell, and is
    /// boxed as wide as the widest digit so that its gap is every digit's.
    func chain(_ tall: [GlyphNumberReader.GlyphPiece], through row: PixelRect, height: Double) -> [(piece: GlyphNumberReader.GlyphPiece, cell: PixelRect)] {
        let width = tall.map(\.box.width).max() ?? 0
        let cells = tall.map { piece in
            piece.box.width < decoder.oneAspect * piece.box.height
                ? PixelRect(x: piece.box.maxX - width, y: piece.box.y, width: width, height: piece.box.height) : piece.box
        }
        let inside = tall.indices.filter { row.x <= tall[$0].box.midX && tall[$0].box.midX <= row.maxX }
        guard var first = inside.first, var last = inside.last else { return [] }
        func near(_ a: Int, _ b: Int) -> Bool {
            cells[b].x - cells[a].maxX <= 0.6 * height && abs(cells[b].maxY - cells[a].maxY) <= 0.25 * height
        }
        while first > 0, near(first - 1, first) { first -= 1 }
        while last < tall.count - 1, near(last, last + 1) { last += 1 }
        return (first...last).map { (tall[$0], cells[$0]) }
    }

    /// `words` with each row's reading put in place of what the OCR read there
    /// (`GlyphNumberReader.Reading.replacing`), well read or not: the OCR's "reading" of segment
    /// digits is junk ("114" for 94.80).
    public func words(_ words: [OCRWord], reading rows: [TallTextRowFinder.Row], in frame: LumaFrame) -> [OCRWord] {
        rows.reduce(words) { words, row in read(row, in: frame)?.replacing(in: words) ?? words }
    }
}
