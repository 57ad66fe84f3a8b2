/// A frame shot in poor light: every grey level below about half of white, text a few levels off
/// its paper. The model reads such text better stretched to the full range (measured on the
/// fixtures' low-light frames, see FINDINGS.md); a frame with any bright part is left alone, so
/// glare or a lamp in view never makes the rest of the frame noisier.
extension LumaFrame {
    /// The frame with its levels stretched linearly, the brightest sampled level (the brightest
    /// `share` of samples left out) to white and the darkest likewise to black, when that
    /// brightest level is below `darkLimit`; otherwise the frame itself.
    public func brightenedIfDark(darkLimit: UInt8 = 128, share: Double = 0.01, step: Int = 4) -> LumaFrame {
        let (histogram, total) = levelHistogram(step: step)
        guard total > 0 else { return self }
        // The darkest and brightest levels with more than `share` of the samples beyond them.
        func edge(_ levels: [Int]) -> Int {
            var seen = 0
            return levels.first { level in
                seen += histogram[level]
                return Double(seen) > share * Double(total)
            } ?? levels[0]
        }
        let low = edge(Array(0...255)), high = edge(Array((0...255).reversed()))
        guard high < Int(darkLimit), high > low else { return self }
        let table = (0..<256).map { UInt8(clamping: ($0 - low) * 255 / (high - low)) }
        return LumaFrame(width: width, height: height, stride: stride, pixels: pixels.map { table[Int($0)] },
                         captureTime: captureTime)
    }
}
