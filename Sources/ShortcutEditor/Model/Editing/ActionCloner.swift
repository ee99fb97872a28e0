import Foundation
import ShortcutKit

/// Copies actions for Duplicate and Paste: every copied action gets a fresh id, and a variable
/// inside the copies that read one of the copied actions reads its copy instead, so a duplicated
/// block works on its own outputs. Variables that read actions outside the copy are kept as they are.
enum ActionCloner {
    static func clone(_ actions: [Action], makeID: () -> UUID = UUID.init) -> [Action] {
        var ids: [UUID: UUID] = [:]
        for action in actions.flatMap({ [$0] + $0.descendants }) where ids[action.id] == nil {
            ids[action.id] = makeID()
        }
        return actions.map { remap($0, ids) }
    }

    private static func remap(_ action: Action, _ ids: [UUID: UUID]) -> Action {
        var copy = action.mapValues { value in
            value.mapVariables { ref in
                guard case .action(let id) = ref.source, let new = ids[id] else { return ref }
                return VariableReference(.action(new), path: ref.path)
            }
        }
        copy.id = ids[action.id] ?? action.id
        for (index, body) in action.bodies.enumerated() {
            copy.setBody(index, to: body.map { remap($0, ids) })
        }
        return copy
    }
}
