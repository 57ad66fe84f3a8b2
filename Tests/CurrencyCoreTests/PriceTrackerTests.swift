import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 7, test 2 (StabilizationBuffer), driven by a fake clock: each `add` is
/// one frame, 0.15 s apart (about 7 recognitions a second).
final class PriceTrackerTests: XCTestCase {
    private var tracker = PriceTracker()
    private let clock = FakeClock()
    private let converter = PriceConverter(currencies: CurrencyList(settings: CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2"))))

    private func add(_ prices: DetectedPrice...) {
        tracker.update(with: prices, frameSize: testFrame, at: clock.advance(by: 0.15))
    }

    func testStabilization_NotEnoughFrames() {
        let number = price("1000")
        add(number)
        add(number)
        XCTAssertFalse(tracker.isStable(number), "Only 2 frames, should not be stable")
        XCTAssertEqual(tracker.labels(at: clock.now, converter: converter), [])
    }

    func testStabilization_EnoughFrames() {
        let number = price("1000")
        add(number)
        add(number)
        add(number)
        XCTAssertTrue(tracker.isStable(number), "3 frames, should be stable")
        XCTAssertEqual(tracker.labels(at: clock.now, converter: converter).map(\.text), ["NT$ 200"])
    }

    func testStabilization_DifferentValues() {
        add(price("1000"))
        add(price("2000"))
        add(price("1000"))
        XCTAssertFalse(tracker.isStable(price("1000")), "Values inconsistent, should not be stable")
    }

    func testStabilization_SimilarValues() {
        add(price("1000"))
        add(price("1005"))  // 0.5 %
        add(price("1000"))
        XCTAssertTrue(tracker.isStable(price("1000")), "Values within tolerance, should be stable")
        XCTAssertEqual(tracker.labels(at: clock.now, converter: converter).first?.value, 1000,
                       "the label shows the value read most often")
    }

    func testStabilization_JustOutsideTolerance() {
        add(price("1000"))
        add(price("1011"))  // 1.1 %
        add(price("1000"))
        XCTAssertFalse(tracker.isStable(price("1000")))
    }

    func testCleanupOldEntries() {
        let number = price("1000")
        add(number)
        clock.advance(by: 1.5)
        tracker.expire(at: clock.now)
        XCTAssertNil(tracker.track(matching: number), "Old entry should be removed")
        XCTAssertTrue(tracker.tracks.isEmpty)
    }

    func testMultipleNumbersTrackedSeparately() {
        let number1 = price("1000", x: 190, y: 240)
        let number2 = price("500", x: 450, y: 140)
        add(number1)
        add(number1)
        add(number1)
        add(number2)
        add(number2)
        XCTAssertTrue(tracker.isStable(number1), "Number 1 should be stable")
        XCTAssertFalse(tracker.isStable(number2), "Number 2 should not be stable yet")
    }

    func testSameValueFarAwayIsAnotherPrice() {
        add(price("1000", x: 0, y: 0))
        add(price("1000", x: 500, y: 400))
        add(price("1000", x: 0, y: 0))
        XCTAssertEqual(tracker.tracks.count, 2)
        XCTAssertFalse(tracker.isStable(price("1000", x: 0, y: 0)))
    }

    func testIdentityIsStableWhileThePriceMoves() throws {
        for step in 0..<6 {
            add(price("1000", x: 100 + Double(step) * 20, y: 100 + Double(step) * 10))
        }
        XCTAssertEqual(tracker.tracks.count, 1)
        let label = try XCTUnwrap(tracker.labels(at: clock.now, converter: converter).first)
        XCTAssertEqual(label.box.x, 200, "the label follows the price")
        XCTAssertEqual(label.id, tracker.tracks[0].id)
    }

    func testTwoPricesInOneFrameNeverShareATrack() {
        add(price("1000", x: 100), price("1000", x: 110))
        XCTAssertEqual(tracker.tracks.count, 2)
    }

    func testFade_FullThenFallingThenGone() throws {
        let number = price("1000")
        add(number)
        add(number)
        add(number)
        let seen = clock.now
        XCTAssertEqual(tracker.labels(at: seen + 0.5, converter: converter).first?.opacity, 1)
        let fading = try XCTUnwrap(tracker.labels(at: seen + 0.75, converter: converter).first)
        XCTAssertEqual(fading.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(tracker.labels(at: seen + 1.0, converter: converter), [], "gone 1 s after last seen")
    }

    /// `first` and `second` shown, then a frame 30 ms later that read `reading` and in which both were
    /// looked for and not found (a price read in it is not gone). Returns that frame's time.
    private func frameLosing(_ first: DetectedPrice, _ second: DetectedPrice, reading: [DetectedPrice]) -> TimeInterval {
        for _ in 0..<3 { add(first, second) }
        let gone = clock.advance(by: 0.03)
        tracker.update(with: reading, frameSize: testFrame, at: gone)
        tracker.markGone([first, second], at: gone)
        return gone
    }

    func testAPriceLookedForAndNotFoundAmongOthersFoundFadesOverTheGoneFade() throws {
        let number = price("1000"), other = price("250", x: 400)
        let gone = frameLosing(number, other, reading: [other])
        let half = try XCTUnwrap(tracker.labels(at: gone + 0.125, converter: converter).first { $0.value == 1000 })
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-9, "not held for the spec's second: the price was looked for")
        XCTAssertEqual(tracker.labels(at: gone + 0.25, converter: converter).map(\.value), [250],
                       "gone after goneFade; a price seen in the same frame is not gone")
        tracker.expire(at: gone + 0.25)
        XCTAssertEqual(tracker.tracks.map(\.readings.last?.value), [250])
    }

    func testPricesAllLookedForAndNotFoundFadeOverTheMovedOnFade() throws {
        let number = price("1000"), other = price("250", x: 400), next = price("80", x: 200)
        // A cut to another tag: its price is read for the first time, the known ones are not found.
        let gone = frameLosing(number, other, reading: [next])
        let half = try XCTUnwrap(tracker.labels(at: gone + 0.05, converter: converter).first { $0.value == 1000 })
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-9, "half way through the moved-on fade")
        XCTAssertEqual(tracker.labels(at: gone + 0.11, converter: converter).map(\.value), [],
                       "both gone after movedOnFade, not goneFade")
        tracker.expire(at: gone + 0.11)
        XCTAssertEqual(tracker.tracks.map(\.readings.last?.value), [80])
    }

    func testAGonePriceSeenAgainIsShownAgain() throws {
        let number = price("1000")
        add(number)
        add(number)
        add(number)
        tracker.markGone([number], at: clock.advance(by: 0.03))
        // The next frame, within the gone fade, finds it after all.
        tracker.update(with: [number], frameSize: testFrame, at: clock.advance(by: 0.033))
        XCTAssertEqual(try XCTUnwrap(tracker.labels(at: clock.now, converter: converter).first).opacity, 1)
    }

    func testMaximumTenLabels_FirstShownKeepTheirPlace() {
        let early: [DetectedPrice] = (0..<8).map { (index: Int) -> DetectedPrice in
            price(String((index + 1) * 100), x: Double(index) * 70, y: 20)
        }
        let late: [DetectedPrice] = (0..<7).map { (index: Int) -> DetectedPrice in
            price(String((index + 1) * 1000), x: Double(index) * 70, y: 400)
        }
        for _ in 0..<3 { tracker.update(with: early, frameSize: testFrame, at: clock.advance(by: 0.15)) }
        for _ in 0..<3 { tracker.update(with: early + late, frameSize: testFrame, at: clock.advance(by: 0.15)) }
        let labels = tracker.labels(at: clock.now, converter: converter)
        XCTAssertEqual(labels.count, 10, "Should limit to 10 labels")
        XCTAssertTrue(Set(early.map(\.value)).isSubset(of: Set(labels.map(\.value))), "the first 8 stay")
    }

    func testHighlightedLabelIsAlwaysShown() throws {
        let prices: [DetectedPrice] = (0..<12).map { (index: Int) -> DetectedPrice in
            let x = Double(index % 6) * 100
            let y: Double = index < 6 ? 20 : 300
            return price(String((index + 1) * 100), x: x, y: y)
        }
        for _ in 0..<3 { tracker.update(with: prices, frameSize: testFrame, at: clock.advance(by: 0.15)) }
        let hidden = try XCTUnwrap(tracker.tracks.first { track in
            !tracker.labels(at: clock.now, converter: converter).contains { $0.id == track.id }
        })
        XCTAssertEqual(tracker.toggleHighlight(id: hidden.id), true)
        XCTAssertTrue(tracker.labels(at: clock.now, converter: converter).contains { $0.id == hidden.id && $0.isHighlighted })
    }

    func testHighlightIsExclusiveAndToggles() {
        add(price("100", x: 0), price("200", x: 300))
        let ids = tracker.tracks.map(\.id)
        XCTAssertEqual(tracker.toggleHighlight(id: ids[0]), true)
        XCTAssertEqual(tracker.toggleHighlight(id: ids[1]), true)
        XCTAssertEqual(tracker.tracks.filter(\.isHighlighted).map(\.id), [ids[1]])
        XCTAssertEqual(tracker.toggleHighlight(id: ids[1]), false)
        XCTAssertNil(tracker.toggleHighlight(id: 9999))
    }

    func testFramesWithoutSizeAreIgnored() {
        tracker.update(with: [price("100")], frameSize: PixelSize(width: 0, height: 0), at: 1)
        XCTAssertTrue(tracker.tracks.isEmpty)
    }

    func testTrackCountIsBounded() {
        var policy = TrackingPolicy()
        policy.maxTracks = 5
        tracker = PriceTracker(policy: policy)
        for index in 0..<8 { add(price(String(index + 1), x: Double(index) * 80)) }
        XCTAssertEqual(tracker.tracks.count, 5)
        XCTAssertEqual(tracker.tracks.map(\.current.value), [4, 5, 6, 7, 8], "the most recently seen are kept")
    }

    func testResetForgetsEverything() {
        add(price("100"))
        tracker.reset()
        XCTAssertTrue(tracker.tracks.isEmpty)
    }
}
