import CurrencyCore
import XCTest

/// Several readings of one still picture merged: same place, one candidate; most votes, its value.
final class StillReadingVoteTests: XCTestCase {
    private let vote = StillReadingVote()

    private func price(_ value: Decimal, x: Double, y: Double = 100, width: Double = 80) -> DetectedPrice {
        DetectedPrice(rawText: "\(value)", value: value, box: PixelRect(x: x, y: y, width: width, height: 30), confidence: 0.9)
    }

    func testTwoReadingsThatAgreeOutvoteAMisreadDigit() {
        let merged = vote.merged([[price(19.16, x: 10)], [price(19.46, x: 12)], [price(19.46, x: 9)]])
        XCTAssertEqual(merged.map(\.value), [19.46])
    }

    /// Fresh wild tune t055: the sparse and block readings read "319⁵⁰" as "31⁵⁰" at 0.92, dark ink
    /// and dark ink closed read it right at 0.99.
    func testOnATieTheValueReadMostSurelyWinsAsItsEarliestReadingReadIt() {
        var sure = price(319.50, x: 11), unsure = price(31.50, x: 10)
        sure.confidence = 0.99
        unsure.confidence = 0.92
        var marked = price(319.50, x: 12)
        marked.rawText = "kr 319,50"
        marked.confidence = 0.95
        let merged = vote.merged([[unsure], [marked], [unsure], [sure]])
        XCTAssertEqual(merged.map(\.value), [319.50])
        XCTAssertEqual(merged.first?.rawText, "kr 319,50", "the value's earliest reading, not its surest")
    }

    func testOnATieTheEarlierReadingsValueWins() {
        let merged = vote.merged([[price(28.81, x: 10)], [price(20.61, x: 11)]])
        XCTAssertEqual(merged.map(\.value), [28.81])
        XCTAssertEqual(merged.first?.box.x, 10, "the winning reading's own box")
    }

    func testAPriceOnlyALaterReadingFoundNeedsASecondReading() {
        let lone = vote.merged([[price(5, x: 10)], [price(7, x: 300)]])
        XCTAssertEqual(lone.map(\.value), [5], "one untrusted reading alone is not enough")
        let confirmed = vote.merged([[price(5, x: 10)], [price(7, x: 300)], [price(7, x: 302)]])
        XCTAssertEqual(Set(confirmed.map(\.value)), [5, 7])
        let trusting = StillReadingVote(trustedReadings: 2).merged([[price(5, x: 10)], [price(7, x: 300)]])
        XCTAssertEqual(Set(trusting.map(\.value)), [5, 7])
    }

    /// Dark ink and dark ink with its gaps closed see one ink: agreeing, they are not the second
    /// reading a lone price needs, but each still votes on the value.
    func testReadingsOfOneInkAreOneReadingForALonePriceButVoteApart() {
        let readings = [[price(5, x: 10)], [], [price(69, x: 300)], [], [price(69, x: 301)]]
        let sources = [0, 1, 2, 3, 2]
        XCTAssertEqual(vote.merged(readings, sources: sources).map(\.value), [5], "one ink read twice is one reading")
        XCTAssertEqual(Set(vote.merged(readings).map(\.value)), [5, 69], "as five readings it is confirmed")
        let misread = [[price(6.81, x: 10)], [price(20.61, x: 11)], [price(28.81, x: 12)], [], [price(28.81, x: 10)]]
        XCTAssertEqual(vote.merged(misread, sources: sources).map(\.value), [28.81], "two votes outvote two lone misreads")
    }

    /// Receipt 021: only the block reading read "SUMME EUR 5,47"; the sparse reading put an unlabelled
    /// 0.36 first and another reading a misread line above. The labelled total is reported and first.
    func testALabelledTotalOneReadingFoundIsReportedFirst() {
        var total = price(5.47, x: 700, y: 490)
        total.isLabelledTotal = true
        let other = price(0.36, x: 330, y: 685)
        let merged = vote.merged([[other], [total, other], [price(3.09, x: 700, y: 456)]])
        XCTAssertEqual(merged.map(\.value), [5.47, 0.36], "the lone unlabelled 3.09 still needs a second reading")
    }

    /// Fresh wild tune t014: one reading of five read the fine print "Pr/kg 45.5"; its label vouches
    /// for it as a total's does, but it ranks after the tag's own price.
    func testAUnitPriceAfterItsLabelOneReadingFoundIsReported() {
        var perKilo = price(45.5, x: 110, y: 339)
        perKilo.isLabelledSecondary = true
        let tag = price(36.40, x: 250, y: 150)
        let merged = vote.merged([[tag], [tag, perKilo], [tag], [price(3.09, x: 400, y: 456)]])
        XCTAssertEqual(merged.map(\.value), [36.40, 45.5], "the lone unlabelled 3.09 still needs a second reading")
    }

