/// An entity whose identifier names it on every machine, not only this one (Apple's iOS 27).
///
/// An entity whose `id` is already the same everywhere (a server's UUID) adopts it with no other
/// change. One that keeps a local identifier beside a stable one makes its `id` a
/// ``SyncableEntityIdentifier``:
///
/// ```swift
/// struct NoteEntity: AppEntity, SyncableEntity {
///     var id: SyncableEntityIdentifier<Int, String>   // row number here, UUID everywhere
///     ...
/// }
/// ```
///
/// A shortcut saves the **stable** identifier of such an entity, so a library synced between
/// machines (by git, say) keeps its references though each machine numbers its rows its own way.
/// Looking a saved reference up, IntentKit hands the query an identifier with only the stable
/// part set (``SyncableEntityIdentifier/local`` is `nil`), as Apple's framework does when it
/// resolves an entity from another device; the query finds the entity by that and answers it
/// with both parts.
public protocol SyncableEntity: AppEntity {}

/// An entity identifier with a part for this machine and a part that is the same on every one.
///
/// Code refers to the entity by ``local``; a saved shortcut refers to it by ``stable``. Equal when
/// both parts are equal, so an identifier with only the stable part (one being resolved) is a
/// different value from the entity's own.
public struct SyncableEntityIdentifier<LocalID, StableID>: EntityIdentifierConvertible, Sendable, Hashable
where LocalID: EntityIdentifierConvertible & Sendable, StableID: EntityIdentifierConvertible & Sendable {
    /// The identifier on this machine; `nil` when the entity is being resolved from its stable
    /// identifier alone (a reference saved elsewhere).
    public let local: LocalID?
    /// The identifier on every machine; `nil` when only the local one was needed.
    public let stable: StableID?

    /// An identifier with both parts.
    public init(local: LocalID, stable: StableID) {
        self.init(localPart: local, stablePart: stable)
    }

    /// An identifier of an entity being resolved from a saved reference: only the stable part.
    package init(stable: StableID) {
        self.init(localPart: nil, stablePart: stable)
    }

    private init(localPart: LocalID?, stablePart: StableID?) {
        self.local = localPart
        self.stable = stablePart
    }

    /// The local identifier as text (the stable one when there is no local part, where Apple's
    /// framework would stop the app: a bad identifier is not worth a crash).
    public var entityIdentifierString: String {
        local?.entityIdentifierString ?? stable?.entityIdentifierString ?? ""
    }

    /// An identifier with the local part read from `string` and no stable part, as Apple's reads
    /// one back; a query fills the stable part in when it answers.
    public static func entityIdentifier(for string: String) -> Self? {
        LocalID.entityIdentifier(for: string).map { Self(localPart: $0, stablePart: nil) }
    }
}

extension SyncableEntityIdentifier where LocalID == StableID {
    /// An identifier whose local and stable parts are the same value.
    public init(id: LocalID) {
        self.init(local: id, stable: id)
    }
}

/// An identifier that can carry a stable part: what IntentKit saves in a shortcut, and how it
/// makes an identifier from a saved one.
package protocol StableIdentifierCarrying {
    /// The stable part as text, if it has one.
    var stableIdentifierString: String? { get }
    /// An identifier with only the stable part, read from `string`.
    static func stableOnly(_ string: String) -> Self?
}

extension SyncableEntityIdentifier: StableIdentifierCarrying {
    package var stableIdentifierString: String? { stable?.entityIdentifierString }

    package static func stableOnly(_ string: String) -> Self? {
        StableID.entityIdentifier(for: string).map { Self(stable: $0) }
    }
}

extension AppEntity {
    /// Whether this type saves stable identifiers: a ``SyncableEntity`` whose `id` has a stable
    /// part. One whose `id` is already stable (a UUID) saves it as it is.
    static var savesStableIdentifiers: Bool {
        Self.self is any SyncableEntity.Type && ID.self is any StableIdentifierCarrying.Type
    }

    /// The text a shortcut saves for `id`: its stable part when the type saves stable identifiers
    /// and the identifier has one, else the identifier's own text.
    package static func savedIdentifier(for id: ID) -> String {
        if Self.self is any SyncableEntity.Type, let carrying = id as? any StableIdentifierCarrying,
            let stable = carrying.stableIdentifierString
        {
            return stable
        }
        return id.entityIdentifierString
    }

    /// The identifier to look up a saved reference by: stable-only for a type that saves stable
    /// identifiers, else the identifier read back from its text.
    static func identifier(saved string: String) -> ID? {
        if savesStableIdentifiers, let carrying = ID.self as? any StableIdentifierCarrying.Type {
            return carrying.stableOnly(string) as? ID
        }
        return ID.entityIdentifier(for: string)
    }
}
