/// Why a currency name or exchange rate was refused. Carries no text; `message` translates it.
public enum SettingsValidationError: Error, Hashable, Sendable {
    /// The currency name is empty or only whitespace.
    case emptyName
    /// The currency name is longer than `CurrencySettings.maxNameLength` characters.
    case nameTooLong
    /// The rate field is empty.
    case emptyRate
    /// The rate text is not a plain decimal number (letters, two points, …).
    case rateNotANumber
    /// The rate is zero or negative.
    case invalidRate
    /// The rate is positive but below `CurrencySettings.minimumRate`.
    case rateTooSmall
    /// The rate is above `CurrencySettings.maximumRate`.
    case rateTooLarge
    /// A currency code that is not three letters ("JP", "J1Y").
    case invalidCode
}

extension SettingsValidationError {
    /// The message shown to the user, in their language.
    public var message: String {
        switch self {
        case .emptyName: return tr("Please enter a currency name")
        case .nameTooLong: return tr("Currency name must be at most 20 characters")
        case .emptyRate: return tr("Please enter an exchange rate")
        case .rateNotANumber: return tr("Exchange rate must be a number")
        case .invalidRate: return tr("Exchange rate must be greater than 0")
        case .rateTooSmall: return tr("Exchange rate must be at least 0.0001")
        case .rateTooLarge: return tr("Exchange rate must not exceed 10000")
        case .invalidCode: return tr("Currency code must be three letters, such as JPY")
        }
    }
}
