/// Menus, receipts and price lists print their prices as a column: numbers of one height, one per
/// line, their right edges aligned. A bare number in such a column is a price even when it is not
/// the tallest text in view (the rule for a lone number on a shelf tag).
struct PriceColumns {
    /// How far right edges may stray, in number heights (digits of proportional fonts end unevenly).
    static let alignment = 0.6
    /// Heights within this ratio of each other count as the same size of print.
    static let heightRatio = 0.75...1.33
    /// Members besides the number itself: three numbers make a column, two may be chance.
    static let otherMembers = 2

    let numbers: [PixelRect]

    /// True when `box` (a number's) has at least `otherMembers` numbers aligned under or over it.
    func contains(_ box: PixelRect) -> Bool {
        numbers.filter { other in
            abs(other.maxX - box.maxX) <= Self.alignment * box.height
                && Self.heightRatio.contains(other.height / box.height)
                && abs(other.midY - box.midY) >= 0.8 * box.height
        }.count >= Self.otherMembers
    }
}
