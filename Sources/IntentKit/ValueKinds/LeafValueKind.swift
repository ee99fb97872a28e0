import Foundation
import JSONCore

/// A kind of value whose Swift value is the same wherever it goes: in a shortcut's file, in an
/// app's registration metadata and on the app protocol's wire. Its JSON form (docs/format.md) is
/// read and written here, once, for all of them: the document reader and encoder, the
/// registration cache's reader and the wire's fast reader and writer call it, so a rule about the
/// form (which members, what an amount may be) cannot differ between them.
/// Sendable: the table of kinds is a global that any thread reads.
package protocol LeafValueKind: Sendable {
    associatedtype Payload: Sendable
    /// The member that tags a value of the kind: `{"currency": …}`.
    static var tag: String { get }
    /// The value's JSON form (the object under the tag).
    static func node(_ value: Payload) -> JSONNode
    /// Reads the JSON form, saying what is wrong and where.
    static func read(_ node: JSONNode) throws(JSONFormError) -> Payload
}

/// A leaf kind's value through `Codable`: the same reader, its message as the decoding error.
package enum LeafValueCoding {
    package static func decode<Kind: LeafValueKind>(_ kind: Kind.Type, from decoder: any Decoder) throws
        -> Kind.Payload
    {
        let node = try JSONNode(from: decoder)
        do {
            return try Kind.read(node)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// The value of a kind under `key`, read by the kind.
    package static func decode<Kind: LeafValueKind, Key: CodingKey>(
        _ kind: Kind.Type, in container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Kind.Payload {
        try decode(kind, from: container.superDecoder(forKey: key))
    }

    /// Writes `value` under `key` as its kind writes it.
    package static func encode<Kind: LeafValueKind, Key: CodingKey>(
        _ kind: Kind.Type, _ value: Kind.Payload, in container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        try container.encode(Kind.node(value), forKey: key)
    }
}
