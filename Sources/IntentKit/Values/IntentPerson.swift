import Foundation

// Apple's `IntentPerson`, with its shape (iOS 17.4 interface). It is a parameter, property and
// result value (IntentPerson+Value.swift); its JSON form is in IntentPerson+Codable.swift.

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

// Equatable and Hashable, which Apple's does not declare, so that a person can be a metadata,
// wire and document value (those compare their values); declared here, where the compiler can
// write them.
extension IntentPerson.Name: Hashable {}

extension IntentPerson: Hashable {}
