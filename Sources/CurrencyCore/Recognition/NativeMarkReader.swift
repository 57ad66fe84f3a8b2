/// Reads the currency marks the `eng` model has no glyph for (円, 元, 원) with each script's own
/// model, one number at a time.
///
/// `eng` reads "110元" as "1107", "678円" as "6789)" and "32,500원" as "32,5002": the mark becomes
/// a digit or junk, and the price's value goes wrong. A page read with the CJK models as well
/// costs 2.6× the time and reads Latin text with diacritics as digits (FINDINGS, "Native-script
/// models for CJK marks"); so only the crop of a number whose English reading has something after
/// its digits that no price grammar places is read again, by one script's model at a time, and
/// the reading is kept only when it is that number's digits followed by a mark and the English
/// reading had a glyph where the mark is. The live path reads 円 by its counters instead
/// (`Model.yenCounters`), holding no Japanese model.
public struct NativeMarkReader: Sendable {
    /// A script whose model reads currency marks `eng` cannot; its raw value is Tesseract's
    /// language name.
    public enum Script: String, CaseIterable, Sendable {
        case japanese = "jpn"
        case chineseTraditional = "chi_tra"
        case korean = "kor"

        /// The marks a reading by this script's model may end in.
        public var marks: Set<Character> {
            switch self {
            case .japanese: ["円"]
            case .chineseTraditional: ["元"]
            case .korean: ["원"]
            }
        }

        /// Every script's marks: text holding one was read by a native-script model.
        public static let allMarks: Set<Character> = allCases.reduce(into: []) { $0.formUnion($1.marks) }

        /// The scripts whose marks the saved currencies carry (JPY's 円, KRW's 원): the live path
        /// loads only those models, each costing 15–45 MB against the live memory target (円 it
        /// reads by its counters, with no model, whatever is saved).
        public static func reading(_ currencies: CurrencyList) -> Set<Self> {
            let symbols = Set(currencies.currencies.flatMap(\.symbols))
            return Set(allCases.filter { script in script.marks.contains { symbols.contains(String($0)) } })
        }

        /// Said when these scripts' models are missing: their prices are still read, but a mark
        /// the English model reads as a digit can make a wrong price.
        public static func missingMessage(_ scripts: [Self]) -> String {
            let packages = scripts.map { "tesseract-ocr-" + $0.rawValue.replacingOccurrences(of: "_", with: "-") }
            return Localization.fill(tr("Currency marks such as 円, 元 and 원 are not read: their text recognition data is missing. Install {packages} to read them."),
                                     ["packages": packages.joined(separator: ", ")])
        }
    }

    /// One script's reader of a doubtful number's crop: its model, or for 円 the counters in the ink.
    public struct Model: Sendable {
        /// How the crop is read.
        public enum Reading: Sendable {
            /// By the script's Tesseract model.
            case ocr(any TextRecognizing)
            /// By the mark's counters (`YenInkReader`): no model held, a little less often right.
            case yenCounters(YenInkReader)
        }

        public var script: Script
        public var reading: Reading

        public init(script: Script, ocr: any TextRecognizing) {
            self.script = script
            reading = .ocr(ocr)
        }

        /// 円 read from its counters in the ink, without the Japanese model.
        public static func yenCounters(_ reader: YenInkReader = YenInkReader()) -> Model {
            Model(script: .japanese, reading: .yenCounters(reader))
        }

        private init(script: Script, reading: Reading) {
            self.script = script
            self.reading = reading
        }
    }

    public var models: [Model]
    /// The crop reaches this many word heights right of the English word, for a mark it boxed short.
    public var reachRight = 0.6
    /// … and this many above and below.
    public var reachVertical = 0.2
    /// The crop is scaled to this text height.
    public var targetHeight = 32.0
    /// A picture whose first this many doubtful numbers read no mark in any script is not in one:
    /// its other numbers are not read again (each costs one reading per script). No wild tune
    /// picture had more than three; a receipt may have many.
    public var maximumUnmarked = 3

    public init(models: [Model]) {
        self.models = models
    }

