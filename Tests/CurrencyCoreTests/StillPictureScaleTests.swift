import CurrencyCore
import XCTest

/// How much a still picture is enlarged before it is read, and at which second scale.
final class StillPictureScaleTests: XCTestCase {
    private let scale = StillPictureScale()

    func testACameraFrameIsReadOnceAsItIs() {
        XCTAssertEqual(scale.factors(width: 640, height: 480), [1])
    }

    func testASmallLabelIsReadEnlargedAndAtHalfThatEnlargement() {
        // A Japanese label crop 118 × 95: its short side enlarged to 320 px, then read at half that too.
        let factors = scale.factors(width: 118, height: 95)
        XCTAssertEqual(factors.count, 2)
        XCTAssertEqual(factors[0], 320 / 95, accuracy: 1e-9)
        XCTAssertEqual(factors[1], 160 / 95, accuracy: 1e-9)
    }

    func testTheSmallestLabelsStopAtTheLargestEnlargement() {
        XCTAssertEqual(scale.factors(width: 102, height: 76), [4, 2])
    }

    func testAPictureBarelyEnlargedIsNotReadAgainAtItsOwnSize() {
        // ×1.12 and ×1 are nearly the same pixels: no second witness.
        XCTAssertEqual(scale.factors(width: 400, height: 285).count, 1)
        XCTAssertEqual(scale.factors(width: 400, height: 285)[0], 320 / 285, accuracy: 1e-9)
    }
}
