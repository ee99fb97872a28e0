import Foundation
import IntentKit
import ShortcutModel

// Values at run time: a parameter's value evaluated (constants, variables, entities, Ask Each
// Time), a variable read with its path, whole numbers, Get Item from List.
extension Execution {
    package struct EntityKey: Hashable {
        let type: TypeIdentifier
        let id: String
    }

    /// A value at run time: constants as Swift values, variables read, entities looked up,
    /// Ask Each Time asked. A recorded run notes it for the action's record.
    package func evaluate(
        _ value: Value, expected: ValueType?, _ ref: ActionReference, parameter: String,
        entities: [EntityKey: any EntityValue] = [:], range: ParameterRange? = nil
    ) async throws(RunError) -> (any Sendable)? {
        let resolved = try await resolve(
            value, expected: expected, ref, parameter: parameter, entities: entities, range: range)
        recorder?.notes.parameter(parameter, resolved)
        return resolved
    }

    private func resolve(
        _ value: Value, expected: ValueType?, _ ref: ActionReference, parameter: String,
        entities: [EntityKey: any EntityValue], range: ParameterRange?
    ) async throws(RunError) -> (any Sendable)? {
        switch value {
        case .text(let parts):
            var out = ""
            for part in parts {
                switch part {
                case .literal(let text): out += text
                case .variable(let variable):
                    if case .secret(let name) = variable.source {
                        out += try await secret(name, ref, parameter: parameter)
                    } else {
                        out += ValueText.text(of: try read(variable, ref, parameter: parameter))
                    }
                }
            }
            return out
        case .number(let n): return n
        case .boolean(let b): return b
        case .date(let d): return d
        case .url(let u): return u
        case .measurement(let m): return m
        case .currency(let c): return c
        case .person(let person): return person
        case .file(let file):
            guard let root = catalog.filesRoot else {
                throw RunError(
                    .invalidValue, action: ref, parameter: parameter,
                    "a file path needs the Files app, which is not installed")
            }
            guard let resolved = file.resolved(in: root) else {
                throw RunError(
                    .invalidValue, action: ref, parameter: parameter,
                    "'\(quoted(file.name))' is outside the Files root")
            }
            return resolved
        case .enumCase(let raw):
            guard case .enumeration(let id)? = expected?.elementType, let entry = catalog.enumeration(id) else {
                return raw
            }
            guard case .enumeration(let type)? = entry.backend.valueKind(of: id) else {
                // An app with no Swift type for it: the case with its title, to be shown as the
                // app names it (converted to its stored value on its way into an intent).
                guard let found = entry.metadata.cases.first(where: { $0.value == raw }) else { return raw }
                return RemoteEnumCase(type: id, storedValue: raw, title: found.title)
            }
            guard let value = type.anyCases.first(where: { $0.storedValue == raw }) else {
                throw RunError(
                    .invalidValue, action: ref, parameter: parameter,
                    "'\(quoted(raw))' is not a \(catalog.typeName(id))")
            }
            return value
        case .entity(let type, let id):
            if let entity = entities[EntityKey(type: type, id: id)] { return entity }
            let resolved = try await resolveEntities(in: [parameter: value], ref)
            return resolved[EntityKey(type: type, id: id)]
        case .list(let items):
            var out: [any Sendable] = []
            for item in items {
                if let v = try await resolve(
                    item, expected: expected?.elementType, ref, parameter: parameter, entities: entities, range: nil)
                {
                    out.append(v)
                }
            }
            return out
        case .dictionary(let entries):
            var out = DictionaryValue()
            for entry in entries {
                out[entry.key] =
                    try await resolve(
                        entry.value, expected: nil, ref, parameter: parameter, entities: entities, range: nil)
                    ?? JSONNull()
            }
            return out
        case .variable(let variable):
            if case .secret(let name) = variable.source { return try await secret(name, ref, parameter: parameter) }
            return try read(variable, ref, parameter: parameter)
        case .ask(let prompt):
            return try await ask(
                prompt: prompt ?? "Enter \(parameter)", type: expected ?? .string, action: ref, parameter: parameter,
                range: range)
        }
    }

