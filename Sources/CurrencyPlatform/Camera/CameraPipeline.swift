import CGStreamer
import CShims
import Glibc

//  The camera pipeline, built element by element (never from a pasted string):
//
//   .camera       v4l2src device=<path> ─────────────────────────────┐
//   .testPattern  videotestsrc is-live ─ caps 640x480@30 ─────────────┤
//   .file video   filesrc location=<path> ─ decodebin ~~pad-added~~> ─┤  (EOS → seek to 0: loops)
//   .file image   filesrc location=<path> ─ decodebin ~~> imagefreeze ─┤  (one picture, endless frames)
//                                                                     ▼
//        videoconvert ─ videoscale ─ caps BGRA ≤640x480, square pixels ─ appsink max-buffers=1 drop=true
//                      ▲ probe: each frame at full size (BGRA) ─► StillFrameSlot (what "Take a Picture" takes)
//                                                                     │ new-sample (streaming thread)
//                                                                     ▼
//                                     FrameSlot (newest wins) ──► RecognitionWorker (its own thread)
//                                                                     │ g_idle_add
//                                                                     ▼
//                             main loop: onFrame / onStateChange ◄── bus watch (errors, EOS)

/// A running video source: frames land in `frames`, state and frame notifications arrive on the
/// GLib main loop. Create, set the callbacks, then `start()`.
@MainActor
public final class CameraPipeline {
    public let source: VideoSource
    /// The newest frame; also what a `RecognitionWorker` reads.
    public let frames = FrameSlot()
    /// The newest frame at the size the source delivers, before scaling.
    public let stills = StillFrameSlot()
    public private(set) var state: CameraState = .loading
    /// The error behind the current failed state, with details such as the device path.
    public private(set) var lastError: CameraError?
    /// Called on the main loop whenever `state` changes.
    public var onStateChange: ((CameraState) -> Void)?
    /// Called on the main loop when new frames arrived (coalesced: at most one call per loop
    /// iteration, with the newest frame).
    public var onFrame: ((VideoFrame) -> Void)?

    /// Seconds from `start()` to the first frame before giving up with `.noFrames`. GStreamer
    /// posts nothing for a webm cut short: without this the window said "Starting…" forever.
    /// The demo's first frame comes in well under a second; 15 s leaves room for a loaded machine.
    public var prerollTimeout: Double = 15
    /// Seconds without a frame, once running, before the state says `.stalled` (issue 16's 5 s).
    public var stallTimeout: Double = 5

    private var pipeline: UnsafeMutablePointer<GstElement>?
    /// Checks preroll and stalls; frames arrive through idle callbacks, so a timer sees them.
    private var watchdog: UInt32 = 0
    private var startedAt: UInt64 = 0
    private var lastFrameAt: UInt64 = 0
    private var busWatch: guint = 0
    /// While a lost camera is away: watches for it to come back, then restarts.
    private var recovery: CameraDevices?

    public init(source: VideoSource) {
        GStreamerRuntime.initialize()
        self.source = source
    }

    isolated deinit {
        tearDown()
    }

    /// The newest frame for drawing, or nil before the first one.
    public var latestFrame: VideoFrame? { frames.latest }

    /// Builds the pipeline and sets it playing. Failures arrive through `onStateChange`.
    public func start() {
        tearDown()
        recovery = nil
        lastError = nil
        setState(.loading)
        if case .file(let path) = source, let refusal = Self.refusal(ofFile: path) {
            fail(refusal)
            return
        }
        let built: UnsafeMutablePointer<GstElement>
        do {
            stills.clear()
            built = try PipelineBuilder(source: source).build(sink: makeFrameSink(), stills: stills)
        } catch {
            fail(error)
            return
        }
        pipeline = built
        watchBus(of: built)
        startedAt = MonotonicClock.now()
        lastFrameAt = startedAt
        watchdog = MainLoop.every(milliseconds: 250) { [weak self] in self?.watch() ?? false }
        // A failure here (no such device) is also posted on the bus, which says why.
        _ = gst_element_set_state(built, GST_STATE_PLAYING)
    }

    /// Stops the pipeline and releases the device. `start()` may be called again.
    public func stop() {
        tearDown()
        recovery = nil
    }

    private func makeFrameSink() -> FrameSink {
        FrameSink(slot: frames) { [weak self] in self?.framesArrived() }
    }

    private func framesArrived() {
        guard pipeline != nil, let frame = frames.latest else { return }
        lastFrameAt = MonotonicClock.now()
        if state == .loading || state == .stalled { setState(.running) }
        onFrame?(frame)
    }

