import CGtk

extension Widget {
    /// Makes `draw` (given the Cairo context) this GtkDrawingArea's draw function. The widget
    /// owns the function's box, so `draw` should hold its view weakly.
    func setDrawFunction(_ draw: @escaping @MainActor (OpaquePointer) -> Void) {
        typealias Draw = @MainActor (OpaquePointer) -> Void
        gtk_drawing_area_set_draw_func(object.cast(), { _, cairo, _, _, data in
            let draw = HandlerBox<Draw>.take(data)
            nonisolated(unsafe) let cairo = cairo!
            MainActor.assumeIsolated { draw(cairo) }
        }, HandlerBox<Draw>(draw).retainedPointer, releaseHandlerBox)
    }
}
