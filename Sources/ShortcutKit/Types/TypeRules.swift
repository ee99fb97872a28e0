import Foundation
import IntentKit

/// Which types a value can be given to, before a run (validator) and during it (runner).
///
/// The rules, in docs/format.md: every value becomes text (an entity by its display title, a
/// date as `2024-05-01 09:30`, a list one item per line); text becomes a number, a boolean, a
/// date, a URL or an enum case when it reads as one; numbers convert among themselves; a list
/// given to a single-value parameter gives its first item; a single value given to a list
/// parameter becomes a one-item list.
public enum TypeRules {
    /// Whether a value of type `from` may be given where `to` is expected. Text into numbers,
    /// dates and enums is allowed: whether it reads as one is known only when it runs.
    public static func canConvert(_ from: ValueType, to: ValueType) -> Bool {
        if from == to { return true }
        switch (from, to) {
        case (_, .string): return true
        case (.array(let element), .array(let target)): return canConvert(element, to: target)
        case (_, .array(let target)): return canConvert(from, to: target)
        case (.array(let element), _): return canConvert(element, to: to)
        case (.integer, .double), (.integer, .decimal), (.double, .integer), (.double, .decimal), (.decimal, .integer), (.decimal, .double):
            return true
        case (.string, .integer), (.string, .double), (.string, .decimal), (.string, .boolean), (.string, .date), (.string, .url), (.string, .enumeration):
            return true
        default:
            return false
        }
    }

    /// The run-time type of a value, or `nil` for `nil` and values of no known type.
    public static func valueType(of value: (any Sendable)?) -> ValueType? {
        guard let value else { return nil }
        switch value {
        case is String: return .string
        case is Int: return .integer
        case is Double: return .double
        case is Decimal: return .decimal
        case is Bool: return .boolean
        case is Date: return .date
        case is URL: return .url
        case let entity as any AppEntity: return ValueType(type(of: entity).intentValueKind)
        case let entity as any TransientAppEntity: return ValueType(type(of: entity).intentValueKind)
        case let value as any AppEnum: return ValueType(type(of: value).intentValueKind)
        default:
            guard let list = IntentValueConversion.elements(of: value) else { return nil }
            return .array(list.lazy.compactMap { valueType(of: $0) }.first ?? .string)
        }
    }
}

/// Why a value could not be converted to the type a parameter needs.
public struct ConversionError: Error, Sendable, Equatable {
    /// Completes "the value …": "'abc' is not a number".
    public var message: String
}

