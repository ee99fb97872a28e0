import Foundation
import IntentKit
import ShortcutModel

/// What a shortcut may touch when it runs: each action's declared ``SideEffects``, and their
/// total over the shortcut and every shortcut it runs with Run Shortcut.
///
/// The safety policy reads it before the first action runs; `shortcuts view`,
/// `validate --permissions` and the editor's card header show ``summary``.
package struct ShortcutEffects: Sendable, Equatable {
    /// One action that touches something.
    package struct Item: Sendable, Equatable {
        /// The shortcut the action is in (the one run, or one it runs with Run Shortcut).
        package var shortcut: String
        /// The action's place in its shortcut, from 1, nested actions counted in order.
        package var position: Int
        package var title: String
        package var effects: SideEffects
    }

    /// Every action with effects, the shortcut's own first, then each called shortcut's.
    package var items: [Item]
    /// Everything the actions may touch.
    package var total: SideEffects { items.reduce(into: []) { $0.formUnion($1.effects) } }
    /// The shortcuts reached through Run Shortcut, the run one not included, each once.
    package var calledShortcuts: [ShortcutDocument]
    /// The names of the secrets the actions use (``SecretStore``), each once, in order: a model
    /// provider's key among them.
    package var secrets: [String] = []
    /// Where Use Model sends data: each model provider once, as "'ollama' (on this machine)".
    package var models: [String] = []

    /// "It sends data to the model provider 'ollama' (on this machine).", `nil` when it sends none.
    package var modelsSummary: String? {
        guard !models.isEmpty else { return nil }
        let list = models.count == 1 ? models[0] : models.dropLast().joined(separator: ", ") + " and " + models.last!
        return "It sends data to the model provider\(models.count == 1 ? "" : "s") \(list)."
    }

    /// "This shortcut runs programs and uses the network."
    package var summary: String { "This shortcut \(total.phrase)." }

    /// "It uses the secret 'GitHub token'.", `nil` when it uses none.
    package var secretsSummary: String? {
        guard !secrets.isEmpty else { return nil }
        let names = secrets.map { "'\($0)'" }
        let list =
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "It uses the secret\(secrets.count == 1 ? "" : "s") \(list)."
    }

    /// The first action that has `effect`, as "Run Shell Script, action 2" (with "of 'Other'"
    /// when it is in a shortcut that `shortcut` runs).
    package func firstAction(with effect: SideEffects, in shortcut: String) -> String? {
        guard let item = items.first(where: { !$0.effects.isDisjoint(with: effect) }) else { return nil }
        let place = "\(item.title), action \(item.position)"
        return item.shortcut == shortcut ? place : "\(place) of '\(item.shortcut)'"
    }
}

extension Catalog {
    /// What `action` may touch, as it declares: an intent's ``IntentMetadata/sideEffects``, a
    /// built-in action's ``BuiltInDescriptor/effects(of:)`` (its descriptor's, and what its
    /// members add), and a Find reads its app's data. Control flow, variables and questions touch nothing themselves. An intent no app
    /// offers is taken to touch its app's data, as one that says nothing is.
    package func effects(of action: Action) -> SideEffects {
        switch action.kind {
        case .intent(let identifier, _): intent(identifier)?.metadata.sideEffects ?? .appData
        case .find: .appData
        case .builtIn(let call): call.descriptor?.effects(of: call, in: self) ?? []
        }
    }

    /// The shortcuts `action` may run: Run Shortcut's, and the handler its `onError` runs when
    /// it fails (which runs under the same run's policy, so its effects are the run's too).
    static func shortcutsRun(by action: Action) -> [UUID] {
        var ids: [UUID] = []
        if case .builtIn(let call) = action.kind, call.id == .runShortcut,
            let id = call.text(.shortcut).flatMap(UUID.init(uuidString:))
        {
            ids.append(id)
        }
        if case .runShortcut(let id)? = action.onError { ids.append(id) }
        return ids
    }

