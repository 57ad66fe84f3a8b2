import Foundation

/// A price found in one video frame: what was read, its value and where it is.
public struct DetectedPrice: Hashable, Sendable {
    /// The text as read, currency mark included ("¥1,000").
    public var rawText: String
    /// The amount in the foreign currency.
    public var value: Decimal
    /// Where the price is, in image pixels.
    public var box: PixelRect
    /// The OCR engine's confidence, 0...1.
    public var confidence: Double
    /// Its line begins with a total's label ("Summe", "Total", `TotalLabel`): a receipt's amount due.
    public var isLabelledTotal: Bool
    /// It follows a unit price's label ("Pr/kg 45.5", "1 kg = 9,60 €", `UnitPriceLabel`): a tag's
    /// price per kilogram or litre.
    public var isLabelledUnitPrice: Bool

    public init(rawText: String, value: Decimal, box: PixelRect, confidence: Double, isLabelledTotal: Bool = false,
                isLabelledUnitPrice: Bool = false) {
        self.rawText = rawText
        self.value = value
        self.box = box
        self.confidence = confidence
        self.isLabelledTotal = isLabelledTotal
        self.isLabelledUnitPrice = isLabelledUnitPrice
    }
}
