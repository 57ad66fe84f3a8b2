/// How much of a frame is dark: a cheap sign of white-on-dark text (a dark tag filling the view, a
/// blackboard menu), for which OCR has to try its lines inverted.
extension LumaFrame {
    /// The share (0...1) of pixels darker than `level`, counted on every `step`-th pixel of every
    /// `step`-th row: the answer steers a choice, it needs no precision, and sampling keeps it to a
    /// fraction of a millisecond on 640×480.
    public func darkShare(below level: UInt8, step: Int = 4) -> Double {
        precondition(step >= 1, "step is a sampling stride of 1 or more")
        var dark = 0, total = 0
        pixels.withUnsafeBufferPointer { source in
            for y in Swift.stride(from: 0, to: height, by: step) {
                let row = y * stride
                for x in Swift.stride(from: 0, to: width, by: step) {
                    total += 1
                    if source[row + x] < level { dark += 1 }
                }
            }
        }
        return total == 0 ? 0 : Double(dark) / Double(total)
    }
}
