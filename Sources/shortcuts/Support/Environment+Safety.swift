import Foundation
import IntentKit
import ShortcutKit

extension Environment {
    /// The accepted shortcuts of this home (docs/security.md).
    var trustStore: TrustStore { TrustStore(home: home) }

    /// The safety policy of a run: what the config file allows, this home's trust store, and
    /// `confirmer` (a terminal, or `nil` when no one is there to confirm). A config file that
    /// cannot be read stops the command (exit 64), unless `lenient`: then it allows nothing, as
    /// for the editor, which reports the file itself (its theme) and still starts.
    func safetyPolicy(confirmer: (any IntentPrompter)?, lenient: Bool = false) throws -> SafetyPolicy {
        let config = UserConfig(environment: ProcessInfo.processInfo.environment)
        let allowed: SideEffects
        do {
            allowed = try config?.allowedEffects() ?? []
        } catch {
            if !lenient {
                complain(error.description)
                throw Exit.usage
            }
            allowed = []
        }
        return SafetyPolicy(
            allowed: allowed, trust: .store(trustStore), confirmer: confirmer,
            configHint: config?.url.path ?? "$XDG_CONFIG_HOME/shortcuts/config.json")
    }
}

extension Environment {
    /// What `view` and `validate --permissions` say about what `document` may touch: the total
    /// ("This shortcut runs programs and uses the network."), when it is more than apps' data or
    /// `everyAction` asks for it; then, for scripts and the network, whether this run may do them
    /// (allowed in the config file, trusted) and how to allow them. With `everyAction`, each
    /// action that touches something, by position.
    func permissionLines(for document: ShortcutDocument, everyAction: Bool = false) -> [String] {
        let effects = catalog.effects(of: document)
        guard everyAction || !effects.total.subtracting(.appData).isEmpty || !effects.secrets.isEmpty else {
            return []
        }
        var lines = [effects.summary]
        if let models = effects.modelsSummary { lines.append(models) }
        if let secrets = effects.secretsSummary { lines.append(secrets) }
        if everyAction {
            for item in effects.items {
                let place = item.shortcut == document.name ? "" : " of '\(item.shortcut)'"
                lines.append("  action \(item.position)\(place) (\(item.title)): \(item.effects.phrase)")
            }
        }
        let policy = (try? safetyPolicy(confirmer: nil)) ?? SafetyPolicy(trust: .store(trustStore))
        let (notAllowed, untrusted) = policy.problems(document, effects: effects)
        let gated = effects.total.intersection(SafetyPolicy.gated)
        guard !gated.isEmpty else { return lines }
        if notAllowed.isEmpty && untrusted.isEmpty {
            let keys = SafetyPolicy.gatedInOrder.filter { gated.contains($0) }.map(SafetyPolicy.configKey(for:))
            lines.append("Allowed: trusted, and \(keys.joined(separator: " and ")) set in \(policy.configHint).")
            return lines
        }
        for effect in SafetyPolicy.gatedInOrder where notAllowed.contains(effect) {
            lines.append(
                "Not allowed: \(SafetyPolicy.activity(effect)) is off (set \"\(SafetyPolicy.configKey(for: effect))\": true in \(policy.configHint), or confirm each run on a terminal)."
            )
        }
        for shortcut in untrusted {
            lines.append(
                "Not trusted: '\(shortcut.name)' (accept it with 'shortcuts trust \"\(shortcut.name)\"' or in the editor)."
            )
        }
        return lines
    }
}

extension Environment {
    /// The secrets store of this process's environment (docs/security.md).
    var secretStore: SecretStore {
        SecretStore(environment: SystemEnvironment(variables: ProcessInfo.processInfo.environment))
    }

    /// The catalog, knowing which secrets are stored when one of `documents` (or a shortcut they
    /// run) uses a secret, so the validator reports the ones missing; the store is not asked
    /// otherwise. A store that cannot be read leaves the check to the run, which says why.
    func catalog(checkingSecretsOf documents: [ShortcutDocument]) async -> Catalog {
        guard documents.contains(where: { !catalog.effects(of: $0).secrets.isEmpty }),
            let names = try? await secretStore.names()
        else { return catalog }
        return catalog.with(secretNames: Set(names))
    }
}
