import CurrencyCore
import XCTest

/// Choosing among one price region's readings at three scales.
final class RegionVoteTests: XCTestCase {
    private let vote = RegionVote()

    private func reading(_ text: String, confidence: Double = 0.9) -> [OCRWord] {
        [OCRWord(text: text, box: PixelRect(x: 100, y: 100, width: 200, height: 60), confidence: confidence)]
    }

    func testTheValueTwoReadingsAgreeOnWinsOverAMoreConfidentOne() {
        let winner = vote.winner(of: [reading("429.99", confidence: 0.97), reading("129.99", confidence: 0.8),
                                      reading("129.99", confidence: 0.7)])
        XCTAssertEqual(winner.map(\.text), ["129.99"])
        XCTAssertEqual(winner.first?.confidence, 0.8, "the most confident of the agreeing readings, unchanged")
    }

    func testWithoutAgreementTheMostConfidentReadingWinsWithItsConfidenceLowered() {
        let winner = vote.winner(of: [reading("299"), reading("299.99", confidence: 0.95), reading("RAR")])
        XCTAssertEqual(winner.map(\.text), ["299.99"])
        XCTAssertEqual(winner.first?.confidence ?? 0, 0.475, accuracy: 1e-9)
    }

    func testASingleReadingWithAPriceIsNotTrustedAsIfConfirmed() {
        let winner = vote.winner(of: [reading("RAR"), reading("¥870", confidence: 0.9), reading("—")])
        XCTAssertEqual(winner.map(\.text), ["¥870"])
        XCTAssertEqual(winner.first?.confidence ?? 0, 0.45, accuracy: 1e-9)
    }

    func testWithNoPriceInAnyReadingTheFirstOneIsKept() {
        XCTAssertEqual(vote.winner(of: [reading("ab"), reading("cd"), reading("ef")]).map(\.text), ["ab"])
    }

    func testTwoAgreeingReadingsSettleTheVote() {
        XCTAssertFalse(vote.isSettled([reading("129.99")]), "one reading is not a vote")
        XCTAssertTrue(vote.isSettled([reading("129.99"), reading("129,99")]))
        XCTAssertFalse(vote.isSettled([reading("129.99"), reading("429.99")]))
        XCTAssertFalse(vote.isSettled([reading("RAR"), reading("—")]), "agreeing on no price: the next scale may read one")
    }

    func testTheSameValueInDifferentFormsIsOneVote() {
        let winner = vote.winner(of: [reading("¥1,280", confidence: 0.6), reading("1280円", confidence: 0.9), reading("7,280")])
        XCTAssertEqual(winner.map(\.text), ["1280円"])
        XCTAssertEqual(winner.first?.confidence, 0.9)
    }
}
