import AppDatabase
import GRDB
import IntentKit

/// The Find Meditation Sessions action: each comparator compiles to a SQL expression on an
/// indexed column of `session`.
extension MeditationSessionQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = SQLExpression

    private typealias Columns = SessionRecord.Columns

    static let properties = QueryProperties {
        Property(\MeditationSession.$name) {
            EqualToComparator { Columns.name.isText($0) }
            NotEqualToComparator { Columns.name.isNotText($0) }
            ContainsComparator { Columns.name.containsText($0) }
            HasPrefixComparator { Columns.name.hasTextPrefix($0) }
            HasSuffixComparator { Columns.name.hasTextSuffix($0) }
        }
        Property(\MeditationSession.$duration) {
            EqualToComparator { Columns.duration == $0 }
            NotEqualToComparator { Columns.duration != $0 }
            LessThanComparator { Columns.duration < $0 }
            LessThanOrEqualToComparator { Columns.duration <= $0 }
            GreaterThanComparator { Columns.duration > $0 }
            GreaterThanOrEqualToComparator { Columns.duration >= $0 }
            // Bounds given in either order mean the same range.
            IsBetweenComparator { (min($0, $1)...max($0, $1)).contains(Columns.duration) }
        }
        Property(\MeditationSession.$category) {
            EqualToComparator { Columns.category == $0.rawValue }
            NotEqualToComparator { Columns.category != $0.rawValue }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\MeditationSession.$name)
        SortableBy(\MeditationSession.$duration)
        SortableBy(\MeditationSession.$category)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find meditation sessions by name, length or category.", categoryName: "Sessions")
    }

    func entities(
        matching comparators: [SQLExpression], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<MeditationSession>], limit: Int?
    ) async throws -> [MeditationSession] {
        let filter = comparators.isEmpty ? nil : comparators.joined(operator: mode == .and ? .and : .or)
        return try await store.sessions(matching: filter, order: sortedBy.compactMap(Self.ordering), limit: limit)
    }

    /// The SQL ordering for a sort key; `nil` for a key path not in ``sortingOptions``.
    private static func ordering(_ sort: EntityQuerySort<MeditationSession>) -> SQLOrdering? {
        let column: Column
        if sort.by == \MeditationSession.$name {
            column = Columns.name
        } else if sort.by == \MeditationSession.$duration {
            column = Columns.duration
        } else if sort.by == \MeditationSession.$category {
            column = Columns.category
        } else {
            return nil
        }
        return sort.order == .ascending ? column.asc : column.desc
    }
}
