import Foundation
import IntentKit

/// Checks a shortcut against the catalog before it runs: unknown actions and parameters,
/// values of the wrong type, variables that point nowhere or to later actions, and Find rows
/// the entity's query does not support. Each diagnostic names the action and the parameter.
public struct Validator: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) { self.catalog = catalog }

    /// Every problem found, in reading order.
    public func validate(_ document: ShortcutDocument) -> [Diagnostic] {
        var walk = Walk(catalog: catalog, document: document)
        walk.visit(document.actions)
        return walk.diagnostics
    }
}

private struct Walk {
    let catalog: Catalog
    let document: ShortcutDocument
    var diagnostics: [Diagnostic] = []
    /// Actions that have finished before the current one, with their output types.
    var finished: [UUID: (position: Int, type: ValueType?)] = [:]
    /// Every action's position, to tell "later" from "nowhere".
    let positions: [UUID: Int]
    /// The enclosing loops, innermost last.
    var loops: [Loop] = []

    enum Loop {
        case counted
        /// A Repeat with Each, with its items' type when known.
        case each(ValueType?)
    }
    var named: [String: ValueType?] = [:]
    var position = 0
    var current: (id: UUID, position: Int, title: String)?

    init(catalog: Catalog, document: ShortcutDocument) {
        self.catalog = catalog
        self.document = document
        var positions: [UUID: Int] = [:]
        for (index, entry) in document.flattened.enumerated() where positions[entry.action.id] == nil {
            positions[entry.action.id] = index + 1
        }
        self.positions = positions
    }

    mutating func report(_ severity: Diagnostic.Severity, parameter: String? = nil, _ message: String) {
        diagnostics.append(Diagnostic(severity, action: current, parameter: parameter, message))
    }

    // MARK: Actions

    mutating func visit(_ actions: [Action]) {
        for action in actions { visit(action) }
    }

    mutating func visit(_ action: Action) {
        position += 1
        let me = (action.id, position, catalog.title(of: action))
        current = me
        if positions[action.id] != position {
            report(.error, "has the same id as action \(positions[action.id] ?? 0); every action needs its own id")
        }
        switch action.kind {
        case let .intent(identifier, parameters):
            checkIntent(identifier, parameters)
        case .find(let find):
            checkFind(find)
        case .conditional(let c):
            let input = type(of: c.input, parameter: "input")
            checkCondition(c, inputType: input)
            visitBody(c.then, restoring: me)
            visitBody(c.otherwise, restoring: me)
        case let .repeatCount(count, body):
            expect(count, .integer, parameter: "count")
            checkBound(count, ShortcutLimits.maximumRepeatCount, parameter: "count") { "a Repeat runs at most \($0) times" }
            loops.append(.counted)
            visitBody(body, restoring: me)
            loops.removeLast()
        case let .repeatEach(items, body):
            let itemsType = type(of: items, parameter: "items")
            loops.append(.each(itemsType.map { $0.elementType }))
            visitBody(body, restoring: me)
            loops.removeLast()
        case let .menu(prompt, items):
            if let prompt { expect(prompt, .string, parameter: "prompt") }
            if items.isEmpty { report(.error, parameter: "items", "a menu needs at least one item") }
            var titles = Set<String>()
            for item in items where !titles.insert(item.title).inserted {
                report(.warning, parameter: "items", "two items are titled '\(quoted(item.title))'")
            }
            for item in items { visitBody(item.body, restoring: me) }
        case let .setVariable(name, value):
            checkName(name)
            named[name] = type(of: value, parameter: "value")
        case let .addToVariable(name, value):
            checkName(name)
            let added = type(of: value, parameter: "value")
            named[name] = .array(added?.elementType ?? .string)
        case .getVariable(let name):
            if named[name] == nil {
                report(.warning, parameter: "name", "no action before this one sets the variable '\(quoted(name))'")
            }
        case let .getItem(list, item):
            _ = type(of: list, parameter: "list")
            switch item {
            case .index(let index): expect(index, .integer, parameter: "index")
            case let .range(from, to): expect(from, .integer, parameter: "index"); expect(to, .integer, parameter: "to")
            default: break
            }
        case let .askForInput(prompt, inputType, defaultAnswer):
            expect(prompt, .string, parameter: "prompt")
            if let defaultAnswer { expect(defaultAnswer, inputType.valueType, parameter: "default") }
        case .builtIn(let call):
            checkBuiltIn(call)
        }
        let output = catalog.outputType(of: action) { value in
            var copy = self
            return copy.type(of: value, parameter: nil, quiet: true)
        }
        finished[action.id] = (me.1, output)
        current = me
    }

