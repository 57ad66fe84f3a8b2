import CGtk
import CShims
import CurrencyCore
import Foundation

/// The app's gettext catalogue ("currency-camera" in .../LC_MESSAGES).
public enum Gettext {
    public static let domain = "currency-camera"

    /// Reads the user's locale and binds the catalogue. `localeDirectory` is where the compiled
    /// translations are installed (e.g. "/usr/share/locale"); nil keeps gettext's default.
    /// Call before any string is translated; calling again after changing LANGUAGE re-reads it.
    public static func setUp(domain: String = Gettext.domain, localeDirectory: String?) {
        if setlocale(LC_ALL, "") == nil {
            // The C library has no such locale (Debian generates only the ones asked for): keep
            // UTF-8 and name the language to gettext instead, which C.UTF-8 honours. A LANGUAGE
            // the user set stays as it is.
            setlocale(LC_ALL, "C.UTF-8")
            if let language = requestedLanguage(in: ProcessInfo.processInfo.environment) {
                setenv("LANGUAGE", language, 0)
            }
        }
        // The locale is set; GTK would otherwise set it again and warn that it is unsupported.
        gtk_disable_setlocale()
        if let localeDirectory { bindtextdomain(domain, localeDirectory) }
        // Without this, messages come back in the locale's charset, which is ASCII under LANG=C.
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        Localization.install { translate($0) }
    }

    /// The language the user's locale variables ask for, as gettext's LANGUAGE names it
    /// ("zh_TW" for LANG=zh_TW.UTF-8), by POSIX precedence: LC_ALL, LC_MESSAGES, LANG.
    /// Nil for the C and POSIX locales, which ask for no translation.
    public static func requestedLanguage(in environment: [String: String]) -> String? {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let name else { return nil }
        let language = String(name.prefix { $0 != "." && $0 != "@" })
        return ["", "C", "POSIX"].contains(language) ? nil : language
    }

    /// The translation of `msgid` in the bound domain, or `msgid` itself when there is none.
    public static func translate(_ msgid: String) -> String {
        // gettext returns its argument when untranslated; that pointer only lives inside
        // withCString, so copy it out there (a temporary bridged pointer crashed).
        msgid.withCString { String(cString: gettext($0)) }
    }
}
