import Foundation
import IntentKit
import ShortcutModel

/// A past run run again: with the input it had, from the start or from one of its shortcut's own
/// actions, the actions before that giving the outputs the run kept (docs/runs.md). The command
/// line's `runs replay` and the editor's run history both start replays through this.
package enum RunReplay {
    /// Why a run cannot be replayed as asked, in words to show as they are.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }

    /// The input the run had, as a run takes it; `nil` when it had none. An input over the cap
    /// was kept as its start only: a replay with that would be another run, not this one again.
    package static func input(of past: RunDetail) throws(Problem) -> (any Sendable)? {
        guard let input = past.input, input.bytes > 0 else { return nil }
        guard let value = input.value else {
            throw Problem(
                "run \(RunText.shortID(past.summary.id))'s input was over 64 KiB and is not kept whole: it cannot be replayed"
            )
        }
        return runtime(value)
    }

    /// The top-level action of `document` that holds the action the run failed at: where
    /// `--failed` replays from.
    package static func failedStart(of past: RunDetail, in document: ShortcutDocument) throws(Problem) -> Int {
        guard let failing = past.steps.last(where: { $0.nesting == 0 && $0.error != nil }) else {
            throw Problem(
                "run \(RunText.shortID(past.summary.id)) has no failed action (it \(past.summary.outcome.rawValue))")
        }
        let layout = ActionLayout(document)
        guard let position = layout.position(of: failing.actionID) else {
            throw Problem(
                "the action run \(RunText.shortID(past.summary.id)) failed at is no longer in '\(document.name)': replay the version that ran"
            )
        }
        return RunResume.topLevel(of: position, in: layout)
    }

    /// Where a replay of `past` on `document` from action `start` starts, and the outputs the
    /// actions before it give; `nil` from the start (action 1) with no `variables`, the named
    /// variables given new values there.
    package static func resume(
        _ past: RunDetail, from start: Int, in document: ShortcutDocument, variables: [String: Value] = [:]
    ) throws(Problem) -> RunResume? {
        if let problem = RunResume.problem(starting: start, in: document) {
            throw Problem("cannot replay from action \(start): \(problem)")
        }
        guard start > 1 else {
            return variables.isEmpty ? nil : RunResume(position: 1, outputs: [:], variables: variables)
        }
        let layout = ActionLayout(document)
        // Past where the run stopped, nothing was kept to start from.
        // A top-level action whose own step finished without an error (the run was stopped
        // before the next one, in the debugger) lets the replay start from the one after it.
        if past.summary.outcome != .succeeded,
            let last = past.steps.last(where: { $0.nesting == 0 }),
            let position = layout.position(of: last.actionID),
            case let stopped = RunResume.topLevel(of: position, in: layout),
            case let reached = reachedPosition(past, stopped: stopped, in: layout),
            start > reached
        {
            throw Problem(
                "cannot replay from action \(start): run \(RunText.shortID(past.summary.id)) stopped at action \(reached); replay from it or before"
            )
        }
        if past.summary.omittedSteps > 0 {
            throw Problem(
                "cannot replay from action \(start): the run kept only its first and last steps (docs/runs.md); replay from the start"
            )
        }
        let before = Set(layout.entries.prefix(start - 1).map(\.action.id))
        var outputs: [UUID: Value] = [:]
        for step in past.steps where step.nesting == 0 && before.contains(step.actionID) {
            guard let output = step.output, output.bytes > 0 else {
                outputs[step.actionID] = nil
                continue
            }
            guard let value = output.value else {
                throw Problem(
                    "cannot replay from action \(start): the output of action \(step.position) (\(step.title)) was over 64 KiB and is not kept whole"
                )
            }
            outputs[step.actionID] = value
        }
        return RunResume(position: start, outputs: outputs, variables: variables)
    }

    /// How far a run that did not succeed got, for a replay: the top-level action it stopped at,
    /// or the one after it when that action's own step finished without an error (the run was
    /// stopped before the next, in the debugger).
    private static func reachedPosition(_ past: RunDetail, stopped: Int, in layout: ActionLayout) -> Int {
        let action = layout.entry(at: stopped).action.id
        guard let finished = past.steps.last(where: { $0.nesting == 0 && $0.depth == 0 }),
            finished.actionID == action, finished.error == nil
        else { return stopped }
        return layout.entry(at: stopped).end + 1
    }

    /// What a replay of `document` from action `start` does again beyond apps' data, one line per
    /// action: "3. Get Contents of URL: uses the network".
    package static func repeatedEffects(_ effects: ShortcutEffects, of document: ShortcutDocument, from start: Int = 1)
        -> [String]
    {
        let name = document.name
        return effects.items.compactMap { item in
            let touched = item.effects.subtracting(.appData)
            guard !touched.isEmpty, item.shortcut != name || item.position >= start else { return nil }
            return
                "\(item.position). \(item.title)\(item.shortcut == name ? "" : " in '\(item.shortcut)'"): \(touched.phrase)"
        }
    }

    /// A kept value as a run takes it: text, numbers, dates, lists and dictionaries as they were;
    /// an entity by its id, which the run looks up again; `nil` for what has no run-time form.
    package static func runtime(_ value: Value) -> (any Sendable)? {
        switch value {
        case .text: return value.plainText
        case .number(let n): return n
        case .boolean(let b): return b
        case .date(let d): return d
        case .url(let u): return u
        case .enumCase(let raw): return raw
        case .entity(_, let id): return id
        case .measurement(let m): return m
        case .currency(let c): return c
        case .person(let p): return p
        case .list(let items): return items.compactMap(runtime) as [any Sendable]
        case .dictionary(let entries):
            return DictionaryValue(entries.map { ($0.key, runtime($0.value) ?? JSONNull()) })
        case .file, .variable, .ask: return nil
        }
    }
}
