import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

extension TestHome {
    /// An editing session of an example, as if opened from its file (the tests never write it),
    /// whose Run Shortcut actions find the other examples.
    func session(_ example: String) throws -> EditorSession {
        EditorSession(
            catalog: catalog.with(shortcuts: ShortcutDirectory(try allExamples())),
            shortcut: try ShortcutsTestSupport.example(example),
            fileURL: examplesFolder.appendingPathComponent(example))
    }
}

extension EditorDocument {
    /// The index of the row of the action with this id (its own card).
    func row(of id: UUID, kind: RowKind = .action) -> Int? {
        rows.firstIndex { $0.actionID == id && $0.kind == kind }
    }
}

extension EditorSession {
    /// The rows as text, one per line: indentation by depth, then the card's title and sentence.
    var outline: [String] {
        document.rows.indices.map { index in
            let card = card(at: index)!
            let indent = String(repeating: "  ", count: card.row.depth)
            return indent + (card.sentence?.text ?? card.title)
        }
    }

    /// Selects the row of the action with this id.
    mutating func select(id: UUID, kind: RowKind = .action) {
        select(document.row(of: id, kind: kind))
    }
}

extension Action {
    /// Every variable the action's own values read.
    var readVariables: [VariableReference] { values.flatMap(\.variables) }
}

/// Checks that a mutating call reported a change. (A mutating call cannot go inside `#expect`,
/// which evaluates its expression in a closure.)
func expectChange(_ changed: Bool, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(changed, comment, sourceLocation: sourceLocation)
}

/// Checks that a mutating call reported no change.
func expectNoChange(_ changed: Bool, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!changed, comment, sourceLocation: sourceLocation)
}

/// How many example shortcuts the repository has (``TestRepository/exampleCount``).
let exampleCount = TestRepository.exampleCount
