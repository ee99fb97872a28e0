// swift-format-ignore-file: AvoidRetroactiveConformances
import Foundation
import IntentKit
import TrellisKit

// Trellis's node identifier is an entity in its own right, so a shortcut can pass a row's or an
// outline's ID around. `NodeID` comes from TrellisKit, another module, so each conformance to an
// IntentKit protocol is `@retroactive`, as it would be to Apple's. Its `localizedStringResource`
// is not written here: IntentKit derives it from the display representation. The lint rule
// against retroactive conformances is off for this file because they are what it tests.
extension NodeID: @retroactive Identifiable {}
extension NodeID: @retroactive DisplayRepresentable {}
extension NodeID: @retroactive TypeDisplayRepresentable {}
extension NodeID: @retroactive InstanceDisplayRepresentable {}
extension NodeID: @retroactive CustomLocalizedStringResourceConvertible {}
extension NodeID: @retroactive AppValue {}
extension NodeID: @retroactive _IntentValue {}
extension NodeID: @retroactive PersistentlyIdentifiable {}
extension NodeID: @retroactive AppEntity, @retroactive EntityIdentifierConvertible {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Node ID")
    public static let defaultQuery = Query()

    public var id: NodeID { self }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: description) }

    public var entityIdentifierString: String { description }

    public static func entityIdentifier(for entityIdentifierString: String) -> NodeID? {
        NodeID(path: entityIdentifierString)
    }

    /// An identifier names itself: there is nothing to look up.
    public struct Query: EntityQuery {
        public init() {}
        public func entities(for identifiers: [NodeID]) async throws -> [NodeID] { identifiers }
    }
}
