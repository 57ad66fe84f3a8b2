import CGStreamer
import Synchronization

// The probe below runs on GStreamer's streaming thread: a plain function and Sendable classes,
// as in StreamingCallbacks.swift.

/// The newest frame before it is scaled down for the screen and recognition: what "Take a Picture"
/// takes, at the size the camera (or file) delivers. A pad probe keeps a reference to each frame as
/// it passes, replacing the last; pixels are copied only when a picture is taken, so the full-size
/// frame costs one reference a frame, not a copy.
public final class StillFrameSlot: Sendable {
    private let newest = Mutex<StillSample?>(nil)

    public init() {}

    /// The newest full-size frame, held (not copied); nil before the first one.
    public var current: StillSample? { newest.withLock { $0 } }

    func put(_ sample: StillSample) {
        newest.withLock { $0 = sample }
    }

    /// Forgets the frame, so a restarted source never hands out one from before.
    func clear() {
        newest.withLock { $0 = nil }
    }
}

/// One frame as GStreamer delivered it (a reference to its buffer and caps), with when it passed.
public final class StillSample: @unchecked Sendable {
    // @unchecked: a GstSample is immutable once made and reference-counted atomically.
    private let sample: OpaquePointer
    private let captureTime: UInt64

    /// Takes over the reference to `sample`.
    init(_ sample: OpaquePointer, captureTime: UInt64) {
        self.sample = sample
        self.captureTime = captureTime
    }

    deinit {
        gst_sample_unref(sample)
    }

    /// The pixels, copied out as BGRA (the converter upstream already made them so).
    public func frame() -> VideoFrame? {
        copyFrame(from: sample, captureTime: captureTime)
    }
}

/// Buffer probe on the scaler's input: keeps each full-size frame in the slot passed as `data`.
func stillFrameProbe(_ pad: UnsafeMutablePointer<GstPad>?, _ info: UnsafeMutablePointer<GstPadProbeInfo>?,
                     _ data: gpointer?) -> GstPadProbeReturn {
    guard let pad, let info, let data, let buffer = gst_pad_probe_info_get_buffer(info),
          let caps = gst_pad_get_current_caps(pad) else { return GST_PAD_PROBE_OK }
    defer { gst_caps_unref(caps) }
    guard let sample = gst_sample_new(buffer, caps, nil, nil) else { return GST_PAD_PROBE_OK }
    Unmanaged<StillFrameSlot>.fromOpaque(data).takeUnretainedValue()
        .put(StillSample(sample, captureTime: MonotonicClock.now()))
    return GST_PAD_PROBE_OK
}

/// Destroy-notify for the probe: releases the retain taken when it was added.
func releaseStillFrameSlot(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<StillFrameSlot>.fromOpaque(data).release()
}
