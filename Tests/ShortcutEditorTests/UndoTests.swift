import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Every edit undoes to the exact document and selection before it, and redoes to the one after.
@Suite struct UndoTests {
    /// One edit of the session, named for failure messages.
    struct Step: Sendable {
        let name: String
        let example: String
        let row: Int
        let perform: @Sendable (inout EditorSession) -> Bool
    }

    static let steps: [Step] = [
        Step(name: "move up", example: "reading-stats.json", row: 3) { $0.moveSelected(.up) },
        Step(name: "move down", example: "reading-stats.json", row: 2) { $0.moveSelected(.down) },
        Step(name: "duplicate", example: "word-tools.json", row: 1) { $0.duplicateSelected() },
        Step(name: "delete", example: "reading-stats.json", row: 1) { $0.deleteSelected() },
        Step(name: "delete keeping contents", example: "reading-stats.json", row: 3) {
            $0.deleteSelected(keepingContents: true)
        },
        Step(name: "cut", example: "word-tools.json", row: 2) { $0.cutSelected() != nil },
        Step(name: "paste", example: "reading-stats.json", row: 5) { session in
            session.paste(Clipboard(actions: [Action(.comment("pasted"))]))
        },
        Step(name: "set value", example: "reading-stats.json", row: 3) { $0.setValue(.number(3), slot: "value") },
        Step(name: "clear value", example: "reading-stats.json", row: 3) { $0.setValue(nil, slot: "value") },
        Step(name: "choose", example: "reading-stats.json", row: 3) { $0.choose("lessThan", slot: "condition") },
        Step(name: "set text", example: "reading-stats.json", row: 2) { $0.setText("Total", slot: "name") },
        Step(name: "rename", example: "hello.json", row: 0) { $0.rename("Greeter") },
        Step(name: "set icon", example: "hello.json", row: 0) { $0.setIcon("star") },
        Step(name: "add", example: "hello.json", row: 1) { session in
            let library = ActionLibrary(catalog: session.catalog)
            return session.add(library.entry(id: "builtIn:if")!, from: library) != nil
        },
        Step(name: "add menu item", example: "what-to-read.json", row: 1) { session in
            session.apply(session.document.addingMenuItem(titled: "More", row: 1))
        },
        Step(name: "remove menu item", example: "what-to-read.json", row: 3) { session in
            session.apply(session.document.removingMenuItem(row: 3))
        },
    ]

    @Test(arguments: steps.indices)
    func everyEditUndoesAndRedoes(_ index: Int) async throws {
        let step = Self.steps[index]
        let home = try await TestHome()
        var session = try home.session(step.example)
        session.select(step.row)
        let before = (session.document, session.selection)
        let changed = step.perform(&session)
        #expect(changed, "\(step.name)")
        let after = (session.document, session.selection)
        #expect(after.0 != before.0, "\(step.name) changed nothing")
        #expect(session.isDirty)
        #expect(session.history.undoTitle != nil)

        expectChange(session.undo())
        #expect(session.document == before.0, "\(step.name)")
        #expect(session.selection == before.1, "\(step.name)")
        #expect(!session.isDirty)
        #expect(session.history.redoTitle != nil)

        expectChange(session.redo())
        #expect(session.document == after.0, "\(step.name)")
        #expect(session.selection == after.1, "\(step.name)")
        expectNoChange(session.redo())
    }

    @Test func aNewEditClearsRedo() async throws {
        let home = try await TestHome()
        var session = try home.session("reading-stats.json")
        session.select(1)
        session.moveSelected(.up)
        session.undo()
        #expect(session.history.canRedo)
        #expect(session.history.redoTitle == "Redo Move Up")
        session.duplicateSelected()
        #expect(!session.history.canRedo)
        #expect(session.history.undoTitle == "Undo Duplicate")
        session.select(3)
        session.setValue(.number(5), slot: "value")
        #expect(session.history.undoTitle == "Undo Set Value")
        session.setValue(nil, slot: "value")
        #expect(session.history.undoTitle == "Undo Clear Value")
    }

    @Test func typingInOneFieldUndoesAsOneStep() async throws {
        let home = try await TestHome()
        var session = try home.session("hello.json")
        session.select(0)
        let original = session.document
        for text in ["G", "Gr", "Gre"] { session.setText(text, slot: "text", coalescing: true) }
        #expect(session.history.undoEntries.count == 1)
        session.endTyping()
        session.setText("Greet", slot: "text", coalescing: true)
        #expect(session.history.undoEntries.count == 2)
        session.undo()
        #expect(session.selectedCard?.sentence?.text == "// Gre")
        session.undo()
        #expect(session.document == original)
        #expect(!session.history.canUndo)
    }

    @Test func theStackForgetsTheOldestStepsPastItsLimit() {
        var stack = UndoStack<Int>(limit: 2)
        stack.record(1, label: "a")
        stack.record(2, label: "b")
        stack.record(3, label: "c")
        #expect(stack.undoEntries.map(\.state) == [2, 3])
        #expect(stack.undo(from: 4) == 3)
        #expect(stack.redo(from: 3) == 4)
        #expect(stack.undoTitle == "Undo c")
    }
}
