import Foundation
import IntentKit
import ShortcutModel

extension Execution {
    /// Runs a Find: through the entity's property query when it has one and no list is given;
    /// otherwise by filtering, sorting and limiting the entities itself (enumerable queries,
    /// and "Find … in ⟦list⟧").
    func performFind(_ find: FindAction, _ ref: ActionReference) async throws(RunError) -> (any Sendable)? {
        guard let entry = catalog.entity(find.entity), entry.isQueryable else {
            throw RunError(
                .unknownAction, action: ref, parameter: "entity",
                "'\(quoted(find.entity.rawValue))' is not an entity type of any installed app")
        }
        let properties = Dictionary(
            entry.metadata.properties.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        let byQuery = find.source == nil && entry.metadata.queryKinds.contains(.property)
        var conditions: [IntentKit.FindCondition] = []
        // Unfinished rows (an empty value) are left out, as the editor's preview leaves them out
        // and the validator warns: see FindAction.appliedConditions.
        for (index, row) in find.appliedConditions {
            let label = FindAction.rowLabel(index)
            // A relative row's value is a count whatever the property (the validator names a wrong one).
            let operand: ValueType? =
                row.comparator.unit != nil ? .integer : properties[row.property]?.elementType
            func value(_ v: Value) async throws(RunError) -> any Sendable {
                guard let evaluated = try await evaluate(v, expected: operand, ref, parameter: label) else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: label,
                        "has no value to compare '\(quoted(row.property))' with")
                }
                guard let operand else { return evaluated }
                do { return try await converter.convert(evaluated, to: operand) } catch {
                    throw RunError(.invalidValue, action: ref, parameter: label, "the value \(error.message)")
                }
            }
            let first = try await value(row.value)
            switch row.comparator {
            case .query(let comparison):
                let second: (any Sendable)? = if let v2 = row.value2 { try await value(v2) } else { nil }
                conditions.append(
                    IntentKit.FindCondition(
                        property: row.property, comparator: comparison, value: first, value2: second))
            case .isInTheLast(let unit), .isNotInTheLast(let unit):
                // The runner's own filter has every comparison; an app's query, what it declared.
                let declared =
                    byQuery
                    ? entry.metadata.queryProperties.first { $0.name == row.property }?.comparators ?? []
                    : ComparatorKind.allCases
                guard let comparison = row.comparator.queryComparison(declared: declared) else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: label,
                        "'\(quoted(row.property))' does not support '\(row.comparator.phrase())'")
                }
                conditions.append(
                    IntentKit.FindCondition(
                        property: row.property, comparator: comparison,
                        value: try Self.spanStart(first, unit, ref, parameter: label),
                        value2: comparison == .isBetween ? FindComparator.farFuture : nil))
            }
        }
        var limit: Int?
        if let limitValue = find.limit {
            let atLeastOne = "must be a whole number of at least 1"
            guard let raw = try await evaluate(limitValue, expected: .integer, ref, parameter: "limit") else {
                throw RunError(.invalidValue, action: ref, parameter: "limit", atLeastOne)
            }
            let converted: any Sendable
            do { converted = try await converter.convert(raw, to: .integer) } catch {
                throw RunError(
                    .invalidValue, action: ref, parameter: "limit", "\(atLeastOne): the value \(error.message)")
            }
            guard let n = converted as? Int, n >= 1 else {
                throw RunError(.invalidValue, action: ref, parameter: "limit", atLeastOne)
            }
            // Apps do arithmetic with the limit; a bounded one cannot overflow it.
            guard n <= ShortcutLimits.maximumFindLimit else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "limit",
                    "\(grouped(n)) is too many: a Find's limit is at most \(grouped(ShortcutLimits.maximumFindLimit))")
            }
            limit = n
        }
        let sort = find.sort.map { FindSortKey(property: $0.property, ascending: $0.ascending) }

        if byQuery {
            do {
                return try await entry.findEntities(
                    where: conditions, mode: find.matchAll ? .and : .or, sortedBy: sort, limit: limit) as [any Sendable]
            } catch let error as FindError {
                throw RunError(.invalidValue, action: ref, "\(error)")
            } catch {
                throw RunError(
                    .actionFailed, action: ref,
                    "finding \(entry.metadata.pluralName) failed: \(IntentRunError.message(for: error))",
                    underlying: error)
            }
        }

        var candidates: [any Sendable]
        if let source = find.source {
            let value = try await evaluate(source, expected: .array(.entity(find.entity)), ref, parameter: "from")
            candidates = value.map { IntentValueConversion.elements(of: $0) ?? [$0] } ?? []
        } else {
            do { candidates = try await entry.allEntities() ?? [] } catch {
                throw RunError(
                    .actionFailed, action: ref,
                    "listing \(entry.metadata.pluralName) failed: \(IntentRunError.message(for: error))",
                    underlying: error)
            }
        }
        return try LocalFind.apply(
            conditions, matchAll: find.matchAll, sort: sort, limit: limit, to: candidates, ref: ref)
    }

    /// The moment "is in the last `count` `unit`" starts, counted from now in the person's calendar.
    private static func spanStart(
        _ count: any Sendable, _ unit: FindComparator.RecentUnit, _ ref: ActionReference, parameter: String
    ) throws(RunError) -> Date {
        let range = 1...FindComparator.maximumCount
        guard let count = count as? Int, range.contains(count) else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "the number of \(unit.rawValue) must be a whole number from 1 to \(grouped(range.upperBound))")
        }
        guard let start = FindComparator.spanStart(count, unit, before: Date(), in: DateArithmetic.calendar()) else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "\(grouped(count)) \(unit.rawValue) ago is before the year 1")
        }
        return start
    }
}

