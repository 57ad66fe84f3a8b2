import CGStreamer
import CShims

//  The camera pipeline, built element by element (never from a pasted string):
//
//   .camera       v4l2src device=<path> ─────────────────────────────┐
//   .testPattern  videotestsrc is-live ─ caps 640x480@30 ─────────────┤
//   .file video   filesrc location=<path> ─ decodebin ~~pad-added~~> ─┤  (EOS → seek to 0: loops)
//   .file image   filesrc location=<path> ─ decodebin ~~> imagefreeze ─┤  (one picture, endless frames)
//                                                                     ▼
//        videoconvert ─ videoscale ─ caps BGRA ≤640x480, square pixels ─ appsink max-buffers=1 drop=true
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
    public private(set) var state: CameraState = .loading
    /// The error behind the current failed state, with details such as the device path.
    public private(set) var lastError: CameraError?
    /// Called on the main loop whenever `state` changes.
    public var onStateChange: ((CameraState) -> Void)?
    /// Called on the main loop when new frames arrived (coalesced: at most one call per loop
    /// iteration, with the newest frame).
    public var onFrame: ((VideoFrame) -> Void)?

    private var pipeline: UnsafeMutablePointer<GstElement>?
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
        let built: UnsafeMutablePointer<GstElement>
        do {
            built = try PipelineBuilder(source: source).build(sink: makeFrameSink())
        } catch {
            fail(error)
            return
        }
        pipeline = built
        watchBus(of: built)
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
        if state == .loading { setState(.running) }
        onFrame?(frame)
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
            guard state == .loading || state == .running else { return }  // the first error says why
            let mapping = BusErrorMapping(source: source, wasRunning: state == .running)
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
