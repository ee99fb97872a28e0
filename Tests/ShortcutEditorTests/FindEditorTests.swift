import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The Find editor: filter rows with the query's properties and comparators, All/Any, sort keys,
/// limit, and the live preview through the runner.
@MainActor
struct FindEditorTests {
    /// In an open menu whose items are `titles` with `current` selected, moves to `target` and picks it.
    func choose(_ target: String, among titles: [String], current: String, in driver: AppDriver<ShortcutsApp>) throws {
        let from = try #require(titles.firstIndex(of: current), "\(current) is not in \(titles)")
        let to = try #require(titles.firstIndex(of: target), "\(target) is not in \(titles)")
        driver.press("enter")
        for _ in 0..<abs(to - from) { driver.press(to > from ? "down" : "up") }
        driver.press("enter")
    }

    /// Adds a filter row in the open Find editor by its menus: `property` (a name), the
    /// comparator read as `comparator`, and `value` typed.
    func addFilter(
        _ property: String, _ comparator: String, _ value: String, schema: FindSchema,
        in driver: AppDriver<ShortcutsApp>
    ) throws {
        let filterable = try #require(schema.filterable(property))
        let kind: IntentValueKind? = filterable.type == .date ? .date : .string
        driver.press("a")
        try choose(
            filterable.title, among: schema.filterable.map(\.title), current: schema.filterable[0].title, in: driver)
        driver.press("right")
        let phrases = filterable.comparators.map { $0.phrase(for: kind) }
        try choose(comparator, among: phrases, current: phrases[0], in: driver)
        driver.press("right", "enter")
        driver.type(value)
        driver.press("enter")
    }

    @Test func buildingAFindWithItsPreview() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let schema = FindSchema(
            entity: try #require(home.catalog.entity("Books.BookEntity")).metadata, filtersLocally: false)
        // f opens a new Find in its editor, previewing every book.
        await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
        #expect(driver.screenText.contains("f Find"))
        driver.press("f")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Find Books where All of the following are true"))
        #expect(driver.screenText.contains("found"))

        try addFilter("title", "contains", "the", schema: schema, in: driver)
        try addFilter("datePublished", "is before", "2000-01-01", schema: schema, in: driver)
        // Sorted by Date Read, latest first.
        driver.press("s")
        try choose("Date Read", among: schema.sortable.map(\.title), current: schema.sortable[0].title, in: driver)
        driver.press("right", "enter")
        // Limit 5.
        driver.press("down", "down", "enter")
        await driver.waitUntilIdle()

        let find = try #require(driver.app.editorSession?.selectedFind)
        #expect(find.matchAll)
        #expect(find.conditions.map(\.property) == ["title", "datePublished"])
        #expect(find.conditions.map(\.comparator) == [.query(.contains), .query(.lessThan)])
        #expect(find.conditions[0].value.plainText == "the")
        #expect(find.conditions[1].value == .date(try #require(IntentValueParsing.parseDate("2000-01-01"))))
        #expect(find.sort == [FindAction.FindSort(property: "dateRead", ascending: false)])
        #expect(find.limit == .number(5))
        assertSnapshot(driver.screen, named: "find-editor-built")

        // The preview shows what a run of the same Find gives, in the same order.
        let titles = try await Self.titles(running: find, in: home)
        #expect(!titles.isEmpty && titles.count <= 5)
        #expect(driver.screenText.contains("Preview · \(titles.count) found"))
        let shown = driver.lines.compactMap { line in titles.firstIndex { line.contains($0) } }
        #expect(shown == Array(titles.indices), "preview rows in run order:\n\(driver.screenText)")

        // Any instead of All; the card's sentence follows.
        driver.press("up", "up", "up", "up", "up", "up")
        driver.press("right", "enter")
        #expect(driver.app.editorSession?.selectedFind?.matchAll == false)
        // Esc closes the editor; the card reads the Find as a sentence.
        driver.press("escape")
        let sentence = try #require(driver.app.editorSession?.outline.first)
        #expect(sentence.contains("Find Books where any of: Title contains"))
        #expect(sentence.contains("sorted by Date Read (Latest First)"))
    }

