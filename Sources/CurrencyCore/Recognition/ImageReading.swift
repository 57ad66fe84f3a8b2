/// What recognition found in one still image.
public struct ImageReading: Sendable {
    public var width: Int
    public var height: Int
    /// Recognition time (decoding excluded), in milliseconds.
    public var elapsedMilliseconds: Double
    /// Most price-like first.
    public var prices: [DetectedPrice]

    public init(width: Int, height: Int, elapsedMilliseconds: Double, prices: [DetectedPrice]) {
        self.width = width
        self.height = height
        self.elapsedMilliseconds = elapsedMilliseconds
        self.prices = prices
    }
}

/// Why a still image could not be read.
public enum ImageReadFailure: Error, Sendable, Equatable {
    /// No file at that path.
    case notFound
    /// The file is there but is not an image the decoder understands.
    case undecodable
    /// The OCR engine could not be started (missing language data).
    case engineUnavailable
    /// The picture has more than `ImageLimits.maximumPixels` pixels (its size from the file's
    /// header); it was not decoded.
    case tooLarge(width: Int, height: Int)
}

/// How big a still picture `recognize` decodes.
public enum ImageLimits {
    /// 50 megapixels: the largest phone photos (48–50 MP) still read. Decoding takes 3–4 bytes a
    /// pixel plus the luma copy, so this bounds one image at about 250 MB; a bigger (or forged)
    /// header is refused before any decoding, and the run goes on with the next file.
    public static let maximumPixels = 50_000_000
}
