import CurrencyCore
import Foundation

/// Tesseract behind `PricePipeline`: what the live session, the `recognize` and `bench` commands
/// and the fixture tests create. Create once and reuse (the engine's start costs ~120 ms); calls
/// are serialised by the engine.
public final class PriceRecognizer: Sendable {
    private let engine: TesseractEngine
    private let pipeline: PricePipeline
    /// The mark models asked for whose data is not installed: their marks are not read.
    public let missingScripts: [NativeMarkReader.Script]

    /// The stages as `PricePipeline.init` takes them (nil leaves one out). `marks`: the
    /// native-script models doubtful numbers are read again with (`NativeMarkReader`); shared by
    /// every recognizer given the same value.
    public init(configuration: TesseractConfiguration = .prices, extractor: PriceExtractor = PriceExtractor(),
                refiner: PriceRegionRefiner? = PriceRegionRefiner(),
                rowFinder: TallTextRowFinder? = TallTextRowFinder(),
                glyphReader: GlyphNumberReader? = GlyphNumberReader(),
                segmentReader: SegmentNumberReader? = SegmentNumberReader(),
                unreadLines: UnreadLinesCheck? = UnreadLinesCheck(),
                marks: NativeMarkModels = .none) throws(TesseractError) {
        engine = try TesseractEngine(configuration: configuration)
        missingScripts = marks.missing
        pipeline = PricePipeline(ocr: engine, extractor: extractor, refiner: refiner, rowFinder: rowFinder,
                                 glyphReader: glyphReader, segmentReader: segmentReader, unreadLines: unreadLines,
                                 nativeMarks: marks.reader)
    }

    /// The prices in one live frame (`PricePipeline.prices(in:)`).
    public func prices(in frame: LumaFrame) -> [DetectedPrice] {
        pipeline.prices(in: frame)
    }

    /// A still picture's prices, read thoroughly (`PricePipeline.stillPrices(in:readings:region:)`).
    public func stillPrices(in frame: LumaFrame, readings: [StillReading] = StillReading.allCases,
                            region: Bool = false) -> [DetectedPrice] {
        pipeline.stillPrices(in: frame, readings: readings, region: region)
    }

    /// Every text line of a still picture (for its "Extracted text" list), read in one page-layout
    /// pass of its own, enlarged as `stillPrices` enlarges; boxes in the picture's own pixels.
    public func stillTextLines(in frame: LumaFrame) -> [TextLine] {
        let (picture, scale) = pipeline.enlarged(frame)
        let bright = picture.brightenedIfDark()
        return engine.recognizeLines(in: bright, pass: .textLines(for: bright)).map { line in
            var line = line
            line.box = line.box.mapped(from: PixelPoint(x: 0, y: 0), scale: scale)
            return line
        }
    }

    /// Loads the image at `path` and reads its prices (all `readings` by default; see `StillReading`).
    public func read(imageAt path: String, readings: [StillReading] = StillReading.allCases) -> Result<ImageReading, ImageReadFailure> {
        read(imageAt: path) { stillPrices(in: $0, readings: readings) }
    }

    /// Loads the image at `path` and reads its prices with `reading`, timed.
    public func read(imageAt path: String, with reading: (LumaFrame) -> [DetectedPrice]) -> Result<ImageReading, ImageReadFailure> {
        let frame: LumaFrame
        do { frame = try ImageFile.luma(atPath: path) } catch { return .failure(error) }
        let started = MonotonicClock.now()
        let prices = reading(frame)
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