    /// The titles of the entities a run of `find` outputs.
    nonisolated static func titles(running find: FindAction, in home: TestHome) async throws -> [String] {
        let document = ShortcutDocument(name: "Check", actions: [Action(.find(find))])
        let result = try await AppDependencyManager.withScope(home.manager) {
            try await ShortcutRunner(catalog: home.catalog).run(document, prompter: NonInteractivePrompter())
        }
        return ((result.output as? [any Sendable]) ?? []).compactMap {
            ($0 as? any AppEntity)?.displayRepresentation.title.localizedString
        }
    }

    @Test func rowsMoveAndGoAwayAndUndoComesBack() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Old Favourites", in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.selectedFind?.conditions.map(\.property) == ["datePublished", "rating"])
        // The first row is focused; J moves it down, x removes it, u brings it back.
        driver.press("J")
        #expect(driver.app.editorSession?.selectedFind?.conditions.map(\.property) == ["rating", "datePublished"])
        driver.press("x")
        #expect(driver.app.editorSession?.selectedFind?.conditions.map(\.property) == ["rating"])
        driver.press("u")
        #expect(driver.app.editorSession?.selectedFind?.conditions.count == 2)
        // x on the header line says why it does nothing.
        driver.press("k", "k", "k", "x")
        #expect(driver.screenText.contains("Only a filter row or a sort key can be removed"))
    }

    @Test func anUndoThatLeavesTheFindClosesItsEditor() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Old Favourites", in: driver)
        // An edit on another card (a duplicate of the second), then back to the Find.
        driver.press("j", "D", "k", "k", "k")
        #expect(driver.app.editorSession?.selectedFind != nil)
        driver.press("f")
        #expect(driver.screenText.contains("of the following are true"))
        // Undoing the duplicate selects where it was: the Find editor closes.
        driver.press("u")
        #expect(driver.app.editorSession?.selectedFind == nil)
        #expect(!driver.screenText.contains("of the following are true"))
        #expect(driver.screenText.contains("Enter Edit"), "the editor's own keys are back")
    }

    @Test func ctrlCInTheFindEditorQuitsAsTheEditorDoes() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Old Favourites", in: driver)
        driver.press("f", "x")
        #expect(driver.app.editorSession?.isDirty == true)
        // Unsaved changes: Ctrl-C asks first, as in the editor; Ctrl-S saves from the Find editor.
        driver.press("ctrl+c")
        #expect(driver.screenText.contains("Save the changes to"), "\(driver.screenText)")
        driver.press("escape")
        #expect(!driver.isFinished)
        driver.press("f", "ctrl+s")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.isDirty == false)
        driver.press("ctrl+c")
        await driver.waitUntilIdle()
        #expect(driver.isFinished)
    }

    @Test func aVariableValueIsLeftOutOfThePreviewAndSaidSo() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["ask for input", "find books"], in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        driver.press("a", "right", "right", "v")
        driver.press("enter")
        await driver.waitUntilIdle()
        guard case .variable? = driver.app.editorSession?.selectedFind?.conditions.first?.value else {
            Issue.record("no variable was set:\n\(driver.screenText)")
            return
        }
        #expect(driver.screenText.contains("Rows without a fixed value are left out"))
    }

    /// An unfinished row (no value yet) is left out of the preview and of a run by the same rule,
    /// so the preview's count is the run's; the validator's warning shows under the row.
    @Test func anUnfinishedRowIsLeftOutOfThePreviewAndTheRunAlike() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let schema = FindSchema(
            entity: try #require(home.catalog.entity("Books.BookEntity")).metadata, filtersLocally: false)
        await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        // Row 1: "Title is [Value]", left empty; row 2: "Title contains “the”".
        driver.press("a")
        try addFilter("title", "contains", "the", schema: schema, in: driver)
        await driver.waitUntilIdle()
        let find = try #require(driver.app.editorSession?.selectedFind)
        #expect(find.conditions.count == 2)
        #expect(find.unfinishedRows == [0])

        // The run (the shortcut as saved, through ShortcutRunner) finds what the preview counts.
        let titles = try await Self.titles(running: find, in: home)
        let finished = try await Self.titles(
            running: FindAction(entity: find.entity, conditions: [find.conditions[1]]), in: home)
        #expect(!titles.isEmpty && titles == finished)
        #expect(driver.screenText.contains("Preview · \(titles.count) found"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Row 1 is unfinished and left out, as a run leaves it out"))
        // The validator's warning, under the row it is about, and counted on the status line.
        let lines = driver.lines
        let row = try #require(lines.firstIndex { $0.contains("1. Title is Value") }, "\(driver.screenText)")
        #expect(
            lines[row + 1].contains("↳ unfinished row: 'title' (Title) has no value, so the Find ignores the row"),
            "\(driver.screenText)")
        #expect(driver.app.editorSession?.validation.warningCount == 1)
        #expect(driver.app.editorSession?.validation.diagnostics.first?.parameter == "where row 1")
        assertSnapshot(driver.screen, named: "find-editor-unfinished-row")

        // Filled in, the row counts and the warning goes.
        driver.press("k", "right", "right", "enter")
        driver.type("Dune")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.selectedFind?.unfinishedRows == [])
        #expect(driver.app.editorSession?.validation.warningCount == 0)
        #expect(!driver.screenText.contains("unfinished"))
        #expect(driver.screenText.contains("Preview · 0 found") || driver.screenText.contains("Preview · 1 found"))
    }

    /// Choosing "is between" gives the row an empty second value: unfinished (left out, with a
    /// warning), never a missing one (an error the run fails on).
    @Test func isBetweenStartsWithAnEmptySecondValue() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let schema = FindSchema(
            entity: try #require(home.catalog.entity("Books.BookEntity")).metadata, filtersLocally: false)
        await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        try addFilter("datePublished", "is between", "1900-01-01", schema: schema, in: driver)
        await driver.waitUntilIdle()
        let row = try #require(driver.app.editorSession?.selectedFind?.conditions.first)
        #expect(row.comparator == .query(.isBetween))
        #expect(row.value2 == .text([]))
        #expect(row.isUnfinished)
        #expect(driver.app.editorSession?.validation.errorCount == 0)
        #expect(driver.screenText.contains("has no second value"), "\(driver.screenText)")
    }

    @Test func aDateRowCountsBackInAUnitChosenFromItsMenu() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let schema = FindSchema(
            entity: try #require(home.catalog.entity("Books.BookEntity")).metadata, filtersLocally: false)
        let dateRead = try #require(schema.filterable("dateRead"))
        #expect(dateRead.comparators.contains(.isInTheLast(.days)))
        #expect(dateRead.comparators.contains(.isNotInTheLast(.days)))
        #expect(schema.filterable("title")?.comparators.contains(.isInTheLast(.days)) == false)

        await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
        driver.press("f")
        await driver.waitUntilIdle()
        try addFilter("dateRead", "is in the last", "2", schema: schema, in: driver)
        // The unit follows the count: days, changed to months from its menu.
        driver.press("right")
        try choose(
            "months", among: FindComparator.RecentUnit.allCases.map(\.rawValue), current: "days", in: driver)
        await driver.waitUntilIdle()
        let row = try #require(driver.app.editorSession?.selectedFind?.conditions.first)
        #expect(row.comparator == .isInTheLast(.months))
        #expect(row.value == .number(2))
        #expect(driver.app.editorSession?.validation.errorCount == 0)
        #expect(driver.screenText.contains("Date Read is in the last 2 months"), "\(driver.screenText)")

        // Back to a comparison of dates: the count no longer fits and is emptied.
        driver.press("left", "left")
        let phrases = dateRead.comparators.map { $0.phrase(for: .date) }
        try choose("is before", among: phrases, current: "is in the last", in: driver)
        await driver.waitUntilIdle()
        let changed = try #require(driver.app.editorSession?.selectedFind?.conditions.first)
        #expect(changed.comparator == .query(.lessThan))
        #expect(changed.isUnfinished)
    }
}
