import Foundation

/// The first stage of reading a still picture: how much to enlarge it before OCR.
///
/// Tesseract's LSTM reads text of roughly 30 px x-height; a shelf-label crop of 100–250 px holds
/// digits of 15–40 px, which it reads as junk or not at all. A picture whose shorter side is under
/// `minimumShortSide` is enlarged (bilinear) until it reaches it, by at most `maximumFactor`.
/// Camera frames (480 px and more) are left as they are, so the live path is not affected.
public struct StillPictureScale: Sendable, Equatable {
    /// Fitted on the tune halves of the real-photo sets (FINDINGS, "Still pictures: scale"): 320,
    /// 480, 640 and 800 px read the same Japanese labels; 320 read the most Norwegian ones and costs least.
    public var minimumShortSide: Double
    /// Beyond ×4 bilinear enlargement only blurs: the smallest labels (77 px high) reach ~300 px.
    public var maximumFactor: Double

    /// An enlarged picture is read a second time at this share of its enlargement, when that still
    /// enlarges it (`factors`): Tesseract's reading of small blurred digits flips with the scale ("293" at ×4 is
    /// "299" at ×2), and the vote between the two scales keeps what both, or a trusted reading, saw.
    /// Chosen on the tune halves (FINDINGS, "Still pictures: a second scale"): Japanese key prices
    /// 20 of 25 with one scale; 22 at shares 0 (the picture's own size), 0.25, 0.5, 0.625 and 0.75,
    /// 23 at 0.375, 21 at 0.875 (measured with the second scale clamped at ×1). 0.5 is the middle of the
    /// plateau, not its one-image peak.
    public var secondReadingShare: Double

    public init(minimumShortSide: Double = 320, maximumFactor: Double = 4, secondReadingShare: Double = 0.5) {
        self.minimumShortSide = minimumShortSide
        self.maximumFactor = maximumFactor
        self.secondReadingShare = secondReadingShare
    }

    /// The enlargement for a picture of this size: 1 when it is large enough.
    public func factor(width: Int, height: Int) -> Double {
        let shortSide = Double(min(width, height))
        guard shortSide > 0, shortSide < minimumShortSide else { return 1 }
        return min(maximumFactor, minimumShortSide / shortSide)
    }

    /// The enlargements a picture of this size is read at: `factor`, and also `secondReadingShare`
    /// of it when that still enlarges the picture. A picture enlarged less than 1 / the share is
    /// read once: read again at its own size, it is nearly the same pixels, and two readings of
    /// those agreeing on a misread ("18.58" for 18⁵⁰ at ×1.12 and ×1) are not two witnesses.
    public func factors(width: Int, height: Int) -> [Double] {
        let first = factor(width: width, height: height), second = first * secondReadingShare
        return second >= 1 ? [first, second] : [first]
    }
}
