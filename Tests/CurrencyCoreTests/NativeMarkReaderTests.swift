@testable import CurrencyCore
import Foundation
import XCTest

/// Numbers whose mark `eng` cannot read, read again in their crop by each script's model (fakes
/// here): what is read again, what is kept, and the price the vote reports.
final class NativeMarkReaderTests: XCTestCase {
    /// One script's model: answers every crop with `text`, and counts the crops it was asked.
    private final class FakeModel: TextRecognizing, @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        private let text: String

        init(_ text: String) { self.text = text }

        var crops: Int { lock.withLock { asked } }

        func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord] {
            lock.withLock { asked += 1 }
            XCTAssertEqual(pass.pageSegmentation, .singleLine, "a number's crop is read as one line")
            return text.isEmpty ? [] : [OCRWord(text: text, box: PixelRect(x: 2, y: 2, width: 60, height: 30), confidence: 0.8)]
        }
    }

    private let frame = LumaFrame(width: 640, height: 480, stride: 640,
                                  pixels: [UInt8](repeating: 230, count: 640 * 480), captureTime: 0)

    private func word(_ text: String, y: Double = 100) -> OCRWord {
        OCRWord(text: text, box: PixelRect(x: 300, y: y, width: 60, height: 20), confidence: 0.4)
    }

    private func reader(_ models: (NativeMarkReader.Script, FakeModel)...) -> NativeMarkReader {
        NativeMarkReader(models: models.map { NativeMarkReader.Model(script: $0.0, ocr: $0.1) })
    }

    func testAMarkReadAsJunkIsReadByItsScriptsModel() {
        let japanese = FakeModel("678円"), korean = FakeModel("678")
        let words = reader((.korean, korean), (.japanese, japanese)).words([word("6789)")], in: frame)
        XCTAssertEqual(words.map(\.text), ["678円"])
        // The model's box (2, 2, 60×30) in the crop, scaled 1.6 from (300, 96): where it read the price.
        XCTAssertEqual(words.first?.box, PixelRect(x: 301.25, y: 97.25, width: 37.5, height: 18.75), "the native reading's place")
        XCTAssertEqual(korean.crops, 1, "a reading without its script's mark is not kept")
    }

    /// The crop reaches over the tag's edge, which a CJK model reads as a corner bracket.
    func testATagsEdgeReadAsABracketAfterTheMarkIsJunk() {
        let words = reader((.chineseTraditional, FakeModel("170元「"))).words([word("1707t5")], in: frame)
        XCTAssertEqual(words.map(\.text), ["170元"])
        XCTAssertNil(NativeMarkReader.marked("170元「5", marks: ["元"]), "a digit after the bracket is no edge")
    }

    func testNumbersTheGrammarPlacesAreNotReadAgain() {
        let model = FakeModel("110元")
        let words = [word("110"), word("¥110"), word("1,99A"), word("12,99 €"), word("400g"), word("12:30)")]
        XCTAssertEqual(reader((.chineseTraditional, model)).words(words, in: frame), words)
        XCTAssertEqual(model.crops, 0)
    }

    /// A mark read as junk is one or two glyphs as tall as the digits: not a raised "°", a full
    /// stop, or a word that goes on ("100n*2r;").
    func testOnlyATailLikeAMarkIsReadAgain() {
        func glyphs(_ text: String, lastHeight: Double) -> [OCRGlyph] {
            text.enumerated().map { index, character in
                let height = index == text.count - 1 ? lastHeight : 20
                return OCRGlyph(text: String(character), box: PixelRect(x: 300 + 12 * Double(index), y: 100, width: 10, height: height))
            }
        }
        var raised = word("813°"), tall = word("813)")
        raised.glyphs = glyphs("813°", lastHeight: 7)
        tall.glyphs = glyphs("813)", lastHeight: 24)
        XCTAssertFalse(NativeMarkReader.isDoubtful(raised))
        XCTAssertTrue(NativeMarkReader.isDoubtful(tall))
        for text in ["134,", "04.", "100n*2r;", "29/Liligi"] {
            XCTAssertFalse(NativeMarkReader.isDoubtful(word(text)), text)
        }
        for text in ["6789)", "307t", "470F4", "39,000!"] {
            XCTAssertTrue(NativeMarkReader.isDoubtful(word(text)), text)
        }
    }

    /// Closing punctuation after the mark leaves its junk doubtful; a longer tail does not.
    func testAMarkReadAsJunkBeforeAClosingBracketIsDoubtful() {
        XCTAssertTrue(NativeMarkReader.isDoubtful(word("3564F9)")))
        XCTAssertFalse(NativeMarkReader.isDoubtful(word("3564Fx9)")))
        XCTAssertFalse(NativeMarkReader.isDoubtful(word("100n*2r;")))
    }

    /// A re-read of the region dropped the junk the mark was read as: the first pass's doubtful
    /// reading in its place is read again, in its own crop; a first-pass word elsewhere, or of other
    /// digits, is not.
    func testANumberTheFirstPassReadWithADoubtfulEndingIsReadAgain() {
        let reread = OCRWord(text: "3564", box: PixelRect(x: 302, y: 101, width: 44, height: 18), confidence: 0.9)
        let japanese = FakeModel("3564円")
        let words = reader((.japanese, japanese)).words([reread], in: frame, firstPass: [word("3564F9)")])
        XCTAssertEqual(words.map(\.text), ["3564円"])
        XCTAssertEqual(words.first?.box, PixelRect(x: 301.25, y: 97.25, width: 37.5, height: 18.75),
                       "read in the crop of the first pass's box, which holds the mark")
        for firstPass in [word("3564F9)", y: 300), word("3584F9)"), word("3564")] {
            let model = FakeModel("3564円")
            XCTAssertEqual(reader((.japanese, model)).words([reread], in: frame, firstPass: [firstPass]).map(\.text), ["3564"])
            XCTAssertEqual(model.crops, 0, firstPass.text)
        }
    }

    func testAThousandsGroupOfFourIsDoubtful() {
        let words = reader((.korean, FakeModel("32,500원"))).words([word("32,5002")], in: frame)
        XCTAssertEqual(words.map(\.text), ["32,500원"])
    }

    /// The model may read one digit otherwise ("107t" for 70元), not more, and must read no more
    /// digits than the English reading saw: it may not make up a price.
    func testTheModelsDigitsMustAgreeWithTheEnglishReading() {
        XCTAssertEqual(reader((.chineseTraditional, FakeModel("70元"))).words([word("107t")], in: frame).map(\.text), ["70元"])
        XCTAssertEqual(reader((.chineseTraditional, FakeModel("95元"))).words([word("107t")], in: frame).map(\.text), ["107t"])
        XCTAssertEqual(reader((.chineseTraditional, FakeModel("1075元"))).words([word("107t")], in: frame).map(\.text), ["107t"])
    }

    /// The CJK models read a thousands comma as a full stop ("1.480円", which parses as 1.48 yen):
    /// the English reading's separators are kept, the script's digits taken.
    func testTheEnglishReadingsSeparatorsAreKept() {
        let words = reader((.japanese, FakeModel("1.480円"))).words([word("1,480/)")], in: frame)
        XCTAssertEqual(words.map(\.text), ["1,480円"])
        XCTAssertEqual(NativeMarkReader.grouped("70", as: "107t"), "70")
        XCTAssertEqual(NativeMarkReader.grouped("32.500", as: "32,5002"), "32,500")
        XCTAssertEqual(NativeMarkReader.grouped("11,000", as: "11000!"), "11000")
        XCTAssertEqual(NativeMarkReader.grouped("678", as: "‘6789)"), "678")
    }

    func testOnlyDigitsAndAMarkAreKept() {
        for text in ["税込678円", "678円8", "678", "円678", "678元"] {
            let words = reader((.japanese, FakeModel(text))).words([word("6789)")], in: frame)
            XCTAssertEqual(words.map(\.text), ["6789)"], "\(text) is not kept")
        }
        XCTAssertEqual(reader((.japanese, FakeModel("(678円)"))).words([word("6789)")], in: frame).map(\.text), ["678円"])
    }

    /// A picture with no such script stops costing readings after a few doubtful numbers.
    func testAPictureWhoseDoubtfulNumbersReadNoMarkStopsBeingReadAgain() {
        let model = FakeModel("")
        let words = (0..<6).map { word("\(10 + $0)7t", y: Double(40 * $0)) }
        XCTAssertEqual(reader((.korean, model)).words(words, in: frame), words)
        XCTAssertEqual(model.crops, NativeMarkReader(models: []).maximumUnmarked)
    }

    /// Once one script read a mark, it reads the picture's other numbers first.
    func testTheScriptThatReadAMarkIsAskedFirst() {
        let japanese = FakeModel(""), chinese = FakeModel("110元")
        let words = reader((.japanese, japanese), (.chineseTraditional, chinese)).words([word("1107)"), word("1107t", y: 200)], in: frame)
        XCTAssertEqual(words.map(\.text), ["110元", "110元"])
        XCTAssertEqual(japanese.crops, 1, "asked for the first number only")
        XCTAssertEqual(chinese.crops, 2)
    }

    /// The English readings of the same price read the mark as a digit; the native reading wins
    /// the vote however many they are.
    func testTheVoteTakesTheNativeReadingOfAPrice() {
        let box = PixelRect(x: 300, y: 100, width: 60, height: 20)
        let english = DetectedPrice(rawText: "1107¤", value: 1107, box: box, confidence: 0.6)
        let native = DetectedPrice(rawText: "110元", value: 110, box: box, confidence: 0.8)
        let merged = StillReadingVote().merged([[native], [english], [english], [english]])
        XCTAssertEqual(merged.map(\.value), [110])
    }

    /// The live path reads only the scripts whose marks the saved currencies carry.
    func testTheLivePathReadsTheScriptsOfTheSavedCurrencies() {
        func list(_ codes: String...) -> CurrencyList {
            CurrencyList(codes.map { code in
                let entry = KnownCurrencies.entry(code: code)!
                return Currency(code: code, name: entry.name, symbols: entry.symbols, rate: 1, rateDate: nil)
            })
        }
        XCTAssertEqual(NativeMarkReader.Script.reading(list()), [])
        XCTAssertEqual(NativeMarkReader.Script.reading(list("USD", "EUR", "NOK")), [])
        XCTAssertEqual(NativeMarkReader.Script.reading(list("JPY")), [.japanese])
        XCTAssertEqual(NativeMarkReader.Script.reading(list("KRW", "USD")), [.korean])
        XCTAssertEqual(NativeMarkReader.Script.reading(list("JPY", "KRW")), [.japanese, .korean])
    }
}
