import CShims
import CurrencyCore

/// The app's gettext catalogue ("currency-camera" in .../LC_MESSAGES).
public enum Gettext {
    public static let domain = "currency-camera"

    /// Reads the user's locale and binds the catalogue. `localeDirectory` is where the compiled
    /// translations are installed (e.g. "/usr/share/locale"); nil keeps gettext's default.
    /// Call before any string is translated; calling again after changing LANGUAGE re-reads it.
    public static func setUp(domain: String = Gettext.domain, localeDirectory: String?) {
        setlocale(LC_ALL, "")
        if let localeDirectory { bindtextdomain(domain, localeDirectory) }
        // Without this, messages come back in the locale's charset, which is ASCII under LANG=C.
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        Localization.install { translate($0) }
    }

    /// The translation of `msgid` in the bound domain, or `msgid` itself when there is none.
    public static func translate(_ msgid: String) -> String {
        // gettext returns its argument when untranslated; that pointer only lives inside
        // withCString, so copy it out there (a temporary bridged pointer crashed).
        msgid.withCString { String(cString: gettext($0)) }
    }
}
