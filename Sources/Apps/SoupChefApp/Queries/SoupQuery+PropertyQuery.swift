import AppDatabase
import GRDB
import IntentKit

/// The Find Soups action: each comparator compiles to a SQL expression on an indexed column of
/// `soup`. Prices are compared in cents without rounding, so "less than $5.555" keeps $5.55.
extension SoupQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = SQLExpression

    private typealias Columns = SoupRecord.Columns

    static let properties = QueryProperties {
        Property(\Soup.$name) {
            EqualToComparator { Columns.name.isText($0) }
            NotEqualToComparator { Columns.name.isNotText($0) }
            ContainsComparator { Columns.name.containsText($0) }
            HasPrefixComparator { Columns.name.hasTextPrefix($0) }
            HasSuffixComparator { Columns.name.hasTextSuffix($0) }
        }
        Property(\Soup.$price) {
            EqualToComparator { Columns.priceCents == Money.centsValue($0) }
            NotEqualToComparator { Columns.priceCents != Money.centsValue($0) }
            LessThanComparator { Columns.priceCents < Money.centsValue($0) }
            LessThanOrEqualToComparator { Columns.priceCents <= Money.centsValue($0) }
            GreaterThanComparator { Columns.priceCents > Money.centsValue($0) }
            GreaterThanOrEqualToComparator { Columns.priceCents >= Money.centsValue($0) }
            // Bounds given in either order mean the same range.
            IsBetweenComparator { low, high in
                let bounds = [Money.centsValue(low), Money.centsValue(high)].sorted()
                return (bounds[0]...bounds[1]).contains(Columns.priceCents)
            }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\Soup.$name)
        SortableBy(\Soup.$price)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find soups on the menu by name or price.", categoryName: "Menu")
    }

    func entities(
        matching comparators: [SQLExpression], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<Soup>], limit: Int?
    ) async throws -> [Soup] {
        let filter = comparators.isEmpty ? nil : comparators.joined(operator: mode == .and ? .and : .or)
        return try await store.soups(matching: filter, order: sortedBy.compactMap(Self.ordering), limit: limit)
    }

    /// The SQL ordering for a sort key; `nil` for a key path not in ``sortingOptions``.
    private static func ordering(_ sort: EntityQuerySort<Soup>) -> SQLOrdering? {
        let column: Column
        if sort.by == \Soup.$name {
            column = Columns.name
        } else if sort.by == \Soup.$price {
            column = Columns.priceCents
        } else {
            return nil
        }
        return sort.order == .ascending ? column.asc : column.desc
    }
}
