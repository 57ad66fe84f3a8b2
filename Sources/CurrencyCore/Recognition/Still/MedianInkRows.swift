extension TallTextRowFinder {
    /// A still picture's rows of tall glyphs found again with ink told from each neighbourhood's
    /// median (`NeighbourhoodLevel`), where none of `rows` (found against the mean) is read.
    ///
    /// On a grey e-paper panel in a white frame, digits near the frame join the ring of grey that
    /// the mean makes ink there, and no row holds them. The median finds them apart, and their row
    /// is read against the median too (`Row.inkLevel`). Only where the mean's rows are not: the
    /// mean keeps the faint strokes and raised cents that the rows it finds were fitted on. Chosen on
    /// the tune halves (FINDINGS, "Rows beside a bright frame"): Norwegian key prices 14 of 27 → 18,
    /// the Russian, Japanese and receipt halves unmoved; the median everywhere instead lost 8
    /// Russian and 3 Norwegian ones. Not live: on the tune clips' frames it labelled a few more key
    /// prices and more wrong ones.
    func rowsAgainstMedian(in frame: LumaFrame, besides rows: [Row]) -> [Row] {
        self.rows(in: ink(in: frame, level: .median)).filter { row in
            !rows.contains { $0.readingArea.intersects(row.box) }
        }
    }
}