    /// A variable's current value, with its path applied.
    package func read(_ variable: VariableReference, _ ref: ActionReference, parameter: String) throws(RunError) -> (
        any Sendable
    )? {
        var value: (any Sendable)?
        switch variable.source {
        case .action(let id): value = outputs[id]
        case .shortcutInput: value = input
        case .currentDate: value = Date()
        case .repeatItem: value = loops.last?.item
        case .repeatIndex: value = loops.last.map { $0.index }
        case .named(let name): value = variables[name]
        case .secret(let name): value = try knownSecret(name, ref, parameter: parameter)
        }
        for (index, step) in variable.path.enumerated() {
            // A property an action gave besides its output ("Contents of URL › Status Code").
            if index == 0, case .property(let name) = step, case .action(let id) = variable.source,
                let properties = outputProperties[id], properties.keys.contains(name)
            {
                value = properties[name]
                continue
            }
            // An action a dry run stood in for gave no properties: reading one gives nothing
            // (unless its stub is a dictionary with that key).
            if index == 0, case .property(let name) = step, case .action(let id) = variable.source,
                stoodIn.contains(id), (value as? DictionaryValue)?[name] == nil
            {
                value = nil
                continue
            }
            guard let current = value else { return nil }
            switch step {
            case .key(let key):
                value = try DictionaryPath.value(
                    for: key, in: current, after: variable.path.prefix(index), ref, parameter: parameter)
            case .group(let group):
                value = try MatchGroupPath.value(
                    of: group, in: current, after: variable.path.prefix(index), ref, parameter: parameter)
            case .first:
                value =
                    IntentValueConversion.elements(of: current).flatMap { $0.first }
                    ?? (IntentValueConversion.elements(of: current) == nil ? current : nil)
            case .last:
                value =
                    IntentValueConversion.elements(of: current).flatMap { $0.last }
                    ?? (IntentValueConversion.elements(of: current) == nil ? current : nil)
            case .count: value = IntentValueConversion.elements(of: current)?.count ?? 1
            case .property(let name):
                // A test's stub stands in for an entity as a dictionary: its keys are the properties.
                let stubbed: Bool = if case .action(let id) = variable.source { stoodIn.contains(id) } else { false }
                func property(of item: any Sendable) throws(RunError) -> (any Sendable)? {
                    if stubbed, let dictionary = item as? DictionaryValue { return dictionary[name] }
                    guard let found = (item as? any EntityValue)?.entityPropertyValue(named: name) else {
                        throw RunError(
                            .invalidValue, action: ref, parameter: parameter,
                            "\(ValueText.summary(of: item, limit: 30)) has no property '\(quoted(name))'")
                    }
                    return found.value
                }
                if let list = IntentValueConversion.elements(of: current) {
                    var out: [any Sendable] = []
                    for item in list { if let v = try property(of: item) { out.append(v) } }
                    value = out
                } else {
                    value = try property(of: current)
                }
            }
        }
        return value
    }

    /// A value that must be a whole number (a count, an index).
    package func integer(_ value: Value, _ ref: ActionReference, parameter: String) async throws(RunError) -> Int {
        guard let raw = try await evaluate(value, expected: .integer, ref, parameter: parameter) else {
            throw RunError(.invalidValue, action: ref, parameter: parameter, "has no value; a whole number is needed")
        }
        let converted: any Sendable
        do { converted = try await converter.convert(raw, to: .integer) } catch {
            throw RunError(.invalidValue, action: ref, parameter: parameter, "the value \(error.message)")
        }
        guard let n = converted as? Int else {
            throw RunError(.invalidValue, action: ref, parameter: parameter, "is not a whole number")
        }
        return n
    }

    /// Get Item from List: the chosen item of its `list`, or a list of them for a range.
    package func getItem(_ call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> (any Sendable)? {
        guard let list = call.value("list"), let value = try await evaluate(list, expected: nil, ref, parameter: "list")
        else { return nil }
        let items = IntentValueConversion.elements(of: value) ?? [value]
        func index(_ slot: SlotID) async throws(RunError) -> Int {
            guard let v = call.value(slot) else {
                throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "has no value; a number is needed")
            }
            return try await integer(v, ref, parameter: slot.rawValue)
        }
        switch call.choice("item") {
        case "last": return items.last
        case "random": return items.randomElement()
        case "index":
            let i = try await index("index")
            guard (1...max(1, items.count)).contains(i), i <= items.count else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "index",
                    "item \(i) does not exist; the list has \(items.count) item\(items.count == 1 ? "" : "s")")
            }
            return items[i - 1]
        case "range":
            let a = try await index("index")
            let b = try await index("to")
            guard a >= 1, b >= a else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "to", "the range \(a)…\(b) is empty or starts before item 1")
            }
            return Array(items.dropFirst(a - 1).prefix(b - a + 1))
        default: return items.first
        }
    }
}