/// Filters, sorts and limits entities by their `@Property` values, for Finds the app's query
/// does not run.
enum LocalFind {
    static func apply(
        _ conditions: [IntentKit.FindCondition], matchAll: Bool, sort: [FindSortKey], limit: Int?,
        to candidates: [any Sendable], ref: ActionReference
    ) throws(RunError) -> [any Sendable] {
        func property(_ name: String, of item: any Sendable) throws(RunError) -> MetadataValue? {
            guard let found = (item as? any EntityValue)?.entityPropertyValue(named: name) else {
                throw RunError(
                    .invalidValue, action: ref,
                    "\(ValueText.summary(of: item, limit: 30)) has no property '\(quoted(name))'")
            }
            return MetadataValue(found.value)
        }
        var matched: [any Sendable] = []
        for item in candidates {
            var results: [Bool] = []
            for condition in conditions {
                results.append(matches(try property(condition.property, of: item), condition))
            }
            if conditions.isEmpty || (matchAll ? results.allSatisfy { $0 } : results.contains(true)) {
                matched.append(item)
            }
        }
        if !sort.isEmpty {
            var keyed: [(item: any Sendable, keys: [MetadataValue?])] = []
            for item in matched {
                keyed.append((item, try sort.map { key throws(RunError) in try property(key.property, of: item) }))
            }
            keyed.sort { a, b in
                for (index, key) in sort.enumerated() {
                    switch (a.keys[index], b.keys[index]) {
                    case (nil, nil): continue
                    // Items without a value come last whichever the direction, as the apps'
                    // SQL sorts them: an unread book is not the oldest read.
                    case (nil, _): return false
                    case (_, nil): return true
                    case (let x?, let y?):
                        let order = x.compare(to: y) ?? .orderedSame
                        if order != .orderedSame {
                            return key.ascending ? order == .orderedAscending : order == .orderedDescending
                        }
                    }
                }
                return false
            }
            matched = keyed.map(\.item)
        }
        if let limit { matched = Array(matched.prefix(limit)) }
        return matched
    }

    /// Whether `value` passes `condition`. Text is compared folded (``TextFolding``: case,
    /// accents and width by Unicode rules), as the apps' queries compare it in SQL.
    static func matches(_ value: MetadataValue?, _ condition: IntentKit.FindCondition) -> Bool {
        let operand = MetadataValue(condition.value)
        guard let value else { return condition.comparator == .notEqualTo }
        if case .list(let items) = value {
            return condition.comparator == .contains && items.contains { equal($0, operand) }
        }
        let order = operand.flatMap { value.compare(to: $0) }
        switch condition.comparator {
        case .equalTo: return equal(value, operand)
        case .notEqualTo: return !equal(value, operand)
        case .lessThan: return order == .orderedAscending
        case .lessThanOrEqualTo: return order == .orderedAscending || order == .orderedSame
        case .greaterThan: return order == .orderedDescending
        case .greaterThanOrEqualTo: return order == .orderedDescending || order == .orderedSame
        case .isBetween:
            let upper = condition.value2.flatMap { MetadataValue($0) }.flatMap { value.compare(to: $0) }
            return (order == .orderedDescending || order == .orderedSame)
                && (upper == .orderedAscending || upper == .orderedSame)
        case .contains: return TextFolding.contains(ConditionEvaluator.text(value), ConditionEvaluator.text(operand))
        case .hasPrefix: return TextFolding.hasPrefix(ConditionEvaluator.text(value), ConditionEvaluator.text(operand))
        case .hasSuffix: return TextFolding.hasSuffix(ConditionEvaluator.text(value), ConditionEvaluator.text(operand))
        }
    }

    /// Equality with text folded; other values as conditions compare them.
    static func equal(_ a: MetadataValue?, _ b: MetadataValue?) -> Bool {
        if case .text(let x)? = a, case .text(let y)? = b { return TextFolding.equal(x, y) }
        return ConditionEvaluator.equal(a, b)
    }
}
