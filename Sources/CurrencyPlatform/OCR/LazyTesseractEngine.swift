import CurrencyCore
import Foundation

/// A `TesseractEngine` made on its first reading: a CJK mark model costs 15–45 MB and ~150 ms to
/// load, and most pictures never ask it anything (`NativeMarkReader` reads only doubtful numbers).
/// Made only where its data file was found; should loading still fail, it reads nothing.
final class LazyTesseractEngine: TextRecognizing, @unchecked Sendable {
    // @unchecked: `engine` and `failed` are only touched while holding `lock`.
    private let lock = NSLock()
    private let configuration: TesseractConfiguration
    private var engine: TesseractEngine?
    private var failed = false

    init(configuration: TesseractConfiguration) {
        self.configuration = configuration
    }

    func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord] {
        let engine: TesseractEngine? = lock.withLock {
            if self.engine == nil, !failed {
                self.engine = try? TesseractEngine(configuration: configuration)
                failed = self.engine == nil
            }
            return self.engine
        }
        return engine?.recognizeWords(in: frame, pass: pass) ?? []
    }
}
