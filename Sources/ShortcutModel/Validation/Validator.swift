import Foundation
import IntentKit

/// Checks a shortcut against the catalog before it runs: unknown actions and parameters,
/// values of the wrong type, variables that point nowhere or to later actions, and Find rows
/// the entity's query does not support. Each diagnostic names the action and the parameter.
package struct Validator: Sendable {
    package let catalog: Catalog

    package init(catalog: Catalog) { self.catalog = catalog }

    /// Every problem found, in reading order. `layout` is the document's layout when the caller
    /// has built it already (the editor shares one per edit).
    package func validate(_ document: ShortcutDocument, layout: ActionLayout? = nil) -> [Diagnostic] {
        check(document, layout: layout).diagnostics
    }

    /// Every problem found, and the types the walk found on the way (for the sentences of the
    /// same version of the shortcut).
    package func check(_ document: ShortcutDocument, layout: ActionLayout? = nil) -> (
        diagnostics: [Diagnostic], types: ScopeTypes
    ) {
        var scope = Scope(catalog: catalog, document: document, layout: layout)
        var walk = Walk(catalog: catalog)
        scope.walk(&walk)
        walk.types.finish(scope)
        return (walk.diagnostics, walk.types)
    }
}

/// The validator's checks, made at each action with the scope it reads its values in: the scope
/// knows the types and what is in reach; this reports what does not fit.
private struct Walk: ScopeVisitor {
    let catalog: Catalog
    var diagnostics: [Diagnostic] = []
    var types = ScopeTypes()
    /// The action being checked. Its title is looked up only when there is something to report:
    /// most actions have nothing.
    var current: ActionLayout.Entry?

    init(catalog: Catalog) { self.catalog = catalog }

    mutating func report(_ severity: Diagnostic.Severity, parameter: String? = nil, _ message: String) {
        let action = current.map { ($0.action.id, $0.position, catalog.title(of: $0.action)) }
        diagnostics.append(Diagnostic(severity, action: action, parameter: parameter, message))
    }

    // MARK: Actions

    mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool {
        let action = entry.action
        current = entry
        types.record(entry, in: scope)
        if scope.layout.repeatsIDs, let first = scope.layout.position(of: action.id), first != entry.position {
            report(.error, "has the same id as action \(first); every action needs its own id")
        }
        switch action.kind {
        case .intent(let identifier, let parameters):
            checkIntent(identifier, parameters, scope)
        case .find(let find):
            checkFind(find, scope)
        case .builtIn(let call):
            checkBuiltIn(call, scope)
        }
        if let handling = action.onError { checkErrorHandling(handling, scope) }
        return true
    }

    /// An `onError`: the shortcut that handles the error is in the library and is not this one.
    mutating func checkErrorHandling(_ handling: ErrorHandling, _ scope: Scope) {
        guard case .runShortcut(let id) = handling else { return }
        if id == scope.document.id {
            report(.error, parameter: "onError", "a shortcut cannot handle its own errors: choose another")
        } else if catalog.shortcuts.document(id) == nil {
            report(.error, parameter: "onError", "no shortcut in the library has the id \(id.uuidString)")
        }
    }

    /// The variable an action sets, adds to or reads: one it sets needs a name, one it reads
    /// should have been set before (it is empty otherwise).
    mutating func checkVariable(_ effect: BuiltInScopeEffect, of call: BuiltInCall, _ scope: Scope) {
        let name = call.text(effect.name) ?? ""
        switch effect {
        case .sets, .appends:
            if name.trimmingCharacters(in: .whitespaces).isEmpty {
                report(.error, parameter: effect.name.rawValue, "a variable needs a name")
            }
        case .reads:
            if scope.named[name] == nil {
                report(
                    .warning, parameter: effect.name.rawValue,
                    "no action before this one sets the variable '\(quoted(name))'")
            }
        }
    }

