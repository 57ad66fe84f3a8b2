@testable import CurrencyCore
import XCTest

/// Telling ink from its neighbourhood's mean or median, beside a bright edge.
final class NeighbourhoodLevelTests: XCTestCase {
    /// A grey panel (150) left of a white frame (250) from column 60, with a dark stroke (30) in
    /// columns 20–25.
    private let panel: GreyPlane = {
        let (width, height) = (100, 40)
        let pixels = (0..<width * height).map { index -> UInt8 in
            let x = index % width
            return x >= 60 ? 250 : (20..<26).contains(x) ? 30 : 150
        }
        return GreyPlane(LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0))
    }()

    private func darkColumns(_ level: NeighbourhoodLevel) -> [Int] {
        let mask = panel.inkMasks(radius: 16, contrast: 24, polarities: [true], level: level)[0]
        return (0..<panel.width).filter { mask[20 * panel.width + $0] }
    }

    func testTheMeanMakesTheGreyByTheFrameInkAndTheMedianDoesNot() {
        let mean = darkColumns(.mean), median = darkColumns(.median)
        let stroke = Array(20..<26), byTheFrame = { (column: Int) in (26..<60).contains(column) }
        XCTAssertEqual(mean.filter { !byTheFrame($0) }, stroke)
        XCTAssertEqual(mean.filter(byTheFrame), Array(52..<60), "the grey within the mean's reach of the frame")
        // The medians are taken 4 px apart (radius / 4): the two columns next to the frame have theirs.
        XCTAssertEqual(median.filter { $0 < 58 }, stroke, "only the stroke: \(median)")
    }

    func testTheMedianIsTheMiddleLevelOfTheNeighbourhood() {
        let medians = panel.localMedians(radius: 8)
        XCTAssertEqual(medians[20 * panel.width + 40], 150)
        XCTAssertEqual(medians[20 * panel.width + 90], 250)
        XCTAssertEqual(medians[20 * panel.width + 22], 150, "the stroke fills less than half its neighbourhood")
    }
}