    /// The watchdog's tick: false once the pipeline failed or stopped (the timer then ends).
    private func watch() -> Bool {
        guard pipeline != nil else { return false }
        let now = MonotonicClock.now()
        switch state {
        case .loading where Double(now &- startedAt) / 1e9 > prerollTimeout:
            fail(.noFrames(source: source, seconds: Int(prerollTimeout.rounded())))
            return false
        case .running where Double(now &- lastFrameAt) / 1e9 > stallTimeout:
            setState(.stalled)  // frames may come back: framesArrived sets `.running` again
        default:
            break
        }
        return true
    }

    /// A file source's path must name a regular file (following symlinks); nil when it does or
    /// when it is missing (filesrc then reports "not found" itself).
    static func refusal(ofFile path: String) -> CameraError? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFREG ? nil : .notAFile(path: path)
    }

    private func watchBus(of pipeline: UnsafeMutablePointer<GstElement>) {
        guard let bus = gst_element_get_bus(pipeline) else { return }
        defer { gst_object_unref(bus) }
        let box = Unmanaged.passRetained(BusListener(self)).toOpaque()
        busWatch = gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, busMessageArrived, box, releaseBusListener)
    }

    fileprivate func handle(_ event: BusEvent) {
        switch event {
        case .error(let domain, let details):
            guard state == .loading || state == .running || state == .stalled else { return }  // the first error says why
            let mapping = BusErrorMapping(source: source, wasRunning: state == .running || state == .stalled)
            fail(mapping.cameraError(domain: domain, code: details.code, details: details))
        case .endOfStream:
            // Only finite sources end: loop the file so a demo plays forever.
            if let pipeline {
                _ = gst_element_seek_simple(pipeline, GST_FORMAT_TIME,
                                            GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_KEY_UNIT.rawValue), 0)
            }
        }
    }

    private func fail(_ error: CameraError) {
        if watchdog != 0 {
            g_source_remove(watchdog)
            watchdog = 0
        }
        if let pipeline { _ = gst_element_set_state(pipeline, GST_STATE_NULL) }  // free the device
        lastError = error
        setState(CameraState(error))
        if case .deviceLost(let path) = error { awaitReturn(of: path) }
    }

    /// An unplugged camera usually comes back at the same path; restart when it does.
    private func awaitReturn(of devicePath: String) {
        let devices = CameraDevices()
        devices.onChange = { [weak self] change in
            if case .added(let device) = change, device.devicePath == devicePath { self?.start() }
        }
        devices.startMonitoring()
        recovery = devices
    }

    private func setState(_ newState: CameraState) {
        guard newState != state else { return }
        state = newState
        onStateChange?(newState)
    }

    private func tearDown() {
        if watchdog != 0 {
            g_source_remove(watchdog)
            watchdog = 0
        }
        if busWatch != 0 {
            g_source_remove(busWatch)
            busWatch = 0
        }
        if let pipeline {
            _ = gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(pipeline)
            self.pipeline = nil
        }
    }
}

/// The bus watch's data: a weak link back, so a queued message never keeps a stopped pipeline alive.
private final class BusListener: Sendable {
    weak let pipeline: CameraPipeline?
    init(_ pipeline: CameraPipeline) { self.pipeline = pipeline }
}

// The bus watch is attached to the default main context, so GLib calls it on the main thread.
private func busMessageArrived(_ bus: UnsafeMutablePointer<GstBus>?, _ message: UnsafeMutablePointer<GstMessage>?,
                               _ data: gpointer?) -> gboolean {
    guard let message, let data, let event = BusEvent(message) else { return 1 }
    let listener = Unmanaged<BusListener>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { listener.pipeline?.handle(event) }
    return 1  // G_SOURCE_CONTINUE (a macro Swift can't import): keep watching
}

private func releaseBusListener(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<BusListener>.fromOpaque(data).release()
}

/// The bus messages the pipeline acts on, read out of the C message while it is valid.
private enum BusEvent: Sendable {
    case error(domain: GQuark, details: GStreamerErrorDetails)
    case endOfStream

    init?(_ message: UnsafeMutablePointer<GstMessage>) {
        switch message.pointee.type {
        case GST_MESSAGE_EOS:
            self = .endOfStream
        case GST_MESSAGE_ERROR:
            var gerror: UnsafeMutablePointer<GError>?
            var debug: UnsafeMutablePointer<gchar>?
            gst_message_parse_error(message, &gerror, &debug)
            defer {
                g_error_free(gerror)
                g_free(debug)
            }
            guard let error = gerror?.pointee else { return nil }
            self = .error(domain: error.domain, details: GStreamerErrorDetails(
                domain: String(cString: g_quark_to_string(error.domain)),
                code: error.code,
                message: error.message.map { String(cString: $0) } ?? "",
                debug: debug.map { String(cString: $0) }))
        default:
            return nil
        }
    }
}
