import Foundation
import IntentKit

/// What one scope walk found that a reader of the whole shortcut needs afterwards: each
/// action's output type once it has run, and inside each Repeat with Each the type of Repeat
/// Item there. The validator's walk records it as it goes (``Validator/check(_:layout:)``), so
/// the editor's sentences read the types the validator found without walking again.
package struct ScopeTypes: Sendable, Equatable {
    /// Output types by action id (actions whose output's type is known before the run).
    package private(set) var outputs: [UUID: ValueType] = [:]
    /// Repeat Item's type where each action reads it (inside a Repeat with Each whose items'
    /// type is known).
    package private(set) var repeatItems: [UUID: ValueType] = [:]

    package init() {}

    /// One walk of `document` for its types alone.
    package init(of document: ShortcutDocument, catalog: Catalog, layout: ActionLayout? = nil) {
        var scope = Scope(catalog: catalog, document: document, layout: layout)
        var recorder = Recorder()
        scope.walk(&recorder)
        self = recorder.types
        finish(scope)
    }

    /// Notes what the scope says of the action about to run: Repeat Item's type there.
    package mutating func record(_ entry: ActionLayout.Entry, in scope: Scope) {
        if case .each(let element?)? = scope.loops.last { repeatItems[entry.action.id] = element }
    }

    /// Takes the output types from the scope at the end of its walk.
    package mutating func finish(_ scope: Scope) {
        outputs = scope.finished.compactMapValues(\.type)
    }

    private struct Recorder: ScopeVisitor {
        var types = ScopeTypes()
        mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool {
            types.record(entry, in: scope)
            return true
        }
    }
}
