import Foundation

/// A price as it looked where it was read: the grey levels of its box and a margin around it (the
/// anchor), and where that anchor lies in the newest frame it was found in. Live frames find a known
/// price again by comparing grey levels (`PatchMatcher`) instead of reading its text again.
public struct PricePatch: Sendable {
    /// The price as read, its box in the anchor's frame.
    public let price: DetectedPrice
    /// The pixels cut around `price.box` from the frame it was read (or last re-anchored) in.
    let anchor: LumaFrame
    /// The anchor's top-left corner in its own frame.
    let anchorOrigin: PixelPoint
    /// Where the anchor's top-left corner is in the newest frame it was found in.
    public internal(set) var origin: PixelPoint
    /// The anchor's size in the newest frame over its size when cut: the camera's zoom since.
    public internal(set) var scale: Double
    /// How alike the anchor and the newest frame's pixels were (normalized cross-correlation, 1 for
    /// the frame it was cut from).
    public internal(set) var similarity: Double
    /// Whole-frame readings in a row that read this price with this value.
    public internal(set) var readings = 1
    /// A different value one reading gave here, not yet believed (`WholeReadingMerge`).
    var challenger: DetectedPrice?
    /// Whole-frame readings in a row that did not read this price while its look was in place.
    var misses = 0
    /// What the price's `SecondLook` found: true when it read the same value, false when it did not,
    /// nil before it was looked at.
    public internal(set) var secondLook: Bool?

    init(price: DetectedPrice, anchor: LumaFrame, anchorOrigin: PixelPoint) {
        self.price = price
        self.anchor = anchor
        self.anchorOrigin = anchorOrigin
        origin = anchorOrigin
        scale = 1
        similarity = 1
    }

    /// True when `price`, read in the newest frame, gives this price's value where it is now: the
    /// same price read again.
    public func isReadAgain(as price: DetectedPrice) -> Bool {
        price.value == self.price.value && price.box.intersects(current.box)
    }

    /// The price where it is in the newest frame: its read box moved and scaled with the anchor.
    public var current: DetectedPrice {
        var moved = price
        moved.box = PixelRect(x: origin.x + scale * (price.box.x - anchorOrigin.x),
                              y: origin.y + scale * (price.box.y - anchorOrigin.y),
                              width: scale * price.box.width, height: scale * price.box.height)
        return moved
    }
}
