/// Finds rows of tall glyphs in a frame without OCR: where a price's big numerals probably are.
///
/// Tesseract's first pass often returns no word at all at numerals two to four times the height it
/// reads well (a clean "¥870" on a dark tag gave nothing), so `PriceRegionRefiner` has nothing to
/// re-read. Ink that stands out from its neighbourhood, darker or lighter (white-on-dark and
/// coloured tags), is cut into connected components; glyph-shaped components of one height side
/// by side on one baseline make a row. The work is done on a half-size frame: the glyphs looked for
/// are tall, and it keeps the cost to a few milliseconds.
public struct TallTextRowFinder: Sendable {
    /// Glyphs shorter than this (frame pixels) are read well by the first pass. Not 28: a regular
    /// price 27 px tall on a red tag (fixture f075's "1171,90") was lost with its paper under a
    /// global threshold set by the brighter scene around it; re-read alone, it reads.
    public var minimumHeight = 22.0
    /// Glyphs taller than this share of the frame are shapes, not text.
    public var maximumHeightShare = 0.6
    /// Ink differs from the mean of its neighbourhood by at least this many grey levels.
    public var contrast = 24
    /// Half the side of the neighbourhood, in half-size pixels: wider than a big numeral's stroke.
    public var radius = 16
    /// At most this many rows, tallest first. The OCR re-reads only the first few
    /// (`PriceRegionRefiner.maximumRegions`); the shape reader, much cheaper, reads them all:
    /// taller rows of packaging letters or shelf wires often come before a tag's numerals, and on a
    /// Japanese menu the item names stand taller than the prices (6 rows left f107's "1,640円" out).
    public var maximumRows = 10

    public init() {}

    /// A row of glyphs of one height: its box and that height (frame pixels). A currency mark or
    /// raised cents may stick out of the box; the caller pads it.
    public struct Row: Equatable, Sendable {
        public var box: PixelRect
        public var glyphHeight: Double
        /// The level the row's ink was told from (`Ink.level`): its glyphs are read against the same.
        public var inkLevel: NeighbourhoodLevel

        public init(box: PixelRect, glyphHeight: Double, inkLevel: NeighbourhoodLevel = .mean) {
            self.box = box
            self.glyphHeight = glyphHeight
            self.inkLevel = inkLevel
        }

        /// Where the row's number is read (`GlyphNumberReader`): its box with room for a leading
        /// mark and for raised cents after it.
        public var readingArea: PixelRect {
            let h = glyphHeight
            return PixelRect(x: box.x - 0.3 * h, y: box.y - 0.3 * h, width: box.width + 1.8 * h, height: box.height + 0.6 * h)
        }
    }

    /// A frame's ink, found once: the costly part, shared by finders that differ only in
    /// `minimumHeight` and `maximumRows` (the same `radius` and `contrast`).
    public struct Ink: Sendable {
        /// Components of the half-size frame: the darker ink's, then the lighter ink's.
        let polarities: [[ComponentBox]]
        /// The half-size frame's height.
        let height: Int
        /// What the ink was told from.
        let level: NeighbourhoodLevel

        var components: [ComponentBox] { polarities.flatMap { $0 } }
    }

    /// The ink in `frame`, for `rows(in:)`, told from each neighbourhood's `level`.
    public func ink(in frame: LumaFrame, level: NeighbourhoodLevel = .mean) -> Ink {
        let half = GreyPlane(halving: frame)
        guard half.width > 2 * radius, half.height > 2 * radius else { return Ink(polarities: [], height: half.height, level: level) }
        return Ink(polarities: half.inkComponentsByPolarity(radius: radius, contrast: contrast, level: level),
                   height: half.height, level: level)
    }

    /// The rows of at least two tall glyphs, or of one with raised cents beside it, tallest first.
    public func rows(in frame: LumaFrame) -> [Row] {
        rows(in: ink(in: frame))
    }

