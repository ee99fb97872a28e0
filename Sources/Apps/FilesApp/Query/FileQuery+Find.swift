import Foundation
import IntentKit

extension FileQuery: EntityPropertyQuery {
    /// What a Find can filter on. Text comparisons ignore case and accents; dates compare days
    /// for "is" and "is not" (see ``FilePredicate``).
    static let properties = QueryProperties {
        Property(\.$name) {
            EqualToComparator { FilePredicate.text("name", .equalTo, $0) { $0.name } }
            NotEqualToComparator { FilePredicate.text("name", .notEqualTo, $0) { $0.name } }
            ContainsComparator { FilePredicate.text("name", .contains, $0) { $0.name } }
            HasPrefixComparator { FilePredicate.text("name", .hasPrefix, $0) { $0.name } }
            HasSuffixComparator { FilePredicate.text("name", .hasSuffix, $0) { $0.name } }
        }
        Property(\.$fileExtension) {
            EqualToComparator { FilePredicate.fileExtension(.equalTo, $0) }
            NotEqualToComparator { FilePredicate.fileExtension(.notEqualTo, $0) }
        }
        Property(\.$kind) {
            EqualToComparator { kind in FilePredicate("kind is \(kind.rawValue)") { $0.kind == kind } }
            NotEqualToComparator { kind in FilePredicate("kind is not \(kind.rawValue)") { $0.kind != kind } }
        }
        Property(\.$size) {
            EqualToComparator { FilePredicate.ordered("size", .equalTo, $0, kind: .integer) { $0.size } }
            NotEqualToComparator { FilePredicate.ordered("size", .notEqualTo, $0, kind: .integer) { $0.size } }
            LessThanComparator { FilePredicate.ordered("size", .lessThan, $0, kind: .integer) { $0.size } }
            LessThanOrEqualToComparator {
                FilePredicate.ordered("size", .lessThanOrEqualTo, $0, kind: .integer) { $0.size }
            }
            GreaterThanComparator { FilePredicate.ordered("size", .greaterThan, $0, kind: .integer) { $0.size } }
            GreaterThanOrEqualToComparator {
                FilePredicate.ordered("size", .greaterThanOrEqualTo, $0, kind: .integer) { $0.size }
            }
            IsBetweenComparator { FilePredicate.ordered("size", .isBetween, $0, and: $1, kind: .integer) { $0.size } }
        }
        Property(\.$created) {
            EqualToComparator { FilePredicate.date("created", .equalTo, $0) { $0.created } }
            NotEqualToComparator { FilePredicate.date("created", .notEqualTo, $0) { $0.created } }
            LessThanComparator { FilePredicate.date("created", .lessThan, $0) { $0.created } }
            LessThanOrEqualToComparator { FilePredicate.date("created", .lessThanOrEqualTo, $0) { $0.created } }
            GreaterThanComparator { FilePredicate.date("created", .greaterThan, $0) { $0.created } }
            GreaterThanOrEqualToComparator { FilePredicate.date("created", .greaterThanOrEqualTo, $0) { $0.created } }
            IsBetweenComparator { FilePredicate.date("created", .isBetween, $0, and: $1) { $0.created } }
        }
        Property(\.$modified) {
            EqualToComparator { FilePredicate.date("modified", .equalTo, $0) { $0.modified } }
            NotEqualToComparator { FilePredicate.date("modified", .notEqualTo, $0) { $0.modified } }
            LessThanComparator { FilePredicate.date("modified", .lessThan, $0) { $0.modified } }
            LessThanOrEqualToComparator { FilePredicate.date("modified", .lessThanOrEqualTo, $0) { $0.modified } }
            GreaterThanComparator { FilePredicate.date("modified", .greaterThan, $0) { $0.modified } }
            GreaterThanOrEqualToComparator { FilePredicate.date("modified", .greaterThanOrEqualTo, $0) { $0.modified } }
            IsBetweenComparator { FilePredicate.date("modified", .isBetween, $0, and: $1) { $0.modified } }
        }
    }

    /// What a Find can sort by.
    static let sortingOptions = SortingOptions {
        SortableBy(\.$name)
        SortableBy(\.$size)
        SortableBy(\.$created)
        SortableBy(\.$modified)
        SortableBy(\.$kind)
        SortableBy(\.$fileExtension)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription(
            "Finds files and folders in the Files root by name, extension, kind, size and dates.",
            categoryName: "Files", searchKeywords: ["search", "filter", "list", "recent", "large"])
    }

    /// The items meeting all (`.and`) or any (`.or`) of `comparators`, in the order of `sortedBy`
    /// (then by path), at most `limit` of them.
    ///
    /// The root folder itself is one of the items, so even an empty root answers an unfiltered
    /// Find: IntentKit learns the entity's property names from the first item.
    func entities(
        matching comparators: [FilePredicate],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<FileEntity>],
        limit: Int?
    ) async throws -> [FileEntity] {
        let store = self.store
        // Unsorted, the root comes first, so a limit of one needs no walk when the root matches.
        // That is how IntentKit samples an entity at registration, which must not walk a big tree.
        if sortedBy.isEmpty, limit == 1, let root = store.rootInfo,
            FilePredicate.evaluate(comparators, mode: mode, on: root)
        {
            return [FileEntity(root)]
        }
        let ordering = FileOrdering(sortedBy)
        var found = BestItems<FileInfo>(limit: limit, by: ordering.areInIncreasingOrder)
        try store.walk { info in
            if FilePredicate.evaluate(comparators, mode: mode, on: info) { found.offer(info) }
        }
        return found.best().map(FileEntity.init)
    }
}
