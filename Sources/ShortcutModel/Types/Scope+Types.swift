import Foundation
import IntentKit
import JSONCore

/// Something wrong with a value read at a position, found while typing it. The validator turns
/// each into a diagnostic; the editor reads the types alone.
package enum ScopeProblem: Sendable, Equatable {
    /// The output of the action at this position, which has not run yet here.
    case notRunYet(position: Int)
    /// The output of an action that is not in the shortcut.
    case missingAction
    /// Shortcut Input, in a shortcut that takes none.
    case noShortcutInput
    case repeatItemOutsideLoop
    case repeatItemInCountedRepeat
    case repeatIndexOutsideLoop
    /// A named variable no earlier action sets.
    case unsetVariable(String)
    /// A property asked of a value of a type that has none.
    case noProperties(String, of: ValueType)
    /// A property the entity type does not list.
    case unknownProperty(String, entity: TypeIdentifier)
    /// An enumeration case the enumeration does not have.
    case unknownCase(String, enumeration: TypeIdentifier)
    /// An entity type no installed app declares.
    case unknownEntityType(TypeIdentifier)
    /// A key asked of a value of a type that has no keys (a number, an entity …).
    case noKeys(String, of: ValueType)
    /// A key a dictionary whose keys are known before the run does not have.
    case unknownKey(String, known: [String])
    /// A capture group asked of a value that is not a match of Match Text.
    case noGroups(VariableReference.MatchGroup, of: ValueType)
    /// A capture group a constant pattern does not have; `known` are its groups' names (`nil`
    /// for a group without one), group 1 first.
    case unknownGroup(VariableReference.MatchGroup, known: [String?])
    /// A secret that is not stored (when the host knows which are: ``Catalog/secretNames``).
    case unknownSecret(String)
}

extension Scope {
    /// The type of a value read here, or `nil` when it is known only when the shortcut runs.
    /// `expected` is the type the reader wants (an enumeration case or Ask Each Time takes it);
    /// `report` hears each problem with the variables and constants in it, in reading order.
    package func type(of value: Value, expected: ValueType? = nil, report: (ScopeProblem) -> Void = { _ in })
        -> ValueType?
    {
        switch value {
        case .text(let parts):
            for case .variable(let ref) in parts { _ = type(of: ref, report: report) }
            return .string
        case .number(let n): return IntentValueConversion.wholeNumber(n) != nil ? .integer : .double
        case .boolean: return .boolean
        case .date: return .date
        case .url: return .url
        case .measurement(let m): return .measurement(m.dimension)
        case .file: return .url
        case .currency: return .currency
        case .person: return .person
        case .enumCase(let raw):
            guard case .enumeration(let id)? = expected?.elementType else { return .string }
            if let e = catalog.enumeration(id), !e.metadata.cases.contains(where: { $0.value == raw }) {
                report(.unknownCase(raw, enumeration: id))
            }
            return .enumeration(id)
        case .entity(let type, _):
            if catalog.entity(type) == nil { report(.unknownEntityType(type)) }
            return .entity(type)
        case .list(let items):
            let types = items.map { self.type(of: $0, expected: expected?.elementType, report: report) }
            return .array(types.lazy.compactMap { $0 }.first ?? expected?.elementType ?? .string)
        case .dictionary(let entries):
            for entry in entries { _ = type(of: entry.value, report: report) }
            return .dictionary
        case .variable(let ref):
            return type(of: ref, report: report)
        case .ask:
            return expected
        }
    }

    /// The type of a variable read here, following its path.
    package func type(of ref: VariableReference, report: (ScopeProblem) -> Void = { _ in }) -> ValueType? {
        var base: ValueType?
        switch ref.source {
        case .action(let id):
            guard let source = finished[id] else {
                report(layout.position(of: id).map { .notRunYet(position: $0) } ?? .missingAction)
                return nil
            }
            base = source.type
        case .shortcutInput:
            if document.input == nil { report(.noShortcutInput) }
            base = document.input.flatMap { ValueType(text: $0.type) }
        case .currentDate:
            base = .date
        case .repeatItem:
            guard let loop = loops.last else {
                report(.repeatItemOutsideLoop)
                return nil
            }
            guard case .each(let element) = loop else {
                report(.repeatItemInCountedRepeat)
                return nil
            }
            base = element
        case .repeatIndex:
            if loops.isEmpty { report(.repeatIndexOutsideLoop) }
            base = .integer
        case .named(let name):
            guard let known = named[name] else {
                report(.unsetVariable(name))
                return nil
            }
            base = known
        case .secret(let name):
            if let names = catalog.secretNames, !names.contains(name) { report(.unknownSecret(name)) }
            // A secret is text, and has nothing to step into.
            return ref.path.isEmpty ? .string : nil
        }
        // A constant the value is known to be (a Dictionary's items): its keys are known too.
        var known = constantOutput(of: ref.source)
        // The shape a schema gives the output (Use Model's): its keys and their types.
        var schema = known == nil ? outputSchema(of: ref.source) : nil
        // The groups of matches of a constant pattern.
        var groups = matchGroups(of: ref.source)
        for (index, step) in ref.path.enumerated() {
            if case .group(let group) = step, let groups, !Self.has(group, groups) {
                report(.unknownGroup(group, known: groups))
                return nil
            }
            if case .first = step {} else if case .last = step {} else { groups = nil }
            if index == 0, case .property(let name) = step, let property = outputProperty(of: ref.source, named: name) {
                base = property.type
                known = nil
                schema = nil
                continue
            }
            if case .key(let key) = step, let object = schema, object.type == "object" {
                if let property = object.property(key) {
                    schema = property
                    base = property.valueType
                    continue
                }
                if object.isClosed {
                    report(.unknownKey(key, known: object.propertyNames))
                    return nil
                }
            }
            switch step {
            case .first, .last: schema = schema?.items
            default: schema = nil
            }
            if case .key(let key) = step, case .dictionary(let entries)? = known {
                guard let entry = entries.first(where: { $0.key == key }) else {
                    report(.unknownKey(key, known: entries.map(\.key)))
                    return nil
                }
                known = entry.value
                base = type(of: entry.value)
                continue
            }
            guard let current = base else { return nil }
            base = Self.type(of: step, in: current, catalog: catalog, report: report)
            switch (step, known) {
            case (.first, .list(let items)?): known = items.first
            case (.last, .list(let items)?): known = items.last
            default: known = nil
            }
        }
        return base
    }

