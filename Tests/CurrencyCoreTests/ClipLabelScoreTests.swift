import CurrencyCore
import XCTest

final class ClipLabelScoreTests: XCTestCase {
    private let truth = """
    start_s\tend_s\timage\tprimary_price\tprice_values
    0.0\t3.0\timages/a.jpg\t79.99\t79.99;99.99
    3.0\t6.0\timages/b.jpg\t299.99\t299.99
    """

    private func shown(_ value: Decimal, opacity: Double = 1, current: Bool = true) -> ClipLabelScore.Shown {
        ClipLabelScore.Shown(value: value, opacity: opacity, isCurrent: current)
    }

    func testWrongLabelSecondsAreWeightedByOpacityAndSplitByFading() throws {
        var score = try XCTUnwrap(ClipLabelScore(tsv: truth))
        XCTAssertEqual(score.duration, 6)
        score.observe([], at: 0.5)
        score.observe([shown(79.99), shown(5)], at: 1.0)                 // 1.0–1.5: one right, one misread
        score.observe([shown(79.99)], at: 1.5)                           // 1.5–3.0, observed in 0.5 s steps
        score.observe([shown(79.99)], at: 2.0)
        score.observe([shown(79.99)], at: 2.5)
        score.observe([shown(79.99, opacity: 0.5, current: false)], at: 3.0)  // 3.0–3.5: the old tag's label fading
        score.observe([shown(299.99)], at: 3.5)
        score.observe([], at: 4.0)
        XCTAssertEqual(score.labelSeconds, 0.5 * 2 + 1.5 + 0.25 + 0.5, accuracy: 1e-9)
        XCTAssertEqual(score.wrongSeconds, 0.5 + 0.25, accuracy: 1e-9)
        XCTAssertEqual(score.wrongFadingSeconds, 0.25, accuracy: 1e-9)
        XCTAssertEqual(score.keyShownSeconds, 2.0 + 0.5, accuracy: 1e-9, "79.99 from 1.0 to 3.0, 299.99 from 3.5 to 4.0")
        XCTAssertEqual(score.observedSeconds, 3.5, accuracy: 1e-9)
        XCTAssertEqual(score.keyShownBySegment, [2.0, 0.5], "each photo's own labelled time")
        XCTAssertEqual(score.observedBySegment, [2.5, 1.0], "photo a from 0.5 to 3.0, photo b from 3.0 to 4.0")
        XCTAssertEqual(score.firstLabelDelays, [0.5], "photo b's key price came 0.5 s after it did; photo a was not seen from its start")
        XCTAssertEqual(score.wrongLabels.map { "\($0.value) over \($0.image) \($0.seconds) s, \($0.fadingSeconds) fading" },
                       ["5 over images/a.jpg 0.5 s, 0.0 fading", "79.99 over images/b.jpg 0.25 s, 0.25 fading"],
                       "each wrong value is told with the photo it stood over, longest first")
    }

    func testTimesWrapWhenTheClipLoopsAndGapsAreCapped() throws {
        var score = try XCTUnwrap(ClipLabelScore(tsv: truth))
        score.observe([shown(299.99)], at: 5.5)
        score.observe([shown(299.99)], at: 8.0)   // 2.5 s without a result: counted as longestGap
        score.observe([shown(79.99)], at: 8.2)    // clip time 2.2: photo a
        score.observe([], at: 8.4)
        XCTAssertEqual(score.observedSeconds, 0.5 + 0.2 + 0.2, accuracy: 1e-9)
        XCTAssertEqual(score.wrongSeconds, 0.2, accuracy: 1e-9, "299.99 shown while photo a was in view")
    }

    func testAFileWithoutTheColumnsIsNoTruth() {
        XCTAssertNil(ClipLabelScore(tsv: "image\tprices\na.jpg\t1.00\n"))
    }
}
