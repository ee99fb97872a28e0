import Foundation

// `IntentCurrencyAmount` as a parameter and property value, as in Apple's framework. Hosts
// carry it as it is: an amount (a `Decimal`, so no cent is lost) and an ISO 4217 code.

extension IntentCurrencyAmount: _IntentValue {
    public static var intentValueKind: IntentValueKind { .currency }
}

extension IntentCurrencyAmount: Codable {
    /// `{"amount": "12.50", "currencyCode": "EUR"}`: the amount as text, so no digit is lost.
    /// The one reader and writer of the form are ``CurrencyKind``'s.
    public init(from decoder: any Decoder) throws {
        self = try LeafValueCoding.decode(CurrencyKind.self, from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try CurrencyKind.node(self).encode(to: encoder)
    }
}

extension IntentCurrencyAmount: CustomStringConvertible {
    /// `12.5 EUR`: the amount as written and the code.
    public var description: String { "\(amount) \(currencyCode)" }

    /// Three capital letters, as ISO 4217 codes are.
    public static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.unicodeScalars.allSatisfy { $0.properties.isUppercase && $0.isASCII }
    }

    /// Reads `12.50 EUR`, `EUR 12.50`, `12,5 eur` or `12.50EUR`; `nil` for anything else.
    public static func parse(_ text: String) -> IntentCurrencyAmount? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let letters = trimmed.filter(\.isLetter)
        guard letters.count == 3 else { return nil }
        let code = letters.uppercased()
        guard let number = NumberText.plain(trimmed.filter { !$0.isLetter }), Double(number)?.isFinite == true,
            isCurrencyCode(code),
            let amount = Decimal(string: number, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        // The letters must be at one end: "12 E U R" is not an amount.
        guard trimmed.hasPrefix(letters) || trimmed.hasSuffix(letters) else { return nil }
        return IntentCurrencyAmount(amount: amount, currencyCode: code)
    }

    /// Orders two amounts of one currency; `nil` across currencies (no exchange rates here).
    public func compare(to other: IntentCurrencyAmount) -> ComparisonResult? {
        guard currencyCode == other.currencyCode else { return nil }
        return amount < other.amount ? .orderedAscending : (amount > other.amount ? .orderedDescending : .orderedSame)
    }
}

extension IntentParameter where Value == IntentCurrencyAmount {
    /// The currencies the parameter takes; IntentKit records none (any code is taken).
    public var currencyCodes: [String]? { nil }
}

extension IntentCurrencyAmount: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Currency Amount" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: .verbatim(description)) }
}
