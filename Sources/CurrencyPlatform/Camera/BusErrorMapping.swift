import CGStreamer
import Glibc

/// Turns the bus's GError into a `CameraError`, knowing what the pipeline reads and whether frames
/// were already flowing (the same "not found" means "missing" before the first frame, "lost" after).
struct BusErrorMapping {
    let source: VideoSource
    let wasRunning: Bool

    func cameraError(domain: GQuark, code: Int32, details: GStreamerErrorDetails) -> CameraError {
        let resource = domain == gst_resource_error_quark()
        let stream = domain == gst_stream_error_quark()
        let core = domain == gst_core_error_quark()
        switch source {
        case .camera(let path):
            guard resource else { return wasRunning ? .deviceLost(devicePath: path) : .other(details) }
            // A node that exists but answers no V4L2 ioctl (/dev/null): say so, not v4l2src's text.
            if !wasRunning && !Self.accessDenied(path) && Self.isNotACaptureDevice(path) { return .notACamera(devicePath: path) }
            switch code {
            case Self.code(GST_RESOURCE_ERROR_NOT_FOUND):
                return wasRunning ? .deviceLost(devicePath: path) : .deviceMissing(devicePath: path)
            case Self.code(GST_RESOURCE_ERROR_BUSY):
                return .deviceBusy(devicePath: path)
            case Self.code(GST_RESOURCE_ERROR_OPEN_READ), Self.code(GST_RESOURCE_ERROR_OPEN_WRITE),
                 Self.code(GST_RESOURCE_ERROR_OPEN_READ_WRITE), Self.code(GST_RESOURCE_ERROR_NOT_AUTHORIZED):
                // v4l2src reports EACCES as a generic open failure; ask the file system instead of
                // parsing strerror text, which is translated under a zh_TW locale.
                if Self.accessDenied(path) { return .permissionDenied(devicePath: path) }
                return wasRunning ? .deviceLost(devicePath: path) : .other(details)
            default:
                return wasRunning ? .deviceLost(devicePath: path) : .other(details)
            }
        case .file(let path):
            if resource && code == Self.code(GST_RESOURCE_ERROR_NOT_FOUND) { return .fileNotFound(path: path) }
            if stream { return .cannotDecode(path: path) }
            if core && code == Self.code(GST_CORE_ERROR_MISSING_PLUGIN) { return .cannotDecode(path: path) }
            return .other(details)
        case .testPattern:
            return .other(details)
        }
    }

    private static func code<T: RawRepresentable>(_ value: T) -> Int32 where T.RawValue: BinaryInteger {
        Int32(truncatingIfNeeded: value.rawValue)
    }

    /// The path exists and is not a V4L2 node: not a character device, or one that does not
    /// resolve (symlinks such as /dev/v4l/by-id/… included) to /dev/videoN. Asked only after
    /// v4l2src failed, so a real camera's own failures keep their mapping.
    private static func isNotACaptureDevice(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }  // missing: deviceMissing says it better
        if (info.st_mode & S_IFMT) != S_IFCHR { return true }
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        return !String(cString: resolved).hasPrefix("/dev/video")
    }

    private static func accessDenied(_ path: String) -> Bool {
        access(path, R_OK | W_OK) != 0 && errno == EACCES
    }
}
