import CurrencyCore
import XCTest

final class PriceFollowingTests: XCTestCase {
    private func price(_ value: Decimal, x: Double, y: Double = 100) -> DetectedPrice {
        DetectedPrice(rawText: "¥\(value)", value: value, box: PixelRect(x: x, y: y, width: 120, height: 40), confidence: 0.9)
    }

    private var twoPrices: [DetectedPrice] { [price(3500, x: 50), price(980, x: 300)] }

    func testNothingKnownReadsEveryFrameWhole() {
        var plan = PriceFollowing()
        XCTAssertEqual(plan.next(at: 0), .wholeFrame)
        XCTAssertEqual(plan.next(at: 0.033), .wholeFrame, "a second thread starts before the first reading is back")
        plan.finishedWholeFrame([])
        plan.finishedWholeFrame([])
        XCTAssertEqual(plan.next(at: 0.066), .wholeFrame, "a frame without prices gives nothing to follow")
    }

    func testKnownPricesAreFollowedUntilTheIntervalEnds() {
        var plan = PriceFollowing()
        let interval = plan.wholeFrameInterval
        XCTAssertEqual(plan.next(at: 0), .wholeFrame)
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: 0.03), .following(twoPrices))
        XCTAssertEqual(plan.next(at: interval - 0.01), .following(twoPrices))
        XCTAssertEqual(plan.next(at: interval), .wholeFrame, "new prices in view are found every wholeFrameInterval")
        XCTAssertEqual(plan.next(at: interval + 0.03), .following(twoPrices), "while that whole reading runs, others follow")
        plan.finishedWholeFrame([price(3500, x: 52)])
        XCTAssertEqual(plan.next(at: interval + 0.06), .following([price(3500, x: 52)]),
                       "the newest whole reading is what is known")
    }

    func testAFollowedReadingMovesTheKnownPrices() {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(twoPrices)
        let moved = [price(3500, x: 58), price(980, x: 308)]
        plan.followed(moved)
        XCTAssertEqual(plan.next(at: 0.1), .following(moved))
    }

    func testAFailedFollowingReadsWholeForAnIntervalThenTriesAgain() {
        var plan = PriceFollowing()
        let interval = plan.wholeFrameInterval
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(twoPrices)
        guard case .following = plan.next(at: 0.03) else { return XCTFail("known prices are followed") }
        plan.followingFailed(at: 0.03)  // the caller reads frame 0.03 whole
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: 0.06), .wholeFrame)
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: 0.03 + interval - 0.01), .wholeFrame)
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: 0.03 + interval), .following(twoPrices), "a scene that jumped is followed again soon after")
    }

    func testFailuresInARowWaitTwiceAsLongEachUpToTheLongestPause() {
        var plan = PriceFollowing()
        let interval = plan.wholeFrameInterval
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(twoPrices)
        var time = 0.01
        for pause in [interval, 2 * interval, 4 * interval, 8 * interval, 16 * interval, plan.longestPause, plan.longestPause] {
            XCTAssertEqual(plan.next(at: time), .following(twoPrices))
            plan.followingFailed(at: time)
            plan.finishedWholeFrame(twoPrices)
            XCTAssertEqual(plan.next(at: time + pause - 0.005), .wholeFrame, "read whole for \(pause) s")
            plan.finishedWholeFrame(twoPrices)
            time += pause + 0.001
        }
        XCTAssertEqual(plan.next(at: time), .following(twoPrices))
        plan.followed(twoPrices)
        XCTAssertEqual(plan.next(at: time + 0.01), .following(twoPrices))
        plan.followingFailed(at: time + 0.01)
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: time + 0.01 + interval - 0.005), .wholeFrame)
        plan.finishedWholeFrame(twoPrices)
        XCTAssertEqual(plan.next(at: time + 0.011 + interval), .following(twoPrices), "a success starts the waits over")
    }
}
