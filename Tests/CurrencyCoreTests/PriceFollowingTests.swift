import CurrencyCore
import XCTest

final class PriceFollowingTests: XCTestCase {
    private let matcher = PatchMatcher()

    private func patches(at x: Double) throws -> [PricePatch] {
        let frame = PatchMatcherTests.frame(tagAt: x, 200)
        return [try XCTUnwrap(matcher.patch(for: PatchMatcherTests.price(at: x, 200), in: frame))]
    }

    /// The tracked prices' left edges, or nil for a whole-frame reading.
    private func tracked(_ reading: PriceFollowing.Reading) -> [Double]? {
        guard case .tracking(let known, _) = reading else { return nil }
        return known.map(\.current.box.x)
    }

    private func generation(_ reading: PriceFollowing.Reading) -> Int? {
        guard case .tracking(_, let generation) = reading else { return nil }
        return generation
    }

    func testNothingKnownReadsEveryFrameWhole() {
        var plan = PriceFollowing()
        XCTAssertNil(tracked(plan.next(at: 0)))
        XCTAssertNil(tracked(plan.next(at: 0.033)), "a second thread starts before the first reading is back")
        plan.finishedWholeFrame([], at: 0, endedAt: 0.1)
        plan.finishedWholeFrame([], at: 0.033, endedAt: 0.13)
        XCTAssertNil(tracked(plan.next(at: 0.166)), "a frame without prices gives nothing to track")
    }

