import CGtk
import CShims

/// Follows the desktop's light or dark preference: GNOME keeps it in the `color-scheme` key of
/// `org.gnome.desktop.interface`; GTK 4.8 without libadwaita does not read it by itself.
@MainActor
public enum DarkStyle {
    private static var interfaceSettings: GObjectRef?

    /// Applies the preference now and whenever it changes. Does nothing where the desktop's
    /// schema is not installed.
    public static func follow() {
        guard interfaceSettings == nil, let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = GObjectRef(adopting: UnsafeMutableRawPointer(g_settings_new("org.gnome.desktop.interface")!))
        interfaceSettings = settings
        Signal.connect(settings.raw, "changed::color-scheme", pointer: { _ in apply(settings) })
        apply(settings)
    }

    private static func apply(_ settings: GObjectRef) {
        let value = g_settings_get_string(settings.cast(), "color-scheme")!
        defer { g_free(value) }
        guard let gtkSettings = gtk_settings_get_default() else { return }
        cshim_object_set_boolean(UnsafeMutableRawPointer(gtkSettings), "gtk-application-prefer-dark-theme",
                                 String(cString: value) == "prefer-dark" ? 1 : 0)
    }
}