    /// `words` with every doubtful number read again in each script until one reads it with a mark.
    /// `firstPass`: the picture's first reading, before its regions were read again. A re-read of
    /// a region, at another scale, may drop the junk a mark was read as ("3564F9)" read again
    /// "3564"): a bare number whose digits the first pass read with a doubtful ending in its place
    /// is read again in that reading's crop.
    public func words(_ words: [OCRWord], in frame: LumaFrame, firstPass: [OCRWord] = []) -> [OCRWord] {
        var words = words, unmarked = 0
        var order = Array(models.indices)
        let doubtfulFirstPass = firstPass.filter(Self.isDoubtful)
        for index in words.indices where unmarked < maximumUnmarked {
            guard let doubtful = Self.isDoubtful(words[index]) ? words[index] : Self.doubtfulReading(of: words[index], among: doubtfulFirstPass)
            else { continue }
            var found: (script: Int, word: OCRWord)?
            for script in order where found == nil {
                found = read(doubtful, in: frame, by: models[script]).map { (script, $0) }
            }
            guard let (script, marked) = found else {
                unmarked += 1
                continue
            }
            // The picture's script is read first from now on.
            order.removeAll { $0 == script }
            order.insert(script, at: 0)
            words[index] = marked
        }
        return words
    }

    /// The word of `doubtful` (first-pass words with a doubtful ending) over `word`, a bare number,
    /// that read its digits before that ending; nil when none did.
    static func doubtfulReading(of word: OCRWord, among doubtful: [OCRWord]) -> OCRWord? {
        let number = leadingNumber(word.text)
        guard !number.isEmpty, number.endIndex == word.text.endIndex else { return nil }
        let digits = number.filter(\.isASCIIDigit)
        return doubtful.first { $0.box.intersects(word.box) && leadingNumber($0.text).filter(\.isASCIIDigit) == digits }
    }

    /// `text`'s digits and separators after any leading junk, up to its first other character.
    static func leadingNumber(_ text: String) -> Substring {
        text.drop(while: WordClassifier.leadingJunk.contains).prefix(while: isNumeral)
    }

    private static func isNumeral(_ character: Character) -> Bool {
        character.isASCIIDigit || character == "," || character == "."
    }

    /// A number whose English reading holds something after its digits that no price grammar
    /// places: one or two glyphs at least as tall as the digits ("6789)", "307t"; a mark is a
    /// full-height character, a "°" or a full stop is not), closing punctuation after them aside
    /// ("3564F9)" for "3564円)"), a thousands group of four
    /// ("32,5002"), or a glyph wide and tall as a mark (`WideMarkReader`: "1107", "6570"). Not a
    /// number with cents ("1,99A" on a receipt): yen, yuan and won prices have none.
    static func isDoubtful(_ word: OCRWord) -> Bool {
        let text = Array(word.text.drop(while: WordClassifier.leadingJunk.contains))
        guard text.first?.isASCIIDigit == true, text.count(where: \.isASCIIDigit) >= 2 else { return false }
        switch WordClassifier.classify(word.text) {
        case .number(let number) where number.hint != nil || number.timesThousand: return false
        case .distractor, .currency, .unit, .percent: return false
        default: break
        }
        let digits = text.prefix(while: isNumeral)
        if let separator = digits.lastIndex(where: { $0 == "," || $0 == "." }), digits.count - separator - 1 == 2 { return false }
        let tail = text.count - digits.count
        if tail > maximumTail {
            // Closing punctuation printed after the mark ("(税込 3564円)" read "3564F9)").
            let junk = text.reversed().prefix(while: WordClassifier.trailingJunk.contains).count
            return (1...maximumTail).contains(tail - junk) && isTallTail(word, count: tail - junk, before: junk)
        }
        if tail > 0 { return isTallTail(word, count: tail) }
        if let separator = digits.lastIndex(of: ","), digits.count - separator - 1 > 3 { return true }
        return WideMarkReader.normalized([word]) != [word]
    }

    /// A mark read as junk is one glyph or its two halves ("9)", "7t", "F4").
    static let maximumTail = 2

    /// The last `count` glyphs of `word` before its last `junk` reach at least `tallTail` of its
    /// digits' median height; true when the engine gave no glyph boxes.
    static func isTallTail(_ word: OCRWord, count: Int, before junk: Int = 0) -> Bool {
        let heights = word.glyphs.filter(\.isDigit).map(\.box.height).sorted()
        guard word.glyphs.count >= count + junk, !heights.isEmpty else { return true }
        let tallest = word.glyphs.dropLast(junk).suffix(count).map(\.box.height).max() ?? 0
        return tallest >= tallTail * heights[heights.count / 2]
    }

