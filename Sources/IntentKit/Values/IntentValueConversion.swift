import Foundation

/// The conversions IntentKit makes when a value is given to a parameter: exact types, numbers
/// between `Int`, `Double` and `Decimal` (whole numbers only into `Int`), optionals wrapped, and
/// arrays converted element by element. Anything looser (text ↔ number, list → item) is the
/// host's coercion, done before the value reaches IntentKit.
package enum IntentValueConversion {
    /// `value` as a `T`, or `nil` if it is not one and does not convert.
    package static func cast<T>(_ value: any Sendable, to type: T.Type) -> T? {
        castAny(value, to: type)
    }

    static func castAny<T>(_ value: Any, to type: T.Type) -> T? {
        if let exact = value as? T { return exact }
        if let optional = T.self as? any OptionalValue.Type {
            return castOptional(value, wrapped: optional.wrappedType) as? T
        }
        if let number = double(value) {
            if T.self == Double.self { return number as? T }
            if T.self == Int.self, let whole = wholeNumber(number) { return whole as? T }
            if T.self == Decimal.self, let decimal = decimal(number) { return decimal as? T }
        }
        if let bridged = T.self as? any BridgedIntentValue.Type, let file = bridged.bridged(from: value) as? T {
            return file
        }
        if let array = value as? any AnyArray, let element = (T.self as? any ArrayValue.Type) {
            return element.convert(array.anyElements) as? T
        }
        return nil
    }

    private static func castOptional(_ value: Any, wrapped: Any.Type) -> Any? {
        func open<W>(_ type: W.Type) -> Any? { castAny(value, to: W.self).map { Optional.some($0) as Any } }
        return _openExistential(wrapped, do: open)
    }

    /// A number's value as a `Double`, for range checks and comparisons.
    package static func double(_ value: Any) -> Double? {
        switch flattenOptional(any: value) {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        case let v as Int64: Double(v)
        default: nil
        }
    }
}

/// Converts `[Any]` into a typed array by converting each element.
protocol ArrayValue {
    static func convert(_ items: [Any]) -> Any?
}

extension Array: ArrayValue {
    static func convert(_ items: [Any]) -> Any? {
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let element = IntentValueConversion.castAny(item, to: Element.self) else { return nil }
            out.append(element)
        }
        return out
    }
}
