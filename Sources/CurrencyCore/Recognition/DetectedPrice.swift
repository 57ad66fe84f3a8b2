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
    /// It follows a label that names it as one of a tag's other prices: a unit price's ("Pr/kg 45.5",
    /// "1 kg = 9,60 €", `UnitPriceLabel`) or a deposit's ("+ pant 3.00", `DepositLabel`).
    public var isLabelledSecondary: Bool

    public init(rawText: String, value: Decimal, box: PixelRect, confidence: Double, isLabelledTotal: Bool = false,
                isLabelledSecondary: Bool = false) {
        self.rawText = rawText
        self.value = value
        self.box = box
        self.confidence = confidence
        self.isLabelledTotal = isLabelledTotal
        self.isLabelledSecondary = isLabelledSecondary
    }
}
