import CGtk

/// A top-level window of the application, with an optional header bar.
@MainActor
public final class Window: Widget {
    private var children: [Widget] = []

    public init(application: Application, title: String, width: Int32, height: Int32) {
        super.init(gtk_application_window_new(application.pointer))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, width, height)
    }

    /// A dialog-like window that stays above `parent`. It is an application window too, so it
    /// can carry "win." actions and their shortcuts.
    public init(transientFor parent: Window, title: String, width: Int32, height: Int32, modal: Bool) {
        super.init(gtk_application_window_new(gtk_window_get_application(parent.window)))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_transient_for(window, parent.window)
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_set_hide_on_close(window, 1)
        setTitlebar(HeaderBar())
    }

    var window: UnsafeMutablePointer<GtkWindow> { object.cast() }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setChild(_ child: Widget) {
        children.append(child)
        gtk_window_set_child(window, child.widget)
    }

    public func setTitlebar(_ bar: HeaderBar) {
        children.append(bar)
        gtk_window_set_titlebar(window, bar.widget)
    }

    /// Adds a window action ("win.NAME").
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        Actions.add(name, to: OpaquePointer(object.raw), handler)
    }

    /// Adds a window action taking a string ("win.NAME::value").
    public func addAction(_ name: String, string handler: @escaping @MainActor (String) -> Void) {
        Actions.add(name, to: OpaquePointer(object.raw), string: handler)
    }

    /// Installs the keyboard-shortcuts window (GtkBuilder XML with one GtkShortcutsWindow named
    /// "help_overlay"); GTK then opens it with Ctrl+? through "win.show-help-overlay".
    public func setHelpOverlay(builderXML: String) {
        let builder = gtk_builder_new_from_string(builderXML, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let overlay = gtk_builder_get_object(builder, "help_overlay") else { return }
        gtk_application_window_set_help_overlay(object.cast(), OpaquePointer(overlay))
    }

    public func present() { gtk_window_present(window) }
    public func close() { gtk_window_close(window) }

    /// True while the window is shown and not minimized, so work only it needs can pause.
    public var isOnScreen: Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        guard let surface = gtk_native_get_surface(OpaquePointer(widget)) else { return false }
        let state = gdk_toplevel_get_state(surface)
        return state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue == 0
    }

    /// Calls `handler` with `isOnScreen` whenever it may have changed: the window mapped or
    /// unmapped, or its surface's state (minimized) changed. Signals rather than a 100 ms poll:
    /// an idle window costs no wake-ups, and the change is seen at once.
    public func onVisibilityChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        let report: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            handler(self.isOnScreen)
        }
        let mapped: Signal.Action = { [weak self] in
            self?.watchSurfaceState(report)
            report()
        }
        Signal.connect(object.raw, "map", mapped)
        Signal.connect(object.raw, "unmap", report as Signal.Action)
    }

    /// The surface whose "notify::state" is connected; a window gets a new one if re-realized.
    private var watchedSurface: OpaquePointer?

    private func watchSurfaceState(_ report: @escaping @MainActor () -> Void) {
        guard let surface = gtk_native_get_surface(OpaquePointer(widget)), surface != watchedSurface else { return }
        watchedSurface = surface
        // The handler box goes with the surface: GLib releases it when the surface is finalized.
        Signal.connect(UnsafeMutableRawPointer(surface), "notify::state", pointer: { _ in report() })
    }

    /// Called when the window is asked to close; return true to keep it open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        Signal.connect(object.raw, "close-request", veto: handler)
    }
}

/// The title bar with buttons at its start and end.
@MainActor
public final class HeaderBar: Widget {
    private var children: [Widget] = []

    public init() { super.init(gtk_header_bar_new()) }

    public func packStart(_ child: Widget) {
        children.append(child)
        gtk_header_bar_pack_start(OpaquePointer(widget), child.widget)
    }

    public func packEnd(_ child: Widget) {
        children.append(child)
        gtk_header_bar_pack_end(OpaquePointer(widget), child.widget)
    }
}
