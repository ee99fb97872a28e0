import Foundation

/// A type that can be a parameter, property or result value of an intent.
///
/// IntentKit knows these types: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `Decimal`,
/// `Measurement` (of Foundation's dimensions), `IntentFile`, `IntentCurrencyAmount`, `IntentPerson`,
/// every ``AppEnum``, ``AppEntity`` and ``TransientAppEntity``, and arrays and optionals of them.
/// The underscore follows Apple's spelling; apps never conform to it directly.
public protocol _IntentValue: Sendable {
    /// What kind of value this is, for metadata, prompts and conversions.
    static var intentValueKind: IntentValueKind { get }
}

/// The kind of an intent value, as IntentKit sees it at run time.
public indirect enum IntentValueKind: Sendable {
    case string, integer, double, boolean, date, url, decimal
    case enumeration(any AppEnum.Type)
    case entity(any AppEntity.Type)
    case transientEntity(any TransientAppEntity.Type)
    case array(IntentValueKind)
    /// A Foundation `Measurement` of a dimension IntentKit lists (``IntentMeasurementDimension``).
    case measurement(IntentMeasurementDimension)
    /// An ``IntentCurrencyAmount``.
    case currency
    /// An ``IntentPerson``.
    case person

    /// The Swift type name of an enum or entity kind, or the element kind's for arrays.
    var namedType: Any.Type? {
        switch self {
        case .enumeration(let type): type
        case .entity(let type): type
        case .transientEntity(let type): type
        case .array(let element): element.namedType
        default: nil
        }
    }

    package var isArray: Bool { if case .array = self { true } else { false } }
}

extension String: _IntentValue { public static var intentValueKind: IntentValueKind { .string } }
extension Int: _IntentValue { public static var intentValueKind: IntentValueKind { .integer } }
extension Double: _IntentValue { public static var intentValueKind: IntentValueKind { .double } }
extension Bool: _IntentValue { public static var intentValueKind: IntentValueKind { .boolean } }
extension Date: _IntentValue { public static var intentValueKind: IntentValueKind { .date } }
extension URL: _IntentValue { public static var intentValueKind: IntentValueKind { .url } }
extension Decimal: _IntentValue { public static var intentValueKind: IntentValueKind { .decimal } }

extension Array: _IntentValue where Element: _IntentValue {
    public static var intentValueKind: IntentValueKind { .array(Element.intentValueKind) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public static var intentValueKind: IntentValueKind { Wrapped.intentValueKind }
}

/// Lets IntentKit see through `Optional` without knowing its wrapped type statically.
protocol OptionalValue {
    static var wrappedType: Any.Type { get }
    var wrappedAny: Any? { get }
    static var noneValue: Self { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedAny: Any? { self.map { $0 } }
    static var noneValue: Self { nil }
}

/// The Sendable view of an optional intent value.
protocol SendableOptional {
    var wrapped: (any Sendable)? { get }
}

extension Optional: SendableOptional where Wrapped: _IntentValue {
    var wrapped: (any Sendable)? { self.map { $0 } }
}

/// Flattens `Optional` layers: `Optional<Optional<Int>>.some(.none)` → `nil`.
func flattenOptional(_ value: (any Sendable)?) -> (any Sendable)? {
    guard let value else { return nil }
    if IntentValueConversion.isPlainScalar(value) { return value }
    if let optional = value as? any SendableOptional { return flattenOptional(optional.wrapped) }
    return value
}

/// Flattens `Optional` layers of a value known only as `Any`.
func flattenOptional(any value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any OptionalValue { return flattenOptional(any: optional.wrappedAny) }
    return value
}

/// Lets IntentKit read an array's elements without knowing the element type.
protocol AnyArray {
    var anyElements: [Any] { get }
}

extension Array: AnyArray {
    var anyElements: [Any] { map { $0 } }
}

/// Lists whose elements IntentKit can hand out as Sendable values: arrays of intent values,
/// and arrays already typed `[any Sendable]`.
protocol IntentValueList {
    var sendableElements: [any Sendable] { get }
}

protocol ExistentialSendableList {
    var sendableElements: [any Sendable] { get }
}

extension Array: IntentValueList where Element: _IntentValue {
    var sendableElements: [any Sendable] { map { $0 } }
}

extension Array: ExistentialSendableList where Element == any Sendable {
    var sendableElements: [any Sendable] { self }
}

extension IntentValueConversion {
    /// Whether `value` is text, a number or a Boolean: the commonest values, which are neither
    /// optional nor lists nor bridged. Asked first, they skip the protocol casts (a conformance
    /// look-up each) that the runner would otherwise make several times per action.
    @inline(__always)
    static func isPlainScalar(_ value: any Sendable) -> Bool {
        value is String || value is Double || value is Int || value is Bool
    }

    /// The items of a list value (any array of intent values, or `[any Sendable]`), or `nil`
    /// if the value is not a list.
    package static func elements(of value: any Sendable) -> [any Sendable]? {
        if isPlainScalar(value) { return nil }
        // The runner's own lists, by their concrete type: a cast to it compares types, where the
        // protocol casts below look conformances up.
        if let list = value as? [any Sendable] { return list }
        if let list = value as? any ExistentialSendableList { return list.sendableElements }
        if let list = value as? any IntentValueList { return list.sendableElements }
        return nil
    }
}
