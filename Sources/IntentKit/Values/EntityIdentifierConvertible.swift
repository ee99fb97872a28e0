import Foundation

/// A type whose values can identify an entity and be saved as text in a shortcut.
///
/// `String`, `Int`, `Int64` and `UUID` conform. An entity's identifier string is what a saved
/// shortcut stores, so it must be stable and at most 4,096 characters long.
public protocol EntityIdentifierConvertible: Sendable, Hashable {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier parsed back from its text, or `nil` if the text is not one.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension Float: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Float? { Float(entityIdentifierString) }
}

extension Int64: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int64? { Int64(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { fastString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(fastString: entityIdentifierString) ?? UUID(uuidString: entityIdentifierString)
    }
}
