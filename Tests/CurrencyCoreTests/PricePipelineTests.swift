@testable import CurrencyCore
import Foundation
import XCTest

/// The recognition pipeline's stages run against a fake OCR: what each stage asks the engine and
/// what it makes of the answer, with no Tesseract in the process.
final class PricePipelineTests: XCTestCase {
    /// Answers each pass with the words `answer` gives for it, and records the passes asked.
    private final class FakeOCR: TextRecognizing, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [OCRPass] = []
        private let answer: @Sendable (LumaFrame, OCRPass) -> [OCRWord]

        init(_ answer: @escaping @Sendable (LumaFrame, OCRPass) -> [OCRWord]) { self.answer = answer }

        var passes: [OCRPass] { lock.withLock { asked } }

        func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord] {
            lock.withLock { asked.append(pass) }
            return answer(frame, pass)
        }
    }

    /// A light grey 640×480 frame, with the pixels in `ink` black.
    private func frame(ink: PixelRect? = nil) -> LumaFrame {
        frame(inks: ink.map { [$0] } ?? [])
    }

    /// 640×480 of paper with each of `inks` filled dark.
    private func frame(inks: [PixelRect]) -> LumaFrame {
        var pixels = [UInt8](repeating: 230, count: 640 * 480)
        for ink in inks {
            for y in Int(ink.y)..<Int(ink.maxY) { for x in Int(ink.x)..<Int(ink.maxX) { pixels[y * 640 + x] = 20 } }
        }
        return LumaFrame(width: 640, height: 480, stride: 640, pixels: pixels, captureTime: 0)
    }

    private static func word(_ text: String, _ box: PixelRect, glyphs: [OCRGlyph] = []) -> OCRWord {
        OCRWord(text: text, box: box, confidence: 0.9, glyphs: glyphs)
    }

    /// A 640×480 frame of `paper` with dark glyphs 76 px tall (a "3" and a "9"), which the row finder
    /// finds without OCR, and, with `raisedCents`, two glyphs half as tall where raised cents print.
    private func rowOf39(paper: UInt8, raisedCents: Bool = false) -> LumaFrame {
        var pixels = [UInt8](repeating: paper, count: 640 * 480)
        for x0 in [250, 292] { for y in 122..<198 { for x in x0..<(x0 + 34) where x < x0 + 8 || x > x0 + 25 || y < 130 || y > 190 {
            pixels[y * 640 + x] = 30 } } }
        if raisedCents {
            for x0 in [336, 356] { for y in 122..<160 { for x in x0..<(x0 + 16) where x < x0 + 4 || x > x0 + 11 || y < 126 || y > 155 {
                pixels[y * 640 + x] = 30 } } }
        }
        return LumaFrame(width: 640, height: 480, stride: 640, pixels: pixels, captureTime: 0)
    }

    /// The width of the first tall row's tight crop in `frame`, around the row's ink at the region's scale.
    private func tightRowWidth(in frame: LumaFrame) throws -> Int {
        let row = try XCTUnwrap(TallTextRowFinder().rows(in: frame).first)
        let region = try XCTUnwrap(PriceRegionRefiner().regions(for: [row], words: [], planned: []).first)
        let ink = try XCTUnwrap(region.rowInk)
        return Int((ink.width * region.scale).rounded())
    }

    /// "39" as read in the row's tight crop: the digits fill it but for the margin.
    private static func thirtyNine(filling crop: LumaFrame) -> [OCRWord] {
        [word("39", PixelRect(x: 4, y: 4, width: Double(crop.width) - 8, height: Double(crop.height) - 8),
              glyphs: [OCRGlyph(text: "3", box: PixelRect(x: 4, y: 4, width: 14, height: 32)),
                       OCRGlyph(text: "9", box: PixelRect(x: 20, y: 4, width: 14, height: 32))])]
    }

    /// Raised cents "90" where the tight cents box expects them: inside its margin, the model's text height.
    private static let ninety = word("90", PixelRect(x: 15, y: 15, width: 50, height: 32))

    func testTheFirstPassReadsTheWholeFrameAsSparseTextAndItsMarkedPriceIsReported() {
        let ocr = FakeOCR { _, pass in
            pass.pageSegmentation == .sparseText ? [Self.word("¥330", PixelRect(x: 100, y: 100, width: 120, height: 40))] : []
        }
        let prices = PricePipeline(ocr: ocr).prices(in: frame())
        XCTAssertEqual(prices.map(\.value), [330])
        XCTAssertEqual(prices.first?.box, PixelRect(x: 100, y: 100, width: 120, height: 40))
        // A light frame: no line is read again inverted; a price read with its mark is not re-read.
        XCTAssertEqual(ocr.passes, [OCRPass(pageSegmentation: .sparseText, inversion: .never)])
    }

    /// A tall bare "29" is re-read as one line at the model's text height; the line's raised "90"
    /// is cut off as cents, and the price assembled in the frame's pixels is 29.90.
    func testATallNumberIsReReadAsALineAndItsRaisedCentsJoinIt() throws {
        let first = PixelRect(x: 200, y: 200, width: 100, height: 80)
        let region = try XCTUnwrap(PriceRegionRefiner().regions(for: [Self.word("29", first)]).first)
        // The line as read in the crop: two digits of the integer's height, two raised at half of it.
        let s = region.scale, top = (first.y - region.box.y) * s, left = (first.x - region.box.x) * s
        let glyphs = [
            OCRGlyph(text: "2", box: PixelRect(x: left, y: top, width: 18, height: 80 * s)),
            OCRGlyph(text: "9", box: PixelRect(x: left + 20, y: top, width: 18, height: 80 * s)),
            OCRGlyph(text: "9", box: PixelRect(x: left + 42, y: top, width: 9, height: 40 * s)),
            OCRGlyph(text: "0", box: PixelRect(x: left + 52, y: top, width: 9, height: 40 * s)),
        ]
        let line = Self.word("2990", glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }, glyphs: glyphs)
        let ocr = FakeOCR { _, pass in
            switch pass.pageSegmentation {
            case .sparseText where pass.characters == .any: [Self.word("29", first)]
            case .singleLine: [line]
            default: []
            }
        }
        let prices = PricePipeline(ocr: ocr).prices(in: frame())
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "29.90")!])
        XCTAssertEqual(try XCTUnwrap(prices.first).box.x, first.x, accuracy: 1, "mapped back to the frame's pixels")
        XCTAssertTrue(ocr.passes.contains(.line))
    }

    /// Raised cents read in their own crop come back boxed down to the crop's whole height (a live
    /// frame's "18⁹⁰", Norwegian tune clip): fitted to their ink, they are raised beside the
    /// integer and join it; left as boxed, "29" and "90" stay two numbers and no price is made.
    func testCentsReadInTheirCropAreBoxedByTheirInkAndJoinTheInteger() throws {
        // The cents' ink: rows 205..<235, raised beside the integer's 200..<280.
        let prices = try pricesOf29(centsBox: { crop in PixelRect(x: 8, y: 0, width: 40, height: Double(crop.height)) },
                                    inks: [PixelRect(x: 305, y: 205, width: 40, height: 30)])
        XCTAssertEqual(prices, [Decimal(string: "29.90")!])
    }

    /// The same cents boxed from left of the integer's end, over its last stroke, down past its
    /// middle, with the tag's edge running through the box (fresh wild tune t049, "131⁹⁰" on an
    /// e-paper label): fitted to the ink right of the integer, without the edge, they join it.
    func testCentsBoxedOverTheIntegersLastStrokeAndTheTagsEdgeAreFittedToTheirOwnInk() throws {
        // The cents' ink (rows 205..<235), the "9"'s right stroke (columns 296..<300, rows
        // 200..<280) and the tag's edge (columns 360..<364, rows 150..<300).
        let prices = try pricesOf29(centsBox: { crop in PixelRect(x: 0, y: 0, width: Double(crop.width), height: Double(crop.height)) },
                                    inks: [PixelRect(x: 305, y: 205, width: 40, height: 30), PixelRect(x: 296, y: 200, width: 4, height: 80),
                                           PixelRect(x: 360, y: 150, width: 4, height: 150)])
        XCTAssertEqual(prices, [Decimal(string: "29.90")!])
    }

    /// The prices read in a frame holding `inks` where the first pass reads "29" at 200, 200 (80 px
    /// tall), its region as that line, and its cents region "90" boxed by `centsBox` in the crop.
    private func pricesOf29(centsBox: @escaping @Sendable (LumaFrame) -> PixelRect, inks: [PixelRect]) throws -> [Decimal] {
        let first = PixelRect(x: 200, y: 200, width: 100, height: 80)
        let region = try XCTUnwrap(PriceRegionRefiner().regions(for: [Self.word("29", first)]).first)
        let s = region.scale, top = (first.y - region.box.y) * s, left = (first.x - region.box.x) * s
        let glyphs = [OCRGlyph(text: "2", box: PixelRect(x: left, y: top, width: 40 * s, height: 80 * s)),
                      OCRGlyph(text: "9", box: PixelRect(x: left + 50 * s, y: top, width: 50 * s, height: 80 * s))]
        let line = Self.word("29", glyphs[0].box.union(glyphs[1].box), glyphs: glyphs)
        let ocr = FakeOCR { crop, pass in
            switch pass {
            case .sparseDigits:
                let box = centsBox(crop), half = box.width / 2
                return [Self.word("90", box, glyphs: [
                    OCRGlyph(text: "9", box: PixelRect(x: box.x, y: box.y, width: half, height: box.height)),
                    OCRGlyph(text: "0", box: PixelRect(x: box.x + half, y: box.y, width: half, height: box.height))])]
            case .line: return [line]
            case _ where pass.pageSegmentation == .sparseText: return [Self.word("29", first)]
            default: return []
            }
        }
        return PricePipeline(ocr: ocr).prices(in: frame(inks: inks)).map(\.value)
    }

    /// A tall "120°" re-read as a line that goes on with a mark the model reads for raised cents it
    /// cannot read ("120%" for a blurred "120⁵⁰"), the cents unread in every crop: the integer alone
    /// is not the price. The line read without the mark, or ending as a price may ("120-"), is.
    func testAnIntegerWhoseLineGoesOnWithACentsMarkIsDroppedWhenItsCentsStayUnread() throws {
        let first = PixelRect(x: 200, y: 200, width: 150, height: 80)
        let region = try XCTUnwrap(PriceRegionRefiner().regions(for: [Self.word("120°", first)]).first)
        let s = region.scale, top = (first.y - region.box.y) * s, left = (first.x - region.box.x) * s
        func prices(lineEndingIn mark: String?) -> [Decimal] {
            var glyphs = "120".enumerated().map { index, digit in
                OCRGlyph(text: String(digit), box: PixelRect(x: left + Double(index) * 20, y: top, width: 18, height: 80 * s))
            }
            // Tesseract gives a mark it cannot place the whole line's box.
            if let mark { glyphs.append(OCRGlyph(text: mark, box: PixelRect(x: left, y: top - 4, width: 90, height: 80 * s + 8))) }
            let line = Self.word(glyphs.map(\.text).joined(), glyphs.dropFirst().reduce(glyphs[0].box) { $0.union($1.box) }, glyphs: glyphs)
            let ocr = FakeOCR { _, pass in
                switch pass.pageSegmentation {
                case .sparseText where pass.characters == .any: [Self.word("120°", first)]
                case .singleLine: [line]
                default: []
                }
            }
            return PricePipeline(ocr: ocr).prices(in: frame()).map(\.value)
        }
        XCTAssertEqual(prices(lineEndingIn: nil), [120])
        XCTAssertEqual(prices(lineEndingIn: "-"), [120])
        XCTAssertEqual(prices(lineEndingIn: "%"), [])
        XCTAssertEqual(prices(lineEndingIn: "°"), [])
    }

    /// A tall row the first pass read nothing at: its region, reaching over a tag's border, reads no
    /// digit; read again tight around the row's ink it reads "39". Its raised cents, unread as
    /// sparse digits, are read as one word in the tight cents box, and the price is 39.90.
    func testARowReadAgainTightAndItsCentsReadAsOneWord() throws {
        let frame = rowOf39(paper: 200)
        let tightWidth = try tightRowWidth(in: frame)
        let ocr = FakeOCR { crop, pass in
            switch (pass.pageSegmentation, pass.characters) {
            case (.singleLine, _) where crop.width > tightWidth + 1: [Self.word("|", PixelRect(x: 60, y: 0, width: 4, height: 40))]
            case (.singleLine, _): Self.thirtyNine(filling: crop)
            case (.singleWord, .digits): [Self.ninety]
            default: []
            }
        }
        let prices = PricePipeline(ocr: ocr).prices(in: frame)
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "39.90")!])
        XCTAssertEqual(ocr.passes.filter { $0 == .line }.count, 2, "the region, then the row's ink")
        XCTAssertTrue(ocr.passes.contains(.sparseDigits), "the generous cents box is read first")
    }

    /// The row of the test above on grey paper, its raised cents' ink seen by the row finder: read as
    /// no digit in a still picture, they are read once more with the paper flattened
    /// (`PaperFlattening`); the fake reads "90" only on white paper. The live path does not.
    func testAStillPicturesCentsThatReadNothingAreReadAgainOnFlattenedPaper() throws {
        let frame = rowOf39(paper: 150, raisedCents: true)
        let tightWidth = try tightRowWidth(in: frame)
        let ocr = FakeOCR { crop, pass in
            let whitePaper = (crop.pixels.max() ?? 0) > 200
            switch (pass.pageSegmentation, pass.characters) {
            // The row's tight crop reads "39"; its wide region and the raised ink's own row read a border.
            case (.singleLine, _) where abs(crop.width - tightWidth) > 1: return [Self.word("|", PixelRect(x: 10, y: 0, width: 4, height: 40))]
            case (.singleLine, _): return Self.thirtyNine(filling: crop)
            case (.singleWord, .digits) where whitePaper: return [Self.ninety]
            default: return []
            }
        }
        let pipeline = PricePipeline(ocr: ocr)
        XCTAssertEqual(pipeline.stillPrices(in: frame, readings: [.sparse]).map(\.value), [Decimal(string: "39.90")!])
        XCTAssertEqual(ocr.passes.filter { $0 == .wordDigits }.count, 2, "the grey crop, then the flattened one")
        // Live, the cents stay unread and the integer alone is not reported.
        XCTAssertEqual(pipeline.prices(in: frame).map(\.value), [])
        XCTAssertEqual(ocr.passes.filter { $0 == .wordDigits }.count, 3, "the grey crop only")
    }

    /// A row of raised cents is found as a tall row of its own and re-read alone, but it is those
    /// cents: cut out without its integer, the integer's last stroke reads as a "1" and a mark
    /// follows ("190”" for the "⁹⁰" of 39⁹⁰, Norwegian tune clip). Taken as an integer whose
    /// cents are unread, the reading would replace the cents the first pass read and no price be
    /// left; read as the cents, the stroke read twice is trimmed and the price is 39.90.
    func testARowWhereRaisedCentsPrintIsReadAsTheCentsNotAsAnInteger() throws {
        let frame = rowOf39(paper: 200, raisedCents: true)
        let centsRow = try XCTUnwrap(TallTextRowFinder().rows(in: frame).first { $0.glyphHeight < 50 })
        let region = try XCTUnwrap(PriceRegionRefiner().regions(for: [centsRow], words: [], planned: []).first)
        func glyph(_ text: String, _ x: Double, _ width: Double, inCrop: Bool) -> OCRGlyph {
            let box = PixelRect(x: x, y: 122, width: width, height: 38)
            guard inCrop else { return OCRGlyph(text: text, box: box) }
            return OCRGlyph(text: text, box: PixelRect(x: (box.x - region.box.x) * region.scale, y: (box.y - region.box.y) * region.scale,
                                                       width: box.width * region.scale, height: box.height * region.scale))
        }
        let thirtyNine = Self.word("39", PixelRect(x: 250, y: 122, width: 76, height: 76), glyphs: [
            OCRGlyph(text: "3", box: PixelRect(x: 250, y: 122, width: 34, height: 76)),
            OCRGlyph(text: "9", box: PixelRect(x: 292, y: 122, width: 34, height: 76))])
        let ninety = [glyph("9", 336, 16, inCrop: false), glyph("0", 356, 16, inCrop: false)]
        let rowRead = [glyph("1", 318, 8, inCrop: true), glyph("9", 336, 16, inCrop: true), glyph("0", 356, 16, inCrop: true),
                       glyph("”", 374, 6, inCrop: true)]
        let ocr = FakeOCR { crop, pass in
            switch pass.pageSegmentation {
            case .sparseText where pass.characters == .any:
                [thirtyNine, Self.word("90", ninety[0].box.union(ninety[1].box), glyphs: ninety)]
            case .singleLine where abs(Double(crop.width) - (region.box.width * region.scale).rounded()) <= 1:
                [Self.word("190”", rowRead.dropFirst().reduce(rowRead[0].box) { $0.union($1.box) }, glyphs: rowRead)]
            default: []
            }
        }
        XCTAssertEqual(PricePipeline(ocr: ocr).prices(in: frame).map(\.value), [Decimal(string: "39.90")!])
    }

    /// A bare two-digit number with no other text read is a price when it fills a quarter of the
    /// frame's height, live as in a still picture (a Japanese tag's "79" held close, its name in
    /// script the `eng` model does not read); smaller, it may be raised cents whose integer was lost.
    func testALoneTwoDigitNumberFillingTheLiveFrameIsItsPrice() {
        let pipeline = { (height: Double) in
            PricePipeline(ocr: FakeOCR { _, pass in
                pass.pageSegmentation == .sparseText && pass.characters == .any
                    ? [Self.word("79", PixelRect(x: 250, y: 150, width: 0.9 * height, height: height))] : []
            })
        }
        XCTAssertEqual(pipeline(150).prices(in: frame()).map(\.value), [79], "0.31 of the frame's height")
        XCTAssertEqual(pipeline(60).prices(in: frame()).map(\.value), [], "0.13 of it: raised øre are 0.08–0.13 of a picture")
    }

    /// Live, a price whose ink runs on past the frame's bottom is left out (its digits may be cut);
    /// a still picture is often cropped tight around its price, which stays.
    func testAPriceCutByTheBottomIsDroppedLiveButKeptInAStillPicture() {
        let ink = PixelRect(x: 300, y: 440, width: 100, height: 40)
        let ocr = FakeOCR { _, pass in
            pass.pageSegmentation == .sparseText ? [Self.word("¥330", PixelRect(x: 290, y: 430, width: 120, height: 50))] : []
        }
        let pipeline = PricePipeline(ocr: ocr)
        XCTAssertEqual(pipeline.prices(in: frame(ink: ink)).map(\.value), [])
        XCTAssertEqual(pipeline.stillPrices(in: frame(ink: ink), readings: [.sparse]).map(\.value), [330])
    }

    /// Live, a price read without a glyph that the frame's side cuts beside it ("53,500원" with its
    /// "5" half out of view, read "3,500") is left out; a still picture keeps what it reads.
    func testAPriceBesideAGlyphCutByTheSideIsDroppedLiveButKeptInAStillPicture() {
        // The digits' strokes at every other column, and the cut glyph's at the left side.
        func line(cutGlyph: Bool) -> LumaFrame {
            var pixels = [UInt8](repeating: 230, count: 640 * 480)
            let columns = Array(stride(from: 32, to: 150, by: 2)) + (cutGlyph ? Array(stride(from: 0, to: 15, by: 2)) : [])
            for y in 200..<240 { for x in columns { pixels[y * 640 + x] = 20 } }
            return LumaFrame(width: 640, height: 480, stride: 640, pixels: pixels, captureTime: 0)
        }
        let cut = line(cutGlyph: true)
        let ocr = FakeOCR { _, pass in
            pass.pageSegmentation == .sparseText ? [Self.word("¥3,500", PixelRect(x: 30, y: 195, width: 125, height: 50))] : []
        }
        let pipeline = PricePipeline(ocr: ocr)
        XCTAssertEqual(pipeline.prices(in: cut).map(\.value), [])
        XCTAssertEqual(pipeline.stillPrices(in: cut, readings: [.sparse]).map(\.value), [3500])
        XCTAssertEqual(pipeline.prices(in: line(cutGlyph: false)).map(\.value), [3500],
                       "nothing at the side: the price stays")
    }

    /// A still picture's four readings are voted: a price only the block reading found is left out,
    /// one the sparse readings found stays; read alone, the block reading is trusted.
    func testAStillPicturesReadingsAreVoted() {
        let ocr = FakeOCR { _, pass in
            switch pass.pageSegmentation {
            case .sparseText: [Self.word("¥330", PixelRect(x: 100, y: 100, width: 120, height: 40))]
            case .singleBlock: [Self.word("¥500", PixelRect(x: 400, y: 300, width: 120, height: 40))]
            default: []
            }
        }
        let pipeline = PricePipeline(ocr: ocr)
        XCTAssertEqual(pipeline.stillPrices(in: frame()).map(\.value), [330])
        XCTAssertEqual(pipeline.stillPrices(in: frame(), readings: [.block]).map(\.value), [500])
        XCTAssertEqual(ocr.passes.filter { $0.pageSegmentation == .singleBlock }.count, 2, "one block pass per block reading")
    }

    /// A dotted stroke (a dot-matrix printer's) is read whole only in the reading that closes the
    /// dark ink's gaps; that reading and the plain dark-ink one see one ink, so a price only they
    /// read is not reported, while one the block reading also read is.
    func testTheClosedInkReadingReadsDotsAsStrokesAndCountsWithTheDarkInkAsOneReading() {
        var pixels = [UInt8](repeating: 230, count: 640 * 480)
        for y in stride(from: 200, to: 240, by: 2) { pixels[y * 640 + 300] = 20 }
        let dotted = LumaFrame(width: 640, height: 480, stride: 640, pixels: pixels, captureTime: 0)
        let dots = PixelRect(x: 280, y: 195, width: 60, height: 50), elsewhere = PixelRect(x: 60, y: 60, width: 90, height: 40)
        let ocr = FakeOCR { frame, pass in
            guard frame.width == 640, frame.height == 480, pass.characters == .any else { return [] }
            let darkInkDrawn = frame.pixels[10] == 255 && frame.pixels[200 * 640 + 300] == 0
            let joined = frame.pixels[201 * 640 + 300] == 0
            var words: [OCRWord] = []
            if pass.pageSegmentation == .singleBlock || (pass.pageSegmentation == .sparseText && joined) {
                words.append(Self.word("¥330", dots))
            }
            if pass.pageSegmentation == .sparseText, darkInkDrawn { words.append(Self.word("¥500", elsewhere)) }
            return words
        }
        let pipeline = PricePipeline(ocr: ocr)
        XCTAssertEqual(pipeline.stillPrices(in: dotted).map(\.value), [330])
        XCTAssertEqual(pipeline.stillPrices(in: dotted, readings: [.sparse, .block, .darkInk, .lightInk]).map(\.value), [],
                       "without the closing only the block reading read the dots")
    }

    /// Small print whose first reading makes no price ("2.5", a cent lost) is read again as a line
    /// enlarged, in a still picture: the re-read "2.50" is kept, mapped back to the frame's pixels.
    /// A re-read that makes no price either leaves the first reading; the live path does not re-read.
    func testAStillPicturesSmallPrintIsReadAgainEnlarged() {
        let small = PixelRect(x: 300, y: 300, width: 26, height: 14)
        func pipeline(rereading text: String) -> (PricePipeline, FakeOCR) {
            let ocr = FakeOCR { crop, pass in
                switch pass.pageSegmentation {
                case .sparseText where pass.characters == .any: [Self.word("2.5", small)]
                case .singleLine: [Self.word(text, PixelRect(x: 0.7 * 32, y: 0.2 * 32, width: Double(crop.width) / 2, height: 32))]
                default: []
                }
            }
            return (PricePipeline(ocr: ocr), ocr)
        }
        let (reading, ocr) = pipeline(rereading: "2.50")
        let prices = reading.stillPrices(in: frame(), readings: [.sparse])
        XCTAssertEqual(prices.map(\.value), [Decimal(string: "2.5")!])
        XCTAssertEqual(prices.first?.rawText, "2.50")
        XCTAssertEqual(prices.first?.box.height ?? 0, 14, accuracy: 0.5, "in the frame's pixels")
        XCTAssertEqual(ocr.passes.filter { $0 == .line }.count, 1)
        XCTAssertEqual(pipeline(rereading: "2.5").0.stillPrices(in: frame(), readings: [.sparse]), [])
        let (live, liveOCR) = pipeline(rereading: "2.50")
        XCTAssertEqual(live.prices(in: frame()), [])
        XCTAssertFalse(liveOCR.passes.contains(.line))
    }

    /// A line of small print the first pass read nothing of ("+ pant 2.50" under a tag's price,
    /// seven glyphs 12 px tall drawn as rings) is found as ink and read again as a line, enlarged,
    /// in a still picture. Its reading is kept when it reads at least as many characters as the line
    /// has glyphs: one that lost glyphs ("2.50" alone) may have lost a digit too.
    func testAStillPicturesUnreadLineOfSmallPrintIsFoundAsInkAndReadEnlarged() {
        var pixels = [UInt8](repeating: 225, count: 640 * 480)
        for x0 in [300, 311, 322, 333, 362, 373, 384] {
            for y in 288..<300 { for x in x0..<(x0 + 8) where x < x0 + 2 || x >= x0 + 6 || y < 290 || y >= 298 { pixels[y * 640 + x] = 30 } }
        }
        let picture = LumaFrame(width: 640, height: 480, stride: 640, pixels: pixels, captureTime: 0)
        func prices(rereading text: String) -> (prices: [DetectedPrice], ocr: FakeOCR) {
            let ocr = FakeOCR { crop, pass in
                pass.pageSegmentation == .singleLine
                    ? [Self.word(text, PixelRect(x: 0.7 * 32, y: 0.5 * 32, width: Double(crop.width) - 2.3 * 32, height: 32))] : []
            }
            return (PricePipeline(ocr: ocr).stillPrices(in: picture, readings: [.sparse]), ocr)
        }
        let read = prices(rereading: "+ pant 2.50")
        XCTAssertEqual(read.prices.map(\.value), [Decimal(string: "2.5")!])
        XCTAssertEqual(read.prices.first?.box.height ?? 0, 12, accuracy: 0.5, "in the picture's pixels")
        XCTAssertEqual(read.ocr.passes.filter { $0 == .line }.count, 1)
        XCTAssertEqual(prices(rereading: "2.50").prices, [], "three glyphs of seven lost")
    }
}