    func testKnownPricesAreTrackedUntilTheIntervalAfterTheReadingEnds() throws {
        var plan = PriceFollowing()
        plan.wholeFrameInterval = 0.25  // times in eighths of a second add up exactly
        XCTAssertNil(tracked(plan.next(at: 0)))
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.125)
        XCTAssertEqual(tracked(plan.next(at: 0.25)), [200])
        XCTAssertEqual(tracked(plan.next(at: 0.37)), [200])
        XCTAssertNil(tracked(plan.next(at: 0.375)), "new prices in view are looked for every wholeFrameInterval")
        XCTAssertEqual(tracked(plan.next(at: 0.4)), [200], "while that reading runs, others track")
        plan.finishedWholeFrame(try patches(at: 300), at: 0.375, endedAt: 0.5)
        XCTAssertEqual(tracked(plan.next(at: 0.51)), [300], "the newest whole reading is what is known")
    }

    func testATrackedFrameMovesTheKnownPricesButAnOlderOneDoesNot() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.1)
        let reading = plan.next(at: 0.13)
        let moved = try XCTUnwrap(matcher.locate(try patches(at: 200)[0], in: PatchMatcherTests.frame(tagAt: 206, 200)))
        plan.tracked([moved], generation: try XCTUnwrap(generation(reading)), at: 0.13)
        XCTAssertEqual(try XCTUnwrap(tracked(plan.next(at: 0.16))).first ?? 0, 206, accuracy: 1)
        plan.tracked(try patches(at: 200), generation: try XCTUnwrap(generation(reading)), at: 0.1)
        XCTAssertEqual(try XCTUnwrap(tracked(plan.next(at: 0.2))).first ?? 0, 206, accuracy: 1,
                       "a thread that tracked an older frame finished late: its places are stale")
    }

    func testATrackingStartedBeforeANewWholeReadingDoesNotPutBackWhatItReplaced() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.1)
        let old = try XCTUnwrap(generation(plan.next(at: 0.12)))
        plan.finishedWholeFrame(try patches(at: 300), at: 0.11, endedAt: 0.13)
        plan.tracked(try patches(at: 200), generation: old, at: 0.14)
        XCTAssertEqual(tracked(plan.next(at: 0.15)), [300])
    }

    func testALostPriceIsDroppedAndTheNextFrameReadWhole() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.1)
        let reading = plan.next(at: 0.13)
        plan.trackingLost(keeping: [], generation: try XCTUnwrap(generation(reading)), at: 0.13)  // handed on at once
        XCTAssertNil(tracked(plan.next(at: 0.16)), "nothing known is left: the next frame is read whole")
        plan.finishedWholeFrame(try patches(at: 400), at: 0.16, endedAt: 0.25)
        XCTAssertEqual(tracked(plan.next(at: 0.26)), [400])
    }

    func testAPriceLostBesideOneStillFoundGetsTheNextFrameReadWholeThoughNoneIsDue() throws {
        var plan = PriceFollowing()
        plan.wholeFrameInterval = 1
        _ = plan.next(at: 0)
        let two = try patches(at: 100) + patches(at: 300)
        plan.finishedWholeFrame(two, at: 0, endedAt: 0.1)
        let reading = plan.next(at: 0.13)
        XCTAssertEqual(tracked(reading), [100, 300])
        plan.trackingLost(keeping: [two[1]], generation: try XCTUnwrap(generation(reading)), at: 0.13)
        XCTAssertNil(tracked(plan.next(at: 0.16)), "the frame after the loss is read whole, a second before it was due")
        XCTAssertEqual(tracked(plan.next(at: 0.2)), [300], "one whole reading for the loss; meanwhile the price kept is tracked")
    }

    func testAWholeReadingOfAnOlderFrameFinishingLateChangesNothing() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        _ = plan.next(at: 0.03)  // both threads read whole
        plan.finishedWholeFrame(try patches(at: 300), at: 0.03, endedAt: 0.15)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.16)
        XCTAssertEqual(tracked(plan.next(at: 0.17)), [300])
    }

    func testAnOlderReadingsConfirmationReplacesTheKnownPricesAndOutdatesTrackingsStartedBefore() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        _ = plan.next(at: 0.03)
        plan.finishedWholeFrame(try patches(at: 300), at: 0.03, endedAt: 0.15)
        let before = try XCTUnwrap(generation(plan.next(at: 0.16)))
        XCTAssertFalse(plan.isNewest(0))
        plan.finishedOlderWholeFrame(confirming: try patches(at: 310))
        plan.tracked(try patches(at: 300), generation: before, at: 0.2)
        XCTAssertEqual(tracked(plan.next(at: 0.21)), [310])
    }

    func testRecordedSecondLooksReplaceTheKnownPricesAndOutdateTrackingsStartedBefore() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 300), at: 0, endedAt: 0.1)
        let before = try XCTUnwrap(generation(plan.next(at: 0.11)))
        plan.recordedSecondLooks(try patches(at: 310))
        plan.tracked(try patches(at: 300), generation: before, at: 0.12)
        XCTAssertEqual(tracked(plan.next(at: 0.13)), [310], "the tracking started before does not put back the prices without their looks")
    }

    func testPricesNoneOfWhichIsShownGetAWholeReadingNextEvenWhileAnotherRuns() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        _ = plan.next(at: 0.03)  // both threads read whole
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.15, noneShown: true)
        XCTAssertNil(tracked(plan.next(at: 0.16)), "nothing shown yet: read again, not tracked, though the other reading runs")
        plan.finishedWholeFrame(try patches(at: 200), at: 0.16, endedAt: 0.3)
        XCTAssertEqual(tracked(plan.next(at: 0.31)), [200])
    }

    func testALookThatMakesAPriceShownLetsTheFramesBeFollowed() throws {
        var plan = PriceFollowing()
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.15, noneShown: true)
        XCTAssertFalse(plan.isFollowing)
        plan.recordedSecondLooks(try patches(at: 200), noneShown: true)
        XCTAssertFalse(plan.isFollowing, "the look read something else: still waiting for the second reading")
        plan.recordedSecondLooks(try patches(at: 200))
        XCTAssertTrue(plan.isFollowing)
        XCTAssertEqual(tracked(plan.next(at: 0.16)), [200], "a price the look vouched for is tracked")
    }

    func testTheWholeReadingDueWhileFollowingIsToldApartFromTheOthers() throws {
        var plan = PriceFollowing()
        plan.wholeFrameInterval = 0.25
        XCTAssertFalse(plan.readsWholeWhileFollowing(at: 0), "nothing known: every frame is read whole, not while following")
        _ = plan.next(at: 0)
        plan.finishedWholeFrame(try patches(at: 200), at: 0, endedAt: 0.125)
        XCTAssertFalse(plan.readsWholeWhileFollowing(at: 0.25), "tracked until the interval is over")
        XCTAssertTrue(plan.readsWholeWhileFollowing(at: 0.375))
        XCTAssertNil(tracked(plan.next(at: 0.375)), "that frame is read whole")
        XCTAssertFalse(plan.readsWholeWhileFollowing(at: 0.4), "one whole reading at a time")
        plan.finishedWholeFrame(try patches(at: 200), at: 0.375, endedAt: 0.5, noneShown: true)
        XCTAssertFalse(plan.readsWholeWhileFollowing(at: 0.8), "waiting for a confirmation: not following")
    }
}
