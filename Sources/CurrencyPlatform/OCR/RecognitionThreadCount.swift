import Foundation

/// How many recognition threads the live path runs. Each thread has its own Tesseract engine
/// (engines are not thread-safe) and each engine is single-threaded (`OMP_THREAD_LIMIT=1`), so
/// threads beyond the cores only queue; every engine adds its start time and memory.
public struct RecognitionThreadCount: Sendable, Equatable, CustomStringConvertible {
    public static let allowed = 1...4
    public let value: Int

    /// nil outside `allowed`.
    public init?(_ value: Int) {
        guard Self.allowed.contains(value) else { return nil }
        self.value = value
    }

    /// Two on a machine with two cores or more, else one.
    public static var automatic: RecognitionThreadCount {
        RecognitionThreadCount(min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)))!
    }

    public var description: String { String(value) }
}
