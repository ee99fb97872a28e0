import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A whole editing session at the model level, from a new shortcut to its saved file.
@Suite struct FlowTests {
    @Test func buildWireUndoMoveAndSaveThenReadItBack() async throws {
        let home = try await TestHome()
        let folder = home.root.appendingPathComponent("shortcuts")
        let library = Library(folder: folder)
        try library.prepare(examples: [])

        // A new shortcut from the library screen.
        let screen = LibraryScreenModel(entries: library.entries())
        let (document, create) = screen.newShortcut()
        guard case .add(let created) = create else {
            Issue.record("expected an add")
            return
        }
        let url = try library.add(created)
        var session = EditorSession(catalog: home.catalog, shortcut: document, fileURL: url)
        #expect(session.document.rows.isEmpty)

        // Three actions through search: Find Books, Repeat with Each (which takes the found
        // books), and Show Result inside the loop.
        let actions = ActionLibrary(catalog: home.catalog)
        let find = try #require(actions.search("find books").first)
        let addedFind = session.add(find, from: actions)
        #expect(addedFind != nil && addedFind?.openSlot == nil)
        let loop = try #require(actions.search("repeat with each").first)
        let addedLoop = session.add(loop, from: actions)
        #expect(addedLoop != nil && addedLoop?.openSlot == nil)
        let show = try #require(actions.search("show result").first)
        let addedShow = session.add(show, from: actions)
        #expect(addedShow?.openSlot == "text")
        #expect(
            session.outline == [
                "Find Books",
                "Repeat with each item in ⟦Found Books⟧",
                "  Show [Text]",
                "End Repeat",
            ])

        // Wire the first action's output into the third through a property: the first book's author.
        let picker = try #require(session.variablePicker(slot: "text"))
        let found = try #require(picker.candidates.first { $0.title == "Found Books" })
        let first = try #require(picker.children(of: found).first { $0.label == "First Item" })
        let author = try #require(picker.children(of: first).first { $0.label == "Author" })
        expectChange(session.setValue(author.value, slot: "text"))
        #expect(session.selectedCard?.sentence?.text == "Show ⟦Found Books › First Item › Author⟧")
        let wired = session.document

        // Undo takes the wiring away, redo puts it back.
        expectChange(session.undo())
        #expect(session.selectedCard?.sentence?.text == "Show [Text]")
        expectChange(session.redo())
        #expect(session.document == wired)

        // Move the loop above Find Books: the loop's list is now broken, and is kept; move it back.
        session.select(1)
        expectChange(session.moveSelected(.up))
        #expect(session.card(at: 0)?.brokenVariables.map(\.reason) == [.later])
        #expect(session.card(at: 1)?.brokenVariables.map(\.reason) == [.later])
        #expect(session.validation.errorCount == 2)
        expectChange(session.moveSelected(.down))
        #expect(session.document == wired)
        #expect(session.validation.isValid)
        expectChange(session.rename("Authors"))
        expectChange(session.setIcon("person.2"))

        // Save through the effect, as the runtime will, and read the file back.
        let effect = session.saveEffect
        guard case .save(let saved, let to, let expecting) = effect else {
            Issue.record("expected a save")
            return
        }
        #expect(to == url)
        let stamp = try library.save(saved, to: to, expecting: expecting)
        let outcome = session.didSave(saved, to: to, stamp: stamp)
        #expect(outcome.message == "Saved")
        #expect(!session.isDirty)

        let readBack = try DocumentDecoder.decode(contentsOf: url)
        #expect(readBack == session.shortcut)
        #expect(readBack.name == "Authors")
        #expect(readBack.icon == "person.2")
        #expect(readBack.actions.count == 2)
        #expect(LibraryScreenModel(entries: library.entries()).items.map(\.name) == ["Authors"])
    }
}