    /// The keys of the dictionary a variable reads, with their values' types, when they are
    /// known before the run (a Dictionary's items, or a dictionary inside them); `nil` otherwise.
    /// The variable picker offers them as steps ("Dictionary › title").
    package func knownKeys(of ref: VariableReference) -> [(key: String, type: ValueType?)]? {
        if constantOutput(of: ref.source) == nil, let schema = outputSchema(of: ref.source) {
            return schema.knownKeys(along: ref.path)
        }
        var known = constantOutput(of: ref.source)
        for step in ref.path {
            switch (step, known) {
            case (.key(let key), .dictionary(let entries)?): known = entries.first { $0.key == key }?.value
            case (.first, .list(let items)?): known = items.first
            case (.last, .list(let items)?): known = items.last
            default: return nil
            }
        }
        guard case .dictionary(let entries)? = known else { return nil }
        return entries.map { ($0.key, type(of: $0.value)) }
    }

    /// The capture groups each match in a variable has, when its pattern is known before the
    /// run (each group's name, `nil` for one without), for the variable picker's group steps;
    /// `nil` otherwise.
    package func knownGroups(of ref: VariableReference) -> [String?]? {
        guard ref.path.allSatisfy({ $0 == .first || $0 == .last }) else { return nil }
        return matchGroups(of: ref.source)
    }

    func matchGroups(of source: VariableReference.Source) -> [String?]? {
        guard case .action(let id) = source, let action = layout.entry(of: id)?.action,
            case .builtIn(let call) = action.kind
        else { return nil }
        return call.descriptor?.behaviour?.matchGroups(call)
    }

    /// Whether a pattern with `groups` has `group`.
    static func has(_ group: VariableReference.MatchGroup, _ groups: [String?]) -> Bool {
        switch group {
        case .index(let index): index >= 0 && index <= groups.count
        case .name(let name): groups.contains(name)
        }
    }

    /// What the action `source` names gives besides its output (``BuiltInOutputProperty``), which
    /// the variable picker offers as steps ("Contents of URL › Status Code").
    package func outputProperties(of source: VariableReference.Source) -> [BuiltInOutputProperty] {
        guard case .action(let id) = source, let action = layout.entry(of: id)?.action,
            case .builtIn(let call) = action.kind
        else { return [] }
        return call.descriptor?.outputProperties ?? []
    }

    func outputProperty(of source: VariableReference.Source, named name: String) -> BuiltInOutputProperty? {
        outputProperties(of: source).first { $0.name == name }
    }

    /// The JSON Schema the output of the action `source` names follows (Use Model's), `nil` when
    /// it has none.
    func outputSchema(of source: VariableReference.Source) -> JSONSchema? {
        guard case .action(let id) = source, let action = layout.entry(of: id)?.action,
            case .builtIn(let call) = action.kind
        else { return nil }
        return call.descriptor?.behaviour?.outputSchema(call)
    }

    /// The output of the action `source` names when it is a constant known before the run (a
    /// Dictionary's items), `nil` otherwise.
    func constantOutput(of source: VariableReference.Source) -> Value? {
        guard case .action(let id) = source, let action = layout.entry(of: id)?.action,
            case .builtIn(let call) = action.kind
        else { return nil }
        return call.descriptor?.behaviour?.constantOutput(call)
    }

    /// The type a step into a value of type `base` gives: an element for First and Last, a
    /// number for Count, a property's type for a property (a list of them for a list of entities).
    package static func type(
        of step: VariableReference.Step, in base: ValueType, catalog: Catalog,
        report: (ScopeProblem) -> Void = { _ in }
    ) -> ValueType? {
        switch step {
        case .first, .last: return base.elementType
        case .count: return .integer
        case .group(let group):
            // A group is text; of a list of matches, a list of it.
            guard base.elementType == .match else {
                report(.noGroups(group, of: base))
                return nil
            }
            if case .array = base { return .array(.string) }
            return .string
        case .key(let key):
            // Text is read as JSON when it runs; the keys of a dictionary of unknown keys too.
            switch base.elementType {
            case .dictionary, .string: return nil
            default:
                report(.noKeys(key, of: base))
                return nil
            }
        case .property(let name):
            guard case .entity(let id) = base.elementType, let entity = catalog.entity(id) else {
                report(.noProperties(name, of: base))
                return nil
            }
            guard let property = entity.metadata.properties.first(where: { $0.name == name }) else {
                report(.unknownProperty(name, entity: id))
                return nil
            }
            if case .array = base { return .array(property.type) }
            return property.type
        }
    }
}
