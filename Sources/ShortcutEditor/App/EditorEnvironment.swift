import Foundation
import IntentKit
import ShortcutKit

/// What the editor app works with: the catalog of apps' actions, the library folder on disk,
/// and the action library built from the catalog (built once: it is searched on every key).
package struct EditorEnvironment: Sendable {
    package let catalog: Catalog
    package let library: Library
    package let actions: ActionLibrary
    /// The themes the picker offers; nil hides the picker (its key says why).
    package let themes: ThemeOptions?
    /// Where the apps' queries find their dependencies (their stores) when effects run them.
    package let dependencies: AppDependencyManager
    /// Unsaved work beside the library, written after every change.
    package let recovery: RecoveryJournal
    /// The breakpoints of each shortcut, beside the library (docs/debugging.md).
    package let breakpoints: BreakpointStore
    let recoveryWriter: RecoveryWriter
    /// What runs may do without asking (the config file's `allowRunningScripts`,
    /// `allowNetwork`) and the accepted shortcuts; `nil` trusts none (docs/security.md).
    package let allowed: SideEffects
    package let trust: TrustStore?
    /// Where the person allows scripts and the network, for the run pane's messages.
    package let configHint: String
    /// Where runs look up the secrets shortcuts name; `nil`: a run that uses one fails saying so.
    /// The picker offers the names in ``Catalog/secretNames``.
    package let secrets: SecretStore?
    /// Where the run pane's runs are kept (docs/runs.md), and for how long; `nil`: not kept.
    package let runs: RunStore?
    package let runRetention: RunRetention
    /// Where the automations screen reads, adds, enables and removes automations
    /// (docs/automations.md); `nil`: the screen says there are none here.
    package let automations: AutomationInstaller?

    /// The safety policy of a run nobody watches (an automation's): what the config file allows
    /// and the accepted shortcuts, nobody asked.
    package var headlessPolicy: SafetyPolicy {
        SafetyPolicy(allowed: allowed, trust: trust.map { .store($0) } ?? .nothing, configHint: configHint)
    }

    package init(
        catalog: Catalog, library: Library, themes: ThemeOptions? = nil,
        dependencies: AppDependencyManager = .shared, allowed: SideEffects = [], trust: TrustStore? = nil,
        configHint: String = "the config file", secrets: SecretStore? = nil, runs: RunStore? = nil,
        runRetention: RunRetention = .standard, automations: AutomationInstaller? = nil
    ) {
        self.automations = automations
        self.secrets = secrets
        self.runs = runs
        self.runRetention = runRetention
        self.allowed = allowed
        self.trust = trust
        self.configHint = configHint
        // Run Shortcut's targets are this library's shortcuts (re-read after each save).
        self.catalog = catalog.with(shortcuts: ShortcutDirectory(library: library))
        self.library = library
        self.themes = themes
        self.dependencies = dependencies
        actions = ActionLibrary(catalog: catalog)
        recovery = RecoveryJournal(library: library)
        breakpoints = BreakpointStore(library: library)
        recoveryWriter = RecoveryWriter(journal: recovery)
    }
}
