import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Issue 14, "labels that never hide a price", on the menu fixtures: the prices the recognizer
/// finds in each `*menu*` picture, labels sized as the painter sizes them, and no label over any
/// price box or another label.
final class MenuLabelPlacementTests: XCTestCase {
    func testNoLabelCoversAPriceOrALabelOnAnyMenuFixture() throws {
        let directory = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures")
        let menus = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.contains("menu") && ($0.hasSuffix(".png") || $0.hasSuffix(".jpg")) }.sorted()
        XCTAssertGreaterThanOrEqual(menus.count, 20)
        let recognizer = try PriceRecognizer()
        var labels = 0, moved = 0, leaders = 0, belowWouldCover = 0
        for name in menus {
            let reading = try recognizer.read(imageAt: directory.appendingPathComponent(name).path).get()
            let boxes = reading.prices.map(\.box)
            let sizes = reading.prices.map { Self.labelSize(text: "NT$ " + AmountFormatter.grouped($0.value * Decimal(string: "0.22")!),
                                                            priceHeight: $0.box.height) }
            let frame = PixelRect(x: 0, y: 0, width: Double(reading.width), height: Double(reading.height))
            let placed = LabelPlacer(bounds: frame).place(prices: boxes, labelSizes: sizes)
            for (i, placement) in placed.enumerated() {
                XCTAssertFalse(placement.overlaps, "\(name): no free spot for \(reading.prices[i].rawText)")
                for (j, box) in boxes.enumerated() where box.intersects(placement.rect) {
                    XCTFail("\(name): label of \(reading.prices[i].rawText) covers \(reading.prices[j].rawText)")
                }
                for other in placed[(i + 1)...] where other.rect.intersects(placement.rect) {
                    XCTFail("\(name): two labels overlap at \(placement.rect)")
                }
                // What the old painter did: centred just below, over whatever was there.
                let old = PixelRect(x: boxes[i].midX - sizes[i].width / 2, y: boxes[i].maxY + 2,
                                    width: sizes[i].width, height: sizes[i].height)
                if boxes.enumerated().contains(where: { $0.offset != i && $0.element.intersects(old) }) { belowWouldCover += 1 }
            }
            labels += placed.count
            moved += placed.filter(\.moved).count
            leaders += placed.filter(\.needsLeader).count
        }
        print("menu labels: \(labels) on \(menus.count) menus; moved \(moved), with a leader line \(leaders); "
              + "drawn just below, \(belowWouldCover) would have covered another price")
        XCTAssertGreaterThan(labels, 150)
    }

    /// The painter's size for a label: Sans Bold at 0.6 of the price's height (13–28 px), 6 px
    /// padding. DejaVu Sans Bold digits are ~0.7 em wide; measured the same way the painter does
    /// would need Pango here, so this errs wide.
    static func labelSize(text: String, priceHeight: Double) -> PixelSize {
        let font = min(max(priceHeight * 0.6, 13), 28)
        return PixelSize(width: Double(text.count) * font * 0.7 + 12, height: font * 1.25 + 12)
    }
}
