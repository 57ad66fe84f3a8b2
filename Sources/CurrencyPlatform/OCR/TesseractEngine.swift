import CTesseract
import CurrencyCore
import Foundation

/// Word-level OCR through Tesseract's C API, fed 8-bit luma.
///
/// Create one per worker and keep it: initialisation loads the model (~120 ms). Tesseract itself is
/// not thread-safe; calls on one engine are serialised by a lock, so sharing one between threads is
/// safe but makes them queue. Run the process with OMP_THREAD_LIMIT=1 (see `ProcessEnvironment`).
public final class TesseractEngine: TextRecognizing, @unchecked Sendable {
    // @unchecked: `handle` is only touched while holding `lock`.
    private let handle: OpaquePointer
    private let lock = NSLock()
    public let configuration: TesseractConfiguration

    public init(configuration: TesseractConfiguration = TesseractConfiguration()) throws(TesseractError) {
        let directory = try TessdataLocator().locate(language: configuration.language,
                                                     explicit: configuration.dataDirectory)
        Self.quietLeptonica
        guard let handle = TessBaseAPICreate() else {
            throw .initializationFailed(dataDirectory: directory, language: configuration.language)
        }
        // Before Init, so loading the model prints nothing on stderr either.
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit3(handle, directory, configuration.language) == 0 else {
            TessBaseAPIDelete(handle)
            throw .initializationFailed(dataDirectory: directory, language: configuration.language)
        }
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        TessBaseAPISetVariable(handle, "thresholding_method", configuration.thresholding.variableValue)
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(configuration.pageSegmentation.rawValue)))
        Self.set(configuration.inversion, on: handle)
        self.handle = handle
        self.configuration = configuration
    }

    /// Leptonica prints its own complaints ("Error in boxClipToRectangle: box outside rectangle",
    /// harmless: a search box reaching past the frame) straight to stderr, a user's terminal. They
    /// are shown only with CURRENCY_CAMERA_DEBUG=1. Set once per process, before the first engine.
    private static let quietLeptonica: Void = {
        let debug = ProcessInfo.processInfo.environment["CURRENCY_CAMERA_DEBUG"] == "1"
        _ = setMsgSeverity(debug ? Int32(L_SEVERITY_INFO) : Int32(L_SEVERITY_NONE))
    }()

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The words Tesseract reads in `frame` with the configuration's settings, boxes in the frame's
    /// pixels, confidence 0...1.
    public func recognizeWords(in frame: LumaFrame) -> [OCRWord] {
        words(in: frame, pass: nil)
    }

    /// As `recognizeWords(in:)`, with `pass`'s segmentation, characters and inversion for this call only.
    public func recognizeWords(in frame: LumaFrame, pass: OCRPass) -> [OCRWord] {
        words(in: frame, pass: pass)
    }

    private func words(in frame: LumaFrame, pass: OCRPass?) -> [OCRWord] {
        withRecognized(frame, pass: pass) { iterator, scale in Self.words(from: iterator, scale: scale) } ?? []
    }

    /// Recognizes `frame` with `pass` (nil: the configuration's) and hands the result iterator and
    /// the factor from engine pixels to frame pixels to `read`, under the lock; nil when
    /// recognition failed.
    func withRecognized<T>(_ frame: LumaFrame, pass: OCRPass?, _ read: (OpaquePointer, Double) -> T) -> T? {
        let factor = configuration.downscale
        let input = factor > 1 ? Self.shrink(frame, by: factor) : frame
        lock.lock()
        defer { lock.unlock() }
        defer { TessBaseAPIClear(handle) }
        if let pass {
            TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(pass.pageSegmentation.rawValue)))
            TessBaseAPISetVariable(handle, "tessedit_char_whitelist", pass.characters.whitelist)
            Self.set(pass.inversion, on: handle)
        }
        defer {
            if pass != nil {
                TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(configuration.pageSegmentation.rawValue)))
                TessBaseAPISetVariable(handle, "tessedit_char_whitelist", "")
                Self.set(configuration.inversion, on: handle)
            }
        }
        input.pixels.withUnsafeBufferPointer { pixels in
            TessBaseAPISetImage(handle, pixels.baseAddress, Int32(input.width), Int32(input.height), 1, Int32(input.stride))
        }
        guard TessBaseAPIRecognize(handle, nil) == 0, let iterator = TessBaseAPIGetIterator(handle) else { return nil }
        defer { TessResultIteratorDelete(iterator) }
        return read(iterator, Double(factor))
    }

    private static func set(_ inversion: LineInversion, on handle: OpaquePointer) {
        for (name, value) in inversion.variables { TessBaseAPISetVariable(handle, name, value) }
    }

    private static func words(from iterator: OpaquePointer, scale: Double) -> [OCRWord] {
        var words: [OCRWord] = []
        let page = TessResultIteratorGetPageIteratorConst(iterator)
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText)
            TessDeleteText(cText)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard !text.isEmpty, TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0 else { continue }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            let box = PixelRect(x: Double(left) * scale, y: Double(top) * scale,
                                width: Double(right - left) * scale, height: Double(bottom - top) * scale)
            words.append(OCRWord(text: text, box: box, confidence: min(max(confidence, 0), 1),
                                 glyphs: glyphs(of: iterator, scale: scale)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }

    /// The symbols of the word `iterator` is on, read through a copy so the word loop is undisturbed.
    private static func glyphs(of iterator: OpaquePointer, scale: Double) -> [OCRGlyph] {
        guard let symbol = TessResultIteratorCopy(iterator) else { return [] }
        defer { TessResultIteratorDelete(symbol) }
        let page = TessResultIteratorGetPageIteratorConst(symbol)
        var glyphs: [OCRGlyph] = []
        while true {
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            if let cText = TessResultIteratorGetUTF8Text(symbol, RIL_SYMBOL) {
                let text = String(cString: cText)
                TessDeleteText(cText)
                if TessPageIteratorBoundingBox(page, RIL_SYMBOL, &left, &top, &right, &bottom) != 0 {
                    let confidence = Double(TessResultIteratorConfidence(symbol, RIL_SYMBOL)) / 100
                    glyphs.append(OCRGlyph(text: text, box: PixelRect(
                        x: Double(left) * scale, y: Double(top) * scale,
                        width: Double(right - left) * scale, height: Double(bottom - top) * scale),
                        confidence: min(max(confidence, 0), 1)))
                }
            }
            guard TessPageIteratorIsAtFinalElement(page, RIL_WORD, RIL_SYMBOL) == 0,
                  TessResultIteratorNext(symbol, RIL_SYMBOL) != 0 else { break }
        }
        return glyphs
    }

    /// Box-filter downscale: averaging keeps thin strokes that plain subsampling would drop.
    static func shrink(_ frame: LumaFrame, by factor: Int) -> LumaFrame {
        let width = frame.width / factor, height = frame.height / factor
        var pixels = [UInt8](repeating: 0, count: width * height)
        let area = UInt32(factor * factor)
        frame.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                for x in 0..<width {
                    var sum: UInt32 = 0
                    for dy in 0..<factor {
                        let row = (y * factor + dy) * frame.stride + x * factor
                        for dx in 0..<factor { sum += UInt32(source[row + dx]) }
                    }
                    pixels[y * width + x] = UInt8((sum + area / 2) / area)
                }
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: frame.captureTime)
    }
}
