import Foundation
import ShortcutModel

/// Which values of a run were computed from a secret (issue 29, item 13; docs/security.md): a
/// value made from a secret by the shortcut's own arithmetic and text actions is itself a secret,
/// so that Change Case, Replace Text or Calculate of a token cannot carry it past the redactor.
///
/// It follows the variables: an action that reads a secret, or the output of an action or a
/// named variable that was so computed, computes one too when it is a built-in action with no
/// effects (a pure transformation of its values). What an action with effects gives back (a
/// server's answer to a request carrying a token, a script's output, an app intent's result) is
/// what that other party said, not the secret, and stays readable, as it did.
struct SecretTaint: Sendable {
    private var sources: Set<VariableReference.Source> = []

    /// Whether `action` computes its output from a secret.
    func derives(_ action: Action, in catalog: Catalog) -> Bool {
        guard case .builtIn(let call) = action.kind, let descriptor = call.descriptor,
            descriptor.effects(of: call, in: catalog).intersection(SafetyPolicy.gated).isEmpty
        else { return false }
        return action.values.contains { value in
            value.variables.contains { reference in
                if case .secret = reference.source { return true }
                return sources.contains(reference.source)
            }
        }
    }

    /// `action` computed its output from a secret: so do the variables it writes, and a loop's
    /// item inside it.
    mutating func mark(_ action: Action) {
        sources.insert(.action(action.id))
        sources.insert(.repeatItem)
        if case .builtIn(let call) = action.kind, ["setVariable", "addToVariable"].contains(call.id.rawValue),
            let name = call.text("name")
        {
            sources.insert(.named(name))
        }
    }
}
