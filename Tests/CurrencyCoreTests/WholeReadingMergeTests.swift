import CurrencyCore
import XCTest

/// A live whole-frame reading merged into the prices known before it, on drawn frames.
final class WholeReadingMergeTests: XCTestCase {
    private let merge = WholeReadingMerge()
    /// Two tags: one at (200, 200), another at (420, 360).
    private let frame: LumaFrame = {
        let first = PatchMatcherTests.frame(tagAt: 200, 200), second = PatchMatcherTests.frame(tagAt: 420, 360, seed: 5)
        let pixels = zip(first.pixels, second.pixels).map { $1 == 120 ? $0 : $1 }
        return LumaFrame(width: first.width, height: first.height, stride: first.stride, pixels: pixels, captureTime: 0)
    }()

    private func read(_ value: Decimal, secondTag: Bool = false) -> DetectedPrice {
        var price = secondTag ? PatchMatcherTests.price(at: 420, 360) : PatchMatcherTests.price(at: 200, 200)
        price.value = value
        return price
    }

    /// The prices `outcome` shows: those read often enough.
    private func shown(_ outcome: WholeReadingMerge.Outcome) -> [Decimal] {
        outcome.patches.filter(merge.isConfirmed).map(\.current.value)
    }

    /// `read` merged into `known`, then, as the live reader does, the second looks due taken with the
    /// verdict `secondLookReads` and recorded.
    private func merged(_ read: [DetectedPrice], into known: [PricePatch], secondLookReads: Bool = true,
                        in frame: LumaFrame? = nil) -> WholeReadingMerge.Outcome {
        var outcome = merge.merge(read, into: known, in: frame ?? self.frame)
        let due = outcome.patches.filter { merge.needsSecondLook($0, readIn: read) }
        outcome.patches = merge.recording(Dictionary(uniqueKeysWithValues: due.map { ($0.current, secondLookReads) }),
                                          in: outcome.patches)
        return outcome
    }

    func testAPriceIsShownOnceTwoReadingsInARowGaveItsValue() {
        let once = merged([read(39.99)], into: [], in: frame)
        XCTAssertEqual(shown(once), [], "one reading: not yet")
        let twice = merged([read(39.99)], into: once.patches, in: frame)
        XCTAssertEqual(shown(twice), [39.99])
        let other = merged([read(3.76)], into: once.patches, in: frame)
        XCTAssertEqual(shown(other), [], "two readings that disagree show nothing")
    }

    func testASecondLookIsDueWhenAPriceIsReadTwiceAndWithdrawsItWhenItReadsSomethingElse() {
        let once = merge.merge([read(39.99)], into: [], in: frame)
        XCTAssertEqual(once.patches.filter { merge.needsSecondLook($0, readIn: [read(39.99)]) }.count, 0, "read once: not yet")
        let twice = merge.merge([read(39.99)], into: once.patches, in: frame)
        XCTAssertEqual(shown(twice), [39.99], "shown as soon as it is read twice, before its look")
        XCTAssertEqual(twice.patches.filter { merge.needsSecondLook($0, readIn: [read(39.99)]) }.count, 1, "its look is due")
        XCTAssertEqual(twice.patches.filter { merge.needsSecondLook($0, readIn: [read(3.99)]) }.count, 0,
                       "not when this reading did not read its value")
        let doubted = merged([read(39.99)], into: once.patches, secondLookReads: false)
        XCTAssertEqual(shown(doubted), [], "the look read something else: withdrawn")
        let stillDoubted = merged([read(39.99)], into: doubted.patches, secondLookReads: false)
        XCTAssertEqual(shown(stillDoubted), [], "looked at again when read again")
        let vouched = merged([read(39.99)], into: stillDoubted.patches)
        XCTAssertEqual(shown(vouched), [39.99], "a look that reads its value vouches for it")
        XCTAssertEqual(vouched.patches.filter { merge.needsSecondLook($0, readIn: [read(39.99)]) }.count, 0,
                       "and it is not looked at again")
        let other = merged([read(3.99)], into: doubted.patches)
        XCTAssertEqual(other.patches.map(\.current.value), [3.99], "a withdrawn price does not hold off another value")
        XCTAssertEqual(other.gone.map(\.value), [39.99])
    }

