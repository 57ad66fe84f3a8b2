/// Cutting a region out of a frame at another size, for re-reading a price at the text height the
/// OCR model was trained on.
extension LumaFrame {
    /// The part of the frame inside `region` (clipped to the frame), scaled by `scale`. Shrinking
    /// averages every source pixel under an output pixel so thin strokes survive; enlarging
    /// interpolates bilinearly. Nil when the clipped region is empty.
    public func region(_ region: PixelRect, scale: Double) -> (frame: LumaFrame, origin: PixelPoint)? {
        guard let (columns, rows) = pixelRanges(of: region) else { return nil }
        let left = columns.lowerBound, right = columns.upperBound, top = rows.lowerBound, bottom = rows.upperBound
        let outWidth = Int((Double(right - left) * scale).rounded()), outHeight = Int((Double(bottom - top) * scale).rounded())
        guard scale > 0, outWidth > 0, outHeight > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    out[y * outWidth + x] = scale < 1
                        ? average(source, x0: left, y0: top, outX: x, outY: y, scale: scale, right: right, bottom: bottom)
                        : bilinear(source, x: Double(left) + (Double(x) + 0.5) / scale - 0.5,
                                   y: Double(top) + (Double(y) + 0.5) / scale - 0.5, right: right, bottom: bottom)
                }
            }
        }
        let frame = LumaFrame(width: outWidth, height: outHeight, stride: outWidth, pixels: out, captureTime: captureTime)
        return (frame, PixelPoint(x: Double(left), y: Double(top)))
    }

    private func average(_ source: UnsafeBufferPointer<UInt8>, x0: Int, y0: Int, outX: Int, outY: Int,
                         scale: Double, right: Int, bottom: Int) -> UInt8 {
        let fromX = x0 + Int(Double(outX) / scale), toX = min(right, max(fromX + 1, x0 + Int(Double(outX + 1) / scale)))
        let fromY = y0 + Int(Double(outY) / scale), toY = min(bottom, max(fromY + 1, y0 + Int(Double(outY + 1) / scale)))
        var sum = 0, count = 0
        for sy in fromY..<toY {
            for sx in fromX..<toX { sum += Int(source[sy * stride + sx]); count += 1 }
        }
        return count == 0 ? source[min(fromY, bottom - 1) * stride + min(fromX, right - 1)] : UInt8((sum + count / 2) / count)
    }

    private func bilinear(_ source: UnsafeBufferPointer<UInt8>, x: Double, y: Double, right: Int, bottom: Int) -> UInt8 {
        let cx = min(max(x, 0), Double(right - 1)), cy = min(max(y, 0), Double(bottom - 1))
        let x0 = Int(cx), y0 = Int(cy), x1 = min(x0 + 1, right - 1), y1 = min(y0 + 1, bottom - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        func at(_ px: Int, _ py: Int) -> Double { Double(source[py * stride + px]) }
        let top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx, low = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
        return UInt8((top * (1 - fy) + low * fy).rounded())
    }
}

extension LumaFrame {
    /// The columns and rows of the pixels `box` touches, clipped to the frame; nil when it misses
    /// the frame.
    func pixelRanges(of box: PixelRect) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(0, Int(box.x.rounded(.down))), right = min(width, Int(box.maxX.rounded(.up)))
        let top = max(0, Int(box.y.rounded(.down))), bottom = min(height, Int(box.maxY.rounded(.up)))
        guard right > left, bottom > top else { return nil }
        return (left..<right, top..<bottom)
    }
}
