import CGtk

/// GAction helpers: a named action on an application or window (a GActionMap) that keyboard
/// shortcuts and buttons can trigger.
@MainActor
enum Actions {
    static func add(_ name: String, to map: OpaquePointer, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        // GSimpleAction's "activate" passes the action's parameter (NULL here) before user data.
        Signal.connect(UnsafeMutableRawPointer(action), "activate", pointer: { _ in handler() })
        g_action_map_add_action(map, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// An action with a string parameter, triggered as "win.NAME::value" from a menu.
    static func add(_ name: String, to map: OpaquePointer, string handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new(name, type)!
        Signal.connect(UnsafeMutableRawPointer(action), "activate", pointer: { parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        })
        g_action_map_add_action(map, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
