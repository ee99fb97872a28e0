import Foundation
import Testing

@testable import IntentKit

// The one public code found that names a comparator's generic arguments extends it with an
// initializer (docs/intentkit.md, "The ten comparators …"). With IntentKit's two parameters
// (the wrapped value, the mapping type) the same extension compiles and serves an optional
// property inside `Property(\.$x) { … }`.

private struct Note: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    let id: String
    @Property(title: "Folder") var folder: String?
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// A predicate of the app's own, standing in for the post's `NSPredicate`.
private struct Filter: Sendable, Equatable { var text: String }

extension NotEqualToComparator where Value == String, Mapping == Filter {
    /// Not equal, ignoring case, and matching an empty property too (SQL's `NULL` rule undone).
    fileprivate convenience init(key: String) {
        self.init { value in Filter(text: "\(key) !=[c] '\(value)' OR \(key) == NIL") }
    }
}

private struct NoteQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\Note.$folder) { NotEqualToComparator(key: "folder") }
    }
    static let sortingOptions = SortingOptions { SortableBy(\Note.$folder) }
    func entities(for identifiers: [String]) async throws -> [Note] { [] }
    func suggestedEntities() async throws -> [Note] { [] }
    func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<Note>], limit: Int?
    ) async throws -> [Note] { [] }
}

@Suite struct ComparatorExtensions {
    @Test func anExtensionNamingTheGenericArgumentsAddsAnInitializer() throws {
        let property = try #require(NoteQuery.properties.properties.first)
        let comparator = try #require(property.comparator(.notEqualTo))
        #expect(comparator.mapping("Work") == Filter(text: "folder !=[c] 'Work' OR folder == NIL"))
    }
}
