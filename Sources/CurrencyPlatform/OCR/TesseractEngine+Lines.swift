import CTesseract
import CurrencyCore

extension TesseractEngine {
    /// The text lines Tesseract reads in `frame` with `pass`'s segmentation (for a still picture's
    /// "Extracted text" list): each line's words joined by spaces, boxed in the frame's pixels.
    /// Separate from `recognizeWords` so the price stages stay as they are.
    public func recognizeLines(in frame: LumaFrame, pass: OCRPass) -> [TextLine] {
        withRecognized(frame, pass: pass) { iterator, scale in
            var lines: [TextLine] = []
            let page = TessResultIteratorGetPageIteratorConst(iterator)
            repeat {
                guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_TEXTLINE) else { continue }
                // Tesseract ends a line with "\n" and may keep runs of spaces: one line, single spaces.
                let text = String(cString: cText).split(whereSeparator: \.isWhitespace).joined(separator: " ")
                TessDeleteText(cText)
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                guard !text.isEmpty, text.contains(where: { $0.isLetter || $0.isNumber }),
                      TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom) != 0 else { continue }
                let confidence = Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE)) / 100
                let box = PixelRect(x: Double(left) * scale, y: Double(top) * scale,
                                    width: Double(right - left) * scale, height: Double(bottom - top) * scale)
                lines.append(TextLine(text: text, box: box, confidence: min(max(confidence, 0), 1)))
            } while TessResultIteratorNext(iterator, RIL_TEXTLINE) != 0
            return lines
        } ?? []
    }
}
