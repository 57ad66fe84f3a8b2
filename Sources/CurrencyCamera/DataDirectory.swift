import Foundation

/// Finds what `tools/build-data.sh` (or `meson install`) put beside the binary: the compiled
/// schema, the demo clip and the translations. Looked for, in order: `$CURRENCY_CAMERA_DATADIR`,
/// the build tree (`.build/share`, two levels above `.build/<triple>/<config>/currency-camera`),
/// and the install prefix (`<prefix>/share`, one level above `<prefix>/bin/currency-camera`).
struct DataDirectory {
    /// The `share` directory: holds `currency-camera/` and `locale/`.
    let share: String

    var schemas: String { share + "/currency-camera/schemas" }
    var demoClip: String { share + "/currency-camera/demo.webm" }
    var locale: String { share + "/locale" }

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> DataDirectory? {
        var candidates: [String] = []
        if let explicit = environment["CURRENCY_CAMERA_DATADIR"], !explicit.isEmpty { candidates.append(explicit) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(executable.appendingPathComponent("../../share").standardized.path)
        candidates.append(executable.appendingPathComponent("../share").standardized.path)
        return candidates
            .first { FileManager.default.fileExists(atPath: $0 + "/currency-camera/schemas/gschemas.compiled") }
            .map(DataDirectory.init(share:))
    }
}