    /// A built-in action its descriptor describes: each value member against its declared type,
    /// then the descriptor's own checks.
    mutating func checkBuiltIn(_ call: BuiltInCall, _ scope: Scope) {
        guard let descriptor = call.descriptor, let behaviour = descriptor.behaviour else {
            return report(.error, "'\(quoted(call.id.rawValue))' is not a built-in action")
        }
        if let effect = behaviour.scopeEffect { checkVariable(effect, of: call, scope) }
        var types: [(slot: SlotID, type: ValueType)] = []
        if behaviour.hasCheck { types.reserveCapacity(descriptor.members.count) }
        for (position, member) in descriptor.members.enumerated() {
            let argument = call[BuiltInMemberIndex(position)]
            if case .conditions(let rows, let matchAll)? = argument {
                // An If's rows, each member named by its slot (`input`, `row 2 value`).
                let c = Conditional(rows: rows, matchAll: matchAll, then: [])
                for (index, row) in rows.enumerated() {
                    checkCondition(row, names: { c.slot($0, row: index).rawValue }, scope)
                }
                continue
            }
            if case .json(let node)? = argument, let problem = member.jsonCheck?(node) {
                report(.error, parameter: member.slot.rawValue, problem)
                continue
            }
            guard case .value(let declaredType) = member.kind, case .value(let value)? = argument else { continue }
            let declared = member.typeRule.map { $0(call) } ?? declaredType
            let actual = type(of: value, parameter: member.slot.rawValue, expected: declared, scope)
            if let actual, behaviour.hasCheck { types.append((member.slot, actual)) }
            if let actual, let declared, !TypeRules.canConvert(actual, to: declared) {
                report(
                    .error, parameter: member.slot.rawValue,
                    "is \(catalog.describe(actual)), which cannot be used as \(catalog.describe(declared))")
            } else if let problem = member.activeCheck(in: call)?(value) {
                report(.error, parameter: member.slot.rawValue, problem)
            }
        }
        guard behaviour.hasCheck else { return }
        var checks = BuiltInChecks(call: call, typeList: types, catalog: catalog, document: scope.document)
        behaviour.check(call, &checks)
        for issue in checks.issues { report(issue.severity, parameter: issue.slot?.rawValue, issue.message) }
    }

    // MARK: Intents

    mutating func checkIntent(_ identifier: String, _ parameters: [String: Value], _ scope: Scope) {
        guard let entry = catalog.intent(identifier) else {
            report(.error, "'\(quoted(identifier))' is not an action of any installed app")
            return
        }
        for name in parameters.keys.sorted() where !entry.parameterNames.contains(name) {
            report(
                .error, parameter: name,
                "\(entry.metadata.title) has no parameter '\(quoted(name))' (it has: \(entry.metadata.parameters.map(\.name).joined(separator: ", ")))"
            )
        }
        for parameter in entry.metadata.parameters {
            guard let value = parameters[parameter.name] else {
                if !parameter.isOptional && parameter.defaultValue == nil
                    && parameter.inputConnectionBehavior != .connectToPreviousIntentResult
                {
                    report(
                        .warning, parameter: parameter.name,
                        "has no value; it will be asked each time the shortcut runs")
                }
                continue
            }
            expect(value, parameter.type, parameter: parameter.name, scope)
            if let range = parameter.range, case .number(let n) = value, !range.contains(n) {
                report(
                    .error, parameter: parameter.name,
                    "\(IntentValueText.title(of: n)) is outside \(IntentValueText.title(of: range.lowerBound))…\(IntentValueText.title(of: range.upperBound))"
                )
            }
        }
    }

    // MARK: Find

