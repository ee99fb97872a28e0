import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEditor

/// A built-in action stored as a call (Wait, Count, Comment, Stop) in the editor: found in the
/// library by its keywords, a card from its descriptor, its slots edited by id.
@Suite struct BuiltInCardTests {
    @Test func waitIsFoundAddedAndEditedThroughItsDescriptor() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        #expect(library.search("sleep").first?.id == "builtIn:wait")
        let entry = try #require(library.entry(id: "builtIn:wait"))
        #expect(entry.title == "Wait" && entry.category == "Scripting" && entry.icon == "clock")

        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Pause"))
        session.add(entry, from: library)
        #expect(session.selectedCard?.sentence?.text == "Wait 1 seconds")
        let token = try #require(session.selectedCard?.token("seconds"))
        #expect(token.valueType == .double && token.acceptsVariables)
        let changed1 = session.setValue(.number(2.5), slot: "seconds")
        #expect(changed1)
        #expect(session.selectedCard?.sentence?.text == "Wait 2.5 seconds")
        #expect(session.history.undoTitle == "Undo Set Seconds")
        // A slot the action does not have is refused, not added.
        let changed2 = session.setValue(.number(1), slot: "minutes")
        #expect(!changed2)
        #expect(
            session.shortcut.actions.first?.kind == .builtIn(BuiltInCall("wait", ["seconds": .value(.number(2.5))])))
    }

    @Test func stopsOutputIsUnderShowMoreUntilItIsSet() async throws {
        let home = try await TestHome()
        var session = EditorSession(
            catalog: home.catalog, shortcut: ShortcutDocument(name: "Stop", actions: [Action(.stop(output: nil))]))
        session.select(id: session.shortcut.actions[0].id)
        #expect(session.selectedCard?.sentence?.text == "Stop this shortcut")
        #expect(session.selectedCard?.moreTokens.map(\.slot) == ["output"])
        let changed3 = session.setValue(.string("done"), slot: "output")
        #expect(changed3)
        #expect(session.selectedCard?.sentence?.text == "Stop and output “done”")
        #expect(session.shortcut.actions[0].kind == .stop(output: .string("done")))
        // Optional: clearing it removes it, and the sentence reads as before.
        let changed4 = session.setValue(nil, slot: "output")
        #expect(changed4)
        #expect(session.shortcut.actions[0].kind == .stop(output: nil))
    }

    @Test func aCommentsTextIsAPlainTextSlot() async throws {
        let home = try await TestHome()
        var session = EditorSession(
            catalog: home.catalog, shortcut: ShortcutDocument(name: "Note", actions: [Action(.comment(""))]))
        session.select(id: session.shortcut.actions[0].id)
        #expect(session.selectedCard?.firstEmptyRequiredToken?.slot == "text")
        let changed5 = session.setText("Why this works", slot: "text")
        #expect(changed5)
        #expect(session.selectedCard?.sentence?.text == "// Why this works")
        #expect(session.selectedCard?.outputName == nil)
    }
}
