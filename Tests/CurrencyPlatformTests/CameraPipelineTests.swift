import CurrencyPlatform
import Foundation
import XCTest

final class CameraPipelineTests: XCTestCase {
    static let demoClip = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/demo/demo.webm").path

    func testTestPatternDeliversBGRAFramesOfTheRequestedSize() {
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .testPattern)
            var states: [CameraState] = []
            var notified = 0
            camera.onStateChange = { states.append($0) }
            camera.onFrame = { _ in notified += 1 }
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { notified >= 3 }, "three frame notifications")
            let frame = camera.latestFrame
            XCTAssertEqual(frame?.width, 640)
            XCTAssertEqual(frame?.height, 480)
            XCTAssertEqual(frame?.stride, 640 * 4)
            XCTAssertEqual(frame?.bytes.count, 640 * 4 * 480)
            XCTAssertEqual(frame?.bytes[3], 255, "alpha is opaque")
            XCTAssertEqual(states, [.running])
            XCTAssertNil(camera.lastError)
        }
    }

    func testDemoClipDeliversFrames() {
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: Self.demoClip))
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { camera.frames.latestSequence >= 5 }, "five demo frames")
            XCTAssertEqual(camera.state, .running)
            XCTAssertEqual(camera.latestFrame?.width, 640)
            XCTAssertEqual(camera.latestFrame?.height, 480)
        }
    }

    func testMissingCameraDeviceReportsDeviceMissingWithItsPath() throws {
        let path = "/dev/video0"
        try XCTSkipIf(FileManager.default.fileExists(atPath: path), "this machine has a camera at \(path)")
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .camera(devicePath: path))
            var states: [CameraState] = []
            camera.onStateChange = { states.append($0) }
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { camera.lastError != nil }, "the camera error")
            XCTAssertEqual(camera.lastError, .deviceMissing(devicePath: path))
            XCTAssertEqual(camera.state, .noCamera)
            XCTAssertEqual(states, [.noCamera])
        }
    }

    func testNonexistentFileReportsFileNotFound() {
        MainActor.assumeIsolated {
            let path = NSTemporaryDirectory() + "no-such-clip-\(UUID().uuidString).webm"
            let camera = CameraPipeline(source: .file(path: path))
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { camera.lastError != nil }, "the file error")
            XCTAssertEqual(camera.lastError, .fileNotFound(path: path))
            XCTAssertEqual(camera.state, .error(.fileNotFound(path: path)))
        }
    }

    func testFileThatIsNoVideoReportsCannotDecode() throws {
        let path = NSTemporaryDirectory() + "not-a-clip-\(UUID().uuidString).webm"
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { camera.lastError != nil }, "the decode error")
            XCTAssertEqual(camera.lastError, .cannotDecode(path: path))
        }
    }
}

final class CameraPipelineStillImageTests: XCTestCase {
    /// Writes a PNG with gst-launch's own encoder so the test needs no fixture file.
    private static func makePNG(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = NSTemporaryDirectory() + "still-\(UUID().uuidString).png"
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ["-q", "videotestsrc", "num-buffers=1", "!", "video/x-raw,width=\(width),height=\(height)", "!",
                            "pngenc", "!", "filesink", "location=\(path)"]
        try launch.run()
        launch.waitUntilExit()
        XCTAssertEqual(launch.terminationStatus, 0, "gst-launch wrote the PNG", file: file, line: line)
        return path
    }

    func testStillImageBecomesASteadyStreamOfFrames() throws {
        let path = try Self.makePNG(width: 200, height: 100)
        defer { try? FileManager.default.removeItem(atPath: path) }
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            camera.start()
            defer { camera.stop() }
            // One decoded picture, yet frames keep coming: imagefreeze repeats it.
            MainLoopPump.run(until: { camera.frames.latestSequence >= 10 }, "ten frames from one picture")
            XCTAssertEqual(camera.state, .running)
            XCTAssertEqual(camera.latestFrame?.width, 200)
            XCTAssertEqual(camera.latestFrame?.height, 100)
        }
    }

    func testLargePicturesShrinkToFit640x480KeepingTheirAspect() throws {
        let path = try Self.makePNG(width: 1280, height: 720)
        defer { try? FileManager.default.removeItem(atPath: path) }
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { camera.latestFrame != nil }, "a frame")
            XCTAssertEqual(camera.latestFrame?.width, 640)
            XCTAssertEqual(camera.latestFrame?.height, 360)
        }
    }
}
