import Foundation

/// Typed arrays from items already converted: how a host gives a list parameter the array type
/// it stores (`[String]`, `[BookEntity]`), so ``IntentParameter`` keeps it without converting
/// each item a second time.
extension IntentValueConversion {
    /// `items` as an array of `element`'s Swift type, or `nil` if an item is not of that type.
    package static func typedArray(_ items: [any Sendable], of element: IntentValueKind) -> (any Sendable)? {
        func build<E: _IntentValue>(_: E.Type) -> (any Sendable)? {
            var out: [E] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard let typed = item as? E else { return nil }
                out.append(typed)
            }
            return out
        }
        return build(element.swiftType)
    }
}

extension IntentValueKind {
    /// The Swift type of values of this kind (`String`, `BookEntity`, `[Shelf]`).
    public var swiftType: any _IntentValue.Type {
        func list<E: _IntentValue>(of _: E.Type) -> any _IntentValue.Type { [E].self }
        switch self {
        case .string: return String.self
        case .integer: return Int.self
        case .double: return Double.self
        case .boolean: return Bool.self
        case .date: return Date.self
        case .url: return URL.self
        case .decimal: return Decimal.self
        case .enumeration(let type): return type
        case .entity(let type): return type
        case .transientEntity(let type): return type
        case .array(let element): return list(of: element.swiftType)
        case .measurement(let dimension): return dimension.measurementType
        case .currency: return IntentCurrencyAmount.self
        case .person: return IntentPerson.self
        }
    }
}
