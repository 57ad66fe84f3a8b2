import CurrencyCore
import Foundation

/// Tesseract plus price assembly: the one recognition path shared by the live session, the
/// `recognize` and `bench` commands and the fixture tests. Create once and reuse (the engine's
/// start costs ~120 ms); calls are serialised by the engine.
public final class PriceRecognizer: Sendable {
    private let engine: TesseractEngine
    private let extractor: PriceExtractor

    public init(configuration: TesseractConfiguration = .prices,
                extractor: PriceExtractor = PriceExtractor()) throws(TesseractError) {
        engine = try TesseractEngine(configuration: configuration)
        self.extractor = extractor
    }

    /// The prices in one frame, most price-like first.
    public func prices(in frame: LumaFrame) -> [DetectedPrice] {
        extractor.prices(in: engine.recognizeWords(in: frame))
    }

    /// Loads the image at `path` and reads its prices.
    public func read(imageAt path: String) -> Result<ImageReading, ImageReadFailure> {
        let frame: LumaFrame
        do { frame = try ImageFile.luma(atPath: path) } catch { return .failure(error) }
        let started = MonotonicClock.now()
        let prices = prices(in: frame)
        let elapsed = Double(MonotonicClock.now() - started) / 1e6
        return .success(ImageReading(width: frame.width, height: frame.height, elapsedMilliseconds: elapsed, prices: prices))
    }
}

extension TesseractConfiguration {
    /// What the recognition study measured best for prices: sparse text, global Otsu, full size.
    public static var prices: TesseractConfiguration {
        TesseractConfiguration(pageSegmentation: .sparseText, thresholding: .otsu)
    }
}
