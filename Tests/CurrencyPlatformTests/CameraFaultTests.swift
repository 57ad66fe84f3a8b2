import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Issue 16, "nothing hangs": each fault a real pipeline meets — files cut short, mislabelled or
/// not files at all, streams that stall, change size, end or turn to garbage, a device node that
/// is no camera — ends in the state the window shows, and frames that return bring `running`
/// back. Every case prints a `faults:` line (case, final state, seconds); the class prints the tally.
final class CameraFaultTests: XCTestCase {
    nonisolated(unsafe) private static var tally: [(name: String, survived: Bool)] = []
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    override class func tearDown() {
        let survived = tally.filter(\.survived).count
        print("faults: \(tally.count) cases tried, \(survived) survived (right state, no hang): "
              + tally.map(\.name).joined(separator: ", "))
    }

    // MARK: files

    /// The issue's case: demo.webm cut to 2 KB. GStreamer waits for more data forever and posts
    /// nothing; the preroll timeout turns that into an error the window can show.
    func testWebmCutTo2KBFailsWithNoFramesInsteadOfStartingForever() throws {
        let path = try write(Data(try Data(contentsOf: URL(fileURLWithPath: CameraPipelineTests.demoClip)).prefix(2048)), "cut.webm")
        expect("webm cut to 2 KB", .file(path: path), prerollTimeout: 3,
               until: { $0.lastError != nil }, final: .error(.noFrames(source: .file(path: path), seconds: 3)))
    }

    /// A FIFO would block filesrc's open() — on the main thread — until a writer came.
    func testFIFOIsRefusedWithoutBeingOpened() throws {
        let path = scratch.appendingPathComponent("pipe.webm").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        expect("FIFO as source", .file(path: path), until: { $0.lastError != nil }, final: .error(.notAFile(path: path)))
    }

    func testFolderIsRefused() {
        let path = scratch.path
        expect("folder as source", .file(path: path), until: { $0.lastError != nil }, final: .error(.notAFile(path: path)))
    }

    func testMissingFileIsReported() {
        let path = scratch.appendingPathComponent("gone.webm").path
        expect("missing file", .file(path: path), until: { $0.lastError != nil }, final: .error(.fileNotFound(path: path)))
    }

    func testPNGThatIsTextCannotBeDecoded() throws {
        let path = try write(Data("just some notes, not a picture\n".utf8), "notes.png")
        expect("text named .png", .file(path: path), until: { $0.lastError != nil }, final: .error(.cannotDecode(path: path)))
    }

    /// decodebin sniffs the content, so a JPEG named .webm is shown, not refused.
    func testJPEGNamedWebmIsShownByItsContent() throws {
        let path = try craft("photo.webm", ["videotestsrc", "num-buffers=1", "!", "video/x-raw,width=320,height=240", "!", "jpegenc"])
        expect("JPEG named .webm", .file(path: path), until: { $0.state == .running && $0.frames.latestSequence >= 1 }, final: .running)
    }

