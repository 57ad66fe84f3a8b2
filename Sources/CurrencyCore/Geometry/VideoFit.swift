/// Maps between image pixels and widget coordinates when the video is drawn aspect-fit: scaled
/// uniformly to fit the widget and centred, with bars (letterbox or pillarbox) on the spare sides.
/// Both spaces have their origin at the top-left corner.
public struct VideoFit: Hashable, Sendable {
    public let imageSize: PixelSize
    public let viewSize: PixelSize
    /// View pixels per image pixel.
    public let scale: Double
    /// Where the image's top-left corner lands in the view.
    public let offset: PixelPoint

    public init(imageSize: PixelSize, viewSize: PixelSize) {
        self.imageSize = imageSize
        self.viewSize = viewSize
        if imageSize.isEmpty || viewSize.isEmpty {
            scale = 0
            offset = PixelPoint(x: 0, y: 0)
        } else {
            let s = min(viewSize.width / imageSize.width, viewSize.height / imageSize.height)
            scale = s
            offset = PixelPoint(x: (viewSize.width - imageSize.width * s) / 2,
                                y: (viewSize.height - imageSize.height * s) / 2)
        }
    }

    private init(imageSize: PixelSize, viewSize: PixelSize, scale: Double, offset: PixelPoint) {
        self.imageSize = imageSize
        self.viewSize = viewSize
        self.scale = scale
        self.offset = offset
    }

    /// This fit magnified `zoom` times (1 = fitted) about the view's centre, then moved by `pan`
    /// (view pixels). The picture is kept covering the view along each side it overflows, and
    /// centred along a side it does not fill, so panning cannot lose it.
    public func zoomed(_ zoom: Double, pan: PixelPoint) -> VideoFit {
        guard zoom > 1, scale > 0 else { return self }
        let s = scale * zoom
        func place(_ image: Double, _ view: Double, _ fitted: Double, _ shift: Double) -> Double {
            let size = image * s
            guard size > view else { return (view - size) / 2 }
            // The view's centre stays on the same picture point as before zooming, then the pan.
            let centred = view / 2 - (view / 2 - fitted) * zoom + shift
            return min(0, max(view - size, centred))
        }
        return VideoFit(imageSize: imageSize, viewSize: viewSize, scale: s,
                        offset: PixelPoint(x: place(imageSize.width, viewSize.width, offset.x, pan.x),
                                           y: place(imageSize.height, viewSize.height, offset.y, pan.y)))
    }

    /// The part of the view the video covers.
    public var videoRect: PixelRect {
        PixelRect(x: offset.x, y: offset.y, width: imageSize.width * scale, height: imageSize.height * scale)
    }

    /// An image point in view coordinates.
    public func toView(_ point: PixelPoint) -> PixelPoint {
        PixelPoint(x: offset.x + point.x * scale, y: offset.y + point.y * scale)
    }

    /// An image rectangle in view coordinates.
    public func toView(_ rect: PixelRect) -> PixelRect {
        let origin = toView(PixelPoint(x: rect.x, y: rect.y))
        return PixelRect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
    }

    /// A view point in image coordinates, or nil when it falls on a bar outside the video
    /// (a click there cannot hit a price) or nothing is shown yet.
    public func toImage(_ point: PixelPoint) -> PixelPoint? {
        guard scale > 0, videoRect.contains(point) else { return nil }
        return PixelPoint(x: (point.x - offset.x) / scale, y: (point.y - offset.y) / scale)
    }
}
