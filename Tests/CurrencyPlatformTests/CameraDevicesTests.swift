import CGStreamer
@testable import CurrencyPlatform
import Foundation
import XCTest

final class CameraDevicesTests: XCTestCase {
    private static func properties(_ description: String, file: StaticString = #filePath, line: UInt = #line) -> UnsafeMutablePointer<GstStructure>? {
        GStreamerRuntime.initialize()
        let structure = gst_structure_from_string(description, nil)
        XCTAssertNotNil(structure, "parse \(description)", file: file, line: line)
        return structure
    }

    func testDevicePathComesFromTheV4L2ProviderProperties() throws {
        let modern = try XCTUnwrap(Self.properties("v4l2deviceprovider, api.v4l2.path=/dev/video2, device.path=/dev/video9"))
        let older = try XCTUnwrap(Self.properties("v4l2deviceprovider, device.path=/dev/video1"))
        let pipewire = try XCTUnwrap(Self.properties("pipewire-proplist, object.id=42"))
        defer { [modern, older, pipewire].forEach { gst_structure_free($0) } }

        XCTAssertEqual(CameraDevices.devicePath(in: modern), "/dev/video2")
        XCTAssertEqual(CameraDevices.devicePath(in: older), "/dev/video1")
        XCTAssertNil(CameraDevices.devicePath(in: pipewire), "no path: v4l2src could not open it")
    }

    func testListsNoCameraWhenThereIsNoVideoDevice() throws {
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []
        try XCTSkipIf(nodes.contains { $0.hasPrefix("video") }, "this machine has video devices")
        MainActor.assumeIsolated {
            let devices = CameraDevices()
            XCTAssertEqual(devices.list(), [])
            XCTAssertNil(devices.firstCameraPath())
        }
    }
}
