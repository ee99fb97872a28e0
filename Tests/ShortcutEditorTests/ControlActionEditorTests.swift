import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import TerminalUI
import Testing

@testable import ShortcutEditor

/// Choose from List, Show Alert and Run Shortcut in the editor: the action library finds them by
/// the words people type, and the run pane folds a nested run under its Run Shortcut line.
@Suite struct ControlActionEditorTests {
    @Test func theLibraryFindsThemByWhatPeopleType() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        // "function" is also a word of Calculate Expression's (sqrt, min, max): both come first.
        #expect(Set(library.search("function").prefix(2).map(\.title)) == ["Run Shortcut", "Calculate Expression"])
        #expect(library.search("alert").first?.title == "Show Alert")
        #expect(library.search("choose").map(\.title).contains("Choose from List"))
        #expect(library.search("sleep").first?.title == "Wait")
        #expect(library.search("if").first?.title == "If")
    }

    @Test func aNestedRunIsFoldedUnderItsCallerUntilUnfolded() async throws {
        let home = try await TestHome()
        let inner = ShortcutDocument(
            name: "B",
            actions: [
                Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("Said inside")])),
                Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:])),
            ])
        let outer = ShortcutDocument(
            name: "A", actions: [Action(.builtIn(BuiltInCall(.runShortcut, [.shortcut: .text(inner.id.uuidString)])))])
        let events = Mutex<[RunEvent]>([])
        _ = try await ShortcutRunner(catalog: home.catalog.with(shortcuts: ShortcutDirectory([inner]))).run(
            outer, prompter: ScriptedPrompter([])
        ) { event in events.withLock { $0.append(event) } }
        var pane = RunPane(name: "A", document: outer, number: 1, fromEditor: false, started: ContinuousClock().now)
        for event in events.withLock({ $0 }) { ShortcutsApp.show(event, in: &pane) }
        pane.phase = .finished
        func lines() -> [String] {
            RunView(pane: pane, status: StatusLine()).logLines(width: 80, now: ContinuousClock().now).map(\.plainText)
        }
        let folded = lines()
        #expect(folded.first?.hasPrefix("✓ 1 Run Shortcut") == true)
        #expect(folded.first?.hasSuffix("▸ 2 actions of its run (Tab unfolds)") == true, "\(folded)")
        #expect(!folded.contains { $0.contains("1 Text") || $0.contains("2 Show Result") })
        #expect(folded.contains { $0.contains("Said inside") })

        pane.showsNestedRuns = true
        let unfolded = lines()
        #expect(unfolded.contains { $0.hasPrefix("  ✓ 1 Text") && $0.contains("→ Said inside") }, "\(unfolded)")
        #expect(unfolded.first?.hasSuffix("▾ its run below (Tab folds)") == true)
    }
}
