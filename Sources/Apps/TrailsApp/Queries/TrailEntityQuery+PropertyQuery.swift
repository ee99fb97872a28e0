import AppDatabase
import GRDB
import IntentKit

/// The Find Trails action: each comparator compiles to a SQL expression on an indexed column of
/// `trail`, and the store runs their combination with the sort and the limit in one query.
///
/// Activities are not filterable here: a comparator takes a value of the property's own type,
/// `[Activity]`, while a Find condition on a list property gives a single element.
extension TrailEntityQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = SQLExpression

    private typealias Columns = TrailRecord.Columns

    static let properties = QueryProperties {
        Property(\TrailEntity.$name) {
            EqualToComparator { Columns.name.isText($0) }
            NotEqualToComparator { Columns.name.isNotText($0) }
            ContainsComparator { Columns.name.containsText($0) }
            HasPrefixComparator { Columns.name.hasTextPrefix($0) }
            HasSuffixComparator { Columns.name.hasTextSuffix($0) }
        }
        Property(\TrailEntity.$region) {
            EqualToComparator { Columns.region.isText($0) }
            NotEqualToComparator { Columns.region.isNotText($0) }
            ContainsComparator { Columns.region.containsText($0) }
            HasPrefixComparator { Columns.region.hasTextPrefix($0) }
        }
        Property(\TrailEntity.$distance) {
            EqualToComparator { Columns.distance == $0 }
            LessThanComparator { Columns.distance < $0 }
            LessThanOrEqualToComparator { Columns.distance <= $0 }
            GreaterThanComparator { Columns.distance > $0 }
            GreaterThanOrEqualToComparator { Columns.distance >= $0 }
            // Bounds given in either order mean the same range.
            IsBetweenComparator { (min($0, $1)...max($0, $1)).contains(Columns.distance) }
        }
        Property(\TrailEntity.$elevation) {
            EqualToComparator { Columns.elevation == $0 }
            NotEqualToComparator { Columns.elevation != $0 }
            LessThanComparator { Columns.elevation < $0 }
            LessThanOrEqualToComparator { Columns.elevation <= $0 }
            GreaterThanComparator { Columns.elevation > $0 }
            GreaterThanOrEqualToComparator { Columns.elevation >= $0 }
            IsBetweenComparator { (min($0, $1)...max($0, $1)).contains(Columns.elevation) }
        }
        Property(\TrailEntity.$currentConditions) {
            EqualToComparator { Columns.currentConditions.isText($0) }
            NotEqualToComparator { Columns.currentConditions.isNotText($0) }
            ContainsComparator { Columns.currentConditions.containsText($0) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$region)
        SortableBy(\TrailEntity.$distance)
        SortableBy(\TrailEntity.$elevation)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Search for trails matching complex criteria.", categoryName: "Discover")
    }

    func entities(
        matching comparators: [SQLExpression], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<TrailEntity>], limit: Int?
    ) async throws -> [TrailEntity] {
        let filter = comparators.isEmpty ? nil : comparators.joined(operator: mode == .and ? .and : .or)
        return try await store.trails(matching: filter, order: sortedBy.compactMap(Self.ordering), limit: limit)
    }

    /// The SQL ordering for a sort key; `nil` for a key path not in ``sortingOptions``.
    private static func ordering(_ sort: EntityQuerySort<TrailEntity>) -> SQLOrdering? {
        let column: Column
        if sort.by == \TrailEntity.$name {
            column = Columns.name
        } else if sort.by == \TrailEntity.$region {
            column = Columns.region
        } else if sort.by == \TrailEntity.$distance {
            column = Columns.distance
        } else if sort.by == \TrailEntity.$elevation {
            column = Columns.elevation
        } else {
            return nil
        }
        return sort.order == .ascending ? column.asc : column.desc
    }
}