    mutating func visitBody(_ body: [Action], restoring me: (id: UUID, position: Int, title: String)) {
        visit(body)
        current = me
    }

    mutating func checkName(_ name: String) {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { report(.error, parameter: "name", "a variable needs a name") }
    }

    /// A built-in action its descriptor describes: each value member against its declared type,
    /// then the descriptor's own checks.
    mutating func checkBuiltIn(_ call: BuiltInCall) {
        guard let descriptor = call.descriptor, let behaviour = descriptor.behaviour else {
            return report(.error, "'\(quoted(call.id.rawValue))' is not a built-in action")
        }
        var types: [SlotID: ValueType] = [:]
        for member in descriptor.members {
            guard case .value(let declared) = member.kind, let value = call.value(member.slot) else { continue }
            let actual = type(of: value, parameter: member.slot.rawValue, expected: declared)
            types[member.slot] = actual
            if let actual, let declared, !TypeRules.canConvert(actual, to: declared) {
                report(.error, parameter: member.slot.rawValue, "is \(catalog.describe(actual)), which cannot be used as \(catalog.describe(declared))")
            }
        }
        var checks = BuiltInChecks(call: call, types: types)
        behaviour.check(call, &checks)
        for issue in checks.issues { report(issue.severity, parameter: issue.slot?.rawValue, issue.message) }
    }

    // MARK: Intents

    mutating func checkIntent(_ identifier: String, _ parameters: [String: Value]) {
        guard let entry = catalog.intent(identifier) else {
            report(.error, "'\(quoted(identifier))' is not an action of any installed app")
            return
        }
        for name in parameters.keys.sorted() where !entry.parameterNames.contains(name) {
            report(.error, parameter: name, "\(entry.metadata.title) has no parameter '\(quoted(name))' (it has: \(entry.metadata.parameters.map(\.name).joined(separator: ", ")))")
        }
        for parameter in entry.metadata.parameters {
            guard let value = parameters[parameter.name] else {
                if !parameter.isOptional && parameter.defaultValue == nil && parameter.inputConnectionBehavior != .connectToPreviousIntentResult {
                    report(.warning, parameter: parameter.name, "has no value; it will be asked each time the shortcut runs")
                }
                continue
            }
            expect(value, parameter.type, parameter: parameter.name)
            if let range = parameter.range, case .number(let n) = value, !range.contains(n) {
                report(.error, parameter: parameter.name, "\(IntentValueText.title(of: n)) is outside \(IntentValueText.title(of: range.lowerBound))…\(IntentValueText.title(of: range.upperBound))")
            }
        }
    }

    // MARK: Find

