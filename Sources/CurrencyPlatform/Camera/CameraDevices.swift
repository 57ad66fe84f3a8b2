import CGStreamer

/// A video capture device the pipeline can open.
public struct CameraDevice: Sendable, Equatable {
    /// What the system calls it, e.g. "HD Webcam C270".
    public let displayName: String
    /// What `VideoSource.camera(devicePath:)` takes, e.g. "/dev/video0".
    public let devicePath: String

    public init(displayName: String, devicePath: String) {
        self.displayName = displayName
        self.devicePath = devicePath
    }
}

/// A camera plugged in or unplugged.
public enum CameraDeviceChange: Sendable, Equatable {
    case added(CameraDevice)
    case removed(CameraDevice)
}

/// Lists V4L2 video sources through GstDeviceMonitor and reports hotplug on the main loop.
@MainActor
public final class CameraDevices {
    /// Called on the main loop while monitoring.
    public var onChange: ((CameraDeviceChange) -> Void)?

    private let monitor: UnsafeMutablePointer<GstDeviceMonitor>
    private var busWatch: guint = 0

    public init() {
        GStreamerRuntime.initialize()
        monitor = gst_device_monitor_new()
        gst_device_monitor_add_filter(monitor, "Video/Source", nil)
    }

    isolated deinit {
        stopMonitoring()
        gst_object_unref(monitor)
    }

    /// The cameras present now (probes the hardware when not monitoring).
    public func list() -> [CameraDevice] {
        var devices: [CameraDevice] = []
        let list = gst_device_monitor_get_devices(monitor)
        var node = list
        while let current = node {
            if let device = current.pointee.data?.assumingMemoryBound(to: GstDevice.self),
               let camera = Self.cameraDevice(device) {
                devices.append(camera)
            }
            node = current.pointee.next
        }
        g_list_free_full(list, gstObjectUnref)
        return devices
    }

    /// The first camera's device path, or nil when there is none: the default `VideoSource`.
    public func firstCameraPath() -> String? {
        list().first?.devicePath
    }

    /// Starts hotplug notifications through `onChange`. Returns false if no provider could start.
    @discardableResult
    public func startMonitoring() -> Bool {
        guard busWatch == 0 else { return true }
        guard let bus = gst_device_monitor_get_bus(monitor) else { return false }
        defer { gst_object_unref(bus) }
        let box = Unmanaged.passRetained(DeviceListener(self)).toOpaque()
        busWatch = gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, deviceMessageArrived, box, releaseDeviceListener)
        return gst_device_monitor_start(monitor) != 0
    }

    public func stopMonitoring() {
        guard busWatch != 0 else { return }
        gst_device_monitor_stop(monitor)
        g_source_remove(busWatch)
        busWatch = 0
    }

    fileprivate func deliver(_ change: CameraDeviceChange) {
        onChange?(change)
    }

    /// A device's path from its provider properties: V4L2 sets "api.v4l2.path" (1.20+) and the
    /// older "device.path". Devices without one (PipeWire nodes, …) can't feed v4l2src: skipped.
    nonisolated static func cameraDevice(_ device: UnsafeMutablePointer<GstDevice>) -> CameraDevice? {
        guard let properties = gst_device_get_properties(device) else { return nil }
        defer { gst_structure_free(properties) }
        guard let path = devicePath(in: properties) else { return nil }
        let name = gst_device_get_display_name(device)
        defer { g_free(name) }
        return CameraDevice(displayName: name.map { String(cString: $0) } ?? path, devicePath: path)
    }

    nonisolated static func devicePath(in properties: UnsafePointer<GstStructure>) -> String? {
        for key in ["api.v4l2.path", "device.path"] {
            if let value = gst_structure_get_string(properties, key) { return String(cString: value) }
        }
        return nil
    }
}

private final class DeviceListener: Sendable {
    weak let devices: CameraDevices?
    init(_ devices: CameraDevices) { self.devices = devices }
}

// Attached to the default main context, so GLib calls it on the main thread.
private func deviceMessageArrived(_ bus: UnsafeMutablePointer<GstBus>?, _ message: UnsafeMutablePointer<GstMessage>?,
                                  _ data: gpointer?) -> gboolean {
    guard let message, let data else { return 1 }
    var device: UnsafeMutablePointer<GstDevice>?
    let added: Bool
    switch message.pointee.type {
    case GST_MESSAGE_DEVICE_ADDED:
        gst_message_parse_device_added(message, &device)
        added = true
    case GST_MESSAGE_DEVICE_REMOVED:
        gst_message_parse_device_removed(message, &device)
        added = false
    default:
        return 1
    }
    guard let device else { return 1 }
    defer { gst_object_unref(device) }
    guard let camera = CameraDevices.cameraDevice(device) else { return 1 }
    let listener = Unmanaged<DeviceListener>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { listener.devices?.deliver(added ? .added(camera) : .removed(camera)) }
    return 1  // G_SOURCE_CONTINUE
}

private func releaseDeviceListener(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<DeviceListener>.fromOpaque(data).release()
}

private func gstObjectUnref(_ object: gpointer?) {
    gst_object_unref(object)
}
