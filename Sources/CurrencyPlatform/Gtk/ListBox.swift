import CGtk

/// A vertical list of rows (each row any widget) with single selection.
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []
    private var selectionHandler: (@MainActor (Int?) -> Void)?

    public init() {
        super.init(gtk_list_box_new())
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_SINGLE)
        Signal.connect(object.raw, "row-selected", pointer: { [weak self] row in
            let index = row.map { Int(gtk_list_box_row_get_index($0.assumingMemoryBound(to: GtkListBoxRow.self))) }
            self?.selectionHandler?(index)
        })
    }

    private var list: OpaquePointer { OpaquePointer(object.raw) }

    /// Replaces every row.
    public func setRows(_ newRows: [Widget]) {
        for row in rows { gtk_list_box_remove(list, gtk_widget_get_parent(row.widget)) }
        rows = newRows
        for row in newRows { gtk_list_box_append(list, row.widget) }
    }

    /// The selected row's index, or nil.
    public var selectedIndex: Int? {
        gtk_list_box_get_selected_row(list).map { Int(gtk_list_box_row_get_index($0)) }
    }

    public func select(index: Int?) {
        guard let index, let row = gtk_list_box_get_row_at_index(list, Int32(index)) else {
            gtk_list_box_unselect_all(list)
            return
        }
        gtk_list_box_select_row(list, row)
    }

    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) {
        selectionHandler = handler
    }
}