    /// As `rows(in:)` for a frame, from its ink.
    public func rows(in ink: Ink) -> [Row] {
        let glyphs = ink.components.filter { isGlyph($0, frameHeight: ink.height) }
        let withCents = { (glyph: PixelRect) in
            ink.polarities.contains { components in
                components.contains { $0.rect == glyph } && Self.hasRaisedCents(after: glyph, among: components)
            }
        }
        let rows = Self.rows(of: glyphs, keepingLone: withCents).map { row -> Row in
            let heights = row.map(\.height).sorted()
            let box = row.dropFirst().reduce(row[0]) { $0.union($1) }
            return Row(box: box.scaled(by: 2), glyphHeight: heights[heights.count / 2] * 2, inkLevel: ink.level)
        }
        // Rows of one height in reading order: which ones make the cut must not vary between runs.
        let ordered = rows.sorted { a, b in
            a.glyphHeight != b.glyphHeight ? a.glyphHeight > b.glyphHeight : (a.box.y, a.box.x) < (b.box.y, b.box.x)
        }
        return Array(ordered.prefix(maximumRows))
    }

    /// Where the raised cents right of an integer's digits are: the glyphs of 0.25–0.65 of its
    /// height whose tops are near its top, beside it. Nil when there are none. Tesseract's glyph
    /// boxes are too loose to tell where the integer ends; the ink's own extent is not.
    public func raisedCents(after integer: PixelRect, in frame: LumaFrame) -> PixelRect? {
        let h = integer.height
        let search = PixelRect(x: integer.maxX - 0.1 * h, y: integer.y - 0.3 * h, width: 1.1 * h, height: 1.1 * h)
        guard let crop = frame.region(search, scale: 1) else { return nil }
        let plane = GreyPlane(crop.frame)
        let origin = crop.origin
        let marks = plane.inkComponents(radius: Self.raisedCentsRadius(digitHeight: h), contrast: contrast).map { box in
            (box, box.rect.offset(by: origin))
        }.filter { box, rect in
            // A component touching the crop's left edge is the integer's last stroke.
            box.x > 0 && Self.isRaisedCentsGlyph(box, at: rect, after: integer)
        }.map(\.1).sorted { $0.x < $1.x }
        guard let first = marks.first else { return nil }
        // The first raised glyph and the next one of its size beside it; when that one's ink was
        // not found (touching a border, too faint), where it would be.
        let pair = marks.dropFirst().first { $0.x - first.maxX <= 0.6 * first.height && abs($0.height - first.height) <= 0.3 * first.height }
        return pair.map { first.union($0) } ?? PixelRect(x: first.x, y: first.y, width: 2.2 * first.width, height: first.height)
    }

    /// The neighbourhood (half its side, pixels) raised cents' ink is told from its surroundings by:
    /// narrow beside digits `digitHeight` tall, so that a bright edge near the cents (an e-paper
    /// panel's white frame) does not turn the grey paper between them into ink.
    static func raisedCentsRadius(digitHeight: Double) -> Int {
        max(3, Int(0.15 * digitHeight))
    }

    /// A glyph of a number's height on its baseline just left of it that the number's box leaves
    /// out: its first digit, dropped by the OCR ("29,99" read for 329,99). Nil when there is none.
    public func leadingGlyph(before number: PixelRect, in frame: LumaFrame) -> PixelRect? {
        let h = number.height
        let search = PixelRect(x: number.x - 1.2 * h, y: number.y - 0.3 * h, width: 1.3 * h, height: 1.6 * h)
        guard let crop = frame.region(search, scale: 1) else { return nil }
        let origin = crop.origin
        return GreyPlane(crop.frame).inkComponents(radius: max(3, Int(0.5 * h)), contrast: contrast).map { box in
            (box, box.rect.offset(by: origin))
        }.filter { box, rect in
            // Touching the crop's left edge: a border or a longer shape, not a glyph.
            box.x > 0 && Self.hasGlyphShape(box, maximumAspect: 1.0) && rect.maxX <= number.x + 0.1 * h
                && number.x - rect.maxX <= 0.6 * h && rect.height >= 0.75 * h && rect.height <= 1.3 * h
                && abs(rect.maxY - number.maxY) <= 0.25 * h
        }.map(\.1).max { $0.maxX < $1.maxX }
    }

