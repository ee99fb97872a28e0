// Value types of Apple's framework that IntentKit declares with Apple's shape. An
// `IntentCurrencyAmount` is a parameter and property value (IntentCurrencyAmount+Value.swift), as
// is `IntentPerson` (Values/IntentPerson.swift); the others are not (docs/intentkit.md lists what
// is missing): apps can build and pass them in their own code.

import Foundation

/// An amount of money in a currency.
public struct IntentCurrencyAmount: Hashable, Sendable {
    /// The amount.
    public let amount: Decimal
    /// The ISO 4217 currency code, such as `"EUR"`.
    public let currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

/// A way to pay.
public struct IntentPaymentMethod: Sendable {
    /// The kind of account.
    public enum PaymentType: Sendable, Hashable {
        case unknown, checking, savings, brokerage, debit, credit, prepaid, store, applePay
    }

    public let paymentType: PaymentType
    public let name: String?
    public let identificationHint: String?
    public let icon: DisplayRepresentation.Image?

    public init(
        type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
        icon: DisplayRepresentation.Image? = nil
    ) {
        self.paymentType = type
        self.name = name?.localizedString
        self.identificationHint = identificationHint
        self.icon = icon
    }
}

/// How many items a list parameter takes: `size: 3` or `IntentCollectionSize(min: 1, max: 5)`.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    /// The fewest items.
    public let min: Int
    /// The most items.
    public let max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    public init(exactly count: Int) { self.init(min: count, max: count) }

    public init(integerLiteral value: Int) { self.init(exactly: value) }
}
