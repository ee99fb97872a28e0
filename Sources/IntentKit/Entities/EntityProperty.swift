import Synchronization

/// A property of an entity that shortcuts can read, filter on and sort by.
///
/// ```swift
/// struct BookEntity: AppEntity {
///     @Property(title: "Title") var title: String
///     @Property(title: "Read Date") var dateRead: Date?
/// }
/// ```
///
/// Like Apple's, the wrapper is a class: IntentKit finds it with `Mirror`, so build each entity
/// value fresh rather than copying one and changing its properties (copies share the wrapper).
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: AnyEntityProperty, PropertyNamed {
    /// The title given in the declaration; `nil` titles the property from its name.
    @usableFromInline let declaredTitle: LocalizedStringResource?
    @usableFromInline let propertyName = Mutex<String?>(nil)
    /// Whether the property's type is optional.
    public let isOptional: Bool
    @usableFromInline let storage: Mutex<Value?>

    // The initializers an entity runs for each property and the setter it then calls are
    // inlinable: compiled in the app's module for the property's concrete type, they find the
    // types they use without asking the runtime for generic metadata each time, which was a
    // third of making a hundred books from their rows.

    /// A property with no value yet; set it in the entity's initializer.
    @_disfavoredOverload @inlinable
    public init(title: LocalizedStringResource? = nil) {
        self.declaredTitle = title
        self.isOptional = false
        self.storage = Mutex(nil)
    }

    /// A property with an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
        self.declaredTitle = title
        self.isOptional = Value.self is any OptionalValue.Type
        self.storage = Mutex(wrappedValue)
    }

    /// An optional property, `nil` until set.
    @inlinable
    public init<Wrapped>(title: LocalizedStringResource? = nil) where Value == Wrapped? {
        self.declaredTitle = title
        self.isOptional = true
        self.storage = Mutex(.some(nil))
    }

    public var wrappedValue: Value {
        get {
            PropertyAccessRecorder.current?.record(self)
            guard let value = storage.withLock({ $0 }) else {
                fatalError("@Property '\(title.key)' was read before it was set")
            }
            return value
        }
        @inlinable set { storage.withLock { $0 = newValue } }
    }

    /// The property's name as people read it: the declared title, or the property name in
    /// words (`datePublished` → "Date Published") when the declaration has none, as in iOS 18.
    public var title: LocalizedStringResource {
        if let declaredTitle { return declaredTitle }
        return .verbatim(humanize(identifier: propertyName.withLock { $0 } ?? "value"))
    }

    func adoptPropertyName(_ name: String) {
        guard declaredTitle == nil else { return }
        propertyName.withLock { $0 = name }
    }

    /// The wrapper itself, so `\.$title` names the property in queries and sorting options.
    public var projectedValue: EntityProperty<Value> { self }

    // MARK: AnyEntityProperty

    public var valueKind: IntentValueKind { Value.intentValueKind }
    public var valueType: Any.Type { Value.self }
    public var anyValue: (any Sendable)? { flattenOptional(storage.withLock { $0 }) }
    public var isSet: Bool { storage.withLock { $0 != nil } }
}

/// What IntentKit reads of any ``EntityProperty`` without knowing its value type.
package protocol AnyEntityProperty: AnyObject, Sendable {
    /// The property's name as people read it.
    var title: LocalizedStringResource { get }
    /// Whether the property's type is optional.
    var isOptional: Bool { get }
    /// The kind of value the property holds.
    var valueKind: IntentValueKind { get }
    /// The Swift type of the value (optional types included).
    var valueType: Any.Type { get }
    /// The current value, or `nil` when unset or set to `nil`.
    var anyValue: (any Sendable)? { get }
    /// Whether the property was given a value (`nil` counts for optional properties).
    var isSet: Bool { get }
}

/// Records which entity properties a key path reads, so that a pre-release
/// `Property(keyPath: \BookEntity.title)` can be matched to its `@Property` declaration.
final class PropertyAccessRecorder: Sendable {
    @TaskLocal static var current: PropertyAccessRecorder?
    private let accessed = Mutex<[any AnyEntityProperty]>([])

    func record(_ property: any AnyEntityProperty) { accessed.withLock { $0.append(property) } }
    var last: (any AnyEntityProperty)? { accessed.withLock { $0.last } }
}

/// Whether every `@Property` of an entity value was set, so reading any of them is safe.
func isComplete(_ entity: Any) -> Bool {
    entityProperties(of: entity).allSatisfy { $0.property.isSet }
}

/// The `@Property` declarations of an entity value, by name, in declaration order.
func entityProperties(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
    func layout<Entity>(_ entity: Entity) -> [(name: String, property: any AnyEntityProperty)]? {
        EntityLayout.properties(of: entity)
    }
    if let known = _openExistential(entity, do: layout) { return known }
    return Mirror(reflecting: entity).children.compactMap { child in
        guard let label = child.label, let property = child.value as? any AnyEntityProperty else { return nil }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        (property as? any PropertyNamed)?.adoptPropertyName(name)
        return (name, property)
    }
}

/// The `@Property` named `name` of an entity value (app or transient), or `nil` if it has none.
extension AnyEntityProperty {
    /// The value as hosts carry it: a `Measurement` as an ``IntentMeasurement``, anything else
    /// as it is.
    public var hostValue: (any Sendable)? {
        guard let value = anyValue else { return nil }
        func amount(_ item: any Sendable) -> IntentMeasurement? {
            (item as? any BridgedIntentValue)?.bridgedValue as? IntentMeasurement
        }
        if let measurement = amount(value) { return measurement }
        if let items = IntentValueConversion.elements(of: value), let first = items.first, amount(first) != nil {
            return items.map { amount($0) ?? $0 }
        }
        return value
    }
}

package func entityProperty(named name: String, of entity: Any) -> (any AnyEntityProperty)? {
    entityProperties(of: entity).first { $0.name == name }?.property
}

/// The `@Property` declarations of an entity value, by name, in declaration order.
package func declaredEntityProperties(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
    entityProperties(of: entity)
}

/// A wrapper that learns its property's name when IntentKit reflects the value that holds it, so
/// a declaration without `title:` is titled from the name.
protocol PropertyNamed {
    func adoptPropertyName(_ name: String)
}
