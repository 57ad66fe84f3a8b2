extension PixelRect {
    /// True when ink at `other` makes the digits filling this box part of something longer: a
    /// digit-like glyph on the baseline right after them ("21.99", a second number), or any tall
    /// ink touching the last digit (a digit fused with a "円", digits run together into one
    /// component). The tag's edge or a rule further right does not count, nor ink much taller than
    /// any mark (a border, a panel beside the tag).
    func isContinued(by other: PixelRect) -> Bool {
        let h = height, gap = other.x - maxX
        guard other.height >= 0.75 * h, other.height <= 1.5 * h, other.width >= 0.25 * h, gap >= 0 else { return false }
        return gap <= 0.3 * h || (other.height <= 1.3 * h && abs(other.maxY - maxY) <= 0.25 * h
            && other.width <= 1.2 * h && gap <= 0.7 * h)
    }
}
