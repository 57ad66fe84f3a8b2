import CurrencyCore
import XCTest

final class StatsMeterTests: XCTestCase {
    func testRatesAndPercentilesOverTheWindow() {
        var meter = StatsMeter(now: 10)
        for _ in 0..<30 { meter.frameShown() }
        for latency in 1...20 { meter.recognitionFinished(latencyMilliseconds: Double(latency * 10)) }
        let snapshot = meter.snapshot(now: 12)
        XCTAssertEqual(snapshot.framesPerSecond, 15)
        XCTAssertEqual(snapshot.recognitionsPerSecond, 10)
        XCTAssertEqual(snapshot.p50LatencyMilliseconds, 100)
        XCTAssertEqual(snapshot.p95LatencyMilliseconds, 190)
    }

    func testStatsLineFormat() {
        var meter = StatsMeter(now: 0)
        for _ in 0..<299 { meter.frameShown() }
        meter.recognitionFinished(latencyMilliseconds: 42.26)
        let line = meter.snapshot(now: 10).statsLine(labels: ["NT$ 770", "NT$ 281.60"])
        XCTAssertEqual(line, "stats: fps=29.9 recognitions=0.1 latency_ms=42.3 labels=NT$ 770|NT$ 281.60")
    }

    func testEmptyWindowHasNoLatencyAndResetStartsOver() {
        var meter = StatsMeter(now: 0)
        meter.frameShown()
        meter.reset(now: 5)
        let snapshot = meter.snapshot(now: 6)
        XCTAssertEqual(snapshot.framesPerSecond, 0)
        XCTAssertNil(snapshot.p95LatencyMilliseconds)
        XCTAssertEqual(snapshot.statsLine(labels: []), "stats: fps=0.0 recognitions=0.0 latency_ms=- labels=")
    }

    func testStatsLineNamesTheLongestStallBeforeTheLabels() {
        let line = StatsMeter(now: 0).snapshot(now: 1).statsLine(labels: ["NT$ 770"], longestStallMilliseconds: 312.04)
        XCTAssertEqual(line, "stats: fps=0.0 recognitions=0.0 latency_ms=- stall_ms=312.0 labels=NT$ 770")
    }

    /// A 100 ms timer that fired 0.1 s, then 0.35 s, then 0.1 s after the one before: 250 ms late once.
    func testStallIsTheLongestDelayBeyondTheTimersPeriod() {
        var stalls = MainLoopStallMeter(interval: 0.1)
        let lateness = [5.0, 5.1, 5.45, 5.55].map { stalls.tick(at: $0) }
        XCTAssertEqual(stalls.longest, 0.25, accuracy: 1e-9)
        // Each tick says how late it fired (the first has nothing to compare with).
        XCTAssertEqual(lateness[0], 0)
        XCTAssertEqual(lateness[1], 0, accuracy: 1e-9)
        XCTAssertEqual(lateness[2], 0.25, accuracy: 1e-9)
        XCTAssertEqual(lateness[3], 0, accuracy: 1e-9)
    }
}
