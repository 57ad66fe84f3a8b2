import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// The keyboard focus as the camera and picture screens keep it: Tab focuses a label, Enter on it
/// records it as a click does, the focus follows the price as frames arrive and goes when the
/// label fades or the picture goes live again.
// XCTest on Linux cannot call @MainActor test methods; each body runs through MainActor.assumeIsolated.
final class LabelFocusViewModelTests: XCTestCase, @unchecked Sendable {
    private let clock = FakeClock()

    @MainActor
    private func show(_ prices: [DetectedPrice], in model: CameraViewModel, frames: Int = 3) {
        for _ in 0..<frames {
            model.ingest(prices: prices, frameSize: testFrame, at: clock.advance(by: 0.15))
        }
    }

    @MainActor
    private func cameraModel(history: InMemoryHistoryStore) -> CameraViewModel {
        let wallClock = FakeWallClock()
        return CameraViewModel(settings: CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")),
                               history: HistoryQueue(history), wallClock: { wallClock() })
    }

    func testTabThenEnterRecordsTheFocusedLabelAsAClickDoes() throws {
        try MainActor.assumeIsolated {
            let history = InMemoryHistoryStore()
            let model = cameraModel(history: history)
            show([price("500", x: 300, y: 100, raw: "¥500"), price("1000", x: 50, y: 300, raw: "¥1000")], in: model)
            XCTAssertNil(model.focusedLabel)
            XCTAssertTrue(model.moveFocus(.next))
            let focused = try XCTUnwrap(model.focusedLabel)
            XCTAssertEqual(focused.text, "NT$ 100", "the top price comes first")

            let clicked = model.click(labelID: focused.id)  // what Enter does
            XCTAssertEqual(clicked?.isHighlighted, true)
            XCTAssertEqual(try history.load().records.map(\.originalPrice), [500])
            XCTAssertEqual(model.focusedLabel?.id, focused.id, "recording keeps the focus and its ring")

            XCTAssertTrue(model.moveFocus(.next))
            XCTAssertEqual(model.focusedLabel?.text, "NT$ 200")
            XCTAssertFalse(model.moveFocus(.next), "past the last label, Tab leaves the labels")
            XCTAssertNil(model.focusedLabel)
        }
    }

    func testTheFocusFollowsAMovingPriceAndGoesWhenItsLabelFades() throws {
        try MainActor.assumeIsolated {
            let model = cameraModel(history: InMemoryHistoryStore())
            show([price("500", x: 100, y: 100, raw: "¥500")], in: model)
            model.moveFocus(.down)
            let id = try XCTUnwrap(model.focusedLabel?.id)
            for step in 1...4 {
                show([price("500", x: 100 + Double(step) * 20, y: 100, raw: "¥500")], in: model, frames: 1)
            }
            XCTAssertEqual(model.focusedLabel?.id, id)
            XCTAssertEqual(model.focusedLabel?.box.x, 180, "the same price, where it is now")

            // The price leaves the picture: its label fades within a second, and the focus with it.
            show([], in: model, frames: 1)
            XCTAssertEqual(model.focusedLabel?.id, id, "still there while it fades")
            model.tick(at: clock.advance(by: 1.2))
            XCTAssertTrue(model.labels.isEmpty)
            XCTAssertNil(model.focusedLabel)
            XCTAssertNil(model.focus.currentID)
        }
    }

    func testGoingLiveAgainClearsTheFocusAndEscClearsItOnce() throws {
        MainActor.assumeIsolated {
            let model = cameraModel(history: InMemoryHistoryStore())
            show([price("500", raw: "¥500")], in: model)
            model.pause()
            model.moveFocus(.next)
            XCTAssertNotNil(model.focusedLabel, "a frozen picture's labels take the focus")
            XCTAssertTrue(model.clearFocus())
            XCTAssertFalse(model.clearFocus())
            model.moveFocus(.next)
            model.resume()
            XCTAssertNil(model.focus.currentID)
        }
    }

    func testThePictureScreenFocusesItsLabelsAndForgetsThemForTheNextPicture() throws {
        try MainActor.assumeIsolated {
            let history = InMemoryHistoryStore()
            let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get()
            let recognizer = FakePictureRecognizer()
            let model = PictureViewModel(currencies: CurrencyList([yen]), recognizer: recognizer, history: HistoryQueue(history))
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(PictureReading(
                width: 640, height: 480, lines: [],
                prices: [price("3500", x: 400, y: 250, raw: "¥3,500"), price("100", x: 40, y: 60, raw: "¥100")])))
            model.moveFocus(.next)
            XCTAssertEqual(model.focusedLabel?.text, "NT$ 22")
            model.moveFocus(.down)
            XCTAssertEqual(model.focusedLabel?.text, "NT$ 770")
            model.click(labelID: try XCTUnwrap(model.focusedLabel?.id))
            XCTAssertEqual(try history.load().records.map(\.originalPrice), [3500])

            model.open(path: "other.png")
            XCTAssertNil(model.focusedLabel)
            XCTAssertNil(model.focus.currentID)
        }
    }
}