    mutating func checkFind(_ find: FindAction, _ scope: Scope) {
        guard let entity = catalog.entity(find.entity) else {
            report(
                .error, parameter: "entity",
                "'\(quoted(find.entity.rawValue))' is not an entity type of any installed app")
            return
        }
        if !entity.metadata.supportsFind && find.source == nil {
            report(
                .error, parameter: "entity",
                "\(entity.metadata.pluralName) cannot be found: the app's query lists no properties to filter on")
        }
        if let source = find.source {
            let sourceType = type(of: source, parameter: "from", scope)
            if let sourceType, !TypeRules.canConvert(sourceType, to: .array(.entity(find.entity))) {
                report(
                    .error, parameter: "from",
                    "is \(catalog.describe(sourceType)), not a list of \(entity.metadata.pluralName)")
            }
        }
        let resolved = entity.metadata.propertiesResolved || entity.metadata.isTransient
        let filterable = Dictionary(
            entity.metadata.queryProperties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let local = find.source != nil || entity.metadata.queryKinds.contains(.enumerable)
        for (index, row) in find.conditions.enumerated() {
            let label = "where row \(index + 1)"
            let property: (type: ValueType, comparators: [ComparatorKind])?
            if !local, let p = filterable[row.property] {
                property = (p.type, p.comparators)
            } else if let p = entity.metadata.properties.first(where: { $0.name == row.property }) {
                property = local ? (p.type, ComparatorKind.offered(for: p.type)) : nil
            } else {
                property = nil
            }
            guard let property else {
                if resolved {
                    let names =
                        local ? entity.metadata.properties.map(\.name) : entity.metadata.queryProperties.map(\.name)
                    report(
                        .error, parameter: label,
                        "\(entity.metadata.pluralName) cannot be filtered by '\(quoted(row.property))' (they can by: \(names.joined(separator: ", ")))"
                    )
                }
                continue
            }
            let comparator = row.comparator
            let offered = FindComparator.offered(by: property.comparators, type: property.type)
            guard offered.contains(where: { $0.isSameComparison(as: comparator) }) else {
                report(
                    .error, parameter: label,
                    "'\(quoted(row.property))' does not support '\(comparator.phrase())' (it supports: \(offered.map { $0.phrase() }.joined(separator: ", ")))"
                )
                continue
            }
            // An unfinished row is ignored by the run: warn, and leave its empty value unchecked.
            if let warning = UnfinishedFindRow.warning(for: row, of: entity.metadata) {
                report(.warning, parameter: label, warning)
                continue
            }
            expect(row.value, comparator.operandType(for: property.type), parameter: label, scope)
            if let unit = comparator.unit {
                if case .number(let n) = row.value, n < 1 {
                    report(.error, parameter: label, "the number of \(unit.rawValue) must be at least 1")
                }
                checkBound(row.value, FindComparator.maximumCount, parameter: label) {
                    "'\(comparator.phrase())' counts at most \($0) \(unit.rawValue)"
                }
            }
            let operand = property.type.elementType
            if comparator.takesTwoValues {
                if let value2 = row.value2 {
                    expect(value2, operand, parameter: label, scope)
                } else {
                    report(.error, parameter: label, "'is between' needs a second value ('value2')")
                }
            } else if row.value2 != nil {
                report(.warning, parameter: label, "'\(comparator.phrase())' takes one value; 'value2' is ignored")
            }
        }
        let sortable = local ? entity.metadata.properties.map(\.name) : entity.metadata.sortableProperties
        for key in find.sort where resolved && !sortable.contains(key.property) {
            report(
                .error, parameter: "sort",
                "\(entity.metadata.pluralName) cannot be sorted by '\(quoted(key.property))' (they can by: \(sortable.joined(separator: ", ")))"
            )
        }
        if let limit = find.limit {
            expect(limit, .integer, parameter: "limit", scope)
            if case .number(let n) = limit, n < 1 { report(.error, parameter: "limit", "must be at least 1") }
            checkBound(limit, ShortcutLimits.maximumFindLimit, parameter: "limit") { "a Find's limit is at most \($0)" }
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

    /// One condition of an If, each problem reported under its member's name (`value`, or
    /// `row 2 value` in an If with several conditions).
    mutating func checkCondition(_ c: Conditional.Row, names: (Conditional.Member) -> String, _ scope: Scope) {
        let inputType = type(of: c.input, parameter: names(.input), scope)
        let operands = [c.value, c.value2].compactMap { $0 }.count
        if operands < c.condition.operandCount {
            report(
                .error, parameter: names(.value),
                "'\(c.condition.phrase)' needs \(c.condition.operandCount == 2 ? "two values" : "a value") to compare with"
            )
        }
        guard let inputType else { return }
        let allowed = ConditionRules.conditions(for: inputType)
        if !allowed.contains(c.condition) {
            report(
                .error, parameter: names(.condition),
                "'\(c.condition.phrase)' does not apply to \(catalog.describe(inputType)) (use: \(allowed.map(\.phrase).joined(separator: ", ")))"
            )
        }
        let operandType = ConditionRules.operandType(for: inputType, condition: c.condition)
        // Both operands were reported as `value` before rows had names; a row's second operand keeps that.
        for value in [c.value, c.value2].compactMap({ $0 }) {
            expect(value, operandType, parameter: names(.value), scope)
        }
    }

    // MARK: Values

    /// Checks that `value` can be given where `expected` is wanted.
    mutating func expect(_ value: Value, _ expected: ValueType, parameter: String, _ scope: Scope) {
        guard let actual = type(of: value, parameter: parameter, expected: expected, scope) else { return }
        if !TypeRules.canConvert(actual, to: expected) {
            report(
                .error, parameter: parameter,
                "is \(catalog.describe(actual)), which cannot be used as \(catalog.describe(expected))")
        }
    }

    /// The type of a value, reporting problems with the variables and constants in it.
    mutating func type(of value: Value, parameter: String?, expected: ValueType? = nil, _ scope: Scope) -> ValueType? {
        scope.type(of: value, expected: expected) { problem in
            if let found = problem.diagnosis(catalog) { report(found.severity, parameter: parameter, found.message) }
        }
    }
}
