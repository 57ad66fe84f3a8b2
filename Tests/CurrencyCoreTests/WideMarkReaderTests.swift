import CurrencyCore
import XCTest

/// Recovering a CJK mark (円, 元, 원) that the `eng` model read as a digit or "F", by its glyph's
/// width and height, on hand-made glyph layouts shaped like Tesseract's reads of "960円" and
/// "28,900円". No box tells the three marks apart: each becomes "¤", the currency the user chose.
final class WideMarkReaderTests: XCTestCase {
    /// A word of glyphs `(text, x, width, height)` on one baseline (bottom at y = 100).
    private func word(_ glyphs: [(String, Double, Double, Double)]) -> OCRWord {
        let made = glyphs.map { OCRGlyph(text: $0.0, box: PixelRect(x: $0.1, y: 100 - $0.3, width: $0.2, height: $0.3), confidence: 0.9) }
        let box = made.dropFirst().reduce(made[0].box) { $0.union($1.box) }
        return OCRWord(text: glyphs.map(\.0).joined(), box: box, confidence: 0.8, glyphs: made)
    }

    private func texts(_ words: [OCRWord]) -> [String] { WideMarkReader.normalized(words).map(\.text) }

    func testAWideTallLastDigitIsTheMark() {
        // "960円" read "9609": the last "9" is 1.7× as wide and 1.2× as tall as the digits.
        let read = word([("9", 253, 40, 64), ("6", 301, 40, 64), ("0", 352, 40, 64), ("9", 404, 67, 77)])
        XCTAssertEqual(texts([read]), ["960¤"])
        XCTAssertEqual(PriceExtractor().prices(in: [read]).first?.value, 960)
        let list = CurrencyList([Currency(code: "KRW", name: "KRW", symbols: ["₩", "원"], rate: Decimal(string: "0.023")!, rateDate: nil)], defaultCode: "KRW")
        XCTAssertEqual(PriceExtractor().prices(in: [read]).first.flatMap { PriceParser.parse($0.rawText).first?.currencyHint }
                           .flatMap { CurrencyMarks.currency(forHint: $0, in: list) }, .foreign(code: "KRW", isGuess: false),
                       "a 원 boxed as a 円 is in the user's currency, not converted as yen")
    }

    func testAMarkReadAsTwoTallDigitsIsOneMark() {
        // Wild tune t084's "65元" read "6570": the 元 as a "7" 1.9× as wide and 1.1× as tall as the
        // digits, its hook as a narrower "0" as tall. Which mark it was cannot be told: ¤, so the
        // price takes the currency the user chose.
        let read = word([("6", 100, 12, 18), ("5", 114, 11, 18), ("7", 128, 21, 20), ("0", 142, 10, 20)])
        XCTAssertEqual(texts([read]), ["65¤"])
        XCTAssertEqual(PriceExtractor().prices(in: [read]).map(\.value), [65])
        // A wide last digit before a narrower tall glyph is the number's own (a loose "0" of "420"
        // before its mark): the pair is not one mark.
        let loose = word([("4", 100, 11, 18), ("2", 114, 11, 18), ("0", 128, 10, 20), ("7", 142, 21, 20)])
        XCTAssertEqual(texts([loose]), ["420¤"])
    }

    func testOneMarkBoxedTwiceIsOneMark() {
        // Wild tune t089's "120元" read "1207t": a "7" as narrow as the digits and 1.14× as tall,
        // then a "t" box over it the em wide; "25元" read "2576" alike; "170元" read "1707¢", the "¢"
        // starting inside a wide "7".
        let boxedTwice = word([("1", 514, 13, 22), ("2", 529, 14, 22), ("0", 544, 14, 22), ("7", 558, 14, 25), ("t", 560, 26, 25)])
        XCTAssertEqual(texts([boxedTwice]), ["120¤"])
        let asDigits = word([("2", 529, 14, 21), ("5", 544, 14, 21), ("7", 557, 14, 24), ("6", 560, 26, 24)])
        XCTAssertEqual(texts([asDigits]), ["25¤"])
        let insideWide = word([("1", 514, 13, 22), ("7", 529, 14, 22), ("0", 544, 14, 21), ("7", 560, 26, 25), ("¢", 575, 11, 25)])
        XCTAssertEqual(texts([insideWide]), ["170¤"])
        // A fresh tune-font set's "170元" read "17076": a wide "7" 0.75 of the digits' height, a
        // narrow "6" over its end 1.13 of it; "250元" read "25076", a tall "7" under a wide low "6".
        // Neither box alone is the mark; the two together are as wide and tall as one.
        let lowThenTall = word([("1", 511, 9, 16), ("7", 522, 10, 16), ("0", 533, 10, 16), ("7", 544, 20, 12), ("6", 557, 7, 18)])
        XCTAssertEqual(texts([lowThenTall]), ["170¤"])
        let tallThenLow = word([("2", 510, 10, 15), ("5", 522, 10, 15), ("0", 533, 10, 15), ("7", 542, 13, 17), ("6", 544, 20, 12)])
        XCTAssertEqual(texts([tallThenLow]), ["250¤"])
        // A last digit of the digits' height under a loose box is the number's own: no mark.
        let loose = word([("1", 514, 13, 22), ("2", 529, 14, 22), ("0", 544, 14, 22), ("7", 558, 14, 22), ("t", 560, 26, 25)])
        XCTAssertEqual(texts([loose]), ["1207t"])
    }

