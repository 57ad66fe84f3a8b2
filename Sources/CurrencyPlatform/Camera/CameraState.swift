/// Where the camera is, as the UI shows it. Delivered on the GLib main loop.
public enum CameraState: Sendable, Equatable {
    /// The pipeline is starting; no frame yet.
    case loading
    /// Frames are arriving.
    case running
    /// There is no camera at the requested path (or none at all).
    case noCamera
    /// Another program holds the camera.
    case busy
    /// The user may not open the camera device (not in the `video` group, a sandbox…).
    case permissionDenied
    /// Frames stopped arriving for `CameraPipeline.stallTimeout` seconds, but nothing failed: the
    /// pipeline keeps running and the state goes back to `running` with the next frame.
    case stalled
    /// The camera went away while running (unplugged).
    case lost
    /// Anything else; the error says what.
    case error(CameraError)

    /// The state an error leaves the camera in. Errors with a dedicated state map to it; the UI
    /// reads `CameraPipeline.lastError` for details such as the device path.
    init(_ error: CameraError) {
        switch error {
        case .deviceMissing: self = .noCamera
        case .deviceBusy: self = .busy
        case .permissionDenied: self = .permissionDenied
        case .deviceLost: self = .lost
        case .fileNotFound, .cannotDecode, .notAFile, .notACamera, .noFrames, .missingPlugin, .other: self = .error(error)
        }
    }
}
