import Foundation

/// What the overlay draws for one price: the converted amount over where the price is.
public struct PriceLabel: Identifiable, Hashable, Sendable {
    /// Stable while the price is tracked, even as it moves, so a click finds the same label.
    public let id: Int
    /// The price in the foreign currency.
    public var value: Decimal
    /// The price as read ("¥3,500").
    public var rawText: String
    /// The price in its own currency, converted (or not) at that currency's rate.
    public var conversion: PriceConversion
    /// The label text: "NT$ 770", "NT$ 500" for a price already in NT$, "¥ — no rate set".
    public var text: String { conversion.text }
    /// `value × rate`, rounded to 2 places; nil when the price's currency has no rate.
    public var convertedAmount: Decimal? { conversion.amount }
    /// Where the price is, in image pixels.
    public var box: PixelRect
    /// 1 while the price is seen, falling to 0 as the label fades out.
    public var opacity: Double
    /// True for the label the user clicked.
    public var isHighlighted: Bool

    public init(id: Int, value: Decimal, rawText: String, conversion: PriceConversion,
                box: PixelRect, opacity: Double, isHighlighted: Bool) {
        self.id = id
        self.value = value
        self.rawText = rawText
        self.conversion = conversion
        self.box = box
        self.opacity = opacity
        self.isHighlighted = isHighlighted
    }
}

/// The tuning of `PriceTracker`; the defaults are the spec's numbers.
public struct TrackingPolicy: Hashable, Sendable {
    /// Frames a price must be seen in before its label appears (anti-flicker).
    public var requiredFrames = 3
    /// Largest relative difference between readings of the same price (1 %).
    public var valueTolerance = Decimal(string: "0.01")!
    /// Largest move of a price's centre between frames, as a fraction of the frame's width and
    /// height (10 %).
    public var positionTolerance = 0.1
    /// Seconds after the price was last seen when its label starts to fade.
    public var fadeStart: TimeInterval = 0.5
    /// Seconds after the price was last seen when its label is gone.
    public var expiry: TimeInterval = 1.0
    /// Seconds a label takes to fade once its price was looked for where it was and not found while
    /// other prices known before were still found there: then there is no reason to hold it for
    /// `expiry`, but the loss may be one frame's slip. Long enough to be seen as a fade, not a blink.
    public var goneFade: TimeInterval = 0.25
    /// … and when no price known before was found in that frame (the camera moved on to another
    /// tag): each moment longer the label stands over the next tag with a price that is not there.
    /// Three frames at 30 fps, still a fade, as short as common toolkits' exit fades (75–150 ms).
    /// Chosen on the tune-half clips (FINDINGS, "A shorter fade for a price found gone"; there, 0.1 s
    /// for every gone price first: wrong label-seconds 5.2 / 11.7 / 13.6 % → 3.2 / 9.7 / 11.3 % on the
    /// Russian / Japanese / Norwegian clips, but more blink-outs on the CJK menus).
    public var movedOnFade: TimeInterval = 0.1
    /// Most labels shown at once.
    public var maxLabels = 10
    /// Most prices followed at once, shown or not; the longest unseen are dropped beyond it.
    public var maxTracks = 64

    public init() {}
}
