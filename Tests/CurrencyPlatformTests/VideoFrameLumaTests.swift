import CurrencyPlatform
import XCTest

final class VideoFrameLumaTests: XCTestCase {
    func testKnownBGRAPixelsConvertWithFullRangeBT601Weights() {
        // B G R A: white, black, red, green, blue, mid grey; a padded stride of 7 pixels.
        let pixels: [[UInt8]] = [[255, 255, 255, 255], [0, 0, 0, 255], [0, 0, 255, 255],
                                 [0, 255, 0, 255], [255, 0, 0, 255], [128, 128, 128, 255]]
        let stride = 7 * 4
        var bytes = [UInt8](repeating: 0xAA, count: stride * 2)
        for (index, pixel) in pixels.enumerated() {
            let offset = (index / 3) * stride + (index % 3) * 4
            bytes.replaceSubrange(offset..<offset + 4, with: pixel)
        }
        let frame = VideoFrame(width: 3, height: 2, stride: stride, bytes: bytes, captureTime: 42)

        let luma = frame.luma()

        XCTAssertEqual(luma.width, 3)
        XCTAssertEqual(luma.height, 2)
        XCTAssertEqual(luma.stride, 3)
        XCTAssertEqual(luma.captureTime, 42)
        // Y = (77 R + 150 G + 29 B + 128) >> 8; pure green is (150 * 255 + 128) >> 8 = 149.
        XCTAssertEqual(luma.pixels, [255, 0, 77, 149, 29, 128])
    }

    /// "Take a Picture" shows the frame through a GdkPixbuf: packed R G B, the row padding gone.
    func testSnapshotPixelsArePackedRGBWithoutTheStridePadding() {
        // B G R A: red, green, blue / white, black, grey; a padded stride of 5 pixels.
        let pixels: [[UInt8]] = [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255],
                                 [255, 255, 255, 255], [0, 0, 0, 255], [1, 2, 3, 255]]
        let stride = 5 * 4
        var bytes = [UInt8](repeating: 0xAA, count: stride * 2)
        for (index, pixel) in pixels.enumerated() {
            let offset = (index / 3) * stride + (index % 3) * 4
            bytes.replaceSubrange(offset..<offset + 4, with: pixel)
        }
        let frame = VideoFrame(width: 3, height: 2, stride: stride, bytes: bytes, captureTime: 0)

        XCTAssertEqual(frame.rgb(), [255, 0, 0, 0, 255, 0, 0, 0, 255,
                                     255, 255, 255, 0, 0, 0, 3, 2, 1])
    }
}
