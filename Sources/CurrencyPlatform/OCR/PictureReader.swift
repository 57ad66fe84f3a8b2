import CurrencyCore
import Foundation

/// Reads still pictures for the picture window: decoding and recognition on a thread of its own
/// (one at a time, with one `PriceRecognizer` made on first use), results back on the GLib main
/// loop. A picture opened while another is read waits its turn; the view-model ignores the answer
/// for a picture it no longer shows.
@MainActor
public final class PictureReader: PictureRecognizing {
    private let queue = DispatchQueue(label: "currency-camera.picture-reader", qos: .userInitiated)
    private let recognizer = LazyRecognizer()

    public init() {}

    public func read(path: String, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void) {
        onReadingThread(completion) { $0.read(path: path) }
    }

    /// A camera snapshot: its luma plane is made on the reading thread, then read as a file's.
    public func read(pixels: any LumaSource, completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void) {
        onReadingThread(completion) { $0.read(pixels: pixels) }
    }

    private func onReadingThread(_ completion: @escaping @MainActor @Sendable (Result<PictureReading, ImageReadFailure>) -> Void,
                                 _ work: @escaping @Sendable (LazyRecognizer) -> Result<PictureReading, ImageReadFailure>) {
        let recognizer = self.recognizer
        queue.async {
            let result = work(recognizer)
            MainLoop.post { completion(result) }
        }
    }
}

/// The recognizer, made on the reading thread the first time it is needed (~120 ms) and kept.
private final class LazyRecognizer: @unchecked Sendable {
    // @unchecked: only touched on PictureReader's serial queue.
    private var recognizer: PriceRecognizer?
    private var failed = false

    func read(path: String) -> Result<PictureReading, ImageReadFailure> {
        let frame: LumaFrame
        do { frame = try ImageFile.luma(atPath: path) } catch { return .failure(error) }
        return read(frame)
    }

    func read(pixels: any LumaSource) -> Result<PictureReading, ImageReadFailure> {
        // The same limit as a file's header: a snapshot is no exception.
        guard pixels.width * pixels.height <= ImageLimits.maximumPixels else {
            return .failure(.tooLarge(width: pixels.width, height: pixels.height))
        }
        return read(pixels.luma())
    }

    private func read(_ frame: LumaFrame) -> Result<PictureReading, ImageReadFailure> {
        if recognizer == nil, !failed {
            recognizer = try? PriceRecognizer(marks: NativeMarkModels(scripts: NativeMarkReader.Script.allCases))
            failed = recognizer == nil
        }
        guard let recognizer else { return .failure(.engineUnavailable) }
        return .success(PictureReading(width: frame.width, height: frame.height,
                                       lines: recognizer.stillTextLines(in: frame),
                                       prices: recognizer.stillPrices(in: frame),
                                       missingScripts: recognizer.missingScripts))
    }
}
