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

    private static func accessDenied(_ path: String) -> Bool {
        access(path, R_OK | W_OK) != 0 && errno == EACCES
    }
}
