/// Decides whether a frame is worth recognizing: a static scene (camera on a tripod, frozen
/// shelf) is read a few times to settle the labels, then skipped until the picture changes.
///
/// Frames are compared as grids of block means, which averages sensor noise away (an 8×8 mean has
/// 1/8 of a pixel's noise) while a price tag sliding in changes whole blocks.
public struct SceneChangeDetector: Sendable {
    /// Side of the square blocks averaged, in pixels.
    public var blockSize = 8
    /// A block changed when its mean moved by more than this many grey levels.
    public var levelThreshold = 6.0
    /// The scene changed when more than this share of blocks changed.
    public var changedShare = 0.005
    /// Recognitions of an unchanged scene before skipping starts: the tracker confirms a label
    /// after 3 sightings, and a few reads let a late autofocus settle.
    public var settleRecognitions = 3

    private var reference: [Double] = []
    private var unchangedRecognitions = 0
    /// Recognitions of the current scene that left it unread (`recognitionLeftSceneUnread`).
    private var unreadRecognitions = 0

    public init() {}

    /// True when `frame` should be recognized; false when it shows what was last recognized.
    public mutating func shouldRecognize(_ frame: LumaFrame) -> Bool {
        let means = blockMeans(frame)
        if means.count != reference.count || changedBlockShare(means, reference) > changedShare {
            unchangedRecognitions = 0
            unreadRecognitions = 0
        } else if unchangedRecognitions + 1 >= settleRecognitions {
            return false
        } else {
            unchangedRecognitions += 1
        }
        reference = means
        return true
    }

    /// A recognition let in by `shouldRecognize` handed its frame on without reading it (the live
    /// reader does so when tracking loses a price, and reads the next frame whole): one more frame of
    /// an unchanged scene is let in, so a still scene does not settle on a frame nobody read. At most
    /// `settleRecognitions` times per scene, so a scene that is never read still settles.
    public mutating func recognitionLeftSceneUnread() {
        guard unreadRecognitions < settleRecognitions else { return }
        unreadRecognitions += 1
        unchangedRecognitions -= 1
    }

    /// Share of blocks whose means differ by more than `levelThreshold`; 1 for different sizes.
    public func changedBlockShare(_ a: [Double], _ b: [Double]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 1 }
        let changed = zip(a, b).filter { abs($0 - $1) > levelThreshold }.count
        return Double(changed) / Double(a.count)
    }

    /// Mean grey level of each whole block, row by row (partial blocks at the edges are left out).
    public func blockMeans(_ frame: LumaFrame) -> [Double] {
        let columns = frame.width / blockSize, rows = frame.height / blockSize
        var sums = [Int](repeating: 0, count: columns * rows)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<(rows * blockSize) {
                let rowStart = y * frame.stride, blockRow = (y / blockSize) * columns
                for x in 0..<(columns * blockSize) { sums[blockRow + x / blockSize] += Int(pixels[rowStart + x]) }
            }
        }
        let area = Double(blockSize * blockSize)
        return sums.map { Double($0) / area }
    }
}
