@testable import CurrencyCore
import XCTest

/// Digits drawn in the test as strokes (not from any font the templates were made from), read
/// by shape; and what must not read as a digit.
final class GlyphDigitClassifierTests: XCTestCase {
    private let classifier = GlyphDigitClassifier()

    func testCellsAreTheInkShareOfEachGridCell() {
        let leftHalf = GlyphShape.drawn(width: 24, height: 36) { x, _ in x < 12 }
        let cells = leftHalf.cells
        XCTAssertEqual(cells.count, 12 * 18)
        XCTAssertEqual(cells[0], 1)
        XCTAssertEqual(cells[5], 1)
        XCTAssertEqual(cells[6], 0)
        XCTAssertEqual(cells[11 * 12 + 11], 0)
    }

    func testAStrokedZeroOneAndSevenReadAsThoseDigits() {
        XCTAssertEqual(classifier.classify(.zero(width: 40, height: 60))?.digit, 0)
        XCTAssertEqual(classifier.classify(.one(width: 22, height: 60))?.digit, 1)
        XCTAssertEqual(classifier.classify(.seven(width: 38, height: 60))?.digit, 7)
        // Small, as raised cents are.
        XCTAssertEqual(classifier.classify(.zero(width: 14, height: 20, stroke: 4))?.digit, 0)
    }

    func testReadingsCarryAMarginOverTheRunnerUp() throws {
        let zero = try XCTUnwrap(classifier.classify(.zero(width: 40, height: 60)))
        XCTAssertGreaterThan(zero.confidence, 0.3, "a clean ring is far from any other digit")
        XCTAssertLessThanOrEqual(zero.confidence, 1)
    }

    func testABlockABarAndARuleAreNotDigits() {
        XCTAssertNil(classifier.classify(.drawn(width: 40, height: 60) { _, _ in true }), "a solid block")
        // Blocks of every digit-like aspect: degenerate templates (a 3×3 render kept as "2", 1×2 as "3")
        // once read such blobs as digits.
        for (width, height) in [(10, 60), (20, 40), (30, 45), (40, 40), (45, 30), (60, 30)] {
            XCTAssertNil(classifier.classify(.drawn(width: width, height: height) { _, _ in true }), "a \(width)×\(height) block")
        }
        XCTAssertNil(classifier.classify(.drawn(width: 60, height: 12) { _, _ in true }), "a horizontal rule")
        let cross = GlyphShape.drawn(width: 50, height: 50) { x, y in abs(x - y) < 6 || abs(x + y - 49) < 6 }
        XCTAssertFalse((classifier.classify(cross)?.confidence ?? 0) >= GlyphNumberReader().minimumConfidence,
                       "an X is no confident digit")
    }
}

extension GlyphShape {
    /// A shape with ink where `inked(x, y)` holds.
    static func drawn(width: Int, height: Int, _ inked: (Int, Int) -> Bool) -> GlyphShape {
        GlyphShape(width: width, height: height, ink: (0..<height).flatMap { y in (0..<width).map { inked($0, y) } })
    }

    /// An elliptical ring filling the box.
    static func zero(width: Int, height: Int, stroke: Double = 9) -> GlyphShape {
        drawn(width: width, height: height) { x, y in
            let (rx, ry) = (Double(width) / 2, Double(height) / 2)
            let (dx, dy) = (Double(x) + 0.5 - rx, Double(y) + 0.5 - ry)
            let outer = (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry)
            let inner = (dx * dx) / ((rx - stroke) * (rx - stroke)) + (dy * dy) / ((ry - stroke) * (ry - stroke))
            return outer <= 1 && inner > 1
        }
    }

    /// A vertical stem right of centre with a flag to the upper left.
    static func one(width: Int, height: Int) -> GlyphShape {
        drawn(width: width, height: height) { x, y in
            let stem = x >= width - 10
            let flag = y < height / 4 && abs(Double(x) - Double(width - 10) + Double(y) * Double(width - 10) / Double(height / 4)) < 5
            return stem || flag
        }
    }

    /// A top bar and a stroke down to the bottom's middle.
    static func seven(width: Int, height: Int) -> GlyphShape {
        drawn(width: width, height: height) { x, y in
            let bar = y < 9
            let along = Double(width - 1) - Double(y) * Double(width) * 0.55 / Double(height)
            return bar || abs(Double(x) - along + 4) < 5
        }
    }
}
