import CGStreamer
import CShims

/// Builds the element graph drawn at the top of CameraPipeline.swift. User data (a device path, a
/// file name) only ever goes into element properties.
struct PipelineBuilder {
    let source: VideoSource

    /// What the appsink asks for: BGRA (GTK 4.8 has no BGRX memory texture), at most 640x480 —
    /// enough for price tags and cheap for OCR — with square pixels so videoscale keeps the aspect.
    static let outputCaps = "video/x-raw,format=BGRA,width=[1,640],height=[1,480],pixel-aspect-ratio=1/1"
    static let testPatternCaps = "video/x-raw,width=640,height=480,framerate=30/1"

    /// Returns a pipeline holding one reference, not yet playing.
    /// `stills` receives every frame at its full size, converted but not yet scaled.
    func build(sink frameSink: FrameSink, stills: StillFrameSlot) throws(CameraError) -> UnsafeMutablePointer<GstElement> {
        guard let pipeline = gst_pipeline_new("camera") else { throw .missingPlugin(name: "pipeline") }
        do {
            let bin = asBin(pipeline)
            let convert = try add("videoconvert", to: bin)
            try buildSource(in: bin, feeding: convert)
            let scale = try add("videoscale", to: bin)
            let caps = try add("capsfilter", to: bin)
            gst_util_set_object_arg(gObjectCast(caps), "caps", Self.outputCaps)
            let appSink = try add("appsink", to: bin)
            cshim_object_set_int(gObject(appSink), "max-buffers", 1)
            cshim_object_set_boolean(gObject(appSink), "drop", 1)
            try link(convert, scale, caps, appSink)
            if let scalerInput = gst_element_get_static_pad(scale, "sink") {
                gst_pad_add_probe(scalerInput, GST_PAD_PROBE_TYPE_BUFFER, stillFrameProbe,
                                  Unmanaged.passRetained(stills).toOpaque(), releaseStillFrameSlot)
                gst_object_unref(scalerInput)
            }
            var callbacks = GstAppSinkCallbacks()
            callbacks.new_sample = appSinkNewSample
            gst_app_sink_set_callbacks(UnsafeMutableRawPointer(appSink).assumingMemoryBound(to: GstAppSink.self),
                                       &callbacks, Unmanaged.passRetained(frameSink).toOpaque(), releaseFrameSink)
            return pipeline
        } catch {
            gst_object_unref(pipeline)
            throw error
        }
    }

    private func buildSource(in bin: UnsafeMutablePointer<GstBin>, feeding convert: UnsafeMutablePointer<GstElement>) throws(CameraError) {
        switch source {
        case .camera(let devicePath):
            let camera = try add("v4l2src", to: bin)
            cshim_object_set_string(gObject(camera), "device", devicePath)
            try link(camera, convert)
        case .testPattern:
            let pattern = try add("videotestsrc", to: bin)
            cshim_object_set_boolean(gObject(pattern), "is-live", 1)
            let caps = try add("capsfilter", to: bin)
            gst_util_set_object_arg(gObjectCast(caps), "caps", Self.testPatternCaps)
            try link(pattern, caps, convert)
        case .file(let path):
            let file = try add("filesrc", to: bin)
            cshim_object_set_string(gObject(file), "location", path)
            let decode = try add("decodebin", to: bin)
            try link(file, decode)
            var decodedTarget = convert
            if source.isStillImage {
                let freeze = try add("imagefreeze", to: bin)
                try link(freeze, convert)
                decodedTarget = freeze
            }
            // decodebin's pads appear once it has seen the data; link them as they come.
            gst_object_ref(decodedTarget)
            let handler = unsafeBitCast(decodebinPadAdded as @convention(c) (UnsafeMutablePointer<GstElement>?, UnsafeMutablePointer<GstPad>?, gpointer?) -> Void,
                                        to: GCallback.self)
            cshim_signal_connect(gObject(decode), "pad-added", handler, gObject(decodedTarget), releasePadTarget)
        }
    }

    private func add(_ factory: String, to bin: UnsafeMutablePointer<GstBin>) throws(CameraError) -> UnsafeMutablePointer<GstElement> {
        guard let element = gst_element_factory_make(factory, nil) else { throw .missingPlugin(name: factory) }
        _ = gst_bin_add(bin, element)  // the bin takes the floating reference
        return element
    }

    private func link(_ elements: UnsafeMutablePointer<GstElement>...) throws(CameraError) {
        for (upstream, downstream) in zip(elements, elements.dropFirst()) where gst_element_link(upstream, downstream) == 0 {
            let names = [upstream, downstream].map { element in
                let name = gst_object_get_name(asObject(element))
                defer { g_free(name) }
                return name.map { String(cString: $0) } ?? "?"
            }
            throw .other(GStreamerErrorDetails(domain: "link", code: 0, message: names.joined(separator: " ! "), debug: nil))
        }
    }
}

private func gObjectCast(_ element: UnsafeMutablePointer<GstElement>) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(element).assumingMemoryBound(to: GObject.self)
}
