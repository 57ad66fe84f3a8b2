import Foundation

/// Pixels already in memory that the picture screen reads as it reads a decoded file: a camera
/// frame taken with "Take a Picture". No file is written: the frame goes to recognition and to the
/// view as it is, so nothing of the camera's picture is left on disk.
public protocol LumaSource: Sendable {
    var width: Int { get }
    var height: Int { get }
    /// The luma plane, full-range BT.601 as `ImageFile.luma(atPath:)` gives a file's, so a
    /// snapshot is read exactly as the same pixels saved to a file would be. Called off the main
    /// thread (the conversion of a large frame is not free).
    func luma() -> LumaFrame
}

extension LumaFrame: LumaSource {
    public func luma() -> LumaFrame { self }
}

/// What a picture with no file is called: a still from the live camera ("Take a Picture"), or
/// pixels pasted or dropped.
public enum CameraSnapshot {
    /// "Camera snapshot 14:05:09" (translated), the time the frame was taken in `timeZone`. A
    /// 24-hour clock with seconds: two snapshots a minute apart never share a title.
    public static func title(takenAt date: Date, timeZone: TimeZone = .current) -> String {
        Localization.fill(tr("Camera snapshot {time}"), ["time": time(of: date, in: timeZone)])
    }

    /// How a picture with no file came: it is named by that and the time.
    public enum Arrival: Sendable {
        case pasted, dropped
    }

    /// "Pasted picture 14:05:09" or "Dropped picture 14:05:09" (translated).
    public static func title(of arrival: Arrival, at date: Date, timeZone: TimeZone = .current) -> String {
        let template = arrival == .pasted ? tr("Pasted picture {time}") : tr("Dropped picture {time}")
        return Localization.fill(template, ["time": time(of: date, in: timeZone)])
    }

    /// HH:MM:SS, not the locale's format: the same digits in every language, and never "PM".
    static func time(of date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second]
            .map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
    }
}