    /// Quotes, `!` and spaces in a path would break a pasted pipeline description; set as a
    /// property the whole string is the file name.
    func testPathWithQuotesAndBangsIsOpenedAsAFile() throws {
        let path = scratch.appendingPathComponent(#"a "clip" ! 'x' ! videotestsrc.webm"#).path
        try FileManager.default.copyItem(atPath: CameraPipelineTests.demoClip, toPath: path)
        expect("quotes and ! in the path", .file(path: path), until: { $0.state == .running && $0.frames.latestSequence >= 3 }, final: .running) { camera in
            XCTAssertEqual(camera.latestFrame?.width, 640, "the demo's frames, not a test pattern")
        }
    }

    /// Random bytes after the demo's first 300 KB: the good part plays, the garbage ends in an
    /// error or is skipped by the decoder, and the pipeline never hangs either way. The bytes are
    /// seeded so a failing run can be replayed; a failure lists every state the camera went through.
    func testGarbageMidStreamPlaysThenFailsOrSkipsWithoutHanging() throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: CameraPipelineTests.demoClip)).prefix(300_000)
        var generator = SeededGenerator(seed: 300_000)
        bytes.append(contentsOf: (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let path = try write(Data(bytes), "garbage.webm")
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            var states: [CameraState] = []
            camera.onStateChange = { states.append($0) }
            camera.start()
            defer { camera.stop() }
            let started = Date()
            MainLoopPump.run(until: { states.contains(.running) }, "the good part to play; states \(states), error \(String(describing: camera.lastError))")
            // Once past the good part (~5 s of video) the clip loops, errors, or stalls: any is fine,
            // as long as the state is one the window shows and the loop keeps turning.
            MainLoopPump.run(until: { Date().timeIntervalSince(started) > 8 }, timeout: 30, "eight seconds")
            let allowed: Bool = switch camera.state {
            case .running, .stalled, .error(.cannotDecode): true
            default: false
            }
            XCTAssertTrue(allowed, "states \(states)")
            Self.record("garbage mid-stream", camera.state, started, survived: allowed)
        }
    }

    // MARK: streams

    /// One frame every 7 s: after 5 s without one the state says stalled, the next frame brings
    /// running back — a camera that pauses and resumes, made from a real file.
    func testStallAfterFiveSecondsThenRecoversWhenFramesReturn() throws {
        let path = try craft("slow.webm", ["videotestsrc", "num-buffers=3", "!", "video/x-raw,width=160,height=120,framerate=1/7", "!",
                                           "vp8enc", "!", "webmmux"])
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            var states: [CameraState] = []
            camera.onStateChange = { states.append($0) }
            let started = Date()
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { states.contains(.stalled) }, "the stall")
            MainLoopPump.run(until: { states.last == .running && states.contains(.stalled) }, "frames to return")
            XCTAssertEqual(Array(states.prefix(3)), [.running, .stalled, .running])
            Self.record("stall 7 s, recover", camera.state, started, survived: camera.state == .running)
        }
    }

    /// 320×240 for a second, then 640×360: the frames follow the new size, no renegotiation error.
    func testResolutionChangeMidStreamDeliversTheNewSize() throws {
        let path = scratch.appendingPathComponent("resize.webm").path
        try gstLaunch(["concat", "name=c", "!", "videoconvert", "!", "vp8enc", "!", "webmmux", "!", "filesink", "location=\(path)",
                       "videotestsrc", "num-buffers=10", "!", "video/x-raw,width=320,height=240,framerate=10/1", "!", "c.",
                       "videotestsrc", "num-buffers=10", "!", "video/x-raw,width=640,height=360,framerate=10/1", "!", "c."])
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: .file(path: path))
            var widths: Set<Int> = []
            camera.onFrame = { widths.insert($0.width) }
            let started = Date()
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { widths.isSuperset(of: [320, 640]) }, "both sizes, got \(widths)")
            XCTAssertEqual(camera.state, .running)
            Self.record("resolution change", camera.state, started, survived: camera.state == .running)
        }
    }

    /// A two-frame clip ends over and over; it loops (seek to 0 on EOS), so frames keep coming.
    func testShortClipEndsAndLoops() throws {
        let path = try craft("short.webm", ["videotestsrc", "num-buffers=2", "!", "video/x-raw,width=160,height=120,framerate=10/1", "!",
                                            "vp8enc", "!", "webmmux"])
        expect("clip ends (loops)", .file(path: path), until: { $0.state == .running && $0.frames.latestSequence >= 8 }, final: .running)
    }

    /// /dev/null is a character device v4l2src cannot query: "not a camera", not raw v4l2 text.
    func testDevNullIsNotACamera() {
        expect("--camera /dev/null", .camera(devicePath: "/dev/null"), until: { $0.lastError != nil },
               final: .error(.notACamera(devicePath: "/dev/null")))
    }

    func testRegularFileAsCameraIsNotACamera() throws {
        let path = try write(Data("x".utf8), "video9")
        expect("a file as --camera", .camera(devicePath: path), until: { $0.lastError != nil },
               final: .error(.notACamera(devicePath: path)))
    }

    // MARK: helpers

    private func expect(_ name: String, _ source: VideoSource, prerollTimeout: Double = 15,
                        until done: @escaping @MainActor (CameraPipeline) -> Bool, final: CameraState,
                        then check: @MainActor (CameraPipeline) -> Void = { _ in },
                        file: StaticString = #filePath, line: UInt = #line) {
        MainActor.assumeIsolated {
            let camera = CameraPipeline(source: source)
            camera.prerollTimeout = prerollTimeout
            let started = Date()
            camera.start()
            defer { camera.stop() }
            MainLoopPump.run(until: { done(camera) }, timeout: 30, name, file: file, line: line)
            XCTAssertEqual(camera.state, final, name, file: file, line: line)
            check(camera)
            Self.record(name, camera.state, started, survived: camera.state == final)
        }
    }

    private static func record(_ name: String, _ state: CameraState, _ started: Date, survived: Bool) {
        print("faults: case=\"\(name)\" state=\(state) seconds=\(String(format: "%.1f", Date().timeIntervalSince(started)))")
        tally.append((name, survived))
    }

    private func write(_ data: Data, _ name: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// Encodes a small file with gst-launch (`elements` then a filesink), so no fixture is stored.
    private func craft(_ name: String, _ elements: [String]) throws -> String {
        let path = scratch.appendingPathComponent(name).path
        try gstLaunch(elements + ["!", "filesink", "location=\(path)"])
        return path
    }

    private func gstLaunch(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ["-q"] + arguments
        try launch.run()
        launch.waitUntilExit()
        XCTAssertEqual(launch.terminationStatus, 0, "gst-launch \(arguments.joined(separator: " "))", file: file, line: line)
    }
}
