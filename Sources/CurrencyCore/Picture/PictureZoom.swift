/// The picture window's zoom (Ctrl+plus, Ctrl+minus, Ctrl+0) and pan (drag), applied to the fitted
/// picture by `VideoFit.zoomed`.
public struct PictureZoom: Hashable, Sendable {
    /// 1 is the whole picture fitted to the view.
    public private(set) var level = 1.0
    /// How far the user dragged the zoomed picture, in view pixels.
    public private(set) var pan = PixelPoint(x: 0, y: 0)

    /// Each step is a quarter more; 8× shows a 4000-pixel photo's small print at about its own size
    /// in an 800-pixel-wide view.
    public static let step = 1.25
    public static let maximum = 8.0

    public init() {}

    public mutating func zoomIn() { level = min(Self.maximum, level * Self.step) }

    public mutating func zoomOut() {
        level = max(1, level / Self.step)
        if level == 1 { pan = PixelPoint(x: 0, y: 0) }
    }

    public mutating func reset() { self = PictureZoom() }

    /// Moves the picture by a drag of (dx, dy) view pixels; no effect while fitted.
    public mutating func drag(by dx: Double, _ dy: Double) {
        guard level > 1 else { return }
        pan = PixelPoint(x: pan.x + dx, y: pan.y + dy)
    }

    /// The fit of `imageSize` in `viewSize` at this zoom.
    public func fit(imageSize: PixelSize, viewSize: PixelSize) -> VideoFit {
        VideoFit(imageSize: imageSize, viewSize: viewSize).zoomed(level, pan: pan)
    }
}
