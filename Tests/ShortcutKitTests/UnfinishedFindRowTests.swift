import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A Find's unfinished filter row (an empty value) is ignored by a run, by the one rule the
/// editor's preview follows too, and the validator warns about it by action, row and property.
@Suite struct UnfinishedFindRowTests {
    static let books: TypeIdentifier = "Books.BookEntity"
    static let finished = FindAction.FindCondition(property: "pageCount", comparator: .greaterThan, value: .number(300))
    static let emptyTitle = FindAction.FindCondition(property: "title", comparator: .contains, value: .text([]))
    static let authorIsEmpty = FindAction.FindCondition(property: "author", comparator: .equalTo, value: .string(""))

    /// The titles a run of `find` outputs.
    func titles(_ find: FindAction, in home: TestHome, before: [Action] = []) async throws -> [String] {
        let (result, _, _) = try await home.run(ShortcutDocument(name: "Find", actions: before + [Action(.find(find))]))
        return ((result.output as? [any Sendable]) ?? []).compactMap {
            ($0 as? any AppEntity)?.displayRepresentation.title.localizedString
        }
    }

    @Test func theRuleNamesEmptyValuesOnly() {
        #expect(Self.emptyTitle.isUnfinished)
        #expect(FindAction.FindCondition(property: "title", comparator: .contains, value: .string("")).isUnfinished)
        #expect(FindAction.FindCondition(property: "title", comparator: .contains, value: .list([])).isUnfinished)
        #expect(!Self.finished.isUnfinished)
        // A space is a value; so is a variable or a question, known when the Find runs.
        #expect(!FindAction.FindCondition(property: "title", comparator: .contains, value: .string(" ")).isUnfinished)
        #expect(
            !FindAction.FindCondition(
                property: "title", comparator: .contains, value: .variable(VariableReference(.shortcutInput))
            ).isUnfinished)
        #expect(
            !FindAction.FindCondition(property: "title", comparator: .contains, value: .ask(prompt: nil)).isUnfinished)
        // "Is between" with an empty second value is unfinished; with none at all it is malformed.
        let date = Value.date(Date(timeIntervalSince1970: 0))
        #expect(
            FindAction.FindCondition(property: "datePublished", comparator: .isBetween, value: date, value2: .text([]))
                .isUnfinished)
        #expect(!FindAction.FindCondition(property: "datePublished", comparator: .isBetween, value: date).isUnfinished)
        let find = FindAction(entity: Self.books, conditions: [Self.finished, Self.emptyTitle, Self.finished])
        #expect(find.unfinishedRows == [1])
        #expect(find.appliedConditions.map(\.index) == [0, 2])
    }

    @Test func aRunIgnoresAnUnfinishedRowThroughTheAppsQuery() async throws {
        let home = try await TestHome()
        let expected = try await titles(FindAction(entity: Self.books, conditions: [Self.finished]), in: home)
        #expect(!expected.isEmpty)
        // Before the rule, the empty rows were applied: "author is" empty text found nothing, and
        // "contains" empty text, with Any, found every book.
        let withEmptyRows = try await titles(
            FindAction(entity: Self.books, conditions: [Self.finished, Self.emptyTitle, Self.authorIsEmpty]), in: home)
        #expect(withEmptyRows == expected)
        let any = try await titles(
            FindAction(entity: Self.books, matchAll: false, conditions: [Self.emptyTitle, Self.finished]), in: home)
        #expect(any == expected)
        // Only unfinished rows: every book, as with no rows.
        let all = try await titles(FindAction(entity: Self.books), in: home)
        #expect(try await titles(FindAction(entity: Self.books, conditions: [Self.emptyTitle]), in: home) == all)
    }

    @Test func aRunIgnoresAnUnfinishedRowWhenItFiltersAListItself() async throws {
        let home = try await TestHome()
        let everything = Action(.find(FindAction(entity: Self.books)))
        let source = Value.variable(VariableReference(.action(everything.id)))
        let expected = try await titles(
            FindAction(entity: Self.books, source: source, conditions: [Self.finished]), in: home, before: [everything])
        #expect(!expected.isEmpty)
        let between = FindAction.FindCondition(
            property: "datePublished", comparator: .isBetween,
            value: .date(Date(timeIntervalSince1970: 0)), value2: .text([]))
        let found = try await titles(
            FindAction(entity: Self.books, source: source, conditions: [Self.emptyTitle, Self.finished, between]),
            in: home, before: [everything])
        #expect(found == expected)
    }

    @Test func theValidatorWarnsNamingTheActionTheRowAndTheProperty() async throws {
        let home = try await TestHome()
        let between = FindAction.FindCondition(
            property: "datePublished", comparator: .isBetween,
            value: .date(Date(timeIntervalSince1970: 0)), value2: .string(""))
        let find = Action(.find(FindAction(entity: Self.books, conditions: [Self.finished, Self.emptyTitle, between])))
        let diagnostics = Validator(catalog: home.catalog).validate(ShortcutDocument(name: "T", actions: [find]))
        #expect(
            diagnostics.map(\.description) == [
                "warning: action 1 (Find Books), parameter 'where row 2': unfinished row: 'title' (Title) has no value, so the Find ignores the row",
                "warning: action 1 (Find Books), parameter 'where row 3': unfinished row: 'datePublished' (Date Published) has no second value, so the Find ignores the row",
            ])
        #expect(diagnostics.allSatisfy { $0.actionID == find.id && $0.position == 1 })
        // A warning: the shortcut is still valid and runs.
        #expect(!diagnostics.contains { $0.severity == .error })
    }
}
