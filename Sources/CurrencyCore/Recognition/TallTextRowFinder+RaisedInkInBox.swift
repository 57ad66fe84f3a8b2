extension TallTextRowFinder {
    /// Where an integer's digits really end when its OCR box takes in the first of its raised
    /// cents. Cents printed tight after the integer ("12²⁰", "39⁹⁰" on e-paper labels) are often
    /// boxed by the OCR with its last digit, so they are looked for after that box and only their
    /// second digit is found. The ink tells them apart: a digit's columns reach down into the
    /// integer's lower part, raised cents' columns end above it (`RaisedCentsPlace.bottomShare`),
    /// whether the two touch or not. Returns the integer's box cut where its last digit-tall ink
    /// stops reaching down, when that is at least a tenth of its height short of the box's end and
    /// raised ink, with none below it, goes on past the box (the cents' second digit; a "7"'s bar
    /// ends inside its box). Nil otherwise.
    public func integerEndingBeforeRaisedInk(_ integer: PixelRect, in frame: LumaFrame) -> PixelRect? {
        let h = integer.height
        let search = PixelRect(x: integer.x - 0.1 * h, y: integer.y - 0.3 * h, width: integer.width + 0.5 * h, height: 1.6 * h)
        guard h > 0, let crop = frame.region(search, scale: 1) else { return nil }
        let plane = GreyPlane(crop.frame)
        let top = max(0, Int(integer.y - crop.origin.y)), baseline = Int(integer.y - crop.origin.y + RaisedCentsPlace.bottomShare * h)
        let bottom = min(plane.height, Int(integer.maxY - crop.origin.y))
        let boxEnd = min(plane.width, Int(integer.maxX - crop.origin.x))
        let beyond = boxEnd..<min(plane.width, boxEnd + Int(0.3 * h))
        for mask in plane.inkMasks(radius: max(3, Int(0.5 * h)), contrast: contrast) {
            let inked = { (columns: Range<Int>, rows: Range<Int>) in
                columns.contains { column in rows.contains { mask[$0 * plane.width + column] } }
            }
            // The integer's digits: ink of about its height on its baseline, inside its box.
            let digits = ConnectedComponents.boxes(of: mask, width: plane.width, height: plane.height).filter { box in
                let rect = box.rect.offset(by: crop.origin)
                return rect.height >= 0.6 * h && rect.height <= 1.4 * h && abs(rect.maxY - integer.maxY) <= 0.3 * h
                    && rect.x < integer.maxX
            }
            guard let last = digits.max(by: { $0.x + $0.width < $1.x + $1.width }) else { continue }
            let lower = min(max(last.y, baseline), last.y + last.height)..<(last.y + last.height)
            guard let reachingDown = (last.x..<(last.x + last.width)).last(where: { inked($0..<($0 + 1), lower) }) else { continue }
            let end = Double(reachingDown + 1) + crop.origin.x
            guard integer.maxX - end >= 0.1 * h, !beyond.isEmpty, top < baseline, baseline < bottom,
                  inked(beyond, top..<baseline), !inked(beyond, baseline..<bottom) else { return nil }
            return PixelRect(x: integer.x, y: integer.y, width: end - integer.x, height: h)
        }
        return nil
    }
}
