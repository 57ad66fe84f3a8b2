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
}