    /// Glyph-shaped: tall enough, not a bar or a block (barcode bars are thin, tags and panels
    /// are solid).
    func isGlyph(_ box: ComponentBox, frameHeight: Int) -> Bool {
        let h = Double(box.height)
        return h * 2 >= minimumHeight && h <= maximumHeightShare * Double(frameHeight) && Self.hasGlyphShape(box)
    }

    /// Not a bar (at least `minimumAspect` as wide as tall), not wider than `maximumAspect` × its
    /// height, neither a hairline outline nor a solid block (ink fills 15–85 % of its box).
    static func hasGlyphShape(_ box: ComponentBox, minimumAspect: Double = 0.12, maximumAspect: Double = 1.2) -> Bool {
        let h = Double(box.height), w = Double(box.width)
        let fill = Double(box.pixels) / (w * h)
        return w >= minimumAspect * h && w <= maximumAspect * h && fill >= 0.15 && fill <= 0.85
    }

    /// Raised cents beside a lone glyph, among the components of its polarity: two raised-cents
    /// glyphs (`isRaisedCentsGlyph`), and nothing that makes the glyph part of a longer number
    /// (`PixelRect.isContinued(by:)`: digits run together into one component, too wide for a
    /// glyph). One raised glyph is not enough: the upper piece of a light-printed digit, broken off
    /// its lower one, sits where cents do. A one-digit price ("5⁶⁰") makes no row of two glyphs.
    static func hasRaisedCents(after glyph: PixelRect, among components: [ComponentBox]) -> Bool {
        !components.contains { glyph.isContinued(by: $0.rect) }
            && components.count { isRaisedCentsGlyph($0, at: $0.rect, after: glyph) } >= 2
    }

    /// A component shaped like a raised-cents digit (a glyph, down to 0.1 as wide as tall: a small
    /// "1") where raised cents of `integer` print (`RaisedCentsPlace`); `rect` is its box in
    /// `integer`'s pixels.
    static func isRaisedCentsGlyph(_ box: ComponentBox, at rect: PixelRect, after integer: PixelRect) -> Bool {
        RaisedCentsPlace.holds(rect, after: integer) && hasGlyphShape(box, minimumAspect: 0.1)
    }

    /// Groups glyphs of about one height whose bottoms line up and that follow each other closely
    /// (at most 1.2 heights apart: a comma between thousands leaves that much in wide fonts, and
    /// the number must stay one row); a group of one is dropped (a lone blob is rarely a price's
    /// numerals) unless `keepingLone` keeps it.
    static func rows(of glyphs: [ComponentBox], keepingLone: (PixelRect) -> Bool = { _ in false }) -> [[PixelRect]] {
        let boxes = glyphs.map(\.rect).sorted { $0.x < $1.x }
        var group = Array(boxes.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while group[i] != i { i = group[i] }
            return i
        }
        for (i, a) in boxes.enumerated() {
            for j in boxes.indices where j > i {
                let b = boxes[j], h = max(a.height, b.height)
                guard b.x - a.maxX <= 1.2 * h else { break }
                let sameHeight = min(a.height, b.height) >= 0.7 * h
                let sameBottom = abs(a.maxY - b.maxY) <= 0.25 * h
                if sameHeight, sameBottom, b.x - a.maxX >= -0.2 * h { group[root(j)] = root(i) }
            }
        }
        // Left to right by first glyph: a dictionary's order changes from run to run.
        let grouped = Dictionary(grouping: boxes.indices, by: root).values.sorted { $0[0] < $1[0] }
        return grouped.filter { $0.count >= 2 || keepingLone(boxes[$0[0]]) }.map { $0.map { boxes[$0] } }
    }
}

/// A connected component's bounding box and ink pixel count.
struct ComponentBox: Equatable {
    var x, y, width, height, pixels: Int
    var rect: PixelRect { PixelRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}

extension PixelRect {
    func offset(by origin: PixelPoint) -> PixelRect {
        PixelRect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }

    func scaled(by factor: Double) -> PixelRect {
        PixelRect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }
}