    /// Whether `document`, or a shortcut it runs, has an action with one of `effects`: the
    /// runner's quick test before it builds the whole ``ShortcutEffects`` (which names actions).
    package func mayHave(_ effects: SideEffects, _ document: ShortcutDocument) -> Bool {
        // Every run asks this, so it walks the actions in place (no flattened copy) and stops
        // at the first match; another shortcut is looked up only for a Run Shortcut.
        var seen: Set<UUID> = [document.id]
        func has(_ actions: [Action]) -> Bool {
            // By index: `for action in actions` copies each action (its payload retained and
            // released), which was most of this walk on a long shortcut.
            for index in actions.indices {
                if !self.effects(of: actions[index]).isDisjoint(with: effects) { return true }
                // Its error handler runs as Run Shortcut would, under this run's policy.
                if case .runShortcut(let id)? = actions[index].onError, seen.insert(id).inserted,
                    let target = shortcuts.document(id), has(target.actions)
                {
                    return true
                }
                switch actions[index].kind {
                case .intent, .find:
                    // No bodies, no other shortcut: nothing to copy out of the action.
                    continue
                case .builtIn(let call):
                    if call.id == .runShortcut, let id = call.text(.shortcut).flatMap(UUID.init(uuidString:)),
                        seen.insert(id).inserted, let target = shortcuts.document(id), has(target.actions)
                    {
                        return true
                    }
                    // A block's bodies (none for any other action).
                    for body in call.bodies where has(body) { return true }
                }
            }
            return false
        }
        return has(document.actions)
    }

    /// Everything `document` and the shortcuts it runs may touch: ``effects(of:)-(ShortcutDocument)``'s
    /// total without naming each action, for a header that is drawn often.
    package func totalEffects(of document: ShortcutDocument) -> SideEffects {
        var total: SideEffects = []
        var seen: Set<UUID> = [document.id]
        var queue = [document]
        while let current = queue.popLast() {
            for (action, _) in current.flattened {
                total.formUnion(effects(of: action))
                for id in Self.shortcutsRun(by: action) where seen.insert(id).inserted {
                    if let target = shortcuts.document(id) { queue.append(target) }
                }
            }
        }
        return total
    }

    /// What `document` may touch, with every shortcut it runs (each looked up in ``shortcuts``
    /// once, however often it is called).
    package func effects(of document: ShortcutDocument) -> ShortcutEffects {
        var items: [ShortcutEffects.Item] = []
        var called: [ShortcutDocument] = []
        var secrets: [String] = []
        var destinations: [String] = []
        var seen: Set<UUID> = [document.id]
        var queue = [document]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for (index, entry) in current.flattened.enumerated() {
                let action = entry.action
                for name in action.values.flatMap(\.secrets) where !secrets.contains(name) { secrets.append(name) }
                if case .builtIn(let call) = action.kind, call.id == "useModel" {
                    let (destination, key) = modelDestination(call.text("model"))
                    if !destinations.contains(destination) { destinations.append(destination) }
                    if let key, !secrets.contains(key) { secrets.append(key) }
                }
                let effects = effects(of: action)
                if !effects.isEmpty {
                    items.append(
                        .init(shortcut: current.name, position: index + 1, title: title(of: action), effects: effects))
                }
                for id in Self.shortcutsRun(by: action) where !seen.contains(id) {
                    guard let target = shortcuts.document(id) else { continue }
                    seen.insert(id)
                    called.append(target)
                    queue.append(target)
                }
            }
        }
        return ShortcutEffects(items: items, calledShortcuts: called, secrets: secrets, models: destinations)
    }

    /// Where a Use Model of the model `spec` sends its prompt, in words, and the secret its key is.
    private func modelDestination(_ spec: String?) -> (String, key: String?) {
        guard let (provider, _) = try? models.resolve(spec) else {
            let name = spec.map { "'\($0)'" } ?? "the default model"
            return ("\(name), which no provider set up here has", nil)
        }
        let place = provider.isLocal ? "on this machine" : provider.baseURL.absoluteString
        return ("'\(provider.name)' (\(place))", provider.keySecret)
    }
}
