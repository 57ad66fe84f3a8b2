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
    /// A bare number that lost its separator is as wide as the numbers of its digit count that kept
    /// one: the separator's ink is still there, unread. Without one it is narrower: n digits
    /// against n digits and a comma, 0.75–0.8 in a receipt's monospaced print. Fitted on the tune
    /// halves' receipts (the wild set's, a fresh tune-font set's, the German receipts'): numbers whose
    /// separator was lost were 0.89–1.08 as wide as the median; card and receipt numbers read as
    /// bare digits ("BNr 7074", "####9165") 0.64–0.84 or 1.13, a "10,97" whose "0" and comma were
    /// lost 1.29. The limits lie halfway between.
    static let lostSeparatorWidth = 0.86...1.1

    /// A number read in the picture.
    struct Number {
        var box: PixelRect
        var word: NumberWord
    }

    let numbers: [Number]

    /// True when `box` (a number's) has at least `otherMembers` numbers aligned under or over it.
    func contains(_ box: PixelRect) -> Bool {
        members(of: box).count >= Self.otherMembers
    }

    /// The separator a bare number of `digitCount` digits at `box` lost, when it stands in a column
    /// whose other numbers print two decimals after one separator and is as wide as those of its
    /// digit count (`lostSeparatorWidth`): a receipt prints its amounts one way, so "463" among
    /// "7,48", "3,07" and "6,61" is "4,63" with its comma unread (small print, blur). Other bare
    /// numbers there may have lost theirs too, but they must be fewer than those that kept it, and
    /// no number there may print another separator ("45.000" is thousands).
    func lostCentsSeparator(at box: PixelRect, digitCount: Int) -> Character? {
        let members = members(of: box)
        let printed = members.filter(\.word.hasSeparator)
        guard printed.count >= Self.otherMembers, printed.count > members.count - printed.count,
              let separator = printed.first?.word.centsSeparator,
              printed.allSatisfy({ $0.word.centsSeparator == separator }) else { return nil }
        let widths = printed.filter { $0.word.digitCount == digitCount }.map(\.box.width).sorted()
        guard !widths.isEmpty, Self.lostSeparatorWidth.contains(box.width / widths[widths.count / 2]) else { return nil }
        return separator
    }

    private func members(of box: PixelRect) -> [Number] {
        numbers.filter { other in
            abs(other.box.maxX - box.maxX) <= Self.alignment * box.height
                && Self.heightRatio.contains(other.box.height / box.height)
                && abs(other.box.midY - box.midY) >= 0.8 * box.height
        }
    }
}
