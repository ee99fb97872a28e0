import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Variables whose source is deleted, moved below them, or around them are marked broken on
/// their card and kept in the document.
@Suite struct BrokenVariableTests {
    @Test func movingTheSourceBelowItsReaderBreaksTheVariable() async throws {
        let home = try await TestHome()
        var session = try home.session("reading-stats.json")
        session.select(id: exampleID(0x401))
        expectChange(session.moveSelected(.down)) // Find Books now runs after Count
        let count = try #require(session.card(at: 0))
        #expect(count.title == "Count")
        #expect(count.brokenVariables.map(\.reason) == [.later])
        #expect(count.brokenVariables.first?.slot == "input")
        #expect(count.brokenVariables.first?.name == "Found Books")
        #expect(count.token("input")?.state == .variable(broken: true))
        #expect(count.sentence?.text == "Count ⟦Found Books ⚠︎⟧")
        #expect(count.severity == .error)
        // The validator agrees, on the same card.
        #expect(count.diagnostics.contains { $0.severity == .error && $0.parameter == "input" })
        #expect(session.validation.errorCount >= 1)
        // The variable is still there, pointing at Find Books.
        #expect(session.shortcut.actions[0].kind == .count(.variable(VariableReference(.action(exampleID(0x401))))))

        expectChange(session.moveSelected(.up))
        #expect(session.card(at: 1)?.brokenVariables.isEmpty == true)
    }

    @Test func deletingTheSourceBreaksTheVariableWithoutDroppingIt() async throws {
        let home = try await TestHome()
        var session = try home.session("reading-stats.json")
        session.select(id: exampleID(0x407)) // the second Find, read by "Last finished: …"
        expectChange(session.deleteSelected())
        let add = try #require(session.card(at: session.document.row(of: exampleID(0x408))!))
        #expect(add.brokenVariables.map(\.reason) == [.deleted])
        // It says which action it read: what that action was called before it was deleted.
        #expect(
            add.brokenVariables.first?.message
                == "Found Books (deleted) › First Item › Title reads an action that was deleted")
        #expect(
            add.sentence?.text.contains("⟦Found Books (deleted) › First Item › Title⟧") == true,
            "\(add.sentence?.text ?? "")")
        #expect(add.tokens.contains { $0.display.contains("Found Books (deleted) › First Item › Title") })
        #expect(add.severity == .error)
        #expect(session.shortcut.action(at: ActionPath(4))?.readVariables.first?.source == .action(exampleID(0x407)))
        expectChange(session.undo())
        #expect(session.card(at: session.document.row(of: exampleID(0x408))!)?.brokenVariables.isEmpty == true)
    }

    /// A file saved with a variable to an action that is gone: the editor never saw the action,
    /// so the variable says so and shows the start of the id it reads.
    @Test func aSourceNeverSeenIsNamedByItsID() async throws {
        let home = try await TestHome()
        let gone = UUID(uuidString: "5F2A1B3C-0000-4000-8000-000000000001")!
        let show = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: ["text": .variable(VariableReference(.action(gone), path: [.count]))]))
        let session = EditorSession(
            catalog: home.catalog, shortcut: ShortcutDocument(name: "Dangling", actions: [show]))
        let card = try #require(session.card(at: 0))
        #expect(card.brokenVariables.map(\.reason) == [.deleted])
        #expect(card.brokenVariables.first?.name == "Missing Action (was removed) · 5F2A1B3C › Count")
        #expect(card.token("text")?.display == "Missing Action (was removed) · 5F2A1B3C › Count")
    }

    @Test func aBlockOutputInsideTheBlockAndLoopVariablesOutsideLoopsAreBroken() async throws {
        let home = try await TestHome()
        let show = Action(.intent(identifier: "Shortcuts.ShowResult", parameters: ["text": .string("inside")]))
        let block = Action(.conditional(Conditional(input: .string("a"), condition: .hasAnyValue, then: [show])))
        var session = EditorSession(
            catalog: home.catalog,
            shortcut: ShortcutDocument(
                name: "B",
                actions: [
                    block,
                    Action(.count(.variable(VariableReference(.repeatItem)))),
                    Action(.count(.variable(VariableReference(.repeatIndex)))),
                ]))
        session.select(1)
        expectChange(session.setValue(.variable(VariableReference(.action(block.id))), slot: "text"))
        #expect(session.card(at: 1)?.brokenVariables.map(\.reason) == [.enclosing])
        #expect(session.card(at: 4)?.brokenVariables.map(\.reason) == [.outsideLoop])
        #expect(session.card(at: 4)?.token("input")?.state == .variable(broken: true))
        #expect(session.card(at: 5)?.brokenVariables.map(\.reason) == [.outsideLoop])
    }
}
