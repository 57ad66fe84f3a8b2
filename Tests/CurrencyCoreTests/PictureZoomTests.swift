import CurrencyCore
import XCTest

/// Issue 15: the picture window's zoom keeps boxes mapped exactly and the picture in view.
final class PictureZoomTests: XCTestCase {
    private let image = PixelSize(width: 640, height: 480)
    private let view = PixelSize(width: 800, height: 600)

    func testFittedByDefaultAndBoxesScaleWithThePicture() {
        var zoom = PictureZoom()
        XCTAssertEqual(zoom.fit(imageSize: image, viewSize: view), VideoFit(imageSize: image, viewSize: view))
        zoom.zoomIn()
        zoom.zoomIn()
        let fit = zoom.fit(imageSize: image, viewSize: view)
        XCTAssertEqual(fit.scale, 1.25 * 1.5625, accuracy: 1e-9)
        // The view's centre still shows the picture's centre.
        let centre = fit.toImage(PixelPoint(x: 400, y: 300))
        XCTAssertEqual(centre?.x ?? 0, 320, accuracy: 1e-9)
        XCTAssertEqual(centre?.y ?? 0, 240, accuracy: 1e-9)
        // A box and its view rectangle map back and forth exactly.
        let box = PixelRect(x: 498, y: 163, width: 101, height: 27)
        let shown = fit.toView(box)
        XCTAssertEqual(shown.width, 101 * fit.scale, accuracy: 1e-9)
        let corner = fit.toImage(PixelPoint(x: shown.x, y: shown.y))
        XCTAssertEqual(corner?.x ?? 0, 498, accuracy: 1e-9)
        XCTAssertEqual(corner?.y ?? 0, 163, accuracy: 1e-9)
    }

    func testPanningStopsAtThePicturesEdgesAndZeroResets() {
        var zoom = PictureZoom()
        zoom.drag(by: 500, 0)
        XCTAssertEqual(zoom.pan, PixelPoint(x: 0, y: 0), "nothing to pan while fitted")
        zoom.zoomIn()
        zoom.drag(by: 10_000, 10_000)
        let fit = zoom.fit(imageSize: image, viewSize: view)
        XCTAssertEqual(fit.offset, PixelPoint(x: 0, y: 0), "dragged far right and down: the top-left corner stops at the view's")
        zoom.drag(by: -30_000, -30_000)
        let other = zoom.fit(imageSize: image, viewSize: view)
        XCTAssertEqual(other.videoRect.maxX, 800, accuracy: 1e-9)
        XCTAssertEqual(other.videoRect.maxY, 600, accuracy: 1e-9)
        for _ in 0..<20 { zoom.zoomIn() }
        XCTAssertEqual(zoom.level, PictureZoom.maximum)
        zoom.reset()
        XCTAssertEqual(zoom, PictureZoom())
        zoom.zoomIn()
        zoom.zoomOut()
        XCTAssertEqual(zoom.level, 1)
    }
}
