/// A second look at a price the live view has just begun to show: its region, with a margin of
/// `margin` of its height on every side, read again as a still picture is read (enlarged to the
/// still pictures' size, glyph shapes matched as a still reading matches them). When that reading
/// does not give the price's value, the label is withdrawn.
///
/// The live view reads a frame once, fast, and shows a price once two readings in a row gave it
/// (`WholeReadingMerge`), but a misread the fast reading makes once it often makes in every frame:
/// a blurred "299" read "233", "299⁹⁹" read "299". Read again at another size, alone, the region
/// rarely gives the same misread. Every second frame of the three tune-half clips, each live
/// price's region read with the still `sparse` reading, margin one height
/// (`tools/recognition-study/FINDINGS.md`, "A second look at live labels"): of the right prices it
/// gave the same value for 153 of 170 (Norwegian), 129 of 134 (Japanese), 461 of 498 (Russian); of
/// the wrong ones for 36 of 53, 4 of 19 and 10 of 64.
///
/// It costs a reading of a small picture, tens of milliseconds, when a price is read a second time,
/// and again each time it is read while its looks gave something else; once a look gave its value,
/// the price stays vouched for while it is followed (`PricePatch.secondLook`). The look is taken
/// after the label is shown, not before: taken before, the label waited for it, and the Russian
/// tune clip's key price was labelled 69–71 % of the time instead of 76–77 % (four runs and three).
/// A price read once is looked at in the newer frame its reading is carried on to: when the look
/// reads its value, it stands in for the second whole reading (`WholeReadingMerge.recording`), so
/// the label comes a reading sooner; when it does not, the price waits for its second reading.
public struct SecondLook: Sendable {
    /// The margin around the price's box, in its box's heights. With all five still readings voting
    /// (the first version), half a height kept fewer right Russian prices (401 of 498 against 467)
    /// and two heights kept more wrong Norwegian ones (39 of 53 against 35).
    public var margin = 1.0
    /// The still readings the region is read with. All five with their vote discerned no better
    /// (right / wrong prices vouched for, as above: 156 / 35, 130 / 4, 467 / 10) and cost five times
    /// as much: taken before the label, they held up the whole readings, and the Russian tune clip's
    /// key price was labelled 45 % of the time (one run; 77 % with no look).
    public var readings: [StillReading] = [.sparse]

    public init() {}

    /// The region read for `price`: its box grown by `margin` of its height on every side, clipped
    /// to `frame`.
    public func region(of price: DetectedPrice, in frame: LumaFrame) -> PixelRect {
        let grow = margin * price.box.height
        let left = max(0, price.box.x - grow), top = max(0, price.box.y - grow)
        let right = min(Double(frame.width), price.box.maxX + grow), bottom = min(Double(frame.height), price.box.maxY + grow)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// True when `reading` (a still reading) of `price`'s region in `frame` gives `price`'s value.
    public func vouches(for price: DetectedPrice, in frame: LumaFrame, reading: (LumaFrame) -> [DetectedPrice]) -> Bool {
        guard let (crop, _) = frame.region(region(of: price, in: frame), scale: 1) else { return false }
        return reading(crop).contains { $0.value == price.value }
    }
}
