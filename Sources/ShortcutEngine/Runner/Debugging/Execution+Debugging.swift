import Foundation
import ShortcutModel

// Stopping before an action for the debugger (``RunDebugger``): what the run holds is handed
// over, and the run waits for how it goes on.
extension Execution {
    /// Stops before `action` when the debugger says so, and waits for its answer; its Stop
    /// ends the run as cancelled.
    func stopIfDebugging(before action: Action, _ ref: ActionReference) async throws(RunError) {
        guard let debugger else { return }
        let level = RunDebugger.Level(nesting: callers.count, depth: ref.depth)
        guard debugger.shouldStop(at: action.id, level: level) else { return }
        // The steps before the stop are in the run's record, for a debugger that looks back.
        await recorder?.flush()
        let stop = DebugStop(
            action: ref, shortcuts: callerNames + [document.name], callers: callerActions, document: document,
            level: level,
            state: debugState())
        let command = await debugger.decide(stop, debugger)
        debugger.follow(command, from: level)
        if command == .stop || Task.isCancelled {
            throw RunError(.cancelled, action: ref, "stopped in the debugger")
        }
    }

    /// What the run holds now, each value masked as the run's output would be.
    func debugState() -> DebugState {
        let redactor = SecretResolver.current?.redactor
        func shown(_ value: any Sendable) -> any Sendable {
            guard let redactor, !redactor.isEmpty else { return value }
            return redactor.redact(value) ?? value
        }
        var finished: [(action: ActionReference, value: any Sendable)] = []
        if !outputs.isEmpty {
            for (index, entry) in document.flattened.enumerated() {
                guard let value = outputs[entry.action.id] else { continue }
                let ref = ActionReference(
                    id: entry.action.id, position: index + 1, title: catalog.title(of: entry.action),
                    depth: layout.depths.indices.contains(index) ? layout.depths[index] : 0)
                finished.append((ref, shown(value)))
            }
        }
        return DebugState(
            input: input.map(shown),
            variables: variables.sorted { $0.key < $1.key }.map { ($0.key, shown($0.value)) },
            outputs: finished,
            loops: loops.map { ($0.item.map(shown), $0.index) })
    }
}