    /// A mark is the em, digits the cap height; ")" and "t" reach about as high, "°", "," do not.
    /// On the wild tune half every tail a model read as a mark was 1.05–1.31 of the digits' median
    /// height (one "F" box at 0.37 aside); 0.9 leaves a margin under the lowest. Tails no model read
    /// as a mark, over that half and the real tune halves, lay anywhere from 0.03 to 1.7.
    static let tallTail = 0.9

    /// `word` read by `model` in its crop: its digits and a mark, or nil.
    func read(_ word: OCRWord, in frame: LumaFrame, by model: Model) -> OCRWord? {
        switch model.reading {
        case .ocr(let ocr): read(word, in: frame, by: ocr, marks: model.script.marks)
        case .yenCounters(let reader): reader.marked(word, in: frame)
        }
    }

    /// `word` read by `ocr` in its crop: its digits and one of `marks`, or nil. Boxed and scored by
    /// the words that read the digits and the mark, not junk around them: the English box may run
    /// on past the price (wild tune t027's "1707t5" reached the picture's side, and a price cut by
    /// the side is no price).
    private func read(_ word: OCRWord, in frame: LumaFrame, by ocr: any TextRecognizing, marks: Set<Character>) -> OCRWord? {
        let h = word.box.height
        let box = PixelRect(x: word.box.x, y: word.box.y - reachVertical * h,
                            width: word.box.width + reachRight * h, height: h * (1 + 2 * reachVertical))
        let scale = targetHeight / h
        guard h > 0, let crop = frame.region(box, scale: scale) else { return nil }
        let read = ocr.recognizeWords(in: crop.frame, pass: OCRPass(pageSegmentation: .singleLine))
        let text = read.map(\.text).joined()
        guard let marked = Self.marked(text, marks: marks), Self.agrees(marked.digits, with: word.text),
              let last = read.firstIndex(where: { $0.text.contains(marked.mark) }) else { return nil }
        let own = read[...last].filter { $0.text.contains { $0.isASCIIDigit || $0 == marked.mark } }
        let ink = own.dropFirst().reduce(own[0].box) { $0.union($1.box) }
        return OCRWord(text: Self.grouped(marked.digits, as: word.text) + String(marked.mark), box: ink.mapped(from: crop.origin, scale: scale),
                       confidence: own.map(\.confidence).min() ?? 0)
    }

    /// The script's digits with the English reading's separators where it put them: the CJK models
    /// read a thousands comma as a full stop ("1,480円" read "1.480円", 1.48 yen), `eng` reads
    /// them well.
    static func grouped(_ digits: String, as english: String) -> String {
        var remaining = digits.filter(\.isASCIIDigit)[...]
        var out = ""
        for character in english.drop(while: WordClassifier.leadingJunk.contains) where !remaining.isEmpty {
            if character.isASCIIDigit {
                out.append(remaining.removeFirst())
            } else if character == "," || character == "." {
                out.append(character)
            } else {
                break
            }
        }
        return out + remaining
    }

    /// The digits and separators of `text` and the mark right after them ("110元" → ("110", 元)),
    /// junk around them aside; nil when anything else is read.
    static func marked(_ text: String, marks: Set<Character>) -> (digits: String, mark: Character)? {
        let chars = Array(text.filter { !$0.isWhitespace }.drop(while: WordClassifier.leadingJunk.contains))
        guard let end = chars.firstIndex(where: { !isNumeral($0) }),
              end > 0, chars[end - 1].isASCIIDigit, marks.contains(chars[end]),
              chars[(end + 1)...].allSatisfy({ WordClassifier.trailingJunk.contains($0) || edgeBrackets.contains($0) }) else { return nil }
        return (String(chars[..<end]), chars[end])
    }

    /// The crop reaches right of the English word, often over the tag's edge, which the CJK models
    /// read as a corner bracket where `eng` reads a "|" (wild tune t027's "170元" on a red tag came
    /// back "170元「"): after the mark, junk as the other trailing junk is.
    static let edgeBrackets = Set("「」『』〔〕【】")

    /// The script's digits are the English reading's first digits, one of them misread at most,
    /// and the English reading went on after them: it saw a glyph where the mark is.
    static func agrees(_ digits: String, with english: String) -> Bool {
        let read = Array(digits.filter(\.isASCIIDigit))
        let seen = Array(english.filter(\.isASCIIDigit))
        let after = english.drop(while: WordClassifier.leadingJunk.contains).count
        guard !read.isEmpty, seen.count >= read.count, after > digits.count else { return false }
        return zip(read, seen).filter { $0 != $1 }.count <= 1
    }
}
