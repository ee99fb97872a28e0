import Foundation
import IntentKit

/// Which types a value can be given to, before a run (validator) and during it (runner).
///
/// The rules, in docs/format.md: every value becomes text (an entity by its display title, a
/// date as `2024-05-01 09:30`, a list one item per line, a dictionary as JSON); text becomes a
/// number, a boolean, a date, a URL, an enum case or a dictionary (JSON) when it reads as one; numbers convert among themselves; a list
/// given to a single-value parameter gives its first item; a single value given to a list
/// parameter becomes a one-item list.
package enum TypeRules {
    /// Whether a value of type `from` may be given where `to` is expected. Text into numbers,
    /// dates and enums is allowed: whether it reads as one is known only when it runs.
    package static func canConvert(_ from: ValueType, to: ValueType) -> Bool {
        if from == to { return true }
        // A match is text wherever it goes, and text is a match without groups.
        if from == .match { return canConvert(.string, to: to) }
        switch (from, to) {
        case (_, .string), (_, .match): return true
        case (.array(let element), .array(let target)): return canConvert(element, to: target)
        case (_, .array(let target)): return canConvert(from, to: target)
        case (.array(let element), _): return canConvert(element, to: to)
        default:
            guard let source = ConversionTable.Kind(from), let target = ConversionTable.Kind(to) else { return false }
            return ConversionTable.allows(source, target)
        }
    }

    /// The run-time type of a value, or `nil` for `nil` and values of no known type.
    package static func valueType(of value: (any Sendable)?) -> ValueType? {
        guard let value else { return nil }
        switch value {
        case is String: return .string
        case is TextMatch: return .match
        case is Int: return .integer
        case is Double: return .double
        case is Decimal: return .decimal
        case is Bool: return .boolean
        case is Date: return .date
        case is URL, is IntentFile: return .url
        case let m as IntentMeasurement: return .measurement(m.dimension)
        case is IntentCurrencyAmount: return .currency
        case is IntentPerson: return .person
        case is DictionaryValue: return .dictionary
        case is JSONNull: return nil
        case let entity as any EntityValue: return .entity(entity.entityTypeIdentifier)
        case let value as any AppEnum: return ValueType(type(of: value).intentValueKind)
        case let value as RemoteEnumCase: return .enumeration(value.enumTypeIdentifier)
        default:
            guard let list = IntentValueConversion.elements(of: value) else { return nil }
            return .array(list.lazy.compactMap { valueType(of: $0) }.first ?? .string)
        }
    }
}

/// How values read as text: what Show Result prints and what a text parameter receives.
package enum ValueText {
    package static func text(of value: (any Sendable)?) -> String {
        guard let value else { return "" }
        if let text = value as? String { return text }
        if let number = value as? Double { return IntentValueText.format(number) }
        if let integer = value as? Int { return String(integer) }
        if let match = value as? TextMatch { return match.text }
        if let dictionary = value as? DictionaryValue { return JSONView.text(of: dictionary) }
        if value is JSONNull { return "" }
        if let list = IntentValueConversion.elements(of: value) {
            return list.map { text(of: $0) }.joined(separator: "\n")
        }
        switch value {
        case let b as Bool: return b ? "Yes" : "No"
        default: return IntentValueText.title(of: value)
        }
    }

    /// One line for logs, run panes and messages: text cut to `limit` characters (see
    /// ``IntentValueText/excerpt(_:limit:)``), lists counted, line breaks shown as ⏎.
    package static func summary(of value: (any Sendable)?, limit: Int = 60) -> String {
        guard let value else { return "no output" }
        // Text and numbers, the most common outputs, before the casts to lists and dictionaries
        // (conformance look-ups): the runner summarises every action's output for its log.
        if let text = value as? String { return oneLine(IntentValueText.excerpt(text, limit: limit)) }
        if let number = value as? Double {
            return IntentValueText.excerpt(IntentValueText.format(number), limit: limit)
        }
        // Count's and the loops' whole numbers: otherwise they reach the title's protocol casts.
        if let integer = value as? Int { return IntentValueText.excerpt(String(integer), limit: limit) }
        // A dictionary is no list: asked first, it skips the list casts.
        if let dictionary = value as? DictionaryValue {
            return IntentValueText.excerpt(JSONView.compactText(of: dictionary), limit: limit)
        }
        if let list = IntentValueConversion.elements(of: value) {
            // Only the items shown are turned into text: a list of a million items costs three.
            let first = list.prefix(3).map { oneLine(IntentValueText.excerpt(text(of: $0), limit: limit)) }.joined(
                separator: ", ")
            let line =
                "\(list.count) item\(list.count == 1 ? "" : "s")"
                + (list.isEmpty ? "" : ": \(first)\(list.count > 3 ? ", …" : "")")
            return IntentValueText.excerpt(line, limit: limit)
        }
        // Cut first, then mark the line breaks: a 50 MB text is not copied to be shortened.
        return oneLine(IntentValueText.excerpt(text(of: value), limit: limit))
    }

    package static func oneLine(_ text: String) -> String {
        text.utf8.contains(10) ? text.replacingOccurrences(of: "\n", with: " ⏎ ") : text
    }
}