/// Converts run-time values by the rules of ``TypeRules``.
public struct ValueConverter: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) { self.catalog = catalog }

    /// `value` as a value of `type`.
    public func convert(_ value: any Sendable, to target: ValueType) async throws(ConversionError) -> any Sendable {
        let type = target
        if case .array(let element) = type {
            var out: [any Sendable] = []
            for item in Self.flatten(value, into: element) { out.append(try await convert(item, to: element)) }
            return out
        }
        if type == .string { return ValueText.text(of: value) }
        if type == .double, let d = value as? Double { return d }
        if let list = IntentValueConversion.elements(of: value) {
            guard let first = list.first else { throw ConversionError(message: "is an empty list") }
            return try await convert(first, to: type)
        }
        switch type {
        case .string:
            return ValueText.text(of: value)
        case .integer:
            if let v = value as? Int { return v }
            if let d = IntentValueConversion.double(value) {
                guard let whole = IntentValueConversion.wholeNumber(d) else {
                    let tooLarge = d.isFinite && d == d.rounded()
                    throw ConversionError(message: "\(ValueText.summary(of: value)) is "
                        + (tooLarge ? "too large (whole numbers go up to ±\(IntentValueConversion.maximumWholeNumber))" : "not a whole number"))
                }
                return whole
            }
            return try await parse(value, as: .integer, name: "a whole number")
        case .double:
            if let d = IntentValueConversion.double(value) { return d }
            return try await parse(value, as: .double, name: "a number")
        case .decimal:
            if let d = value as? Decimal { return d }
            if let d = IntentValueConversion.double(value) {
                guard let decimal = IntentValueConversion.decimal(d) else { throw ConversionError(message: "\(ValueText.summary(of: value)) is not a number") }
                return decimal
            }
            return try await parse(value, as: .decimal, name: "a number")
        case .boolean:
            if let b = value as? Bool { return b }
            return try await parse(value, as: .boolean, name: "yes or no")
        case .date:
            if let d = value as? Date { return d }
            return try await parse(value, as: .date, name: "a date")
        case .url:
            if let u = value as? URL { return u }
            return try await parse(value, as: .url, name: "a URL")
        case .enumeration(let id):
            if let e = value as? any AppEnum, TypeRules.valueType(of: e) == target { return e }
            guard let text = value as? String, let enumType = catalog.enumeration(id)?.type else {
                throw ConversionError(message: "is \(describe(value)), not \(catalog.describe(type))")
            }
            do {
                return try await IntentValueParsing.parse(text, as: .enumeration(enumType))
            } catch {
                throw ConversionError(message: error.message)
            }
        case .entity:
            if let e = value as? any AppEntity, TypeRules.valueType(of: e) == target { return e }
            if let e = value as? any TransientAppEntity, TypeRules.valueType(of: e) == target { return e }
            throw ConversionError(message: "is \(describe(value)), not \(catalog.describe(type))")
        case .array:
            fatalError("handled above")
        }
    }

    /// A value's items for a list of `element`: nested lists are flattened into it (a list of
    /// texts given a text and a list of two texts holds three texts), unless the element is a list.
    static func flatten(_ value: any Sendable, into element: ValueType) -> [any Sendable] {
        guard let items = IntentValueConversion.elements(of: value) else { return [value] }
        if case .array = element { return items }
        return items.flatMap { flatten($0, into: element) }
    }

    private func parse(_ value: any Sendable, as kind: IntentValueKind, name: String) async throws(ConversionError) -> any Sendable {
        guard let text = value as? String else { throw ConversionError(message: "is \(describe(value)), not \(name)") }
        do {
            return try await IntentValueParsing.parse(text, as: kind)
        } catch {
            throw ConversionError(message: error.message)
        }
    }

    /// "a Book", "text", "a list".
    func describe(_ value: any Sendable) -> String {
        guard let type = TypeRules.valueType(of: value) else { return "a value of an unknown type" }
        return catalog.describe(type)
    }
}

/// How values read as text: what Show Result prints and what a text parameter receives.
public enum ValueText {
    public static func text(of value: (any Sendable)?) -> String {
        guard let value else { return "" }
        if let text = value as? String { return text }
        if let list = IntentValueConversion.elements(of: value) { return list.map { text(of: $0) }.joined(separator: "\n") }
        switch value {
        case let b as Bool: return b ? "Yes" : "No"
        default: return IntentValueText.title(of: value)
        }
    }

    /// One line for logs, run panes and messages: text cut to `limit` characters (see
    /// ``IntentValueText/excerpt(_:limit:)``), lists counted, line breaks shown as ⏎.
    public static func summary(of value: (any Sendable)?, limit: Int = 60) -> String {
        guard let value else { return "no output" }
        if let list = IntentValueConversion.elements(of: value) {
            // Only the items shown are turned into text: a list of a million items costs three.
            let first = list.prefix(3).map { oneLine(IntentValueText.excerpt(text(of: $0), limit: limit)) }.joined(separator: ", ")
            let line = "\(list.count) item\(list.count == 1 ? "" : "s")" + (list.isEmpty ? "" : ": \(first)\(list.count > 3 ? ", …" : "")")
            return IntentValueText.excerpt(line, limit: limit)
        }
        // Cut first, then mark the line breaks: a 50 MB text is not copied to be shortened.
        return oneLine(IntentValueText.excerpt(text(of: value), limit: limit))
    }

    static func oneLine(_ text: String) -> String {
        text.utf8.contains(10) ? text.replacingOccurrences(of: "\n", with: " ⏎ ") : text
    }
}
