import CGtk
import CurrencyCore

/// A vertical list of rows (each row any widget) with single selection.
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []
    /// The keys of `rows` when they were set by key; nil after `setRows(_:)`.
    private var rowKeys: [AnyHashable]?
    /// Rows set by key that are still to be made, a batch per main-loop turn.
    private var pending: PendingRows?
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
        pending = nil
        for row in rows { gtk_list_box_remove(list, gtk_widget_get_parent(row.widget)) }
        rows = newRows
        rowKeys = nil
        for row in newRows { gtk_list_box_append(list, row.widget) }
    }

    /// Shows one row per key, keeping the rows whose key was shown before and making only the
    /// others (`make(index)` for `keys[index]`). A few new rows are made at once; many (a first
    /// opening, or kept rows that changed order) are rebuilt `rowsPerTurn` at a time, one main-loop
    /// turn each, top first, so a long list never holds the window still: 50 history rows made
    /// and laid out in one turn stalled the main loop 90–180 ms.
    public func setRows<Key: Hashable>(keys: [Key], make: @escaping @MainActor (Int) -> Widget) {
        let newKeys = keys.map { AnyHashable($0) }
        if let oldKeys = rowKeys, let changes = ListChanges(from: oldKeys, to: newKeys),
           changes.insertions.count <= Self.rowsPerTurn, pending == nil {
            for index in changes.removals { gtk_list_box_remove(list, gtk_widget_get_parent(rows[index].widget)) }
            changes.apply(to: &rows) { index in
                let row = make(index)
                gtk_list_box_insert(list, row.widget, Int32(index))
                return row
            }
            rowKeys = newKeys
            return
        }
        let isScheduled = pending != nil
        setRows([])
        rowKeys = []
        pending = PendingRows(keys: newKeys, make: make)
        if !isScheduled { appendPendingRows() }
    }

    /// Rows made in one main-loop turn: about a window's height of history rows.
    private static let rowsPerTurn = 12

    /// Rows still to append, in order after the ones shown.
    private struct PendingRows {
        var keys: [AnyHashable]
        var make: @MainActor (Int) -> Widget
    }

    private func appendPendingRows() {
        guard let batch = pending else { return }
        let start = rows.count
        let end = min(batch.keys.count, start + Self.rowsPerTurn)
        for index in start..<end {
            let row = batch.make(index)
            rows.append(row)
            gtk_list_box_append(list, row.widget)
        }
        rowKeys = Array(batch.keys[..<end])
        guard end < batch.keys.count else {
            pending = nil
            return
        }
        MainLoop.post(afterRedraw: true) { [weak self] in self?.appendPendingRows() }
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
