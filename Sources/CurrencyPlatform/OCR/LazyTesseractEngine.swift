import CurrencyCore
import Foundation

/// A `TesseractEngine` made on its first reading: a CJK mark model costs 15–45 MB and ~150 ms to
/// load, and most pictures never ask it anything (`NativeMarkReader` reads only doubtful numbers).
/// Made only where its data file was found; should loading still fail, it reads nothing. While
/// not `allowed` it reads nothing and holds no model.
final class LazyTesseractEngine: TextRecognizing, @unchecked Sendable {
    // @unchecked: `engine`, `failed` and `allowed` are only touched while holding `lock`.
    private let lock = NSLock()
    private let configuration: TesseractConfiguration
    private var engine: TesseractEngine?
    private var failed = false
    private var allowed = true

    init(configuration: TesseractConfiguration) {
        self.configuration = configuration
    }

    /// Disallowing lets the model go (a reading under way keeps it until it ends).
    func setAllowed(_ allowed: Bool) {
        lock.withLock {
            self.allowed = allowed
            if !allowed { engine = nil }
        }
    }

    /// True while a model is held.
    var isLoaded: Bool { lock.withLock { engine != nil } }

    func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord] {
        let engine: TesseractEngine? = lock.withLock {
            guard allowed else { return nil }
            if self.engine == nil, !failed {
                self.engine = try? TesseractEngine(configuration: configuration)
                failed = self.engine == nil
            }
            return self.engine
        }
        return engine?.recognizeWords(in: frame, pass: pass) ?? []
    }
}
