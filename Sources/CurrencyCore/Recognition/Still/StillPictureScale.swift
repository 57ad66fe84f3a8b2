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

    public init(minimumShortSide: Double = 320, maximumFactor: Double = 4) {
        self.minimumShortSide = minimumShortSide
        self.maximumFactor = maximumFactor
    }

    /// The enlargement for a picture of this size: 1 when it is large enough.
    public func factor(width: Int, height: Int) -> Double {
        let shortSide = Double(min(width, height))
        guard shortSide > 0, shortSide < minimumShortSide else { return 1 }
        return min(maximumFactor, minimumShortSide / shortSide)
    }
}
