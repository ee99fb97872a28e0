import Foundation
import IntentKit

/// Why a value could not be converted to the type a parameter needs.
package struct ConversionError: Error, Sendable, Equatable {
    /// Completes "the value …": "'abc' is not a number".
    package var message: String
}

/// Converts run-time values by the rules of ``TypeRules``.
///
/// Two targets, one set of rules: a ``ValueType`` (what a file or metadata names: a Find row's
/// property, an If's operand, a built-in's slot) and an `IntentValueKind` (what an intent's
/// parameter stores, with the Swift types of its enums and entities). Converting to a kind gives
/// the parameter's own Swift type (`[String]`, not `[any Sendable]`; the `BookEntity` type the
/// parameter holds, compared by type rather than by a looked-up identifier), so IntentKit stores
/// it as it is: a value is converted once on its way into an intent.
package struct ValueConverter: Sendable {
    package let catalog: Catalog

    package init(catalog: Catalog) { self.catalog = catalog }

    /// `value` as a value of `target`. Lists come back as `[any Sendable]`.
    package func convert(_ value: any Sendable, to target: ValueType) async throws(ConversionError) -> any Sendable {
        switch target {
        case .array(let element):
            var out: [any Sendable] = []
            for item in Self.flatten(value, intoList: element.isList) {
                out.append(try await convert(item, to: element))
            }
            return out
        case .enumeration(let id):
            if let first = try firstItem(of: value) { return try await convert(first, to: target) }
            if let e = value as? any AppEnum, TypeRules.valueType(of: e) == target { return e }
            // An external app's case is held as its stored value on its way into an intent.
            if let e = value as? RemoteEnumCase, e.enumTypeIdentifier == id { return e.storedValue }
            let text = (value as? String) ?? (value as? TextMatch)?.text ?? (value as? RemoteEnumCase)?.title
            guard let text, let entry = catalog.enumeration(id)
            else {
                throw ConversionError(message: "is \(describe(value)), not \(catalog.describe(target))")
            }
            guard case .enumeration(let enumType)? = entry.backend.valueKind(of: id) else {
                // An app with no Swift type for it (a script's choices, an app in another
                // process) takes the case's stored value, found by value or title.
                return try Self.storedValue(of: text, in: entry.metadata, describe: catalog.describe(target))
            }
            return try await parse(text, as: .enumeration(enumType))
        case .entity:
            if let first = try firstItem(of: value) { return try await convert(first, to: target) }
            if let e = value as? any EntityValue, case .entity(e.entityTypeIdentifier) = target { return e }
            throw ConversionError(message: "is \(describe(value)), not \(catalog.describe(target))")
        case .string, .integer, .double, .decimal, .boolean, .date, .url:
            return try await scalar(value, to: target)
        case .match:
            if let match = value as? TextMatch { return match }
            if let first = try firstItem(of: value) { return try await convert(first, to: target) }
            return TextMatch(text: ValueText.text(of: value))
        case .measurement(let dimension):
            return try amount(value, of: dimension, numbersIn: dimension.standardUnit)
        case .currency:
            return try money(value)
        case .person:
            return try person(value)
        case .dictionary:
            if let dictionary = value as? DictionaryValue { return dictionary }
            if let first = try firstItem(of: value) { return try await convert(first, to: target) }
            // Text, or a match of Match Text (which is text wherever it goes), of JSON.
            guard let text = (value as? String) ?? (value as? TextMatch)?.text else {
                throw ConversionError(message: "is \(describe(value)), not a dictionary")
            }
            return try Self.dictionary(fromJSON: text)
        }
    }

    /// `value` as the Swift type of an intent parameter of `kind`: what
    /// `IntentInvocation.setValue(_:for:)` stores without converting again.
    package func convert(_ value: any Sendable, forParameterOf kind: IntentValueKind) async throws(ConversionError)
        -> any Sendable
    {
        switch kind {
        case .array(let element):
            var out: [any Sendable] = []
            let items = Self.flatten(value, intoList: element.isArray)
            out.reserveCapacity(items.count)
            for item in items { out.append(try await convert(item, forParameterOf: element)) }
            guard let typed = IntentValueConversion.typedArray(out, of: element) else {
                // Every item was just converted to `element`: this cannot happen, but say so if it does.
                throw ConversionError(message: "is \(describe(value)), not \(catalog.describe(ValueType(kind)))")
            }
            return typed
        case .enumeration(let type):
            if let first = try firstItem(of: value) { return try await convert(first, forParameterOf: kind) }
            if Swift.type(of: value) == type { return value }
            guard let text = (value as? String) ?? (value as? TextMatch)?.text else { throw mismatch(value, kind) }
            return try await parse(text, as: kind)
        case .entity(let type):
            if let first = try firstItem(of: value) { return try await convert(first, forParameterOf: kind) }
            if Swift.type(of: value) == type { return value }
            throw mismatch(value, kind)
        case .transientEntity(let type):
            if let first = try firstItem(of: value) { return try await convert(first, forParameterOf: kind) }
            if Swift.type(of: value) == type { return value }
            throw mismatch(value, kind)
        case .string: return try await scalar(value, to: .string)
        case .integer: return try await scalar(value, to: .integer)
        case .double: return try await scalar(value, to: .double)
        case .decimal: return try await scalar(value, to: .decimal)
        case .boolean: return try await scalar(value, to: .boolean)
        case .date: return try await scalar(value, to: .date)
        case .url: return try await scalar(value, to: .url)
        case .currency:
            return try money(value)
        case .person:
            return try person(value)
        case .measurement(let dimension):
            // A bare number stays a number: the parameter reads it in its own default unit.
            if let first = try firstItem(of: value) { return try await convert(first, forParameterOf: kind) }
            if let number = IntentValueConversion.double(value) { return number }
            return try amount(value, of: dimension, numbersIn: nil).foundationMeasurement
        }
    }

    /// `value` as an amount of money: one already, or text such as `12.50 EUR`. A bare number
    /// has no currency and is refused.
    private func money(_ value: any Sendable) throws(ConversionError) -> IntentCurrencyAmount {
        if let first = try firstItem(of: value) { return try money(first) }
        if let amount = value as? IntentCurrencyAmount { return amount }
        guard let text = (value as? String) ?? (value as? TextMatch)?.text,
            let amount = IntentCurrencyAmount.parse(text)
        else {
            throw ConversionError(
                message:
                    "is \(describe(value)), not an amount of money (a number and a currency code, such as 12.50 EUR)")
        }
        return amount
    }

    /// `value` as a person: one already, or text such as `Ada Lovelace <ada@example.com>`.
    private func person(_ value: any Sendable) throws(ConversionError) -> IntentPerson {
        if let first = try firstItem(of: value) { return try person(first) }
        if let person = value as? IntentPerson { return person }
        guard let text = (value as? String) ?? (value as? TextMatch)?.text, let person = IntentPerson.parse(text) else {
            throw ConversionError(
                message:
                    "is \(describe(value)), not a person (a name, an email address or a phone number, such as Ada Lovelace <ada@example.com>)"
            )
        }
        return person
    }

    /// `value` as an amount of `dimension`: an amount in any of its units, a number (in
    /// `numbersIn`), or text such as `5 km`. Amounts keep their unit; the intent converts.
    private func amount(
        _ value: any Sendable, of dimension: IntentMeasurementDimension, numbersIn unit: IntentMeasurementUnit?
    )
        throws(ConversionError) -> IntentMeasurement
    {
        if let first = try firstItem(of: value) { return try amount(first, of: dimension, numbersIn: unit) }
        let target = catalog.describe(.measurement(dimension))
        if let measurement = value as? IntentMeasurement {
            guard measurement.dimension == dimension else {
                throw ConversionError(
                    message:
                        "is \(measurement) (\(catalog.describe(.measurement(measurement.dimension)))), not \(target)")
            }
            return measurement
        }
        if let number = IntentValueConversion.double(value) {
            return IntentMeasurement(value: number, unit: unit ?? dimension.standardUnit)
        }
        let text = (value as? String) ?? (value as? TextMatch)?.text
        guard let text else { throw ConversionError(message: "is \(describe(value)), not \(target)") }
        guard let parsed = IntentMeasurement.parse(text, in: dimension, defaultUnit: unit) else {
            throw ConversionError(
                message: "'\(IntentValueText.excerpt(text))' is not \(target) (a number and a unit, such as "
                    + "\(IntentMeasurement(value: 5, unit: dimension.standardUnit)))")
        }
        return parsed
    }

    /// The stored value of the case of `metadata` whose value or title is `text` (ignoring case).
    static func storedValue(of text: String, in metadata: EnumMetadata, describe: String) throws(ConversionError)
        -> String
    {
        if metadata.cases.contains(where: { $0.value == text }) { return text }
        if let found = metadata.cases.first(where: { $0.title.caseInsensitiveCompare(text) == .orderedSame }) {
            return found.value
        }
        throw ConversionError(message: "'\(text)' is not \(describe)")
    }

    /// The rules for text, numbers, yes/no, dates and URLs, shared by both targets.
    private func scalar(_ value: any Sendable, to type: ValueType) async throws(ConversionError) -> any Sendable {
        if type == .string { return ValueText.text(of: value) }
        if type == .double, let d = value as? Double { return d }
        // A match of Match Text converts as its text.
        if let match = value as? TextMatch { return try await scalar(match.text, to: type) }
        // An amount's number, in its own unit; money's amount.
        if let amount = value as? IntentMeasurement, type == .integer || type == .double || type == .decimal {
            return try await scalar(amount.value, to: type)
        }
        if let money = value as? IntentCurrencyAmount, type == .double || type == .decimal {
            return type == .decimal ? money.amount : NSDecimalNumber(decimal: money.amount).doubleValue
        }
        if let first = try firstItem(of: value) { return try await scalar(first, to: type) }
        switch type {
        case .integer:
            if let v = value as? Int { return v }
            if let d = IntentValueConversion.double(value) {
                guard let whole = IntentValueConversion.wholeNumber(d) else {
                    let tooLarge = d.isFinite && d == d.rounded()
                    throw ConversionError(
                        message: "\(ValueText.summary(of: value)) is "
                            + (tooLarge
                                ? "too large (whole numbers go up to ±\(IntentValueConversion.maximumWholeNumber))"
                                : "not a whole number"))
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
                guard let decimal = IntentValueConversion.decimal(d) else {
                    throw ConversionError(message: "\(ValueText.summary(of: value)) is not a number")
                }
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
            // A file made of data (Get File's) goes on as itself, to a file parameter.
            if let file = value as? IntentFile { return file.fileURL ?? file }
            return try await parse(value, as: .url, name: "a URL")
        default:
            preconditionFailure("scalar(_:to:) is called with scalar types only, not \(type)")
        }
    }

    /// Text read as a dictionary: JSON text of an object.
    static func dictionary(fromJSON text: String) throws(ConversionError) -> DictionaryValue {
        let parsed: any Sendable
        do { parsed = try JSONView.parse(text) } catch {
            throw ConversionError(message: "is not JSON of a dictionary (\(error.message))")
        }
        guard let dictionary = parsed as? DictionaryValue else {
            throw ConversionError(message: "is JSON of \(JSONView.kindName(of: parsed)), not of a dictionary")
        }
        return dictionary
    }

    /// A list given where one value is expected gives its first item; `nil` if `value` is not a list.
    private func firstItem(of value: any Sendable) throws(ConversionError) -> (any Sendable)? {
        guard let list = IntentValueConversion.elements(of: value) else { return nil }
        guard let first = list.first else { throw ConversionError(message: "is an empty list") }
        return first
    }

    /// A value's items for a list: nested lists are flattened into it (a list of texts given a
    /// text and a list of two texts holds three texts), unless its items are lists themselves.
    static func flatten(_ value: any Sendable, intoList itemsAreLists: Bool) -> [any Sendable] {
        guard let items = IntentValueConversion.elements(of: value) else { return [value] }
        if itemsAreLists { return items }
        return items.flatMap { flatten($0, intoList: false) }
    }

    private func parse(_ value: any Sendable, as kind: IntentValueKind, name: String) async throws(ConversionError)
        -> any Sendable
    {
        guard let text = value as? String else { throw ConversionError(message: "is \(describe(value)), not \(name)") }
        return try await parse(text, as: kind)
    }

    private func parse(_ text: String, as kind: IntentValueKind) async throws(ConversionError) -> any Sendable {
        do {
            return try await IntentValueParsing.parse(text, as: kind)
        } catch {
            throw ConversionError(message: error.message)
        }
    }

    private func mismatch(_ value: any Sendable, _ kind: IntentValueKind) -> ConversionError {
        ConversionError(message: "is \(describe(value)), not \(catalog.describe(ValueType(kind)))")
    }

    /// "a Book", "text", "a list".
    func describe(_ value: any Sendable) -> String {
        guard let type = TypeRules.valueType(of: value) else { return "a value of an unknown type" }
        return catalog.describe(type)
    }
}

extension ValueType {
    var isList: Bool { if case .array = self { true } else { false } }
}
