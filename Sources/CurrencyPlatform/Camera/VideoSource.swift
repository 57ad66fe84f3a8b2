/// What the camera pipeline reads.
public enum VideoSource: Sendable, Equatable {
    /// A V4L2 device such as "/dev/video0", set on v4l2src as a property.
    case camera(devicePath: String)
    /// A video file (played in a loop) or a still image (shown as a steady stream of frames).
    case file(path: String)
    /// GStreamer's live test pattern, for tests.
    case testPattern

    /// File name extensions decoded as one still picture and frozen into a stream. Decided by name
    /// rather than by sniffing so the pipeline shape is known before it starts.
    static let stillImageExtensions: Set<String> = ["png", "jpg", "jpeg", "bmp", "gif", "tif", "tiff", "webp", "pnm", "ppm", "pgm"]

    var isStillImage: Bool {
        guard case .file(let path) = self, let dot = path.lastIndex(of: ".") else { return false }
        return Self.stillImageExtensions.contains(path[path.index(after: dot)...].lowercased())
    }
}