    /// Fresh wild tune t050: three readings of five misread "kr 253,50" (as "203,00", refused by the
    /// digit hole check); two read it; every one read "Pr/kg 1267.5" and ranked it first, as their
    /// only price. The unit price still comes last.
    func testAUnitPriceEveryReadingRanksFirstComesAfterTheTagsPrice() {
        var perKilo = price(1267.5, x: 146, y: 321)
        perKilo.isLabelledSecondary = true
        let tag = price(253.50, x: 250, y: 204)
        let merged = vote.merged([[perKilo], [tag, perKilo], [perKilo], [tag], [perKilo]])
        XCTAssertEqual(merged.map(\.value), [253.50, 1267.5])
    }

    /// Wild t097: only dark ink read "83K"; the others read "OK". It ends where the menu's other
    /// prices end and is printed as they are, so it is kept; a bare number there, a price printed
    /// otherwise, or one ending elsewhere still needs a second reading.
    func testALonePriceInAColumnOfPricesPrintedAsItIsIsKept() {
        func menu(_ text: String, _ value: Decimal, right: Double, y: Double) -> DetectedPrice {
            DetectedPrice(rawText: text, value: value, box: PixelRect(x: right - 37, y: y, width: 37, height: 15), confidence: 0.9)
        }
        let column = [menu("93k", 93000, right: 563, y: 234), menu("50k", 50000, right: 563, y: 266)]
        let readings = { (lone: DetectedPrice) in [column, column, [lone]] }
        XCTAssertEqual(vote.merged(readings(menu("83K", 83000, right: 562, y: 170))).map(\.value), [93000, 50000, 83000])
        let yuan = [menu("120元", 120, right: 586, y: 120), menu("70元", 70, right: 587, y: 164)]
        XCTAssertEqual(vote.merged([yuan, yuan, [menu("175¤", 175, right: 586, y: 340)]]).count, 3, "a mark is a mark")
        let bare = [menu("93", 93, right: 563, y: 234), menu("50", 50, right: 563, y: 266)]
        XCTAssertEqual(vote.merged([bare, bare, [menu("83", 83, right: 562, y: 170)]]).count, 2, "a column of bare numbers")
        XCTAssertEqual(vote.merged(readings(menu("8,30", 8.3, right: 562, y: 170))).count, 2, "printed otherwise")
        XCTAssertEqual(vote.merged(readings(menu("83k", 83000, right: 540, y: 170))).count, 2, "ending elsewhere")
        XCTAssertEqual(vote.merged([[column[0]], [column[0]], [menu("83k", 83000, right: 562, y: 170)]]).count, 1,
                       "one price is no column")
        // Wild t101: a receipt's column of unit prices, aligned left; "10,04" is wider than "7,29".
        let unit = { (text: String, value: Decimal, width: Double, y: Double) in
            DetectedPrice(rawText: text, value: value, box: PixelRect(x: 92, y: y, width: width, height: 13), confidence: 0.9)
        }
        let left = [unit("7,29", 7.29, 37.5, 273), unit("6,35", 6.35, 38, 230)]
        XCTAssertEqual(vote.merged([left, left, [unit("10,04", 10.04, 48, 165)]]).map(\.value).last, 10.04, "a column aligned left")
    }

    func testPricesEveryReadingRanksFirstComeFirst() {
        let total = price(24.23, x: 10, y: 500), line = price(4.78, x: 10, y: 600), other = price(1.49, x: 10, y: 200)
        let merged = vote.merged([[line, total, other], [total, line], [total, other]])
        XCTAssertEqual(merged.map(\.value), [24.23, 4.78, 1.49])
    }

    func testPricesSideBySideStayApart() {
        let merged = vote.merged([[price(3, x: 10), price(4, x: 60)], [price(3, x: 10), price(4, x: 62)]])
        XCTAssertEqual(merged.map(\.value), [3, 4], "boxes overlapping less than half the smaller one are two prices")
    }

    func testTwoPricesOfOneReadingAtOnePlaceAreNotMerged() {
        let merged = vote.merged([[price(10, x: 10), price(10, x: 12)]])
        XCTAssertEqual(merged.count, 2, "a reading votes once per candidate")
    }

    func testNoReadingsNoPrices() {
        XCTAssertTrue(vote.merged([]).isEmpty)
        XCTAssertTrue(vote.merged([[], []]).isEmpty)
    }

    func testReadingNamesParse() {
        XCTAssertEqual(StillReading.parse("sparse"), [.sparse])
        XCTAssertEqual(StillReading.parse("block, darkInk"), [.block, .darkInk])
        XCTAssertNil(StillReading.parse("sparse,psm6"), "an unknown name refuses the list")
        XCTAssertNil(StillReading.parse(""))
        XCTAssertEqual(StillReading.allCases.first, .sparse, "the live path's reading counts first")
    }
}
