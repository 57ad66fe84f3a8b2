import CurrencyCore

/// A picture recognizer that holds each request until the test answers it, so the view-model's
/// processing state can be seen, and answers may come late or out of order.
@MainActor
public final class FakePictureRecognizer: PictureRecognizing {
    public private(set) var requests: [(path: String, completion: @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void)] = []

    public init() {}

    public func read(path: String, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void) {
        requests.append((path, completion))
    }

    /// Pixels asked for, as "pixels:WIDTHxHEIGHT" in `requests`, so `answer` finds them too.
    public func read(pixels: any LumaSource, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void) {
        requests.append((Self.key(pixels), completion))
    }

    /// The name a request for `pixels` is kept under.
    public nonisolated static func key(_ pixels: any LumaSource) -> String {
        "pixels:\(pixels.width)x\(pixels.height)"
    }

    /// Answers the request for `path` (the latest one for it).
    public func answer(_ path: String, with result: Result<PictureReading, ImageReadFailure>) {
        guard let index = requests.lastIndex(where: { $0.path == path }) else { return }
        let request = requests.remove(at: index)
        request.completion(result)
    }
}

/// A text line for tests.
public func line(_ text: String, x: Double, y: Double, width: Double, height: Double = 30) -> TextLine {
    TextLine(text: text, box: PixelRect(x: x, y: y, width: width, height: height), confidence: 0.9)
}
