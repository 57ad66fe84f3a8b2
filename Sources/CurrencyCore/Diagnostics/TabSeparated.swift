/// A tab-separated truth file (the fixtures', the real photos', a clip's): its header line's column
/// names and the fields of each line after it.
struct TabSeparated {
    let header: [String]
    let rows: [[String]]

    /// Nil for a text without a header line.
    init?(_ text: String) {
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { return nil }
        self.header = header
        rows = Array(lines.dropFirst())
    }

    /// Where the column `name` is in each row, if the header has it.
    func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }
}
