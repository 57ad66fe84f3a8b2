extension Array where Element == Double {
    /// The middle value (the upper one of an even count), 0 when there is none: the typical
    /// height or width of a run of glyphs, which one merged or broken glyph does not move.
    var median: Double {
        let sorted = sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
