import GRDB
import IntentKit

/// Finds notes by ID, suggests the newest, searches titles and texts, and runs Finds: each
/// comparator becomes a SQL expression, combined with AND or OR, sorted and limited in SQL.
struct NoteQuery: EntityStringQuery, EntityPropertyQuery {
    typealias ComparatorMappingType = SQLExpression

    @Dependency var store: NotesStore

    func entities(for identifiers: [Int]) async throws -> [NoteEntity] {
        try await store.notes(identifiers.contains(NoteRecord.Columns.id))
    }

    func suggestedEntities() async throws -> [NoteEntity] {
        try await store.notes(nil, order: [NoteRecord.Columns.created.desc], limit: 10)
    }

    func entities(matching string: String) async throws -> [NoteEntity] {
        let pattern = NotesStore.likePattern(containing: string)
        return try await store.notes(
            NoteRecord.Columns.title.like(pattern, escape: "\\") || NoteRecord.Columns.text.like(pattern, escape: "\\"),
            order: [NoteRecord.Columns.title.asc])
    }

    private typealias Columns = NoteRecord.Columns

    static let properties = QueryProperties {
        Property(\NoteEntity.$title) {
            EqualToComparator { Columns.title == $0 }
            ContainsComparator { Columns.title.like(NotesStore.likePattern(containing: $0), escape: "\\") }
            HasPrefixComparator { Columns.title.like(NotesStore.likePattern(prefix: $0), escape: "\\") }
        }
        Property(\NoteEntity.$wordCount) {
            EqualToComparator { Columns.wordCount == $0 }
            LessThanComparator { Columns.wordCount < $0 }
            GreaterThanComparator { Columns.wordCount > $0 }
            IsBetweenComparator { (min($0, $1)...max($0, $1)).contains(Columns.wordCount) }
        }
        Property(\NoteEntity.$created) {
            LessThanComparator { Columns.created < $0 }
            GreaterThanComparator { Columns.created > $0 }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\NoteEntity.$title)
        SortableBy(\NoteEntity.$created)
        SortableBy(\NoteEntity.$wordCount)
    }

    func entities(
        matching comparators: [SQLExpression], mode: ComparatorMode, sortedBy: [EntityQuerySort<NoteEntity>],
        limit: Int?
    ) async throws -> [NoteEntity] {
        let filter = comparators.isEmpty ? nil : comparators.joined(operator: mode == .and ? .and : .or)
        let order: [SQLOrdering] = sortedBy.map { sort in
            let column: Column =
                if sort.by == \NoteEntity.$title { Columns.title } else if sort.by == \NoteEntity.$created {
                    Columns.created
                } else { Columns.wordCount }
            return sort.order == .ascending ? column.asc : column.desc
        }
        return try await store.notes(filter, order: order, limit: limit)
    }
}
