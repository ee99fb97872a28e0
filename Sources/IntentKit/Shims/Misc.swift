// Smaller declarations of Apple's interface: what generic code names, kept with Apple's shape.

/// What any parameter or property offers without its value type: its title and whether it may be
/// empty. ``IntentParameter`` and ``EntityProperty`` conform.
public protocol AnyIntentValue: Sendable {
    /// The value type.
    associatedtype Value: _IntentValue
    /// Whether it may be empty.
    var isOptional: Bool { get }
    /// Its name as people read it.
    var title: LocalizedStringResource { get }
}

extension IntentParameter: AnyIntentValue {}
extension EntityProperty: AnyIntentValue {}

/// A property type that can be compared with `<` in queries.
public protocol RangeComparableProperty: _IntentValue, Comparable {}

extension Int: RangeComparableProperty {}
extension Double: RangeComparableProperty {}
extension Date: RangeComparableProperty {}
extension Decimal: RangeComparableProperty {}

/// A declared property of a query (Apple's base class of its property declarations; IntentKit's
/// declarations are ``EntityQueryProperty`` values).
public class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    init() {}
}

/// The colour of an app's tiles in a shortcut gallery (recorded; a terminal draws its theme).
public enum ShortcutTileColor: Sendable, Hashable {
    case red, orange, tangerine, yellow, lime, teal, lightBlue, blue, navy, grape, purple, pink
    case grayBlue, grayGreen, grayBrown
}
