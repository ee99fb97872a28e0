import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEditor

/// The date and list actions in the editor: found in the library by the words a person types,
/// their choices as menus, words and slots that follow the chosen option, and List's items in
/// the list overlay.
@Suite struct DateListCardTests {
    @Test func theLibraryFindsThemByWhatPeopleType() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        func first(_ query: String) -> String? { library.search(query).first?.id }
        #expect(first("adjust date") == "builtIn:adjustDate")
        #expect(first("format date") == "builtIn:formatDate")
        #expect(first("days until") == "builtIn:getTimeBetweenDates")
        #expect(first("iso 8601") == "builtIn:formatDate")
        #expect(first("sort") == "builtIn:sortList")
        #expect(first("filter list") == "builtIn:filterList")
        #expect(library.search("tomorrow").map(\.id).contains("builtIn:getDatesFromInput"))
        #expect(library.entry(id: "builtIn:list")?.category == "Lists")
        #expect(library.entry(id: "builtIn:adjustDate")?.category == "Dates")
    }

    @Test func adjustDatesWordsAndSlotsFollowItsOperation() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "When"))
        session.add(try #require(library.entry(id: "builtIn:adjustDate")), from: library)
        #expect(session.selectedCard?.sentence?.text == "Add 1 days to ⟦Current Date⟧")
        let operation = try #require(session.selectedCard?.token("operation"))
        guard case .choice(let options) = operation.kind else {
            Issue.record("operation is not a menu: \(operation.kind)")
            return
        }
        #expect(options.map(\.title).prefix(3) == ["Add", "Subtract", "Get Start of Minute"])
        guard case .choice(let units)? = session.selectedCard?.token("unit")?.kind else {
            Issue.record("unit is not a menu")
            return
        }
        #expect(units.map(\.id) == ["seconds", "minutes", "hours", "days", "weeks", "months", "years"])
        let changed1 = session.choose("subtract", slot: "operation")
        #expect(changed1)
        #expect(session.selectedCard?.sentence?.text == "Subtract 1 days from ⟦Current Date⟧")
        let changed2 = session.choose("startOfWeek", slot: "operation")
        #expect(changed2)
        #expect(session.selectedCard?.sentence?.text == "Get Start of Week of ⟦Current Date⟧")
        // Amount and unit do not apply to a start: not on the card, not under Show More.
        #expect(session.selectedCard?.token("amount") == nil && session.selectedCard?.moreTokens.isEmpty == true)
        let changed3 = session.choose("add", slot: "operation")
        #expect(changed3)
        let changed4 = session.setValue(.number(2), slot: "amount")
        #expect(changed4)
        let changed5 = session.choose("weeks", slot: "unit")
        #expect(changed5)
        #expect(session.selectedCard?.sentence?.text == "Add 2 weeks to ⟦Current Date⟧")
        #expect(session.history.undoTitle == "Undo Set Unit")
    }

    @Test func formatDatesPatternAppearsForCustomAndIsChecked() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "When"))
        session.add(try #require(library.entry(id: "builtIn:formatDate")), from: library)
        #expect(session.selectedCard?.sentence?.text == "Format ⟦Current Date⟧ as Short date, Short time")
        #expect(session.selectedCard?.token("format") == nil)
        let changed6 = session.choose("custom", slot: "dateFormat")
        #expect(changed6)
        let format = try #require(session.selectedCard?.token("format"))
        #expect(format.kind == .plainText(suggestions: []))
        let changed7 = session.setText("yyyy-MM-dd at HH", slot: "format")
        #expect(changed7)
        let problems = Validator(catalog: home.catalog).validate(session.shortcut).map(\.description)
        #expect(
            problems == [
                "error: action 1 (Format Date), parameter 'format': 't' is not a date field; put literal letters in single quotes ('t')"
            ])
    }

    @Test func aListsItemsAreEditedInTheListOverlay() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Items"))
        session.add(try #require(library.entry(id: "builtIn:list")), from: library)
        #expect(session.selectedCard?.sentence?.text == "List “One”, “Two”")
        let items = try #require(session.selectedCard?.token("items"))
        #expect(items.kind == .list(.text))
        let changed8 = session.setValue(.list([.string("Two"), .string("Three"), .string("One")]), slot: "items")
        #expect(changed8)
        #expect(session.selectedCard?.sentence?.text == "List “Two”, “Three”, “One”")
        #expect(session.selectedCard?.outputName == "List")
    }
}
