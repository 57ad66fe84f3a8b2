import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// product-spec.md stage 6 test 3 and stage 7 test 3 (conversion and overlays in the camera
/// view-model), plus clicking, history, pausing and rate changes.
// XCTest on Linux cannot call @MainActor test methods; each test body runs through
// MainActor.assumeIsolated instead (tests run on the main thread).
final class CameraViewModelTests: XCTestCase, @unchecked Sendable {
    private let clock = FakeClock()
    private let wallClock = FakeWallClock()
    private var history: InMemoryHistoryStore!
    private var viewModel: CameraViewModel!

    override func setUp() {
        MainActor.assumeIsolated {
            history = InMemoryHistoryStore()
            viewModel = makeViewModel(history: history)
        }
    }

    @MainActor
    private func makeViewModel(history: any HistoryStore) -> CameraViewModel {
        let wallClock = self.wallClock
        return CameraViewModel(settings: CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")),
                               history: HistoryQueue(history), wallClock: { wallClock() })
    }

    /// Feeds the same prices for `frames` frames, 0.15 s apart.
    @MainActor
    private func show(_ prices: [DetectedPrice], frames: Int = 3) {
        for _ in 0..<frames {
            viewModel.ingest(prices: prices, frameSize: testFrame, at: clock.advance(by: 0.15))
        }
    }

    func testConvertRecognizedNumbers() {
        MainActor.assumeIsolated {
            show([price("1000", x: 50, raw: "¥1000"), price("500", x: 300, raw: "¥500")])
            XCTAssertEqual(viewModel.labels.map(\.convertedAmount), [200, 100])
            XCTAssertEqual(viewModel.labels.map(\.rawText), ["¥1000", "¥500"])
        }
    }

    func testConvertedNumbersFormatted() {
        MainActor.assumeIsolated {
            show([price("12345.67", raw: "¥12,345.67")])
            XCTAssertEqual(viewModel.labels.first?.text, "NT$ 2,469.13")
        }
    }

    func testGenerateOverlays() {
        MainActor.assumeIsolated {
            let box1 = PixelRect(x: 192, y: 192, width: 128, height: 48)
            let box2 = PixelRect(x: 384, y: 96, width: 96, height: 38)
            show([DetectedPrice(rawText: "¥1000", value: 1000, box: box1, confidence: 0.9),
                  DetectedPrice(rawText: "¥500", value: 500, box: box2, confidence: 0.95)])
            XCTAssertEqual(viewModel.labels.map(\.text), ["NT$ 200", "NT$ 100"])
            XCTAssertEqual(viewModel.labels.map(\.box), [box1, box2])
            XCTAssertEqual(viewModel.labels.map(\.opacity), [1, 1])
        }
    }

    func testNoOverlayBeforeThreeFrames() {
        MainActor.assumeIsolated {
            show([price("1000")], frames: 2)
            XCTAssertEqual(viewModel.labels, [])
        }
    }

    func testOverlayExpiration() {
        MainActor.assumeIsolated {
            show([price("1000")])
            XCTAssertEqual(viewModel.labels.count, 1)
            viewModel.tick(at: clock.advance(by: 2.0))
            XCTAssertEqual(viewModel.labels, [], "Overlay should expire after 1 second")
        }
    }

    func testOverlayFadesOnTicks() {
        MainActor.assumeIsolated {
            show([price("1000")])
            viewModel.tick(at: clock.advance(by: 0.8))
            XCTAssertEqual(viewModel.labels.first?.opacity ?? -1, 0.4, accuracy: 1e-9)
        }
    }

    func testMaximumOverlays() {
        MainActor.assumeIsolated {
            let prices: [DetectedPrice] = (0..<15).map { (index: Int) -> DetectedPrice in
                let x = Double(index % 5) * 120
                let y = Double(index / 5) * 150
                return price(String(index * 100 + 100), x: x, y: y)
            }
            show(prices)
            XCTAssertEqual(viewModel.labels.count, 10, "Should limit to 10 overlays")
        }
    }

    func testClickHighlightsAndRecordsOnce() throws {
        try MainActor.assumeIsolated {
            show([price("3500", x: 100, y: 100, raw: "¥3,500")])
            var changes = 0
            var saves: [Result<ConversionRecord, HistoryStoreError>] = []
            viewModel.onChange = { changes += 1 }
            viewModel.onHistorySave = { label, result in
                XCTAssertEqual(label.rawText, "¥3,500")
                saves.append(result)
            }
            let label = try XCTUnwrap(viewModel.click(atImagePoint: PixelPoint(x: 120, y: 110)))
            XCTAssertTrue(label.isHighlighted)
            XCTAssertEqual(changes, 1)
            let records = try history.load().records
            XCTAssertEqual(records.count, 1)
            XCTAssertEqual(records.first?.originalPrice, 3500)
            XCTAssertEqual(records.first?.convertedAmount, 700)
            XCTAssertEqual(records.first?.currencyName, "JPY")
            XCTAssertEqual(records.first?.timestamp, wallClock.date)
            XCTAssertEqual(saves.count, 1)
            XCTAssertEqual(try saves.first?.get(), records.first)

            XCTAssertEqual(viewModel.click(atImagePoint: PixelPoint(x: 120, y: 110))?.isHighlighted, false)
            XCTAssertEqual(viewModel.click(atImagePoint: PixelPoint(x: 120, y: 110))?.isHighlighted, true)
            XCTAssertEqual(try history.load().records.count, 1, "one label is recorded once")
        }
    }

