import IntentKit
import ShortcutKit

/// What a Find action of one entity type can filter and sort by: the query's declared
/// properties and comparators when the app's query runs the Find, or every property with the
/// comparators its type allows when the Find filters entities itself (enumerable queries, and
/// "Find … in ⟦list⟧").
package struct FindSchema: Sendable {
    /// A property a filter row can test.
    package struct Filterable: Sendable, Equatable {
        package var name: String
        package var title: String
        package var type: ValueType
        /// The comparators offered, in the order the app declared them, then the relative ones
        /// a date property's comparisons can run.
        package var comparators: [FindComparator]

        package init(name: String, title: String, type: ValueType, comparators declared: [ComparatorKind]) {
            self.name = name
            self.title = title
            self.type = type
            self.comparators = FindComparator.offered(by: declared, type: type)
        }

        /// The offered comparator that makes the same comparison as `comparator`, in any unit.
        package func offered(_ comparator: FindComparator) -> Bool {
            comparators.contains { $0.isSameComparison(as: comparator) }
        }
    }

    /// A property the results can be sorted by.
    package struct Sortable: Sendable, Equatable {
        package var name: String
        package var title: String
        package var type: ValueType?
    }

    package var entity: EntityMetadata
    package var filterable: [Filterable]
    package var sortable: [Sortable]

    /// The schema of Finds of `entity`; `filtersLocally` when the entities are filtered here
    /// rather than by the app's property query.
    package init(entity: EntityMetadata, filtersLocally: Bool) {
        self.entity = entity
        let titles = Dictionary(entity.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        if entity.queryKinds.contains(.property) && !filtersLocally {
            filterable = entity.queryProperties.map {
                Filterable(
                    name: $0.name, title: titles[$0.name]?.title ?? $0.name, type: $0.type, comparators: $0.comparators)
            }
            sortable = entity.sortableProperties.map {
                Sortable(name: $0, title: titles[$0]?.title ?? $0, type: titles[$0]?.type)
            }
        } else {
            filterable = entity.properties.map {
                Filterable(
                    name: $0.name, title: $0.title, type: $0.type, comparators: ComparatorKind.offered(for: $0.type))
            }
            sortable = entity.properties.filter { !Self.isList($0.type) }.map {
                Sortable(name: $0.name, title: $0.title, type: $0.type)
            }
        }
    }

    package func filterable(_ name: String) -> Filterable? { filterable.first { $0.name == name } }

    /// The title of a property, for rows that name one the schema does not offer.
    package func title(of property: String) -> String {
        entity.properties.first { $0.name == property }?.title ?? property
    }

    private static func isList(_ type: ValueType) -> Bool {
        if case .array = type { true } else { false }
    }
}
