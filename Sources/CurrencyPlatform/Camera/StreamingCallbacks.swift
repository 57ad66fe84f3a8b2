import CGStreamer
import CShims
import Synchronization

// Everything in this file runs on GStreamer's streaming threads. These are plain nonisolated
// functions and Sendable classes on purpose: in Swift 6 mode a closure formed inside @MainActor code
// and called on a streaming thread traps in dispatch_assert_queue_fail.

/// What the appsink callback needs: the slot to fill and a way to tell the main loop.
final class FrameSink: Sendable {
    let slot: FrameSlot
    /// True while a main-loop notification is queued, so a busy UI gets one wake-up, not thirty.
    private let notificationPending = Atomic<Bool>(false)
    private let frameArrived: @MainActor @Sendable () -> Void

    init(slot: FrameSlot, frameArrived: @escaping @MainActor @Sendable () -> Void) {
        self.slot = slot
        self.frameArrived = frameArrived
    }

    func receive(_ frame: VideoFrame) {
        slot.put(frame)
        guard !notificationPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        MainLoop.post { [self] in
            notificationPending.store(false, ordering: .releasing)
            frameArrived()
        }
    }
}

/// appsink "new-sample": copies the BGRA frame out of the buffer into the slot.
func appSinkNewSample(_ sink: UnsafeMutablePointer<GstAppSink>?, _ data: gpointer?) -> GstFlowReturn {
    guard let sink, let data else { return GST_FLOW_ERROR }
    let frameSink = Unmanaged<FrameSink>.fromOpaque(data).takeUnretainedValue()
    // NULL when flushing or at EOS; not an error.
    guard let sample = gst_app_sink_pull_sample(sink) else { return GST_FLOW_OK }
    defer { gst_sample_unref(sample) }
    if let frame = copyFrame(from: sample, captureTime: MonotonicClock.now()) {
        frameSink.receive(frame)
    }
    return GST_FLOW_OK
}

/// Destroy-notify for the appsink callbacks: releases the retain taken when they were installed.
func releaseFrameSink(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<FrameSink>.fromOpaque(data).release()
}

func copyFrame(from sample: OpaquePointer, captureTime: UInt64) -> VideoFrame? {
    guard let caps = gst_sample_get_caps(sample), let buffer = gst_sample_get_buffer(sample) else { return nil }
    var info = GstVideoInfo()
    gst_video_info_init(&info)
    guard gst_video_info_from_caps(&info, caps) != 0 else { return nil }
    let width = Int(info.width), height = Int(info.height), stride = Int(info.stride.0)
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    let size = stride * height
    guard width > 0, height > 0, let data = map.data, map.size >= size else { return nil }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    return VideoFrame(width: width, height: height, stride: stride, bytes: bytes, captureTime: captureTime)
}

/// decodebin "pad-added": links the first video pad to the element passed as `data`.
func decodebinPadAdded(_ decodebin: UnsafeMutablePointer<GstElement>?, _ pad: UnsafeMutablePointer<GstPad>?,
                       _ data: gpointer?) {
    guard let pad, let data else { return }
    let target = data.assumingMemoryBound(to: GstElement.self)
    guard let caps = gst_pad_get_current_caps(pad) ?? gst_pad_query_caps(pad, nil) else { return }
    defer { gst_caps_unref(caps) }
    guard let structure = gst_caps_get_structure(caps, 0), let name = gst_structure_get_name(structure),
          String(cString: name).hasPrefix("video/") else { return }
    guard let sinkPad = gst_element_get_static_pad(target, "sink") else { return }
    defer { gst_object_unref(sinkPad) }
    if gst_pad_is_linked(sinkPad) == 0 {
        _ = gst_pad_link(pad, sinkPad)
    }
}

/// Destroy-notify for the pad-added handler: drops the reference taken on the target element.
func releasePadTarget(_ data: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    gst_object_unref(data)
}
