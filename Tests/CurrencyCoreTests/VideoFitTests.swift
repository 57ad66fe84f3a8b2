import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 7, test 1 (CoordinateConverter), adapted: image pixels with a top-left
/// origin, drawn aspect-fit into a widget, so the corners and the centre must map exactly.
final class VideoFitTests: XCTestCase {
    /// 640×480 video in a tall 375×667 view: scale 375/640, bars above and below.
    private let tall = VideoFit(imageSize: PixelSize(width: 640, height: 480), viewSize: PixelSize(width: 375, height: 667))
    /// 640×480 video in a wide 1000×500 view: scale 500/480, bars left and right.
    private let wide = VideoFit(imageSize: PixelSize(width: 640, height: 480), viewSize: PixelSize(width: 1000, height: 500))

    func testConvertToView_Center() {
        let center = tall.toView(PixelPoint(x: 320, y: 240))
        XCTAssertEqual(center, PixelPoint(x: 187.5, y: 333.5))
        XCTAssertEqual(wide.toView(PixelPoint(x: 320, y: 240)), PixelPoint(x: 500, y: 250))
    }

    func testConvertToView_TopLeft() {
        let barHeight = (667 - 480 * 375.0 / 640) / 2
        assertPoint(tall.toView(PixelPoint(x: 0, y: 0)), x: 0, y: barHeight)
        assertPoint(wide.toView(PixelPoint(x: 0, y: 0)), x: (1000 - 640 * 500.0 / 480) / 2, y: 0)
    }

    func testConvertToView_BottomRight() {
        let corner = tall.toView(PixelPoint(x: 640, y: 480))
        XCTAssertEqual(corner.x, 375, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 667 - (667 - 480 * 375.0 / 640) / 2, accuracy: 1e-9)
        XCTAssertEqual(wide.toView(PixelPoint(x: 640, y: 480)).y, 500, accuracy: 1e-9)
    }

    func testDimensionsScaledCorrectly() {
        let rect = tall.toView(PixelRect(x: 320, y: 240, width: 128, height: 48))
        XCTAssertEqual(rect.width, 128 * 375.0 / 640, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 48 * 375.0 / 640, accuracy: 1e-9)
        XCTAssertEqual(rect.x, 187.5, accuracy: 1e-9)
    }

    func testVideoRectCoversTheFittedArea() {
        XCTAssertEqual(wide.videoRect.width, 640 * 500.0 / 480, accuracy: 1e-9)
        XCTAssertEqual(wide.videoRect.height, 500, accuracy: 1e-9)
        XCTAssertEqual(tall.scale, 375.0 / 640)
    }

    func testToImage_RoundTripsCornersAndCentre() throws {
        for fit in [tall, wide] {
            for point in [PixelPoint(x: 0, y: 0), PixelPoint(x: 640, y: 480), PixelPoint(x: 320, y: 240),
                          PixelPoint(x: 640, y: 0), PixelPoint(x: 0, y: 480)] {
                let back = try XCTUnwrap(fit.toImage(fit.toView(point)))
                XCTAssertEqual(back.x, point.x, accuracy: 1e-9)
                XCTAssertEqual(back.y, point.y, accuracy: 1e-9)
            }
        }
    }

    func testToImage_OnTheBarsIsNil() {
        XCTAssertNil(tall.toImage(PixelPoint(x: 100, y: 5)), "above the video")
        XCTAssertNil(wide.toImage(PixelPoint(x: 10, y: 250)), "left of the video")
        XCTAssertNotNil(wide.toImage(PixelPoint(x: 500, y: 250)))
    }

    func testSameAspectHasNoBars() {
        let fit = VideoFit(imageSize: PixelSize(width: 640, height: 480), viewSize: PixelSize(width: 1280, height: 960))
        XCTAssertEqual(fit.offset, PixelPoint(x: 0, y: 0))
        XCTAssertEqual(fit.toView(PixelRect(x: 10, y: 20, width: 30, height: 40)),
                       PixelRect(x: 20, y: 40, width: 60, height: 80))
    }

    func testEmptySizesMapNothing() {
        let fit = VideoFit(imageSize: PixelSize(width: 0, height: 0), viewSize: PixelSize(width: 100, height: 100))
        XCTAssertEqual(fit.scale, 0)
        XCTAssertNil(fit.toImage(PixelPoint(x: 50, y: 50)))
    }

    private func assertPoint(_ point: PixelPoint, x: Double, y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(point.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(point.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testRectHelpers() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.contains(PixelPoint(x: 10, y: 10)))
        XCTAssertFalse(a.contains(PixelPoint(x: 10.5, y: 5)))
        XCTAssertEqual(a.union(PixelRect(x: 20, y: 5, width: 5, height: 10)), PixelRect(x: 0, y: 0, width: 25, height: 15))
        XCTAssertEqual(a.center, PixelPoint(x: 5, y: 5))
    }
}
