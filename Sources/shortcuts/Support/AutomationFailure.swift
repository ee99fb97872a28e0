import Foundation
import IntentKit
import ShortcutKit

/// What an automation does when its run fails, beyond keeping it in the run history
/// (docs/automations.md): a desktop notification where there is a session, or a handler
/// shortcut run with the failure.
enum AutomationFailure {
    static func handle(
        _ automation: Automation, of document: ShortcutDocument, _ error: RunError, run: UUID,
        in environment: Environment
    ) async {
        let name = automation.name.rawValue
        switch automation.onFailure {
        case .record:
            return
        case .notify:
            let system = SystemEnvironment(variables: ProcessInfo.processInfo.environment)
            // A session to show it in: a service of a logged-in user has its bus.
            let session = ["DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "DISPLAY"].contains {
                !(system.variables[$0] ?? "").isEmpty
            }
            guard session else { return }
            do {
                _ = try await Desktop.notify(
                    title: "Automation '\(name)' failed", body: "'\(document.name)' stopped at \(error)", in: system)
            } catch {
                complain("the failure of '\(name)' could not be shown: \(error)")
            }
        case .runShortcut(let id):
            guard let handler = environment.catalog.shortcuts.document(id) else {
                complain("the failure handler of '\(name)', the shortcut \(id.uuidString), is not in the library")
                return
            }
            do {
                var runner = ShortcutRunner(
                    catalog: environment.catalog, policy: try environment.safetyPolicy(confirmer: nil),
                    secrets: environment.secretStore)
                runner.history = try environment.runHistory(RunSource(.automation, detail: name))
                let input = DictionaryValue([
                    ("message", error.description), ("automation", name), ("shortcut", document.name),
                    ("run", run.uuidString.lowercased()),
                ])
                _ = try await runner.run(handler, input: input, prompter: NonInteractivePrompter())
            } catch {
                complain("the failure handler '\(handler.name)' of '\(name)' failed too: \(error)")
            }
        }
    }
}
