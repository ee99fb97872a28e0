/// Who else an entity belongs to: shared with particular people, public, both, or neither
/// (`[]`, the person's alone). Apple's iOS 27.
public struct EntityOwnership: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shared with particular people, who see what an action changes.
    public static let shared = EntityOwnership(rawValue: 1 << 0)
    /// Published: anyone may see it.
    public static let `public` = EntityOwnership(rawValue: 1 << 1)

    /// How a confirmation names it: "shared with others", "public", "shared and public".
    var phrase: String? {
        switch (contains(.shared), contains(.public)) {
        case (true, true): "shared with others and public"
        case (true, false): "shared with others"
        case (false, true): "public"
        case (false, false): nil
        }
    }
}

/// An entity that says whether others share it (Apple's iOS 27).
///
/// An action that changes something (an intent whose ``AppIntent/sideEffects`` are not `[]`)
/// and is given such an entity that is shared or public asks the person first, naming the
/// entity and who else has it, before the intent runs; declining stops the run. With nobody
/// there (an automation, `--no-input`, an agent's call) the action is refused, never confirmed
/// on the person's behalf. An intent that only reads declares `sideEffects = []` and is not
/// asked about.
public protocol OwnershipProvidingEntity: AppEntity {
    /// Who else has this entity.
    var ownership: EntityOwnership { get }
}
