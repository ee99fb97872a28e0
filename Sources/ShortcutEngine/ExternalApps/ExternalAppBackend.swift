import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import ShortcutModel

/// An app that runs as its own program, speaking the app protocol (docs/app-protocol.md): an
/// ``AppBackend`` over an ``ExternalAppConnection``.
///
/// Its metadata comes from the manifest's cache or the app's handshake; the process starts on
/// the first call that needs it (a run, a look-up, a search) and stays up for the session. An
/// app that crashes, hangs, writes garbage or exits fails only that call, with a message
/// naming the app; the next call starts it again. Entities arrive as ``RemoteEntity`` values.
package struct ExternalAppBackend: AppBackend {
    package let metadata: AppMetadata
    /// The connection to the app's process (shared by every run and query of the session).
    package let connection: ExternalAppConnection
    /// The declared order and types of each entity type's properties and the enums' case
    /// titles, for the values the app sends.
    let typing: WireTyping

    package init(metadata: AppMetadata, connection: ExternalAppConnection) {
        self.metadata = metadata
        self.connection = connection
        typing = WireTyping(metadata)
    }

    package func makeRun(of intent: String) -> (any IntentRun)? {
        guard
            let found = metadata.intents.first(where: {
                $0.identifier == intent || $0.previousIdentifiers.contains(intent)
            })
        else { return nil }
        return ExternalIntentRun(intent: found, backend: self)
    }

    /// No Swift types: entities are ``RemoteEntity`` values and enum cases their stored values.
    package func valueKind(of type: TypeIdentifier) -> IntentValueKind? { nil }

    package func entities(of type: TypeIdentifier, identifiedBy identifiers: [String]) async throws
        -> [any EntityValue]
    {
        guard !identifiers.isEmpty else { return [] }
        return remote(try await connection.resolve(try declared(type).identifier, ids: identifiers))
    }

    package func suggestedEntities(of type: TypeIdentifier) async throws -> [any EntityValue] {
        remote(try await connection.suggested(try declared(type).identifier))
    }

    package func searchEntities(of type: TypeIdentifier, matching text: String) async throws -> [any EntityValue]? {
        let entity = try declared(type)
        guard entity.queryKinds.contains(.string) else { return nil }
        return remote(try await connection.search(entity.identifier, text: text))
    }

    package func allEntities(of type: TypeIdentifier) async throws -> [any EntityValue]? {
        let entity = try declared(type)
        guard entity.queryKinds.contains(.enumerable) else { return nil }
        return remote(try await connection.all(entity.identifier))
    }

    package func findEntities(
        of type: TypeIdentifier, where conditions: [FindCondition], mode: ComparatorMode, sortedBy sort: [FindSortKey],
        limit: Int?
    ) async throws -> [any EntityValue] {
        let entity = try declared(type)
        let wire = try conditions.map { condition in
            // An enum property's case travels as an enum, however the runner holds it (its raw
            // value as text): the app reads `{"enum": …}` for it, as docs/app-protocol.md says.
            let isEnum: Bool =
                if case .enumeration = entity.queryProperties.first(where: { $0.name == condition.property })?.type {
                    true
                } else { false }
            func wired(_ value: any Sendable) -> WireValue? {
                if isEnum, let text = value as? String { return .enumeration(text) }
                return WireValue(intentValue: value)
            }
            guard let value = wired(condition.value) else {
                throw FindError.valueMismatch(
                    entity: entity.identifier, property: condition.property, expected: "a value the app can read")
            }
            return WireCondition(
                property: condition.property, comparator: condition.comparator, value: value,
                value2: condition.value2.flatMap(wired))
        }
        let params = QueryParams(
            type: entity.identifier, conditions: wire, mode: mode == .and ? .all : .any,
            sort: sort.map { WireSortKey(property: $0.property, ascending: $0.ascending) }, limit: limit)
        return remote(try await connection.query(params))
    }

    /// The App Shortcuts the app declared in its metadata.
    package func appShortcuts() async throws -> [AppShortcutMetadata] { metadata.shortcuts }

    // MARK: Internals

    private func declared(_ type: TypeIdentifier) throws -> EntityMetadata {
        guard let entity = metadata.entities.first(where: { $0.identifier == type }) else {
            throw UnknownEntityType(app: metadata.name, type: type)
        }
        return entity
    }

    func remote(_ entities: [WireEntity]) -> [any EntityValue] {
        entities.map { RemoteEntity($0, typing: typing) }
    }

    /// A value the app sent as a value of `type` (an intent's declared output), as the runner
    /// holds it: enum cases with their titles.
    func hostValue(_ value: WireValue, as type: ValueType?) -> any Sendable {
        value.hostValue(typing: typing, as: type)
    }
}
