import Foundation

/// The user's foreign currency and its rate to New Taiwan Dollars.
public struct CurrencySettings: Hashable, Sendable, Codable {
    /// Longest accepted currency name, in characters.
    public static let maxNameLength = 20
    /// Smallest accepted rate.
    public static let minimumRate = Decimal(string: "0.0001")!
    /// Largest accepted rate.
    public static let maximumRate = Decimal(10000)

    /// The currency's name as the user typed it ("JPY", "日幣"); `validated` trims it.
    public var currencyName: String
    /// NT$ per one unit of the foreign currency.
    public var exchangeRate: Decimal

    public init(currencyName: String, exchangeRate: Decimal) {
        self.currencyName = currencyName
        self.exchangeRate = exchangeRate
    }

    /// The first rule these settings break, or nil when they are usable.
    public var validationError: SettingsValidationError? {
        let name = currencyName.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { return .emptyName }
        if name.count > Self.maxNameLength { return .nameTooLong }
        return Self.rateError(exchangeRate)
    }

    /// True when a scan may start with these settings.
    public var isValid: Bool { validationError == nil }

    /// Throws the first broken rule.
    public func validate() throws(SettingsValidationError) {
        if let error = validationError { throw error }
    }

    /// Builds settings from the two text fields, trimming the name; the error is the first
    /// problem found, the name before the rate.
    public static func validated(name: String, rateText: String) -> Result<CurrencySettings, SettingsValidationError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(.emptyName) }
        if trimmed.count > maxNameLength { return .failure(.nameTooLong) }
        switch parseRate(rateText) {
        case .success(let rate): return .success(CurrencySettings(currencyName: trimmed, exchangeRate: rate))
        case .failure(let error): return .failure(error)
        }
    }

    /// Reads and range-checks a typed rate.
    public static func parseRate(_ text: String) -> Result<Decimal, SettingsValidationError> {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .failure(.emptyRate) }
        guard let rate = DecimalText.parse(text) else { return .failure(.rateNotANumber) }
        if let error = rateError(rate) { return .failure(error) }
        return .success(rate)
    }

    private static func rateError(_ rate: Decimal) -> SettingsValidationError? {
        if rate <= 0 { return .invalidRate }
        if rate < minimumRate { return .rateTooSmall }
        if rate > maximumRate { return .rateTooLarge }
        return nil
    }

    // Decimals are stored as strings so no JSON reader turns them into binary floating point.
    private enum CodingKeys: String, CodingKey { case currencyName, exchangeRate }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currencyName = try container.decode(String.self, forKey: .currencyName)
        exchangeRate = try container.decodeDecimalString(forKey: .exchangeRate)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currencyName, forKey: .currencyName)
        try container.encode(DecimalText.format(exchangeRate), forKey: .exchangeRate)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a decimal written as a JSON string ("0.22"), failing on anything else.
    func decodeDecimalString(forKey key: Key) throws -> Decimal {
        let text = try decode(String.self, forKey: key)
        guard let value = DecimalText.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                                                   debugDescription: "not a decimal: \(text)")
        }
        return value
    }
}