    func testALookAtAPriceReadOnceStandsInForItsSecondReadingOnlyWhenItReadsItsValue() {
        let once = merge.merge([read(39.99)], into: [], in: frame).patches
        XCTAssertEqual(once.filter(merge.needsEarlyLook).count, 1, "read once, never looked at")
        let vouched = merge.recording([read(39.99): true], in: once)
        XCTAssertEqual(vouched.filter(merge.isConfirmed).map(\.current.value), [39.99], "shown after one reading")
        XCTAssertEqual(vouched.map(\.readings), [2], "the look counts as the second reading")
        XCTAssertEqual(vouched.filter(merge.needsEarlyLook).count, 0)
        XCTAssertEqual(vouched.filter { merge.needsSecondLook($0, readIn: [read(39.99)]) }.count, 0, "not looked at again")
        let doubted = merge.recording([read(39.99): false], in: once)
        XCTAssertEqual(doubted.filter(merge.isConfirmed).count, 0)
        XCTAssertEqual(doubted.map(\.secondLook), [nil], "the look does not veto it: its second reading decides")
        let twice = merge.merge([read(39.99)], into: doubted, in: frame)
        XCTAssertEqual(shown(twice), [39.99], "read twice: shown, as any price")
        XCTAssertEqual(twice.patches.filter(merge.needsEarlyLook).count, 0)
        XCTAssertEqual(twice.patches.filter { merge.needsSecondLook($0, readIn: [read(39.99)]) }.count, 1, "its look is due then")
    }

    func testAHeldPriceReadAgainGetsNoEarlyLook() {
        var known = merged([read(980)], into: [], in: frame).patches
        known = merged([read(980)], into: known, in: frame).patches
        XCTAssertEqual(known.map(\.secondLook), [true])
        for _ in 0..<3 { known = merged([], into: known, in: frame).patches }
        XCTAssertEqual(known.map(merge.isHeld), [true])
        let readAgain = merge.merge([read(980)], into: known, in: frame).patches
        XCTAssertEqual(readAgain.map(\.readings), [1])
        XCTAssertEqual(readAgain.filter(merge.needsEarlyLook).count, 0, "it keeps its look and waits for two readings")
    }

    func testASecondLookIsRecordedOnlyOnThePriceItLookedAt() {
        let once = merge.merge([read(39.99), read(59.99, secondTag: true)], into: [], in: frame).patches
        let known = merge.merge([read(39.99), read(59.99, secondTag: true)], into: once, in: frame).patches
        let looks = [read(39.99): false, read(5.99, secondTag: true): false]
        let recorded = merge.recording(looks, in: known)
        XCTAssertEqual(recorded.map(\.secondLook), [false, nil], "another value at the second tag's place is not its look")
    }

    func testAValueReadTwiceIsNotChangedByOneOtherReadingButByTwo() {
        var known = merged([read(159.99)], into: [], in: frame).patches
        known = merged([read(159.99)], into: known, in: frame).patches
        XCTAssertEqual(known.map(\.readings), [2])
        let slip = merged([read(159)], into: known, in: frame)
        XCTAssertEqual(shown(slip), [159.99], "one reading of 159 (cents lost) is doubted")
        XCTAssertEqual(slip.gone, [])
        let again = merged([read(159)], into: slip.patches, in: frame)
        XCTAssertEqual(again.patches.map(\.current.value), [159], "read so twice in a row: believed")
        XCTAssertEqual(again.gone.map(\.value), [159.99], "the old value's label goes at once")
    }

