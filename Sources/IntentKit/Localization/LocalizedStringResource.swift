import Foundation

/// A reference to a localizable string, resolved against string tables when it is shown.
///
/// Foundation on Linux has no `LocalizedStringResource`, so IntentKit provides one with Apple's
/// shape. Literals, interpolations and explicit keys all work:
///
/// ```swift
/// static let title: LocalizedStringResource = "Open Book"
/// let dialog: LocalizedStringResource = "Did you mean \(book)?"      // key "Did you mean %@?"
/// let error = LocalizedStringResource("error.notFound", defaultValue: "Book Not Found", table: "Errors")
/// ```
///
/// An interpolation becomes a `%@` placeholder in the key, so translators see one string per
/// sentence. Interpolated entities show their display title, enums their case title, and other
/// resources are localized in turn. See ``LocalizationCatalog`` for how tables are found.
public struct LocalizedStringResource: Sendable, Hashable, Codable {
    /// The lookup key. For literals and interpolations it is the English text itself, with `%@`
    /// where each interpolated value goes and `%%` for a literal percent sign.
    public var key: String
    /// The text to use when no table has the key; `nil` means the key itself.
    public var defaultValue: String?
    /// The string table (`<table>.strings`); `nil` means `Localizable`.
    public var table: String?
    /// A locale to resolve against instead of the catalog's preferred languages.
    public var locale: Locale?
    /// The interpolated values, in order.
    public var arguments: [Argument]

    /// One interpolated value.
    public enum Argument: Sendable, Hashable, Codable {
        /// Text that is shown as it is.
        case text(String)
        /// A resource that is localized before it is substituted.
        case resource(LocalizedStringResource)
    }

    /// A resource looked up by `key` in `table`, falling back to `defaultValue` (or the key).
    ///
    /// `comment`, Apple's note for translators, is accepted and not kept: IntentKit's tables are
    /// `.strings` files, which carry their comments themselves. A literal key goes to
    /// ``init(_:table:locale:comment:)`` instead, so that interpolations in it become arguments.
    @_disfavoredOverload @inlinable
    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.arguments = []
    }

    /// A resource looked up in `table` by a key written with interpolations, as Apple's
    /// `String.LocalizationValue` key is: `LocalizedStringResource("wrongTunnel \(name)", table:
    /// "AppIntents")` looks up `wrongTunnel %@` and substitutes `name` into the translation.
    public init(
        _ keyAndValue: LocalizedStringResource, table: String? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A resource whose fallback text has interpolations or placeholders, as Apple's
    /// `String.LocalizationValue` default has: `defaultValue: "\(placeholder: .int) Rows"`
    /// (Foundation on Linux has no `String.LocalizationValue`).
    public init(
        _ key: String, defaultValue: LocalizedStringResource, table: String? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue.key, table: table, locale: locale)
    }

    /// A resource whose text is given in full, with no table entry expected.
    ///
    /// Used where a value is already a display string, for example an entity's title.
    public static func verbatim(_ text: String) -> LocalizedStringResource {
        LocalizedStringResource(escapingPercents(text))
    }

    /// The text in the catalog's preferred language.
    public var localizedString: String { LocalizationCatalog.shared.resolve(self, locale: locale) }

    /// The text in the language of `locale`.
    public func localizedString(in locale: Locale) -> String {
        LocalizationCatalog.shared.resolve(self, locale: locale)
    }

    @usableFromInline
    static func escapingPercents(_ text: String) -> String {
        // The bytes, not `contains("%")`: with Foundation imported that is a locale-aware search,
        // and every intent's parameters build their titles from literals each time it is made.
        text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
    }
}

// MARK: - Literals and interpolation

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    // Inlinable, as the initializer it calls: an entity's `@Property(title: "Title")` makes its
    // title from the literal each time an entity is made.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(Self.escapingPercents(value))
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key)
        arguments = stringInterpolation.arguments
    }

    /// Builds the key and argument list of an interpolated resource.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += LocalizedStringResource.escapingPercents(literal)
        }

        /// Interpolates another resource; it is localized on its own before substitution.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            append(.resource(resource))
        }

        /// Interpolates any value: entities by display title, enums by case title, values with
        /// a localized description by it, everything else as `String(describing:)`.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(IntentValueText.argument(for: value))
        }

        /// A place for a number filled in later, as in a type's `numericFormat`:
        /// `"\(placeholder: .int) Books"`.
        public mutating func appendInterpolation(placeholder: Placeholder) {
            append(.text(""))
        }

        /// Interpolates an optional value, or `nil` as the word "nil" would be unhelpful: empty.
        public mutating func appendInterpolation<T>(_ value: T?) {
            if let value { append(IntentValueText.argument(for: value)) } else { append(.text("")) }
        }

        mutating func append(_ argument: Argument) {
            key += "%@"
            arguments.append(argument)
        }
    }
}

extension LocalizedStringResource {
    /// The kinds of value a `\(placeholder:)` stands for.
    public enum Placeholder: Sendable {
        case int, double, text
    }
}

extension LocalizedStringResource: CustomStringConvertible {
    public var description: String { localizedString }
}

extension String {
    /// The text of `resource` in the catalog's preferred language.
    public init(localized resource: LocalizedStringResource) {
        self = resource.localizedString
    }
}
