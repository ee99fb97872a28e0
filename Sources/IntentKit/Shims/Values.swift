// Value types of Apple's framework that IntentKit declares with Apple's shape. An
// `IntentCurrencyAmount` is a parameter and property value (IntentCurrencyAmount+Value.swift);
// the others are not (docs/intentkit.md lists what is missing): apps can build and pass them in
// their own code.

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

/// A person: a contact, or someone the app knows by its own identifier.
public struct IntentPerson: Sendable {
    public var name: Name
    public var isMe: Bool
    public var identifier: Identifier
    public var handle: Handle?
    public var aliases: [Handle]
    public var image: DisplayRepresentation.Image?

    public init(
        identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// Which people a parameter offers.
    public enum ParameterMode: String, Sendable, Hashable {
        case contact, email, phone, emailOrPhone
    }

    /// How the person is identified.
    public enum Identifier: Hashable, Sendable {
        case contact(String)
        case applicationDefined(String)
    }

    /// How the person is named.
    public enum Name: Sendable {
        case displayName(String)
        case components(PersonNameComponents)
    }

    /// A way to reach the person.
    public struct Handle: Hashable, Sendable {
        /// The address itself.
        public enum Value: Hashable, Sendable {
            case phoneNumber(String)
            case emailAddress(String)
            case applicationDefined(String)
        }

        /// What kind of address it is.
        public enum Label: Hashable, Sendable {
            case home, work, iPhone, mobile, main, homeFax, workFax, pager, other, school
            case custom(String)
        }

        public var value: Value
        public var label: Label

        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        public init(phoneNumber phoneNumberString: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        public init(emailAddress emailAddressString: String, label: Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map { .custom($0) } ?? .other)
        }
    }
}

extension IntentPerson: InstanceDisplayRepresentable {
    public var displayRepresentation: DisplayRepresentation {
        switch name {
        case .displayName(let text): DisplayRepresentation(title: .verbatim(text))
        case .components(let parts):
            DisplayRepresentation(
                title: .verbatim([parts.givenName, parts.familyName].compactMap { $0 }.joined(separator: " ")))
        }
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