    func testASpeckReadAsADigitBeforeTheMarkIsNoDigit() {
        // The CJK tune clip's "130元" read "13076": a "7" a seventh of the digits' height under the
        // mark, then the mark as a wide tall "6".
        let speck = word([("1", 147, 66, 129), ("3", 243, 70, 106), ("0", 321, 73, 140), ("7", 394, 14, 18), ("6", 405, 136, 147)])
        XCTAssertEqual(texts([speck]), ["130¤"])
        // A last digit a third of the digits' height or more stays a digit ("1307" before the mark).
        let small = word([("1", 147, 66, 129), ("3", 243, 70, 106), ("0", 321, 73, 140), ("7", 394, 30, 45), ("6", 430, 136, 147)])
        XCTAssertEqual(texts([small]), ["1307¤"])
    }

    func testAWideFWithJunkAfterAGroupedNumberIsTheMark() {
        let read = word([("3", 10, 40, 60), (",", 55, 12, 20), ("9", 70, 40, 60), ("0", 115, 40, 60), ("0", 160, 40, 60),
                         ("F", 205, 120, 75), ("1", 300, 20, 75)])
        XCTAssertEqual(texts([read]), ["3,900¤"])
    }

    func testAWideTallDigitMakingAFourthDigitInAGroupIsTheMark() {
        // Fixture f043's "28,900円" read "28,9005": the "5" is 1.7× as wide and 1.1× as tall.
        let read = word([("2", 178, 49, 76), ("8", 238, 49, 78), (",", 297, 21, 40), ("9", 328, 49, 78), ("0", 387, 49, 78),
                         ("0", 444, 52, 78), ("5", 506, 85, 87)])
        XCTAssertEqual(texts([read]), ["28,900¤"])
        // The same digit after a group of two is the group's third digit.
        let short = word([("2", 178, 49, 76), ("8", 238, 49, 78), (",", 297, 21, 40), ("9", 328, 49, 78), ("0", 387, 49, 78),
                          ("5", 506, 85, 87)])
        XCTAssertEqual(texts([short]), ["28,905"])
    }

    func testAWideTallBracketAfterTheDigitsIsTheMark() {
        // Fixture f104's "2,960円" read "2,960)": 1.7× as wide and 1.26× as tall as the digits.
        let read = word([("2", 505, 16, 23), (",", 521, 6, 8), ("9", 533, 16, 23), ("6", 553, 15, 23), ("0", 570, 16, 23),
                         (")", 589, 27, 29)])
        XCTAssertEqual(texts([read]), ["2,960¤"])
        // A bracket of the digits' size is just a bracket.
        let bracket = word([("9", 533, 16, 23), ("6", 553, 15, 23), ("0", 570, 16, 23), (")", 589, 8, 26)])
        XCTAssertEqual(texts([bracket]), ["960)"])
    }

    func testLooseDigitBoxesDoNotHideAWideMark() {
        // Fixture f092's "1,060円" read "1,060F9" with digit boxes up to 37 px wide at 32 px tall:
        // the digits' width is taken as at most 0.7 of their height.
        let read = word([("1", 454, 18, 31), (",", 472, 8, 10), ("0", 488, 37, 32), ("6", 514, 24, 32), ("0", 525, 35, 32),
                         ("F", 560, 19, 37), ("9", 564, 36, 37)])
        XCTAssertEqual(texts([read]), ["1,060¤"])
    }

    func testAGlyphFarTallerThanTheDigitsIsNoMark() {
        // A real tag's fine print "314": 7 px digits and a 21 px stroke read as "4".
        let read = word([("3", 293, 7, 7), ("1", 302, 4, 7), ("4", 309, 7, 21)])
        XCTAssertEqual(texts([read]), ["314"])
    }

    func testNoYenMarkAfterDigitsNoYenPriceIsPrintedAs() {
        // A real tag's fine print "332784" + a wide glyph, and "5.030" + one: yen prices group
        // with commas from five digits on.
        let long = word([("3", 10, 20, 40), ("3", 32, 20, 40), ("2", 54, 20, 40), ("7", 76, 20, 40), ("8", 98, 20, 40),
                         ("4", 120, 40, 48)])
        let dotted = word([("5", 10, 20, 40), (".", 32, 6, 6), ("0", 40, 20, 40), ("3", 62, 20, 40), ("0", 84, 40, 48)])
        XCTAssertEqual(texts([long, dotted]), ["332784", "5.030"])
    }

