import CurrencyCore
import Foundation
import XCTest

/// Finding a known price again by its look, on drawn frames: a textured "tag" on a grey background.
final class PatchMatcherTests: XCTestCase {
    /// A 640×480 frame: grey, with a tag of pseudo-random blocks (digits' stand-in: texture to match)
    /// whose top-left corner is at (x, y), drawn `scale` times its size, turned `roll` degrees about its
    /// centre, levels times `gain`.
    static func frame(tagAt x: Double, _ y: Double, scale: Double = 1, gain: Double = 1, roll degrees: Double = 0,
                      seed: UInt64 = 7, capturedAt seconds: Double = 0) -> LumaFrame {
        let width = 640, height = 480
        let cosine = cos(degrees * .pi / 180), sine = sin(degrees * .pi / 180)
        let centreX = x + 80 * scale, centreY = y + 30 * scale
        var pixels = [UInt8](repeating: UInt8(120 * gain), count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                // The pixel turned back about the tag's centre, then into the tag's own units.
                let dx = Double(column) - centreX, dy = Double(row) - centreY
                let u = (cosine * dx + sine * dy) / scale + 80, v = (-sine * dx + cosine * dy) / scale + 30
                guard u >= 0, v >= 0, u < 160, v < 60 else { continue }
                var hash = UInt64(Int(u) / 8) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(Int(v) / 10) &* 0xC2B2_AE3D_27D4_EB4F ^ seed
                hash ^= hash >> 29
                hash = hash &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 32
                let level = hash % 2 == 0 ? 30.0 : 230.0
                pixels[row * width + column] = UInt8(min(255, level * gain))
            }
        }
        return LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: UInt64(seconds * 1e9))
    }

    static func price(at x: Double, _ y: Double) -> DetectedPrice {
        DetectedPrice(rawText: "¥980", value: 980, box: PixelRect(x: x, y: y, width: 160, height: 60), confidence: 0.9)
    }

    func testAPriceIsFoundWhereTheCameraMovedItInAnotherLight() throws {
        let matcher = PatchMatcher()
        let patch = try XCTUnwrap(matcher.patch(for: Self.price(at: 200, 200), in: Self.frame(tagAt: 200, 200)))
        let found = try XCTUnwrap(matcher.locate(patch, in: Self.frame(tagAt: 209, 194, gain: 0.8)))
        XCTAssertEqual(found.current.box.x, 209, accuracy: 1.5)
        XCTAssertEqual(found.current.box.y, 194, accuracy: 1.5)
        XCTAssertEqual(found.current.value, 980)
        XCTAssertGreaterThan(found.similarity, matcher.reanchorBelow, "the same pixels, darker: alike")
    }

    func testZoomIsFollowedFrameByFrame() throws {
        let matcher = PatchMatcher()
        var patch = try XCTUnwrap(matcher.patch(for: Self.price(at: 200, 200), in: Self.frame(tagAt: 200, 200)))
        // 1 % more each frame, about the centre of the tag (280, 230): 10 % after ten frames.
        for step in 1...10 {
            let scale = 1 + 0.01 * Double(step)
            patch = try XCTUnwrap(matcher.locate(patch, in: Self.frame(tagAt: 280 - 80 * scale, 230 - 30 * scale, scale: scale)),
                                  "frame \(step)")
        }
        XCTAssertEqual(patch.current.box.width, 176, accuracy: 6, "the label grows with the text")
        XCTAssertEqual(patch.current.box.midX, 280, accuracy: 2)
        XCTAssertEqual(patch.current.box.midY, 230, accuracy: 2)
    }

    func testARollOfThreeDegreesIsFollowed() throws {
        let matcher = PatchMatcher()
        let patch = try XCTUnwrap(matcher.patch(for: Self.price(at: 200, 200), in: Self.frame(tagAt: 200, 200)))
        let found = try XCTUnwrap(matcher.locate(patch, in: Self.frame(tagAt: 200, 200, roll: 3)))
        XCTAssertEqual(found.current.box.midX, 280, accuracy: 2)
        XCTAssertEqual(found.current.box.midY, 230, accuracy: 2)
    }

    func testAnotherTagInThePlaceIsNotThePrice() throws {
        let matcher = PatchMatcher()
        let patch = try XCTUnwrap(matcher.patch(for: Self.price(at: 200, 200), in: Self.frame(tagAt: 200, 200)))
        XCTAssertNil(matcher.locate(patch, in: Self.frame(tagAt: 200, 200, seed: 99))?.current.box, "other content: the price is lost")
        XCTAssertNil(matcher.locate(patch, in: Self.frame(tagAt: 400, 350))?.current.box, "moved beyond the reach")
    }

    func testAFlatPatchCannotBeFollowed() {
        let flat = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480),
                             captureTime: 0)
        XCTAssertNil(PatchMatcher().patch(for: Self.price(at: 200, 200), in: flat))
    }
}
