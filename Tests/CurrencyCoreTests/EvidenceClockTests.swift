import CurrencyCore
import XCTest

final class EvidenceClockTests: XCTestCase {
    func testFollowsRealTimeWhileReadingsKeepComing() {
        var clock = EvidenceClock(maximumLead: 0.25)
        XCTAssertEqual(clock.time(at: 5), 5, "before any reading it is real time")
        clock.readingArrived(capturedAt: 10.0)
        XCTAssertEqual(clock.time(at: 10.1), 10.1)
        clock.readingArrived(capturedAt: 10.1)
        XCTAssertEqual(clock.time(at: 10.3), 10.3)
    }

    func testWaitsForTheNextReadingWhenRecognitionIsSlow() {
        var clock = EvidenceClock(maximumLead: 0.25)
        clock.readingArrived(capturedAt: 10.0)
        XCTAssertEqual(clock.time(at: 12.0), 10.25, "two seconds without a reading: a label must not fade for that")
        clock.readingArrived(capturedAt: 11.9)
        XCTAssertEqual(clock.time(at: 12.0), 12.0)
    }

    func testAnOlderResultDoesNotMoveItBack() {
        var clock = EvidenceClock(maximumLead: 0.25)
        clock.readingArrived(capturedAt: 10.0)
        clock.readingArrived(capturedAt: 9.0)
        XCTAssertEqual(clock.time(at: 11.0), 10.25)
    }

    /// The spec's 1 s fade still happens when readings keep coming and the price is gone.
    func testLabelsStillFadeWhenReadingsShowThePriceGone() {
        MainActor.assumeIsolated {
            let model = CameraViewModel(settings: CurrencySettings(currencyName: "JPY", exchangeRate: 1),
                                        history: HistoryQueue(InMemoryHistoryStore()))
            var clock = EvidenceClock()
            let price = DetectedPrice(rawText: "¥100", value: 100, box: PixelRect(x: 10, y: 10, width: 50, height: 20),
                                      confidence: 0.9)
            let size = PixelSize(width: 640, height: 480)
            for frame in 0..<3 {
                let time = Double(frame) * 0.1
                clock.readingArrived(capturedAt: time)
                model.ingest(prices: [price], frameSize: size, at: time)
            }
            XCTAssertEqual(model.labels.count, 1)
            // Slow recognition: nothing read for 3 s; the label stays.
            model.tick(at: clock.time(at: 3.2))
            XCTAssertEqual(model.labels.first?.opacity, 1)
            // Readings resume without the price: gone 1 s later.
            for step in 0...12 {
                let time = 3.2 + Double(step) * 0.1
                clock.readingArrived(capturedAt: time)
                model.ingest(prices: [], frameSize: size, at: time)
            }
            model.tick(at: clock.time(at: 4.4))
            XCTAssertTrue(model.labels.isEmpty, "\(model.labels)")
        }
    }
}
