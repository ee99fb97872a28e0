/// One condition of a Find: property, comparison, value (two for "is between").
package struct FindCondition: Sendable {
    /// The `@Property` name.
    package var property: String
    package var comparator: ComparatorKind
    package var value: any Sendable
    /// The upper bound, for ``ComparatorKind/isBetween``.
    package var value2: (any Sendable)?

    package init(property: String, comparator: ComparatorKind, value: any Sendable, value2: (any Sendable)? = nil) {
        self.property = property
        self.comparator = comparator
        self.value = value
        self.value2 = value2
    }
}

/// One sort key of a Find.
package struct FindSortKey: Sendable {
    /// The `@Property` name.
    package var property: String
    package var ascending: Bool

    package init(property: String, ascending: Bool = true) {
        self.property = property
        self.ascending = ascending
    }
}

/// Why a Find could not be passed to an entity's property query.
package enum FindError: Error, Sendable, CustomStringConvertible {
    case notPropertyQuery(entity: TypeIdentifier)
    case unknownProperty(entity: TypeIdentifier, property: String, known: [String])
    case unsupportedComparator(
        entity: TypeIdentifier, property: String, comparator: ComparatorKind, supported: [ComparatorKind])
    case valueMismatch(entity: TypeIdentifier, property: String, expected: String)
    case notSortable(entity: TypeIdentifier, property: String, sortable: [String])

    package var description: String {
        switch self {
        case .notPropertyQuery(let entity):
            "\(entity) has no property query to find with"
        case .unknownProperty(let entity, let property, let known):
            "\(entity) cannot be filtered by '\(property)'"
                + (known.isEmpty ? "" : " (it can by: \(known.joined(separator: ", ")))")
        case .unsupportedComparator(let entity, let property, let comparator, let supported):
            "\(entity) '\(property)' does not support '\(comparator.phrase())' (it supports: \(supported.map { $0.phrase() }.joined(separator: ", ")))"
        case .valueMismatch(let entity, let property, let expected):
            "\(entity) '\(property)' is compared with \(expected)"
        case .notSortable(let entity, let property, let sortable):
            "\(entity) cannot be sorted by '\(property)'"
                + (sortable.isEmpty ? "" : " (it can by: \(sortable.joined(separator: ", ")))")
        }
    }
}

extension AppEntity {
    /// Runs a Find through the entity's ``EntityPropertyQuery``: each condition is mapped by the
    /// comparator the query declared for that property, and the query gets the mappings, the
    /// mode, the sort keys and the limit.
    ///
    /// An empty data set yields no entities (IntentKit learns property names from an entity).
    package static func findEntities(
        where conditions: [FindCondition],
        mode: ComparatorMode = .and,
        sortedBy sort: [FindSortKey] = [],
        limit: Int? = nil
    ) async throws -> [any AppEntity] {
        guard let query = defaultQuery as? any EntityPropertyQuery else {
            throw FindError.notPropertyQuery(entity: TypeIdentifiers.identifier(for: Self.self))
        }
        return try await find(query, conditions, mode, sort, limit)
    }

    private static func find<Q: EntityPropertyQuery>(
        _ query: Q, _ conditions: [FindCondition], _ mode: ComparatorMode, _ sort: [FindSortKey], _ limit: Int?
    ) async throws -> [any AppEntity] {
        guard let names = try await PropertyNames.resolve(Q.self) else { return [] }
        let entity = TypeIdentifiers.identifier(for: Self.self)
        let declared = Q.properties.properties
        var mappings: [Q.ComparatorMappingType] = []
        for condition in conditions {
            guard let index = names.queryProperties.firstIndex(of: condition.property) else {
                throw FindError.unknownProperty(
                    entity: entity, property: condition.property, known: names.queryProperties.compactMap { $0 })
            }
            let property = declared[index]
            guard let comparator = property.comparator(condition.comparator) else {
                throw FindError.unsupportedComparator(
                    entity: entity, property: condition.property,
                    comparator: condition.comparator, supported: property.comparators.map(\.kind))
            }
            let first = convert(condition.value, to: comparator.valueType)
            let second = condition.value2.flatMap { convert($0, to: comparator.valueType) }
            guard let first, let mapping = comparator.mapping(first, second) else {
                throw FindError.valueMismatch(
                    entity: entity, property: condition.property,
                    expected: ValueType(property.valueKind).readableName)
            }
            mappings.append(mapping)
        }
        let options = Q.sortingOptions.sortableBy
        let sorts: [EntityQuerySort<Q.Entity>] = try sort.map { key in
            guard let index = names.sortable.firstIndex(of: key.property) else {
                throw FindError.notSortable(
                    entity: entity, property: key.property, sortable: names.sortable.compactMap { $0 })
            }
            return EntityQuerySort(by: options[index].keyPath, order: key.ascending ? .ascending : .descending)
        }
        return try await query.entities(matching: mappings, mode: mode, sortedBy: sorts, limit: limit)
    }

    private static func convert(_ value: any Sendable, to type: Any.Type) -> Any? {
        func open<T>(_: T.Type) -> Any? { IntentValueConversion.cast(value, to: T.self) }
        return _openExistential(type, do: open)
    }
}
