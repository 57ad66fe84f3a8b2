import CurrencyCore
import Foundation
import XCTest

/// "Take a Picture": the snapshot's title says what it is and when it was taken.
final class CameraSnapshotTests: XCTestCase {
    private let taipei = TimeZone(identifier: "Asia/Taipei")!

    func testTheTitleIsTheTimeOfDayOnA24HourClockWithSeconds() {
        // 2025-12-02 06:05:09 UTC is 14:05:09 in Taipei (UTC+8).
        let date = ISO8601DateFormatter().date(from: "2025-12-02T06:05:09Z")!
        XCTAssertEqual(CameraSnapshot.title(takenAt: date, timeZone: taipei), "Camera snapshot 14:05:09")
        let morning = ISO8601DateFormatter().date(from: "2025-12-01T23:00:00Z")!
        XCTAssertEqual(CameraSnapshot.title(takenAt: morning, timeZone: taipei), "Camera snapshot 07:00:00",
                       "two digits each, never AM/PM")
    }

    func testTheTitleIsTranslatedAroundTheTime() {
        Localization.install { $0 == "Camera snapshot {time}" ? "相機快照 {time}" : $0 }
        defer { Localization.reset() }
        let date = ISO8601DateFormatter().date(from: "2025-12-02T06:05:09Z")!
        XCTAssertEqual(CameraSnapshot.title(takenAt: date, timeZone: taipei), "相機快照 14:05:09")
    }

    func testPastedAndDroppedPicturesAreNamedByHowTheyCame() {
        let date = ISO8601DateFormatter().date(from: "2025-12-02T06:05:09Z")!
        XCTAssertEqual(CameraSnapshot.title(of: .pasted, at: date, timeZone: taipei), "Pasted picture 14:05:09")
        XCTAssertEqual(CameraSnapshot.title(of: .dropped, at: date, timeZone: taipei), "Dropped picture 14:05:09")
    }

    func testALumaFrameIsItsOwnLumaSource() {
        let frame = LumaFrame(width: 2, height: 1, stride: 3, pixels: [10, 20, 99], captureTime: 5)
        let source: any LumaSource = frame
        XCTAssertEqual(source.width, 2)
        XCTAssertEqual(source.luma().pixels, [10, 20, 99])
    }
}
