import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The validator's findings on the cards, counted for the status line, and what saving says.
@Suite struct ValidationTests {
    @Test func aValidShortcutHasNoProblems() async throws {
        let home = try await TestHome()
        let session = try home.session("reading-stats.json")
        #expect(session.validation.statusText == "No problems")
        #expect(session.validation.isValid)
        #expect(SaveOutcome(saved: session.validation).message == "Saved")
        #expect(!SaveOutcome(saved: session.validation).needsAttention)
    }

    @Test func diagnosticsAreShownOnTheirCardsAndCounted() async throws {
        let home = try await TestHome()
        let open = Action(.intent(identifier: "Books.OpenBook", parameters: [:]))
        let check = Action(.conditional(Conditional(input: .number(3), condition: .greaterThan, then: [])))
        let session = EditorSession(
            catalog: home.catalog, shortcut: ShortcutDocument(name: "V", actions: [open, check]))
        let summary = session.validation
        #expect(summary.errorCount == 1)
        #expect(summary.warningCount == 1)
        #expect(summary.statusText == "1 error, 1 warning")
        #expect(!summary.isValid)

        let openCard = try #require(session.card(at: 0))
        #expect(openCard.diagnostics.map(\.severity) == [.warning])
        #expect(openCard.diagnostics(forSlot: "book").count == 1)
        #expect(openCard.severity == .warning)
        let ifCard = try #require(session.card(at: 1))
        #expect(ifCard.diagnostics.map(\.parameter) == ["value"])
        #expect(ifCard.severity == .error)
        #expect(ifCard.token("value")?.isEmpty == true)
        #expect(session.card(at: 2)?.diagnostics.isEmpty == true) // Otherwise: the header has them

        #expect(SaveOutcome(saved: summary).message == "Saved with 1 error")
        #expect(SaveOutcome(saved: summary).needsAttention)
        #expect(SaveOutcome.saved(errors: 0, warnings: 2).message == "Saved (2 warnings)")
        #expect(SaveOutcome.saved(errors: 3, warnings: 2).message == "Saved with 3 errors")
        #expect(SaveOutcome.failed("the disk is full").message == "Not saved: the disk is full")
        #expect(ValidationSummary([]).shortcutDiagnostics.isEmpty)
    }

    @Test func savingRecordsTheFileAndSaysWhetherTheShortcutIsValid() async throws {
        let home = try await TestHome()
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "S"))
        #expect(session.isDirty) // never saved
        #expect(session.saveEffect == .add(session.shortcut))
        session.apply(
            session.document.inserting(
                [Action(.conditional(Conditional(input: .number(1), condition: .is, then: [])))], below: nil))
        let saved = session.shortcut
        let url = home.root.appendingPathComponent("s.json")
        // Editing went on while the save ran: the outcome is about what was saved.
        session.rename("Later")
        let outcome = session.didSave(saved, to: url, stamp: nil)
        #expect(outcome == .saved(errors: 1, warnings: 0))
        #expect(outcome.message == "Saved with 1 error")
        #expect(session.isDirty)
        #expect(session.saveEffect == .save(session.shortcut, to: url, expecting: nil))
        session.undo()
        #expect(!session.isDirty)
    }
}