    func testClickLandsOnTheSameLabelWhileThePriceMoves() throws {
        try MainActor.assumeIsolated {
            show([price("1000", x: 100, y: 100)])
            let id = try XCTUnwrap(viewModel.labels.first?.id)
            show([price("1000", x: 130, y: 110)], frames: 2)
            let clicked = try XCTUnwrap(viewModel.click(atImagePoint: PixelPoint(x: 140, y: 120)))
            XCTAssertEqual(clicked.id, id)
            show([price("1000", x: 150, y: 120)], frames: 1)
            XCTAssertEqual(viewModel.labels.first?.isHighlighted, true, "the highlight follows the price")
        }
    }

    func testClickOnNothing() throws {
        try MainActor.assumeIsolated {
            show([price("1000", x: 100, y: 100)])
            XCTAssertNil(viewModel.click(atImagePoint: PixelPoint(x: 500, y: 400)))
            XCTAssertEqual(try history.load().records, [])
        }
    }

    func testClickPicksTheSmallestOverlappingLabel() {
        MainActor.assumeIsolated {
            show([price("1000", x: 0, y: 0, width: 300, height: 200), price("50", x: 20, y: 20, width: 40, height: 20)])
            XCTAssertEqual(viewModel.click(atImagePoint: PixelPoint(x: 30, y: 30))?.value, 50)
        }
    }

    func testRecordingFailureIsReportedAndTheHighlightStays() throws {
        try MainActor.assumeIsolated {
            let failing = FailingHistoryStore(error: .writeFailed(path: "/x/history.json"))
            viewModel = makeViewModel(history: failing)
            show([price("1000")])
            var saves: [Result<ConversionRecord, HistoryStoreError>] = []
            viewModel.onHistorySave = { _, result in saves.append(result) }
            let label = try XCTUnwrap(viewModel.click(atImagePoint: PixelPoint(x: 110, y: 110)))
            XCTAssertTrue(label.isHighlighted)
            XCTAssertEqual(saves, [.failure(.writeFailed(path: "/x/history.json"))], "one save, and it failed")
        }
    }

    func testRecordingReportsAMovedAsideHistory() throws {
        try MainActor.assumeIsolated {
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            let store = JSONHistoryStore(directory: directory.url)
            try Data("not json".utf8).write(to: store.fileURL)
            viewModel = makeViewModel(history: store)
            show([price("1000")])
            viewModel.click(atImagePoint: PixelPoint(x: 110, y: 110))
            XCTAssertNotNil(viewModel.historyRecovery)
            XCTAssertEqual(try store.load().records.count, 1)
        }
    }

    func testPauseIgnoresFramesAndResumeStartsAfresh() {
        MainActor.assumeIsolated {
            show([price("1000")])
            viewModel.pause()
            XCTAssertTrue(viewModel.isPaused)
            show([price("2000", x: 400)])
            viewModel.tick(at: clock.advance(by: 5))
            XCTAssertEqual(viewModel.labels.map(\.value), [1000], "frozen while paused")
            viewModel.resume()
            XCTAssertFalse(viewModel.isPaused)
            XCTAssertEqual(viewModel.labels, [])
            show([price("2000", x: 400)])
            XCTAssertEqual(viewModel.labels.map(\.value), [2000])
        }
    }

    func testPauseAndResumeAreIdempotent() {
        MainActor.assumeIsolated {
            var changes = 0
            viewModel.onChange = { changes += 1 }
            viewModel.resume()
            viewModel.pause()
            viewModel.pause()
            XCTAssertEqual(changes, 1)
        }
    }

    func testRateChangeAppliesToTheNextFrame() throws {
        try MainActor.assumeIsolated {
            show([price("1000")])
            viewModel.updateSettings(CurrencySettings(currencyName: "USD", exchangeRate: 30))
            XCTAssertEqual(viewModel.labels.first?.text, "NT$ 200", "labels already drawn stay until the next frame")
            show([price("1000")], frames: 1)
            XCTAssertEqual(viewModel.labels.first?.text, "NT$ 30,000")
            viewModel.click(atImagePoint: PixelPoint(x: 110, y: 110))
            XCTAssertEqual(try history.load().records.first?.exchangeRate, 30)
            XCTAssertEqual(viewModel.title, "USD → TWD")
        }
    }

    func testFrameSizeIsKept() {
        MainActor.assumeIsolated {
            show([], frames: 1)
            XCTAssertEqual(viewModel.frameSize, testFrame)
        }
    }
}