    mutating func checkFind(_ find: FindAction) {
        guard let entity = catalog.entity(find.entity) else {
            report(.error, parameter: "entity", "'\(quoted(find.entity))' is not an entity type of any installed app")
            return
        }
        if !entity.metadata.supportsFind && find.source == nil {
            report(.error, parameter: "entity", "\(entity.metadata.pluralName) cannot be found: the app's query lists no properties to filter on")
        }
        if let source = find.source {
            let sourceType = type(of: source, parameter: "from")
            if let sourceType, !TypeRules.canConvert(sourceType, to: .array(.entity(find.entity))) {
                report(.error, parameter: "from", "is \(catalog.describe(sourceType)), not a list of \(entity.metadata.pluralName)")
            }
        }
        let resolved = entity.metadata.propertiesResolved || entity.metadata.isTransient
        let filterable = Dictionary(entity.metadata.queryProperties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let local = find.source != nil || entity.metadata.queryKinds.contains(.enumerable)
        for (index, row) in find.conditions.enumerated() {
            let label = "where row \(index + 1)"
            let property: (type: ValueType, comparators: [ComparatorKind])?
            if !local, let p = filterable[row.property] {
                property = (p.type, p.comparators)
            } else if let p = entity.metadata.properties.first(where: { $0.name == row.property }) {
                property = local ? (p.type, Self.localComparators(for: p.type)) : nil
            } else {
                property = nil
            }
            guard let property else {
                if resolved {
                    let names = local ? entity.metadata.properties.map(\.name) : entity.metadata.queryProperties.map(\.name)
                    report(.error, parameter: label, "\(entity.metadata.pluralName) cannot be filtered by '\(quoted(row.property))' (they can by: \(names.joined(separator: ", ")))")
                }
                continue
            }
            let comparator = row.comparator
            guard property.comparators.contains(comparator) else {
                report(.error, parameter: label, "'\(quoted(row.property))' does not support '\(comparator.phrase())' (it supports: \(property.comparators.map { $0.phrase() }.joined(separator: ", ")))")
                continue
            }
            // An unfinished row is ignored by the run: warn, and leave its empty value unchecked.
            if let warning = UnfinishedFindRow.warning(for: row, of: entity.metadata) {
                report(.warning, parameter: label, warning)
                continue
            }
            let operand = property.type.elementType
            expect(row.value, operand, parameter: label)
            if comparator.takesTwoValues {
                if let value2 = row.value2 { expect(value2, operand, parameter: label) } else {
                    report(.error, parameter: label, "'is between' needs a second value ('value2')")
                }
            } else if row.value2 != nil {
                report(.warning, parameter: label, "'\(comparator.phrase())' takes one value; 'value2' is ignored")
            }
        }
        let sortable = local ? entity.metadata.properties.map(\.name) : entity.metadata.sortableProperties
        for key in find.sort where resolved && !sortable.contains(key.property) {
            report(.error, parameter: "sort", "\(entity.metadata.pluralName) cannot be sorted by '\(quoted(key.property))' (they can by: \(sortable.joined(separator: ", ")))")
        }
        if let limit = find.limit {
            expect(limit, .integer, parameter: "limit")
            if case .number(let n) = limit, n < 1 { report(.error, parameter: "limit", "must be at least 1") }
            checkBound(limit, ShortcutLimits.maximumFindLimit, parameter: "limit") { "a Find's limit is at most \($0)" }
        }
    }

    /// The comparators a Find that filters by itself offers for a property type.
    static func localComparators(for type: ValueType) -> [ComparatorKind] {
        switch type {
        case .string: [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix]
        case .integer, .double, .decimal, .date: [.equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo, .isBetween]
        case .array: [.contains]
        default: [.equalTo, .notEqualTo]
        }
    }

    /// Reports a constant count above `maximum` ("2,147,483,648 is too many: a Repeat runs at most
    /// 1,000,000 times"), `rule` saying what the limit is; counts
    /// from variables are checked by the runner when their value is known.
    mutating func checkBound(_ value: Value, _ maximum: Int, parameter: String, rule: (String) -> String) {
        guard case .number(let n) = value, n > Double(maximum) else { return }
        let count = IntentValueConversion.wholeNumber(n).map(grouped) ?? IntentValueText.title(of: n)
        report(.error, parameter: parameter, "\(count) is too many: \(rule(grouped(maximum)))")
    }

    // MARK: If

    mutating func checkCondition(_ c: Conditional, inputType: ValueType?) {
        let operands = [c.value, c.value2].compactMap { $0 }.count
        if operands < c.condition.operandCount {
            report(.error, parameter: "value", "'\(c.condition.phrase)' needs \(c.condition.operandCount == 2 ? "two values" : "a value") to compare with")
        }
        guard let inputType else { return }
        let allowed = ConditionRules.conditions(for: inputType)
        if !allowed.contains(c.condition) {
            report(.error, parameter: "condition", "'\(c.condition.phrase)' does not apply to \(catalog.describe(inputType)) (use: \(allowed.map(\.phrase).joined(separator: ", ")))")
        }
        let operandType = ConditionRules.operandType(for: inputType, condition: c.condition)
        for value in [c.value, c.value2].compactMap({ $0 }) { expect(value, operandType, parameter: "value") }
    }

    // MARK: Values

    /// Checks that `value` can be given where `expected` is wanted.
    mutating func expect(_ value: Value, _ expected: ValueType, parameter: String) {
        guard let actual = type(of: value, parameter: parameter, expected: expected) else { return }
        if !TypeRules.canConvert(actual, to: expected) {
            report(.error, parameter: parameter, "is \(catalog.describe(actual)), which cannot be used as \(catalog.describe(expected))")
        }
    }

    /// The type of a value, reporting problems with the variables and constants in it.
    mutating func type(of value: Value, parameter: String?, expected: ValueType? = nil, quiet: Bool = false) -> ValueType? {
        switch value {
        case .text(let parts):
            for case .variable(let ref) in parts { _ = type(of: ref, parameter: parameter, quiet: quiet) }
            return .string
        case .number(let n): return IntentValueConversion.wholeNumber(n) != nil ? .integer : .double
        case .boolean: return .boolean
        case .date: return .date
        case .url: return .url
        case .enumCase(let raw):
            guard case .enumeration(let id)? = expected?.elementType else { return .string }
            if let e = catalog.enumeration(id), !e.metadata.cases.contains(where: { $0.value == raw }), !quiet {
                report(.error, parameter: parameter, "'\(quoted(raw))' is not a \(e.metadata.displayName) (it is one of: \(e.metadata.cases.map(\.value).joined(separator: ", ")))")
            }
            return .enumeration(id)
        case let .entity(type, _):
            if catalog.entity(type) == nil, !quiet { report(.error, parameter: parameter, "'\(quoted(type))' is not an entity type of any installed app") }
            return .entity(type)
        case .list(let items):
            let types = items.map { self.type(of: $0, parameter: parameter, expected: expected?.elementType, quiet: quiet) }
            return .array(types.compactMap { $0 }.first ?? expected?.elementType ?? .string)
        case .variable(let ref):
            return type(of: ref, parameter: parameter, quiet: quiet)
        case .ask:
            return expected
        }
    }

    mutating func type(of ref: VariableReference, parameter: String?, quiet: Bool) -> ValueType? {
        var base: ValueType?
        switch ref.source {
        case .action(let id):
            guard let source = finished[id] else {
                guard !quiet else { return nil }
                if let at = positions[id] {
                    report(.error, parameter: parameter, "uses the output of action \(at), which has not run yet at this point")
                } else {
                    report(.error, parameter: parameter, "uses the output of an action that is not in the shortcut (it was deleted)")
                }
                return nil
            }
            base = source.type
        case .shortcutInput:
            if document.input == nil, !quiet { report(.warning, parameter: parameter, "uses Shortcut Input, but the shortcut takes no input") }
            base = document.input.flatMap { ValueType(text: $0.type) }
        case .currentDate:
            base = .date
        case .repeatItem:
            guard let loop = loops.last else {
                if !quiet { report(.error, parameter: parameter, "uses Repeat Item outside a Repeat with Each") }
                return nil
            }
            guard case .each(let element) = loop else {
                if !quiet { report(.error, parameter: parameter, "uses Repeat Item inside a counted Repeat; use Repeat Index") }
                return nil
            }
            base = element
        case .repeatIndex:
            if loops.isEmpty, !quiet { report(.error, parameter: parameter, "uses Repeat Index outside a Repeat") }
            base = .integer
        case .named(let name):
            guard let known = named[name] else {
                if !quiet { report(.warning, parameter: parameter, "uses the variable '\(quoted(name))', which no earlier action sets") }
                return nil
            }
            base = known
        }
        for step in ref.path {
            guard let current = base else { return nil }
            switch step {
            case .first, .last: base = current.elementType
            case .count: base = .integer
            case .property(let name):
                guard case .entity(let id) = current.elementType, let entity = catalog.entity(id) else {
                    if !quiet { report(.error, parameter: parameter, "asks for '\(quoted(name))' of \(catalog.describe(current)), which has no properties") }
                    return nil
                }
                guard let property = entity.metadata.properties.first(where: { $0.name == name }) else {
                    if entity.metadata.propertiesResolved, !quiet {
                        report(.error, parameter: parameter, "asks for '\(quoted(name))', which \(entity.metadata.displayName) does not have (it has: \(entity.metadata.properties.map(\.name).joined(separator: ", ")))")
                    }
                    return nil
                }
                if case .array = current { base = .array(property.type) } else { base = property.type }
            }
        }
        return base
    }
}
