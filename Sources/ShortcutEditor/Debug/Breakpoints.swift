import Foundation
import ShortcutKit
import Synchronization
import TerminalUI

/// Breakpoints as the editor keeps them: toggled on a card, drawn in the gutter, written beside
/// the library (``BreakpointStore``) as an effect, never in the shortcut's file.
enum Breakpoints {
    /// The newest write asked for each file (a shortcut's, in one library): an older one still
    /// under way does not overwrite it.
    private static let latest = Mutex<[String: Int]>([:])
    private static let generation = Atomic<Int>(0)

    /// Keeps `breakpoints` as those of `shortcut`, off the main loop; says so only if it fails.
    static func save(
        _ breakpoints: Set<UUID>, of shortcut: UUID, in store: BreakpointStore
    ) -> Effect<ShortcutsApp.Message> {
        let number = generation.add(1, ordering: .relaxed).newValue
        let file = store.url(for: shortcut).path
        latest.withLock { $0[file] = number }
        return .run {
            let problem: BreakpointStore.Problem? = latest.withLock { latest in
                // A newer set was asked for: this one is out of date.
                guard latest[file] == number else { return nil }
                do throws(BreakpointStore.Problem) {
                    try store.save(breakpoints, of: shortcut)
                    return nil
                } catch {
                    return error
                }
            }
            return problem.map { .failed("The breakpoints could not be kept: \($0.description)") }
        }
    }

    /// Whether a run never stops before `action`: it does nothing when it runs (a Comment).
    static func neverStops(_ action: Action) -> Bool {
        if case .builtIn(let call) = action.kind { call.descriptor?.behaviour?.isInert ?? false } else { false }
    }

    /// Reads the breakpoints of `shortcut`, off the main loop.
    static func load(of shortcut: UUID, in store: BreakpointStore) -> Effect<ShortcutsApp.Message> {
        .run {
            do throws(BreakpointStore.Problem) {
                return .breakpoints(shortcut, .success(try store.breakpoints(of: shortcut)))
            } catch {
                return .breakpoints(shortcut, .failure(error))
            }
        }
    }

    /// The breakpoints of every shortcut in `store`, by shortcut id: a debug run stops at them
    /// in the shortcuts it runs too. A few small files, read as the debugger starts.
    static func all(in store: BreakpointStore) -> [UUID: Set<UUID>] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: store.folder, includingPropertiesForKeys: nil)) ?? []
        var found: [UUID: Set<UUID>] = [:]
        for file in files where file.pathExtension == "json" {
            guard let id = UUID(uuidString: file.deletingPathExtension().lastPathComponent) else { continue }
            found[id] = (try? store.breakpoints(of: id)) ?? []
        }
        return found
    }
}

extension ShortcutsApp {
    /// Sets or clears the breakpoint on the selected card; a Comment never stops a run.
    mutating func toggleBreakpoint(in screen: inout EditorScreen) -> [Effect<Message>] {
        guard let card = screen.session.selectedCard, card.row.isCard else {
            return post("Select a card to set a breakpoint on", kind: .warning)
        }
        let id = card.row.actionID
        guard let action = screen.session.shortcut.flattened.first(where: { $0.action.id == id })?.action,
            !Breakpoints.neverStops(action)
        else {
            return post("A run never stops at a Comment: set the breakpoint on an action", kind: .warning)
        }
        let set = screen.breakpoints.remove(id) == nil
        if set { screen.breakpoints.insert(id) }
        let effects = post(set ? "Breakpoint set: a debug run (d) stops before this card" : "Breakpoint cleared")
        return effects + [
            Breakpoints.save(screen.breakpoints, of: screen.session.shortcut.id, in: environment.breakpoints)
        ]
    }

    /// The breakpoints read for an editor that opened.
    mutating func breakpointsLoaded(_ shortcut: UUID, _ outcome: Result<Set<UUID>, BreakpointStore.Problem>)
        -> [Effect<Message>]
    {
        guard var screen = editor, screen.session.shortcut.id == shortcut else { return [] }
        switch outcome {
        case .success(let found):
            // A breakpoint whose card is gone (deleted elsewhere) is dropped as it is shown.
            let ids = Set(screen.session.shortcut.flattened.map(\.action.id))
            screen.breakpoints = found.intersection(ids)
            editor = screen
            return []
        case .failure(let problem):
            return post("The breakpoints could not be read: \(problem.description)", kind: .warning)
        }
    }
}
