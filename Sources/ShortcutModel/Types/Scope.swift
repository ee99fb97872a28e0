import Foundation
import IntentKit

/// What is known just before one action of a shortcut runs: the actions that have finished and
/// their outputs' types, the named variables set so far with their latest types, the loops around
/// the action, and the shortcut's input. The one home of the scope and type rules: the validator
/// reports its diagnostics on top of a walk of it, and the editor's variable picker and cards read
/// it at one position.
///
/// The rules, in run order: an action's output exists once the action and everything inside it
/// has run, so a block's output is not available inside the block, and a later action's never;
/// a variable is set from the action that sets it on, whichever branch that is in; Repeat Item and
/// Repeat Index exist inside the loops that give them.
package struct Scope: Sendable {
    /// A loop around the position, innermost last.
    package enum Loop: Sendable, Equatable {
        case counted
        /// A Repeat with Each, with its items' type when known.
        case each(ValueType?)
    }

    /// An action that has finished.
    package struct Finished: Sendable {
        /// Its position in the layout.
        package var position: Int
        /// The output's type; `nil` when it has none or it is known only when the shortcut runs.
        package var type: ValueType?
    }

    package let catalog: Catalog
    package let document: ShortcutDocument
    package let layout: ActionLayout
    /// The position of the action about to run (0 before the walk starts).
    package private(set) var position = 0
    /// The enclosing loops, innermost last.
    package private(set) var loops: [Loop] = []
    /// Named variables with their latest type (`nil` when known only when the shortcut runs).
    package private(set) var named: [String: ValueType?] = [:]
    /// Named variables in the order first set.
    package private(set) var namedOrder: [String] = []
    /// The actions that have finished, by id (the last one with an id, if a file repeats it).
    package private(set) var finished: [UUID: Finished] = [:]

    /// The scope before the first action; ``walk(_:)`` moves it forwards.
    package init(catalog: Catalog, document: ShortcutDocument, layout: ActionLayout? = nil) {
        self.catalog = catalog
        self.document = document
        self.layout = layout ?? ActionLayout(document)
    }

    /// The scope just before the action at `path` runs (its own values are read in it). A path
    /// that leads nowhere gives the scope after the last action.
    /// Pass `layout` when you have it: the editor asks for many scopes of one document.
    package init(before path: ActionPath, in document: ShortcutDocument, catalog: Catalog, layout: ActionLayout? = nil)
    {
        self.init(catalog: catalog, document: document, layout: layout)
        var stop = StopBefore(target: self.layout.position(at: path) ?? self.layout.count + 1)
        walk(&stop)
    }

    private struct StopBefore: ScopeVisitor {
        let target: Int
        mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool { entry.position != target }
    }

    // MARK: Walking

    /// Walks the actions in run order. `visitor` sees each action just before it runs, with the
    /// scope it reads its values in; a block's contents come next, then the block finishes.
    package mutating func walk<Visitor: ScopeVisitor>(_ visitor: inout Visitor) {
        // The blocks whose contents are running, innermost last, with their ends.
        var open: [(position: Int, end: Int)] = []
        finished.reserveCapacity(layout.count)
        for entry in layout.entries {
            while let block = open.last, block.end < entry.position {
                open.removeLast()
                finish(layout.entries[block.position - 1])
            }
            position = entry.position
            guard visitor.visit(entry, in: self) else { return }
            enter(entry.action)
            if entry.end > entry.position { open.append((entry.position, entry.end)) } else { finish(entry) }
        }
        while let block = open.popLast() { finish(layout.entries[block.position - 1]) }
        position = layout.count + 1
    }

    /// A block's loop, around its contents, as its descriptor declares it.
    private mutating func enter(_ action: Action) {
        switch action.kind.descriptor?.block?.loop {
        case .counted?: loops.append(.counted)
        case .each(let items)?: loops.append(.each(action.value(of: items).flatMap { type(of: $0) }?.elementType))
        case nil: break
        }
    }

    /// The action and everything inside it has run: its loop ends, the variable it sets is set,
    /// its output exists.
    private mutating func finish(_ entry: ActionLayout.Entry) {
        let action = entry.action
        if let descriptor = action.kind.descriptor {
            if descriptor.block?.loop != nil { loops.removeLast() }
            if let effect = descriptor.scopeEffect, case .builtIn(let call) = action.kind { apply(effect, of: call) }
        }
        // An `onError` that goes on keeps the error's message in a variable (the action may have
        // failed): text from here on.
        if case .continue(let variable?)? = action.onError { setNamed(variable, .string) }
        finished[action.id] = Finished(position: entry.position, type: knownOutputType(of: action))
    }

    /// A built-in action's effect on the named variables: it sets or adds to one (reading one
    /// changes nothing).
    private mutating func apply(_ effect: BuiltInScopeEffect, of call: BuiltInCall) {
        switch effect {
        case .sets(let name, let value):
            setNamed(call.text(name) ?? "", call.value(value).flatMap { type(of: $0) })
        case .appends(let name, let value):
            setNamed(call.text(name) ?? "", .array(call.value(value).flatMap { type(of: $0) }?.elementType ?? .string))
        case .reads:
            break
        }
    }

    private mutating func setNamed(_ name: String, _ type: ValueType?) {
        if named[name] == nil { namedOrder.append(name) }
        named[name] = .some(type)
    }

    // MARK: Outputs

    /// Whether an action has an output (Set Variable, Comment and intents that return nothing
    /// have none), and its type when known before the shortcut runs.
    package func outputType(of action: Action) -> (exists: Bool, type: ValueType?) {
        catalog.hasOutput(action) ? (true, knownOutputType(of: action)) : (false, nil)
    }

    /// The output's type when known before the shortcut runs; `nil` when it has none. (Whether
    /// it has one is asked only by the picker: the walk is the validator's hot path.)
    private func knownOutputType(of action: Action) -> ValueType? {
        if case .builtIn(let call) = action.kind, case .reads(let name)? = call.descriptor?.scopeEffect {
            // The variable's latest type, here where the action reads it.
            return named[call.text(name) ?? ""] ?? nil
        }
        // A block's output is whichever branch or pass ran: the catalog knows none before the run.
        return catalog.outputType(of: action) { type(of: $0) }
    }

    /// An output the scope offers a reader: a finished action's, with its path.
    package struct Output: Sendable {
        package var path: ActionPath
        package var action: Action
        /// `nil` when the type is known only when the shortcut runs.
        package var type: ValueType?
    }

    /// The outputs of the finished actions that ran on the way to the current position, in
    /// reading order. An enclosing block's other branches (an If's `then` seen from its `else`,
    /// a menu's other items) never run with it, so their outputs are not offered, though a
    /// reference to one is not an error (the validator does not report it).
    package var offeredOutputs: [Output] {
        guard position > 1 else { return [] }
        let here = position <= layout.count ? layout.path(at: position) : nil
        var out: [Output] = []
        for entry in layout.entries.prefix(position - 1) {
            guard let done = finished[entry.action.id], done.position == entry.position, catalog.hasOutput(entry.action)
            else { continue }
            let path = layout.path(at: entry.position)
            if let here, !Self.runsOnTheWay(path, to: here) { continue }
            out.append(Output(path: path, action: entry.action, type: done.type))
        }
        return out
    }

    /// Whether `earlier` is on the way to `here`: where the two first differ, they are in the
    /// same body of their common block (or both at the top level).
    static func runsOnTheWay(_ earlier: ActionPath, to here: ActionPath) -> Bool {
        for (a, b) in zip(earlier.steps, here.steps) where a != b { return a.body == b.body }
        return true
    }
}

/// Sees each action of a ``Scope/walk(_:)`` just before it runs.
package protocol ScopeVisitor {
    /// Called with the scope the action reads its values in; `false` stops the walk there.
    mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool
}

extension Catalog {
    /// Whether an action has an output at all, whatever its type.
    package func hasOutput(_ action: Action) -> Bool {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.output != nil
        case .find: true
        default: action.kind.descriptor?.hasOutput ?? false
        }
    }
}
