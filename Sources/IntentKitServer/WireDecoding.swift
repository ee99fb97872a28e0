import AppProtocol
import Foundation
import IntentKit

/// Turns wire values into the Swift values an app's parameters and queries take: numbers
/// between their kinds, enum cases by stored value, entities looked up by identifier through
/// their type's query. Anything looser (text to number, a list to its first item) is the host's
/// coercion, done before the value is sent.
struct WireDecoding: Sendable {
    let app: RegisteredApp

    /// `value` as a value of `kind`, for the parameter or property `name`.
    func value(_ value: WireValue, as kind: IntentValueKind, for name: String) async throws(RPCError) -> any Sendable {
        func mismatch(_ expected: String) -> RPCError {
            RPCError(
                .invalidValue, "'\(name)' takes \(expected), not \(Self.describe(value))",
                data: RPCErrorData(parameter: name))
        }
        switch (kind, value) {
        case (.array(let element), .list(let items)):
            var out: [any Sendable] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try await self.value(item, as: element, for: name)) }
            guard let typed = IntentValueConversion.typedArray(out, of: element) else { throw mismatch("a list") }
            return typed
        case (.array(let element), _):
            let one = try await self.value(value, as: element, for: name)
            guard let typed = IntentValueConversion.typedArray([one], of: element) else { throw mismatch("a list") }
            return typed
        case (.string, .text(let text)): return text
        case (.integer, .integer(let n)): return n
        case (.integer, .double(let d)):
            guard let whole = IntentValueConversion.wholeNumber(d) else { throw mismatch("a whole number") }
            return whole
        case (.double, .double(let d)): return d
        case (.double, .integer(let n)): return Double(n)
        case (.double, .decimal(let text)):
            guard let d = Double(text) else { throw mismatch("a number") }
            return d
        case (.decimal, .decimal(let text)):
            guard let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw mismatch("a number")
            }
            return d
        case (.decimal, .integer(let n)): return Decimal(n)
        case (.decimal, .double(let d)): return Decimal(d)
        case (.boolean, .boolean(let b)): return b
        case (.date, .date(let date)): return date
        case (.url, .url(let url)): return url
        case (.url, .file(let file)):
            return IntentFile(data: file.data, filename: file.name, type: file.type.flatMap { UTType($0) })
        case (.measurement(let dimension), .measurement(let amount)):
            guard amount.dimension == dimension else { throw mismatch(ValueType(kind).readableName) }
            return amount.foundationMeasurement
        // A bare number: the parameter reads it in its default unit.
        case (.measurement, .integer(let n)): return Double(n)
        case (.measurement, .double(let d)): return d
        case (.currency, .currency(let amount)): return amount
        case (.person, .person(let person)): return person
        case (.enumeration(let type), .enumeration(let raw)), (.enumeration(let type), .text(let raw)):
            guard let found = Self.enumCase(type, raw) else {
                throw mismatch("one of \(type.anyCases.map { "'\($0.storedValue)'" }.joined(separator: ", "))")
            }
            return found
        case (.entity(let type), .entity(let entity)):
            guard let id = entity.id else { throw mismatch("an entity with an id") }
            let found: [any AppEntity]
            do { found = try await type.entities(identifiedBy: [id]) } catch {
                throw RPCError(
                    .queryFailed, "looking up '\(name)' failed: \(IntentRunError.message(for: error))",
                    data: RPCErrorData(parameter: name))
            }
            guard let match = found.first(where: { $0.entityIdentifierString == id }) else {
                throw RPCError(
                    .missingEntity, "the \(entity.type) with ID '\(id)' no longer exists",
                    data: RPCErrorData(parameter: name))
            }
            return match
        default:
            throw mismatch(ValueType(kind).readableName)
        }
    }

    /// The kind a registered value type stands for, so query conditions decode like parameters.
    func kind(for type: ValueType) -> IntentValueKind? {
        type.intentValueKind(
            enumeration: { id in app.enumType(for: id).map { .enumeration($0) } },
            entity: { id in
                app.entityType(for: id).map { .entity($0) }
                    ?? app.transientEntityType(for: id).map { .transientEntity($0) }
            })
    }

    private static func enumCase(_ type: any AppEnum.Type, _ raw: String) -> (any AppEnum)? {
        func make<E: AppEnum>(_: E.Type) -> (any AppEnum)? { E(storedValue: raw) }
        return make(type)
    }

    static func describe(_ value: WireValue) -> String {
        switch value {
        case .text: "text"
        case .integer: "a whole number"
        case .double, .decimal: "a number"
        case .boolean: "true or false"
        case .date: "a date"
        case .url: "a URL"
        case .enumeration(let raw): "the case '\(raw)'"
        case .entity(let entity): "a \(entity.type)"
        case .list: "a list"
        case .measurement(let amount): "\(amount)"
        case .file(let file): "the file '\(file.name)'"
        case .currency(let amount): "\(amount)"
        case .person(let person): "the person '\(person.displayName)'"
        }
    }
}