    func testAChallengerALookReadsReplacesTheShownPriceAtOnce() {
        var known = merged([read(159.99)], into: [], in: frame).patches
        known = merged([read(159.99)], into: known, in: frame).patches
        let challenge = merge.merge([read(199)], into: known, in: frame)
        XCTAssertEqual(shown(challenge), [159.99], "one reading of another value is doubted")
        let challengers = merge.challengers(in: challenge.patches, readIn: [read(199)])
        XCTAssertEqual(challengers.map(\.value), [199])
        let settled = merge.settling(challengers, in: challenge.patches, frame: frame)
        XCTAssertEqual(shown(settled), [199], "the look read it too: believed at once")
        XCTAssertEqual(settled.gone.map(\.value), [159.99], "the old label goes")
        XCTAssertEqual(shown(merge.settling([], in: challenge.patches, frame: frame)), [159.99],
                       "no look vouched: the next reading decides")
        XCTAssertEqual(merge.challengers(in: challenge.patches, readIn: [read(159.99)]), [],
                       "a challenger an earlier reading gave is not looked at again")
    }

    func testAValueReadOnceIsReplacedAtOnce() {
        let known = merged([read(253)], into: [], in: frame).patches
        let outcome = merged([read(259.99)], into: known, in: frame)
        XCTAssertEqual(outcome.patches.map(\.current.value), [259.99])
        XCTAssertEqual(outcome.gone.map(\.value), [253])
    }

    func testAMissedPriceIsShownForTwoMissesThenHeldWhileItsLookIsThereAndNewOnesAreAdded() {
        let known = merged([read(980)], into: [], in: frame).patches
        let missed = merged([read(12, secondTag: true)], into: known, in: frame)
        XCTAssertEqual(Set(missed.patches.map(\.current.value)), [980, 12])
        XCTAssertEqual(missed.gone, [])
        let twice = merged([], into: missed.patches, in: frame)
        XCTAssertEqual(Set(twice.patches.map(\.current.value)), [980, 12], "missed twice in a row: still kept")
        let thrice = merged([], into: twice.patches, in: frame)
        XCTAssertEqual(Set(thrice.patches.map(\.current.value)), [980, 12], "missed three times in a row: still followed")
        XCTAssertEqual(thrice.patches.filter { $0.current.value == 980 }.map(merge.isHeld), [true], "but held, not shown")
        XCTAssertEqual(thrice.gone, [], "its look is still there: its label fades as for a price merely unread")
        let heldThenCut = merged([], into: thrice.patches, in: PatchMatcherTests.frame(tagAt: 200, 200, seed: 99))
        XCTAssertEqual(Set(heldThenCut.gone.map(\.value)), [980, 12], "a held price whose look leaves is reported gone")
        let readAgain = merged([read(980)], into: thrice.patches, in: frame)
        XCTAssertEqual(shown(readAgain), [], "read again with its value: starts over, as a new price")
        XCTAssertEqual(shown(merged([read(980)], into: readAgain.patches, in: frame)), [980], "and is shown after a second reading")
        let elsewhere = PatchMatcherTests.frame(tagAt: 200, 200, seed: 99)
        let cut = merged([], into: known, in: elsewhere)
        XCTAssertEqual(cut.patches.count, 0, "its look is gone too: dropped")
        XCTAssertEqual(cut.gone.map(\.value), [980], "and reported gone, so its label does not stand over another tag")
    }

    func testAnOlderFramesReadingFinishedLateConfirmsWhatItAlsoRead() {
        let newer = merged([read(39.99), read(59.99, secondTag: true)], into: [], in: frame).patches
        let confirmed = merge.confirm(newer, by: [read(39.99), read(5.99, secondTag: true)])
        XCTAssertEqual(confirmed.filter(merge.isConfirmed).map(\.current.value), [39.99],
                       "the same value near the same place counts; another value does not")
    }
}
