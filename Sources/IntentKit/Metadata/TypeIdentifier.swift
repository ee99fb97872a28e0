/// The registered name of an entity or enum type: the app's name, a dot and the Swift type's name
/// (`Books.BookEntity`, `Books.Shelf`). Metadata, ``ValueType``, a shortcut file's entity values
/// and a Find's type all name types by it, so it is a type of its own rather than any string:
/// a title or an intent identifier cannot be passed where a type is meant.
///
/// Written in JSON as the bare string.
public struct TypeIdentifier: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The app's part, before the first dot (`Books`); the whole name when there is no dot.
    public var appName: Substring { rawValue.split(separator: ".", maxSplits: 1).first ?? Substring(rawValue) }

    public var description: String { rawValue }

    public static func < (lhs: TypeIdentifier, rhs: TypeIdentifier) -> Bool { lhs.rawValue < rhs.rawValue }
}