    func testOrdinaryNumbersAreLeftAlone() {
        let plain = word([("1", 10, 20, 60), ("2", 35, 40, 60), ("8", 80, 40, 60)])
        // A loose last box after a separator: "138,000" is well formed, not "138,00" + mark.
        let grouped = word([("1", 10, 20, 60), ("3", 35, 40, 60), ("8", 80, 40, 60), (",", 125, 12, 20),
                            ("0", 140, 40, 60), ("0", 185, 40, 60), ("0", 230, 70, 75)])
        // Same width, not taller: a digit.
        let wideOnly = word([("4", 10, 40, 60), ("4", 55, 40, 60), ("0", 100, 64, 60)])
        // A unit letter, not "F".
        let unit = word([("4", 10, 40, 60), ("9", 55, 40, 60), ("0", 100, 40, 60), ("g", 145, 64, 75)])
        XCTAssertEqual(texts([plain, grouped, wideOnly, unit]), ["128", "138,000", "440", "490g"])
    }

    func testALastDigitThreeDigitsWideHoldsTheDigitAndTheMark() {
        // "2,710円" read "2,710" at confidence 0: the last "0" box is three digits wide and taller.
        var read = word([("2", 505, 16, 23), (",", 518, 6, 8), ("7", 534, 15, 23), ("1", 553, 14, 23), ("0", 570, 46, 29)])
        read.confidence = 0
        XCTAssertEqual(texts([read]), ["2,710¤"])
        XCTAssertEqual(WideMarkReader.normalized([read]).first?.confidence, 0.9, "the digits beside the mark")
        XCTAssertEqual(PriceExtractor().prices(in: [read]).first?.value, 2710)
    }

    func testDigitsEndingInCentsGetNoYenMark() {
        // A real tag's "239,99" whose last "9" box is loose: yen prices have no cents.
        let read = word([("2", 172, 16, 18), ("3", 191, 16, 18), ("9", 210, 16, 18), (",", 230, 5, 7), ("9", 239, 18, 29), ("9", 258, 38, 30)])
        XCTAssertEqual(texts([read]), ["239,99"])
    }

    func testFAndTheGlyphAfterItAreTheMarksTwoHalves() {
        // "470円" read "470F4": "F" alone is a digit wide, "F4" together 1.8 digits.
        let read = word([("4", 1118, 31, 40), ("7", 1153, 29, 42), ("0", 1187, 28, 43), ("F", 1224, 27, 49), ("4", 1251, 25, 49)])
        XCTAssertEqual(texts([read]), ["470¤"])
    }

    func testTwoJunkGlyphsThatTogetherAreWideAndTallAreTheYenMark() {
        // Fixture f116's "1,480円" read "1,480/)": "/" and ")" are the mark's two halves.
        let read = word([("1", 449, 11, 30), (",", 466, 8, 11), ("4", 477, 22, 31), ("8", 500, 21, 29), ("0", 524, 21, 29),
                         ("/", 549, 9, 37), (")", 561, 21, 36)])
        XCTAssertEqual(texts([read]), ["1,480¤"])
        let digitAfter = word([("1", 449, 11, 30), (",", 466, 8, 11), ("4", 477, 22, 31), ("8", 500, 21, 29), ("0", 524, 21, 29),
                               ("/", 549, 9, 37), ("7", 561, 21, 36)])
        XCTAssertEqual(texts([digitAfter]), ["1,480/7"], "a digit after the junk: not a mark")
    }

    func testAFirstDigitTwiceAsWideHoldsAMarkBeforeIt() {
        // "₩29,000" read "29,000": the "2" box is as wide as "₩2".
        let read = word([("2", 509, 21, 15), ("9", 532, 9, 15), (",", 543, 3, 6), ("0", 549, 9, 15), ("0", 560, 9, 15), ("0", 571, 9, 15)])
        XCTAssertEqual(texts([read]), ["¤29,000"])
        XCTAssertEqual(PriceExtractor().prices(in: [read]).first?.value, 29000)
        // As wide but not as tall is not a glyph with a mark in it; a number with letters is left alone.
        let short = word([("2", 509, 21, 8), ("9", 532, 9, 15), (",", 543, 3, 6), ("0", 549, 9, 15), ("0", 560, 9, 15), ("0", 571, 9, 15)])
        let lettered = word([("2", 509, 21, 15), ("9", 532, 9, 15), ("g", 549, 9, 15)])
        // A bare integer's loose first box ("599" on a shelf tag) is not a mark.
        let bare = word([("5", 240, 122, 75), ("9", 354, 58, 67), ("9", 421, 58, 64)])
        XCTAssertEqual(texts([short, lettered, bare]), ["29,000", "29g", "599"])
    }
}
