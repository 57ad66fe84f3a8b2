import CGtk
import CurrencyCore

/// The `currencies` key's GVariant (`aa{ss}`: one string dictionary per currency, see
/// `Currency.fields`) built and read without the varargs `g_variant_new`/`g_variant_get`,
/// which Swift cannot call.
enum CurrencyVariant {
    /// A floating `aa{ss}` value, for `g_settings_set_value` to sink.
    static func make(_ currencies: [Currency]) -> OpaquePointer {
        let entryType = g_variant_type_new("{ss}")
        let dictionaryType = g_variant_type_new("a{ss}")
        defer {
            g_variant_type_free(entryType)
            g_variant_type_free(dictionaryType)
        }
        var dictionaries: [OpaquePointer?] = currencies.map { currency in
            var entries: [OpaquePointer?] = currency.fields.sorted { $0.key < $1.key }.map { key, value in
                g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_string(value))
            }
            return g_variant_new_array(entryType, &entries, gsize(entries.count))
        }
        return g_variant_new_array(dictionaryType, &dictionaries, gsize(dictionaries.count))
    }

    /// The currencies in an `aa{ss}` value, which this takes ownership of (unrefs). Entries
    /// that are not a valid currency are skipped.
    static func read(_ value: OpaquePointer?) -> [Currency] {
        guard let value else { return [] }
        defer { g_variant_unref(value) }
        return (0..<g_variant_n_children(value)).compactMap { index in
            let dictionary = g_variant_get_child_value(value, index)!
            defer { g_variant_unref(dictionary) }
            var fields: [String: String] = [:]
            for entryIndex in 0..<g_variant_n_children(dictionary) {
                let entry = g_variant_get_child_value(dictionary, entryIndex)!
                defer { g_variant_unref(entry) }
                fields[string(entry, 0)] = string(entry, 1)
            }
            return Currency(fields: fields)
        }
    }

    private static func string(_ entry: OpaquePointer, _ index: Int) -> String {
        let child = g_variant_get_child_value(entry, gsize(index))!
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }
}
