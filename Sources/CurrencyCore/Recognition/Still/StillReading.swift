import Foundation

/// The readings a still picture gets (the thorough mode of `recognize` and the picture view), in
/// the order `StillReadingVote` counts them. A live frame gets the first only: the others cost a
/// whole reading each.
public enum StillReading: String, CaseIterable, Sendable {
    /// The live path's own reading: sparse text under one global threshold, then the big
    /// numerals, raised cents and glyph rows re-read.
    case sparse
    /// The picture as one block of text: keeps a receipt's lines whole, so a total's label and its
    /// amount are read together, and reads small dense digits that sparse text splits or skips.
    case block
    /// Ink darker than its neighbourhood only, black on white (`InkOnlyDrawing`), read as
    /// `sparse`: soft dark digits on grey paper that one global threshold loses.
    case darkInk
    /// Ink lighter than its neighbourhood only, drawn black on white: white digits on a coloured tag
    /// beside dark text elsewhere in the picture.
    case lightInk
    /// Dark ink only, as `darkInk`, with gaps of up to two pixels bridged (`InkGapClosing`, radius
    /// 1): dot-matrix and thermal receipt digits and strokes broken by blur read as whole strokes.
    /// It sees `darkInk`'s ink, so the vote takes the two for one reading when it asks a lone price
    /// for a second (`inkSource`); each still votes on a price's value (FINDINGS, "Dark ink with its
    /// gaps closed").
    case closedInk

    /// The reading whose ink this one reads: `darkInk` for `closedInk`, itself for the others.
    public var inkSource: StillReading { self == .closedInk ? .darkInk : self }

    /// The readings named in `list` ("sparse,block"); nil when a name is unknown or none is given.
    public static func parse(_ list: String) -> [StillReading]? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let readings = names.compactMap(StillReading.init(rawValue:))
        return readings.isEmpty || readings.count != names.count ? nil : readings
    }
}
