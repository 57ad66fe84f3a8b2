/// Why a video source failed. Carries data, never text: the UI layer writes the translated message.
public enum CameraError: Error, Sendable, Equatable {
    /// No video device at this path. v4l2src: "Cannot identify device '/dev/video0'."
    case deviceMissing(devicePath: String)
    /// The device exists but another program is using it.
    case deviceBusy(devicePath: String)
    /// The device exists but this user may not open it (EACCES).
    case permissionDenied(devicePath: String)
    /// The device delivered frames, then failed (typically unplugged).
    case deviceLost(devicePath: String)
    /// No file at this path. filesrc: "Resource not found."
    case fileNotFound(path: String)
    /// The file exists but is not a video or image GStreamer can decode.
    case cannotDecode(path: String)
    /// The path names something that is not a regular file (a FIFO, a folder, a device). A FIFO
    /// would block filesrc's open() on the main thread until a writer came, so it is never opened.
    case notAFile(path: String)
    /// The device node exists but is not a V4L2 capture device (`/dev/null`, a serial port…).
    /// v4l2src: "Error getting capabilities for device '/dev/null': It isn't a v4l2 driver."
    case notACamera(devicePath: String)
    /// The source was opened but gave no frame within the preroll timeout (a webm cut short, a
    /// stream that never starts). GStreamer posts nothing for these: it waits forever.
    case noFrames(source: VideoSource, seconds: Int)
    /// A GStreamer element (plugin feature) this pipeline needs is not installed.
    case missingPlugin(name: String)
    /// Any other GStreamer error, kept as data for logs and bug reports.
    case other(GStreamerErrorDetails)
}

/// A GStreamer error message as the bus delivered it.
public struct GStreamerErrorDetails: Sendable, Equatable {
    /// The GError domain, e.g. "gst-resource-error-quark".
    public let domain: String
    public let code: Int32
    /// GStreamer's own (English or locale) message.
    public let message: String
    /// The debug string with source file and element path, if any.
    public let debug: String?

    public init(domain: String, code: Int32, message: String, debug: String?) {
        self.domain = domain
        self.code = code
        self.message = message
        self.debug = debug
    }
}
