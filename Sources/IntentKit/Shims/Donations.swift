// Donations tell the system what a person did so that it can suggest it later. IntentKit has no
// suggestion engine: donating succeeds and is forgotten, and each donation gets a fresh
// identifier so code that keeps them still works.

import Foundation

/// Identifies one donation.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable {
    let id: UUID
    init() { id = UUID() }
}

/// Receives donations (inert in IntentKit).
public struct IntentDonationManager: Sendable {
    /// The manager.
    public static var shared: IntentDonationManager { IntentDonationManager() }

    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier { IntentDonationIdentifier() }

    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        IntentDonationIdentifier()
    }

    /// Deletes donations; there are none to delete.
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws {}
}

/// Which donations to delete.
public struct IntentDonationMatchingPredicate: Sendable {
    public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate()
    }
    public static func entityIdentifier(_ identifier: EntityIdentifier) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate()
    }
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil)
        -> IntentDonationMatchingPredicate
    { IntentDonationMatchingPredicate() }
}

extension AppIntent {
    /// Donates this intent (inert in IntentKit).
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { IntentDonationIdentifier() }

    /// Donates this intent with its result (inert in IntentKit).
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        IntentDonationIdentifier()
    }
}

/// Names one entity across types: its type and its identifier as saved.
public struct EntityIdentifier: CustomStringConvertible, Hashable, Sendable {
    /// The entity's type.
    public let entityType: any AppEntity.Type
    /// The identifier as saved (``AppEntity/entityIdentifierString``: the stable one of a
    /// ``SyncableEntity``).
    public let identifier: String
    /// The longest identifier Apple's framework keeps.
    public static let valueMaximumLength = 512

    public init<Entity: AppEntity>(for entity: Entity) {
        self.init(for: Entity.self, identifier: entity.id)
    }

    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
        self.entityType = entityType
        self.identifier = Entity.savedIdentifier(for: identifier)
    }

    public var description: String { "\(String(describing: entityType))/\(identifier)" }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(entityType))
        hasher.combine(identifier)
    }

    public static func == (lhs: EntityIdentifier, rhs: EntityIdentifier) -> Bool {
        ObjectIdentifier(lhs.entityType) == ObjectIdentifier(rhs.entityType) && lhs.identifier == rhs.identifier
    }
}
