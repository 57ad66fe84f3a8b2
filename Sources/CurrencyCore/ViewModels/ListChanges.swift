/// How a list on screen goes from rows keyed `old` to rows keyed `new` while keeping every row
/// both lists show: which rows to remove and where to insert new ones. A history window that
/// rebuilt all its rows on each opening held the main loop for 50–120 ms with 50 records (issue
/// 16's soak); with this it builds only the rows that are new.
public struct ListChanges: Equatable, Sendable {
    /// Indices into the old list, highest first (so each removal leaves the next index valid).
    public let removals: [Int]
    /// Indices into the new list, lowest first; applied after the removals.
    public let insertions: [Int]

    /// Nil when the rows kept change their order or a key repeats: the caller rebuilds instead.
    public init?<Key: Hashable>(from old: [Key], to new: [Key]) {
        guard Set(old).count == old.count, Set(new).count == new.count else { return nil }
        let newKeys = Set(new)
        let oldKeys = Set(old)
        let kept = old.filter(newKeys.contains)
        guard kept == new.filter(oldKeys.contains) else { return nil }
        removals = old.indices.filter { !newKeys.contains(old[$0]) }.reversed()
        insertions = new.indices.filter { !oldKeys.contains(new[$0]) }
    }

    /// Applies the changes to an array, the way a list widget applies them to its rows.
    public func apply<Row>(to rows: inout [Row], making make: (Int) -> Row) {
        for index in removals { rows.remove(at: index) }
        for index in insertions { rows.insert(make(index), at: index) }
    }
}
