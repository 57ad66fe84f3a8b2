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
}
