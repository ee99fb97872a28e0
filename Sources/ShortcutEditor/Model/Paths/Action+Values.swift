import Foundation
import ShortcutKit

extension Value {
    /// The value with every variable in it (whole, inside text, inside lists) passed through `transform`.
    func mapVariables(_ transform: (VariableReference) -> VariableReference) -> Value {
        switch self {
        case .variable(let ref):
            return .variable(transform(ref))
        case .text(let parts):
            return .text(
                parts.map { part in
                    if case .variable(let ref) = part { return .variable(transform(ref)) }
                    return part
                })
        case .list(let items):
            return .list(items.map { $0.mapVariables(transform) })
        case .dictionary(let entries):
            return .dictionary(entries.map { DictionaryEntry($0.key, $0.value.mapVariables(transform)) })
        default:
            return self
        }
    }
}

extension Action {
    /// The action with each of its own values (not those of nested actions) passed through `transform`.
    func mapValues(_ transform: (Value) -> Value) -> Action {
        var copy = self
        switch kind {
        case .intent(let identifier, let parameters):
            copy.kind = .intent(identifier: identifier, parameters: parameters.mapValues(transform))
        case .find(var find):
            find.source = find.source.map(transform)
            find.conditions = find.conditions.map { row in
                var row = row
                row.value = transform(row.value)
                row.value2 = row.value2.map(transform)
                return row
            }
            find.limit = find.limit.map(transform)
            copy.kind = .find(find)
        case .builtIn(let call):
            // An If's rows' values too.
            copy.kind = .builtIn(call.mappingValues(transform))
        }
        return copy
    }
}
