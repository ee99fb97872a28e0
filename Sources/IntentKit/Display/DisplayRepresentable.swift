// Apple's display protocols. Entities conform through `AppEntity`, enums through `AppEnum`;
// apps name them in generic code (`some DisplayRepresentable`).

/// A value that shows itself with a ``DisplayRepresentation``.
public protocol InstanceDisplayRepresentable {
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// The value's title, as a resource (what Apple's framework reads it as).
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

extension CaseDisplayRepresentable {
    /// The case's title, as a resource; the case's name when it has no representation.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(self)")
    }
}

/// A value that shows itself, of a type that has a name.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type whose cases each have a display representation.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type with a name whose cases each have a display representation (every ``AppEnum``).
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// A type that has a stable identifier across versions of the app.
public protocol PersistentlyIdentifiable {
    /// The identifier; by default the type's name.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// A type that can be a parameter's value and has a name: entities and enums.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}
