/// A point in pixels, origin at the top-left corner, y growing down.
public struct PixelPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// True when either side is zero or negative: nothing can be drawn or mapped.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension PixelRect {
    /// The rectangle's centre.
    public var center: PixelPoint { PixelPoint(x: midX, y: midY) }

    /// True when `point` lies inside or on the edge of the rectangle.
    public func contains(_ point: PixelPoint) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return PixelRect(x: minX, y: minY,
                         width: Swift.max(maxX, other.maxX) - minX,
                         height: Swift.max(maxY, other.maxY) - minY)
    }
}
