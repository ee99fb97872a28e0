import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEditor

/// The action library: what it lists, how search ranks, and adding an action from it.
@Suite struct ActionLibraryTests {
    @Test func appShortcutsComeFirstThenEachAppByCategory() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        #expect(
            library.sections.map(\.title) == [
                "App Shortcuts", "Shortcuts", "Books", "Trails", "Meditation", "Soup Chef", "Files",
            ])
        let shortcuts = library.sections[0]
        #expect(shortcuts.groups.first?.title == "Books")
        #expect(shortcuts.groups.first?.entries.map(\.title) == ["Currently Reading", "Open Shelf", "Add Book"])
        #expect(library.entries.prefix(3).allSatisfy { $0.isAppShortcut })

        let books = library.sections[2]
        #expect(books.groups.map(\.title) == ["Library", "Store", "Find"])
        #expect(books.groups.last?.entries.map(\.title) == ["Find Books"])
        #expect(books.icon == "books.vertical")

        let builtIn = library.sections[1]
        #expect(builtIn.groups.map(\.title).contains("Control Flow"))
        #expect(
            builtIn.groups.first { $0.title == "Control Flow" }?.entries.map(\.title) == [
                "If", "Repeat", "Repeat with Each", "Choose from Menu", "Stop and Output",
            ])
        #expect(
            builtIn.groups.first { $0.title == "Scripting" }?.entries.map(\.title) == [
                "Show Result", "Get Device Details", "Ask for Input", "Choose from List", "Show Alert", "Run Shortcut",
                "Run Shell Script", "Comment", "Wait",
            ])

        // Every discoverable intent, every Find and every built-in action is listed once.
        let ids = library.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        for intent in home.catalog.intents where intent.metadata.isDiscoverable {
            #expect(ids.contains("intent:\(intent.metadata.identifier)"))
        }
        for entity in home.catalog.findableEntities { #expect(ids.contains("find:\(entity.metadata.identifier)")) }
        for builtIn in BuiltInRegistry.all where builtIn.isListed { #expect(ids.contains("builtIn:\(builtIn.id)")) }
        // A placeholder for an Apple action is written by an import, never offered.
        #expect(!ids.contains("builtIn:appleAction"))
    }

    @Test func searchRanksTitlesThenKeywordsThenDescriptions() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        #expect(library.search("").count == library.entries.count)
        #expect(library.search("find books").first?.title == "Find Books")
        #expect(library.search("  FIND   BOOKS ").first?.title == "Find Books")
        #expect(library.search("bóoks find").first?.title == "Find Books") // any order, any accents

        // The exact title first, then titles that begin with it, then titles with it inside.
        let text = library.search("text").map(\.title)
        #expect(text.first == "Text")
        // Show Result matches by its description only.
        #expect(text.firstIndex(of: "Combine Text")! < text.firstIndex(of: "Show Result")!)

        // Equal matches keep library order, so the App Shortcut leads.
        let add = library.search("ádd book")
        #expect(add.prefix(2).map(\.title) == ["Add Book", "Add Book"])
        #expect(add[0].isAppShortcut && !add[1].isAppShortcut)

        // "loop" is a keyword of Repeat; titles with it would come first, but none has it.
        #expect(library.search("loop").prefix(2).map(\.title) == ["Repeat", "Repeat with Each"])
        // A title beats a keyword: Order Soup is titled "order", Buy Book only has it as a keyword.
        let order = library.search("order").map(\.title)
        #expect(order.firstIndex(of: "Order Soup")! < order.firstIndex(of: "Buy Book")!)
        #expect(library.search("zzzz").isEmpty)
        // "json" finds both directions, and "dictionary" the Dictionary first.
        let json = library.search("json").map(\.title)
        #expect(json.contains("Get Dictionary from Input") && json.contains("Make JSON"))
        #expect(library.search("dictionary").first?.title == "Dictionary")
    }

    @Test func wordStartsBeatSubstrings() {
        #expect(SearchText("Repeat with Each").match("each") == .wordPrefix)
        #expect(SearchText("Repeat").match("peat") == .substring)
        #expect(SearchText("Café Crème").match(SearchText.fold("CRÈME")) == .wordPrefix)
        #expect(SearchText("Count").match("count") == .exact)
        #expect(SearchText("Count").match("co") == .prefix)
        #expect(SearchText("Count").match("x") == nil)
    }

    @Test func newActionsTakeDefaultsPresetsAndThePreviousOutput() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        let open = library.makeAction(try #require(library.entry(id: "intent:Books.OpenBook")))
        #expect(open.kind == .intent(identifier: "Books.OpenBook", parameters: [:]))
        let delivery = try #require(library.entries.first { $0.title == "Soup Delivery" })
        #expect(
            library.makeAction(delivery).kind
                == .intent(identifier: "SoupChef.OrderSoup", parameters: ["orderType": .enumCase("delivery")]))
        #expect(
            library.makeAction(try #require(library.entry(id: "find:Books.BookEntity"))).kind
                == .find(FindAction(entity: "Books.BookEntity")))

        let count = Action(.count(.string("x")))
        let ifEntry = try #require(library.entry(id: "builtIn:if"))
        guard let c = library.makeAction(ifEntry, after: count).kind.asConditional else {
            Issue.record()
            return
        }
        #expect(c.input == .variable(VariableReference(.action(count.id))))
        // Show Result has no output to take.
        let show = Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:]))
        guard let c2 = library.makeAction(ifEntry, after: show).kind.asConditional else {
            Issue.record()
            return
        }
        #expect(c2.input == .text([]))
        guard let (prompt, items) = library.makeAction(try #require(library.entry(id: "builtIn:menu"))).kind.asMenu
        else {
            Issue.record()
            return
        }
        #expect(prompt == nil && items.map(\.title) == ["One", "Two"])
        #expect(library.makeAction(ifEntry).id != library.makeAction(ifEntry).id)
    }

    @Test func addingInsertsBelowTheSelectionAndOpensTheFirstEmptyRequiredParameter() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = try home.session("reading-stats.json")
        session.select(id: exampleID(0x402)) // Count
        func add(_ entry: ActionLibrary.Entry?) throws -> Edit {
            let entry = try #require(entry)
            let edit = session.add(entry, from: library)
            return try #require(edit)
        }

        let open = try add(library.search("open book").first)
        #expect(open.openSlot == "book")
        #expect(session.selection == 2)
        #expect(session.selectedRow?.path == ActionPath(2))
        #expect(session.selectedCard?.sentence?.text == "Open [Book]")

        // An If below Open Book compares its output; the value is what is missing.
        let ifEdit = try add(library.entry(id: "builtIn:if"))
        #expect(ifEdit.openSlot == "value")
        #expect(session.selectedCard?.sentence?.text == "If ⟦Book⟧ is [Value]")
        // Adding below an If's header goes inside it.
        let name = try add(library.entry(id: "builtIn:setVariable"))
        #expect(name.openSlot == "name")
        #expect(session.selectedRow?.path == ActionPath(3, (body: 0, index: 0)))
        #expect(session.selectedCard?.sentence?.text == "Set variable [Variable Name] to [Value]")

        // Mark as Read takes the previous result, but Set Variable gives none: its book is opened.
        let mark = try add(library.entry(id: "intent:Books.MarkAsRead"))
        #expect(mark.openSlot == "book")
        let text = try add(library.entry(id: "intent:Shortcuts.Text"))
        #expect(text.openSlot == "text")
        #expect(session.history.undoTitle == "Undo Add Text")
    }

    /// Show Result (and Combine Text, Split Text, Mark as Read: parameters that take the previous
    /// result) added below an action with an output is wired to that output, as in Shortcuts.
    @Test func showResultTakesTheOutputAboveIt() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        let text = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("Lift off!")]))
        let output = Value.variable(VariableReference(.action(text.id)))
        let showEntry = try #require(library.entry(id: "intent:Shortcuts.ShowResult"))
        #expect(
            library.makeAction(showEntry, after: text).kind
                == .intent(identifier: "Shortcuts.ShowResult", parameters: ["text": output]))
        // Nothing above, or nothing given by the action above: nothing to wire.
        #expect(library.makeAction(showEntry).kind == .intent(identifier: "Shortcuts.ShowResult", parameters: [:]))
        let comment = Action(.comment("note"))
        #expect(
            library.makeAction(showEntry, after: comment).kind
                == .intent(identifier: "Shortcuts.ShowResult", parameters: [:]))
        // Split Text and Combine Text take it too; Text does not (it is where text comes from).
        let split = library.makeAction(try #require(library.entry(id: "intent:Shortcuts.SplitText")), after: text)
        #expect(split.kind == .intent(identifier: "Shortcuts.SplitText", parameters: ["text": output]))
        let combine = library.makeAction(try #require(library.entry(id: "intent:Shortcuts.CombineText")), after: split)
        #expect(
            combine.kind
                == .intent(
                    identifier: "Shortcuts.CombineText",
                    parameters: ["items": .variable(VariableReference(.action(split.id)))]))
        let textEntry = try #require(library.entry(id: "intent:Shortcuts.Text"))
        #expect(
            library.makeAction(textEntry, after: text).kind == .intent(identifier: "Shortcuts.Text", parameters: [:]))
        // An app's parameter that takes the previous result, when the output fits: a Book does, a number does not.
        let open = Action(.intent(identifier: "Books.OpenBook", parameters: [:]))
        let markEntry = try #require(library.entry(id: "intent:Books.MarkAsRead"))
        #expect(
            library.makeAction(markEntry, after: open).kind
                == .intent(
                    identifier: "Books.MarkAsRead", parameters: ["book": .variable(VariableReference(.action(open.id)))]
                ))
        let count = Action(.count(.string("x")))
        #expect(
            library.makeAction(markEntry, after: count).kind == .intent(identifier: "Books.MarkAsRead", parameters: [:])
        )
    }

    @Test func addingShowResultBelowAFindShowsWhatItFound() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Show"))
        // First in the shortcut: nothing to take, so its text is opened.
        let first = session.add(try #require(library.entry(id: "intent:Shortcuts.ShowResult")), from: library)
        #expect(first?.openSlot == "text")
        expectChange(session.deleteSelected())
        session.add(try #require(library.entry(id: "find:Books.BookEntity")), from: library)
        let show = session.add(try #require(library.entry(id: "intent:Shortcuts.ShowResult")), from: library)
        #expect(show?.openSlot == nil)
        #expect(session.selectedCard?.sentence?.text == "Show ⟦Found Books⟧")
        #expect(session.validation.diagnostics.isEmpty)
    }

    @Test func theSwitchOfAnAppShortcutShowsItsPresetCase() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Soup"))
        let delivery = try #require(library.entries.first { $0.title == "Soup Delivery" })
        session.add(delivery, from: library)
        #expect(session.selectedCard?.sentence?.text == "Order 1 [Soup] for delivery to [Delivery Location]")
        #expect(session.selectedCard?.moreTokens.map(\.slot) == ["toppings", "orderType"])
        session.setValue(.enumCase("pickup"), slot: "orderType")
        #expect(session.selectedCard?.sentence?.text == "Order 1 [Soup] for Pickup")
    }
}
