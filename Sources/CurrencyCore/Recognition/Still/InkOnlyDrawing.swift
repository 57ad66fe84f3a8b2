/// One ink polarity drawn black on white, told apart from its paper by the neighbourhood around each
/// pixel rather than by one threshold for the whole picture.
///
/// Tesseract binarizes a picture with one global Otsu level. A grey e-paper label with soft, dark
/// digits on a light shelf, or white digits on a blue tag beside black ones on white, has no level
/// that keeps every price's ink: the label's paper falls on the ink's side or the digits on the
/// paper's. Judged against its own neighbourhood (as `TallTextRowFinder` finds glyphs), the ink of
/// either polarity comes out whole, and drawn dark on white it is what the model reads best.
public struct InkOnlyDrawing: Sendable, Equatable {
    /// Half the side of the neighbourhood, in picture pixels: wider than a big numeral's stroke.
    public var radius: Int
    /// Ink differs from its neighbourhood's mean by more than this many grey levels.
    public var contrast: Int

    public init(radius: Int = 32, contrast: Int = 24) {
        self.radius = radius
        self.contrast = contrast
    }

    /// `frame` with every pixel darker (`darkInk`) or lighter than the mean of its
    /// (2·`radius`+1)² neighbourhood by more than `contrast` black, the rest white; with `closing`,
    /// the gaps it bridges in that ink are black too.
    public func drawn(_ frame: LumaFrame, darkInk: Bool, closing: InkGapClosing? = nil) -> LumaFrame {
        var mask = GreyPlane(frame).inkMasks(radius: radius, contrast: contrast, polarities: [darkInk])[0]
        if let closing {
            mask = closing.closed(mask, width: frame.width, height: frame.height)
        }
        return LumaFrame(width: frame.width, height: frame.height, stride: frame.width,
                         pixels: mask.map { $0 ? 0 : 255 }, captureTime: frame.captureTime)
    }
}
