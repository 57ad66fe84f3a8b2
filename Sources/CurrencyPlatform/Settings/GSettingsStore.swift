import CGtk
import CShims
import CurrencyCore
import Foundation

/// The settings store behind the app: GSettings with the schema in `data/`, loaded from the
/// directory the app was given (the build tree or the install prefix) rather than from the
/// system's schema path, so a run from the build tree needs no install.
///
/// Backends: dconf when a D-Bus session is there to reach it; otherwise (a bare X session, CI,
/// Xvfb) GLib's keyfile backend in `$XDG_CONFIG_HOME/currency-camera/settings.ini`, so settings still
/// survive a restart; `.memory` for tests.
public final class GSettingsStore: SettingsStore {
    public static let schemaID = "io.github.currencycamera.CurrencyCamera"

    /// Which GSettings backend keeps the values.
    public enum Backend: Sendable {
        case automatic
        case keyfile(path: String)
        case memory
    }

    /// Why the store could not be opened.
    public enum OpenError: Error, Equatable, Sendable {
        /// No compiled schema for `schemaID` in the directory (run tools/build-data.sh).
        case schemaNotFound(directory: String)
    }

    private let settings: GObjectRef

    /// Set when the keyfile could not be read as settings (junk in it): it was renamed to this
    /// path, never deleted, and the app starts as on a first launch and says why.
    public private(set) var movedAsideTo: String?

    public init(schemaDirectory: String, backend: Backend = .automatic) throws(OpenError) {
        var error: UnsafeMutablePointer<GError>?
        let source = g_settings_schema_source_new_from_directory(schemaDirectory, g_settings_schema_source_get_default(), 0, &error)
        if let error { g_error_free(error) }
        guard let source, let schema = g_settings_schema_source_lookup(source, Self.schemaID, 0) else {
            if let source { g_settings_schema_source_unref(source) }
            throw .schemaNotFound(directory: schemaDirectory)
        }
        defer {
            g_settings_schema_unref(schema)
            g_settings_schema_source_unref(source)
        }
        let resolved = Self.resolve(backend)
        if case .keyfile(let path) = resolved { movedAsideTo = Self.setAsideIfUnreadable(path) }
        let backendObject = Self.makeBackend(resolved)
        defer { if let backendObject { g_object_unref(UnsafeMutableRawPointer(backendObject)) } }
        settings = GObjectRef(adopting: UnsafeMutableRawPointer(g_settings_new_full(schema, backendObject, nil)!))
    }

    private static func makeBackend(_ backend: Backend) -> UnsafeMutablePointer<GSettingsBackend>? {
        switch backend {
        case .memory:
            return g_memory_settings_backend_new()
        case .keyfile(let path):
            // The settings are the user's own: 0700, like the history's folder, also when an
            // older build made it 0755.
            let directory = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            chmod(directory, 0o700)
            return g_keyfile_settings_backend_new(path, "/io/github/currencycamera/CurrencyCamera/", "currency-camera")
        case .automatic:
            let environment = ProcessInfo.processInfo.environment
            if environment["GSETTINGS_BACKEND"] != nil || environment["DBUS_SESSION_BUS_ADDRESS"] != nil {
                return nil
            }
            return makeBackend(.keyfile(path: defaultKeyfilePath(environment)))
        }
    }

    /// `.automatic` as the keyfile it means, when it means one.
    private static func resolve(_ backend: Backend) -> Backend {
        guard case .automatic = backend else { return backend }
        let environment = ProcessInfo.processInfo.environment
        if environment["GSETTINGS_BACKEND"] != nil || environment["DBUS_SESSION_BUS_ADDRESS"] != nil { return .automatic }
        return .keyfile(path: defaultKeyfilePath(environment))
    }

    /// GLib's keyfile backend reads a file it cannot parse as empty and says nothing, so the user
    /// met the first-launch dialog with no explanation. A file that is there but not a key file is
    /// renamed `settings.ini.corrupt-<time>`; returns the new path.
    static func setAsideIfUnreadable(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_load_from_file(keyFile, path, G_KEY_FILE_NONE, &error) != 0 { return nil }
        let isParseError = error.map { $0.pointee.domain == g_key_file_error_quark() } ?? false
        if let error { g_error_free(error) }
        guard isParseError else { return nil }
        let stamp = Int(Date().timeIntervalSince1970)
        var target = "\(path).corrupt-\(stamp)", attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        return rename(path, target) == 0 ? target : nil
    }

    static func defaultKeyfilePath(_ environment: [String: String]) -> String {
        XDGDirectory.appDirectory("XDG_CONFIG_HOME", fallback: ".config", environment: environment)
            .appendingPathComponent("settings.ini").path
    }

    private var pointer: UnsafeMutablePointer<GSettings> { settings.cast() }

    private func string(_ key: String) -> String {
        let value = g_settings_get_string(pointer, key)!
        defer { g_free(value) }
        return String(cString: value)
    }

    private func set(_ key: String, _ value: String) -> Bool {
        g_settings_set_string(pointer, key, value) != 0
    }

    /// The list from `currencies`; while that key is empty, the old single setting
    /// (`currency-name`, `exchange-rate`, `last-updated`) migrated to a one-item list.
    public func loadCurrencies() -> CurrencyList {
        let currencies = CurrencyVariant.read(g_settings_get_value(pointer, "currencies"))
        if !currencies.isEmpty {
            return CurrencyList(currencies, defaultCode: string("default-currency"))
        }
        return CurrencyList.migrating(name: string("currency-name"), rateText: string("exchange-rate"),
                                      updated: ISO8601DateFormatter().date(from: string("last-updated")))
            ?? CurrencyList()
    }

    /// Writes the list and its default in one change. The old single-setting keys are kept equal
    /// to the default currency (reset when the list is empty), so an older build still starts
    /// with a sensible rate and an emptied list does not come back by migration.
    public func saveCurrencies(_ list: CurrencyList) throws(SettingsStoreError) {
        if let error = list.validationError { throw .invalid(error) }
        g_settings_delay(pointer)
        var written = g_settings_set_value(pointer, "currencies", CurrencyVariant.make(list.currencies)) != 0
            && set("default-currency", list.defaultCode ?? "")
        if let chosen = list.defaultCurrency {
            written = written && set("currency-name", chosen.name)
                && set("exchange-rate", DecimalText.format(chosen.rate))
                && set("last-updated", ISO8601DateFormatter().string(from: chosen.rateDate ?? Date()))
        } else {
            for key in ["currency-name", "exchange-rate", "last-updated"] { g_settings_reset(pointer, key) }
        }
        guard written else {
            g_settings_revert(pointer)
            throw .notWritable
        }
        g_settings_apply(pointer)
        g_settings_sync()
    }

    public func clearSettings() {
        for key in ["currencies", "default-currency", "currency-name", "exchange-rate", "last-updated"] {
            g_settings_reset(pointer, key)
        }
        g_settings_sync()
    }

    /// The video source chosen last, so the next launch reopens it.
    public var lastSource: SourceChoice {
        get { SourceChoice(storedValue: string("video-source")) }
        set {
            _ = set("video-source", newValue.storedValue)
            g_settings_sync()
        }
    }
}
