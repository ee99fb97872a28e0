import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// What one run knows of secrets: the store to look them up in, the values it has looked up
/// (each once per run, however often a loop uses it), and the redactor that keeps them out of
/// everything the run gives out. The runner makes one per run and sets it as a task-local value,
/// so the shortcuts it runs with Run Shortcut use the same.
final class SecretResolver: Sendable {
    @TaskLocal static var current: SecretResolver?

    let store: SecretStore?
    let redactor = SecretRedactor()
    private let values = Mutex<[String: String]>([:])

    init(store: SecretStore?) {
        self.store = store
    }

    /// The value of the secret `name`, for `parameter` of the action `ref`.
    func value(_ name: String, _ ref: ActionReference, parameter: String) async throws(RunError) -> String {
        if let known = values.withLock({ $0[name] }) { return known }
        guard let store else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "uses the secret '\(quoted(name))', but secrets are not available to this run")
        }
        // Before the value is in memory: no core file of this process may ever hold it.
        CoreDumps.forbid()
        let found: String?
        do { found = try await store.value(name) } catch {
            throw RunError(
                .actionFailed, action: ref, parameter: parameter,
                "the secret '\(quoted(name))' cannot be read: \(error.description)")
        }
        guard let found else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "uses the secret '\(quoted(name))', which is not stored; set it with 'shortcuts secrets set \"\(quoted(name))\"'"
            )
        }
        redactor.record(found)
        values.withLock { $0[name] = found }
        return found
    }

    /// The value of a secret this run has looked up already.
    func known(_ name: String) -> String? { values.withLock { $0[name] } }
}

// Secrets in values: looked up when an action's value is evaluated, that is, right before the
// action runs, and only into that value.
extension Execution {
    /// The value of a secret a value of `ref`'s `parameter` uses.
    func secret(_ name: String, _ ref: ActionReference, parameter: String) async throws(RunError) -> String {
        guard let resolver = SecretResolver.current else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "uses the secret '\(quoted(name))', but secrets are not available to this run")
        }
        return try await resolver.value(name, ref, parameter: parameter)
    }

    /// A secret read where only what is known already can be read (an expression's variables):
    /// the value when an earlier value of this run looked it up.
    func knownSecret(_ name: String, _ ref: ActionReference, parameter: String) throws(RunError) -> String {
        guard let value = SecretResolver.current?.known(name) else {
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "a secret is used in text or as a parameter's value, not here")
        }
        return value
    }
}
