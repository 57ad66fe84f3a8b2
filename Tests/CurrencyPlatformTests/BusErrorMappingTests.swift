import CGStreamer
@testable import CurrencyPlatform
import XCTest

/// The errors a real camera gives only on real hardware (busy, unplugged), fed to the mapping directly.
final class BusErrorMappingTests: XCTestCase {
    private static let details = GStreamerErrorDetails(domain: "test", code: 0, message: "m", debug: nil)

    private static func map(_ source: VideoSource, running: Bool, domain: GQuark, _ code: UInt32) -> CameraError {
        GStreamerRuntime.initialize()
        return BusErrorMapping(source: source, wasRunning: running)
            .cameraError(domain: domain, code: Int32(code), details: details)
    }

    func testCameraResourceErrorsMapToTheirCases() {
        let camera = VideoSource.camera(devicePath: "/dev/video3")
        let resource = gst_resource_error_quark()
        XCTAssertEqual(Self.map(camera, running: false, domain: resource, GST_RESOURCE_ERROR_NOT_FOUND.rawValue),
                       .deviceMissing(devicePath: "/dev/video3"))
        XCTAssertEqual(Self.map(camera, running: false, domain: resource, GST_RESOURCE_ERROR_BUSY.rawValue),
                       .deviceBusy(devicePath: "/dev/video3"))
        XCTAssertEqual(Self.map(camera, running: true, domain: resource, GST_RESOURCE_ERROR_READ.rawValue),
                       .deviceLost(devicePath: "/dev/video3"), "an error after frames flowed is a lost camera")
        XCTAssertEqual(Self.map(camera, running: true, domain: resource, GST_RESOURCE_ERROR_NOT_FOUND.rawValue),
                       .deviceLost(devicePath: "/dev/video3"))
        XCTAssertEqual(Self.map(camera, running: false, domain: resource, GST_RESOURCE_ERROR_SETTINGS.rawValue),
                       .other(Self.details))
    }

    func testFileErrorsMapToNotFoundOrCannotDecode() {
        let file = VideoSource.file(path: "/tmp/x.webm")
        XCTAssertEqual(Self.map(file, running: false, domain: gst_resource_error_quark(), GST_RESOURCE_ERROR_NOT_FOUND.rawValue),
                       .fileNotFound(path: "/tmp/x.webm"))
        XCTAssertEqual(Self.map(file, running: false, domain: gst_stream_error_quark(), GST_STREAM_ERROR_TYPE_NOT_FOUND.rawValue),
                       .cannotDecode(path: "/tmp/x.webm"))
    }

    func testErrorsWithADedicatedStateUseIt() {
        XCTAssertEqual(CameraState(.deviceMissing(devicePath: "/dev/video0")), .noCamera)
        XCTAssertEqual(CameraState(.deviceBusy(devicePath: "/dev/video0")), .busy)
        XCTAssertEqual(CameraState(.permissionDenied(devicePath: "/dev/video0")), .permissionDenied)
        XCTAssertEqual(CameraState(.deviceLost(devicePath: "/dev/video0")), .lost)
        XCTAssertEqual(CameraState(.missingPlugin(name: "v4l2src")), .error(.missingPlugin(name: "v4l2src")))
    }
}
