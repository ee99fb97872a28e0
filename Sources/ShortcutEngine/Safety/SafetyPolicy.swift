import Foundation
import IntentKit
import ShortcutModel

/// What a run may do without asking, which shortcuts the person has accepted, and who can be
/// asked: the one place that keeps scripts and the network off until allowed.
///
/// ``ShortcutRunner`` calls ``admit(_:effects:)`` before the first action of every run. A
/// shortcut whose actions (or the shortcuts it runs) run programs, reach the network or delete
/// things runs only when both hold for each such effect:
/// - it is allowed: in the config file (`allowRunningScripts`, `allowNetwork`,
///   `allowDeleting`), or for this run
///   after a confirmation that names what the shortcut does;
/// - each shortcut file that has such an action is trusted (``TrustStore``), or is accepted in
///   that same confirmation (not for deleting: ``trustGated``).
///
/// A run with no ``confirmer`` (no terminal, `--no-input`, answers given with `--answer`) never
/// confirms anything on its own: it fails before the first action with a message naming the
/// action, the permission and how to grant it. docs/security.md describes the model.
package struct SafetyPolicy: Sendable {
    /// The effects that need permission; every other effect runs as declared.
    package static let gated: SideEffects = [.runsPrograms, .network, .deletes]
    /// The gated effects that also need the shortcut to be trusted: what a shortcut from
    /// elsewhere could do behind its reader's back. Deleting needs only the permission (its
    /// actions ask again for each thing they delete).
    package static let trustGated: SideEffects = [.runsPrograms, .network]
    /// Every effect: what an agent's shortcut may not touch before a person accepts it.
    package static let anyEffect = SideEffects.named.reduce(into: SideEffects()) { $0.formUnion($1.effect) }
    /// ``gated``, one effect each, in the order messages name them.
    package static let gatedInOrder: [SideEffects] = [.runsPrograms, .network, .deletes]

    /// Which shortcuts are accepted.
    package enum Trust: Sendable {
        /// Those whose hash the store holds.
        case store(TrustStore)
        /// Every one: for tests that are about something else, and hosts that load no files.
        case everything
        /// None.
        case nothing
    }

    /// The gated effects allowed without asking (from the config file).
    package var allowed: SideEffects
    package var trust: Trust
    /// Who may confirm a run that needs permission; `nil` when no one is there.
    package var confirmer: (any IntentPrompter)?
    /// Where the person allows scripts and the network for every run (the config file's path),
    /// for the messages.
    package var configHint: String
    /// How someone could confirm a run once when there is no ``confirmer``, for the refusal:
    /// a terminal for the command line, an elicitation-capable client for an MCP agent; empty
    /// where there is none (an automation: nobody is there to confirm it).
    package var confirmHint: String
    /// Whether the ``confirmer`` may accept a shortcut an agent wrote: a person at a terminal or
    /// in the editor may; an MCP client's elicitation may not, since the agent that wrote the
    /// shortcut is on that side of it (docs/security.md).
    package var confirmerAcceptsAgentWork = true
    /// What `shortcuts trust` is to be given for a shortcut in the refusal, by shortcut id: the
    /// file's path for one run from a file outside the library (its name would find the
    /// library's shortcut of that name, or none); the shortcut's name for any other.
    package var trustArguments: [UUID: String] = [:]

    /// What the command line tells a person with no terminal to answer on.
    package static let terminalConfirmHint = "run it from a terminal to confirm once"

    package init(
        allowed: SideEffects = [], trust: Trust = .nothing, confirmer: (any IntentPrompter)? = nil,
        configHint: String = "the config file", confirmHint: String = SafetyPolicy.terminalConfirmHint
    ) {
        self.allowed = allowed
        self.trust = trust
        self.confirmer = confirmer
        self.configHint = configHint
        self.confirmHint = confirmHint
    }

    /// Everything allowed and trusted, no one asked: for tests of other things.
    package static let unrestricted = SafetyPolicy(allowed: gated, trust: .everything)

    /// The config key that allows each gated effect.
    package static func configKey(for effect: SideEffects) -> String {
        switch effect {
        case .network: "allowNetwork"
        case .deletes: "allowDeleting"
        default: "allowRunningScripts"
        }
    }

    /// What a gated effect is called when it is off or declined: "running programs".
    package static func activity(_ effect: SideEffects) -> String {
        switch effect {
        case .network: "using the network"
        case .deletes: "deleting"
        default: "running programs"
        }
    }

    func isTrusted(_ document: ShortcutDocument) -> Bool {
        switch trust {
        case .store(let store): store.isTrusted(document)
        case .everything: true
        case .nothing: false
        }
    }

    /// What stops `document` from running now: the gated effects not allowed, and the shortcuts
    /// (it or ones it runs) with gated actions that are not trusted.
    package func problems(_ document: ShortcutDocument, effects: ShortcutEffects)
        -> (notAllowed: SideEffects, untrusted: [ShortcutDocument])
    {
        let needed = effects.total.intersection(Self.gated)
        guard !needed.isEmpty else { return ([], []) }
        let gatedShortcuts = Set(
            effects.items.filter { !$0.effects.isDisjoint(with: Self.trustGated) }.map(\.shortcut))
        let untrusted = ([document] + effects.calledShortcuts).filter {
            gatedShortcuts.contains($0.name) && !isTrusted($0)
        }
        return (needed.subtracting(allowed), untrusted)
    }

    /// Whether the policy knows of agents' shortcuts (it reads a trust store): a run of a
    /// shortcut that touches anything is then checked for one.
    package var watchesAgentWork: Bool {
        if case .store = trust { return true }
        return false
    }

    /// The shortcuts among `document` and those it runs that an agent wrote and no person has
    /// accepted since, when the run touches anything (apps' data, files, a model …), with the
    /// agent's name: none of the run's effects happens on the agent's word alone — not its own
    /// actions', nor those of a person's shortcut it runs (the agent chose the input and when).
    package func agentWork(_ document: ShortcutDocument, effects: ShortcutEffects)
        -> [(shortcut: ShortcutDocument, agent: String)]
    {
        guard case .store(let store) = trust, !effects.total.isEmpty else { return [] }
        return store.agentWork(among: [document] + effects.calledShortcuts)
    }

    /// Lets `document` run only when a person accepted what an agent wrote of it: asks the
    /// ``confirmer`` when it may accept, else throws `.notPermitted` saying how to accept it.
    func admitAgentWork(_ document: ShortcutDocument, effects: ShortcutEffects) async throws(RunError) {
        let work = agentWork(document, effects: effects)
        guard !work.isEmpty else { return }
        let what = work.map { (shortcut, agent) -> String in
            let action =
                effects.items.first { $0.shortcut == shortcut.name && !$0.effects.isEmpty }
                ?? effects.items.first { !$0.effects.isEmpty }
            let touches = action.map { " and \($0.effects.phrase) (\($0.title), action \($0.position))" } ?? ""
            return "'\(quoted(shortcut.name))' was written by an agent (\(quoted(agent)))\(touches)"
        }.joined(separator: "; ")
        guard let confirmer, confirmerAcceptsAgentWork else {
            let how = work.map { "'shortcuts trust \"\(quoted(trustArguments[$0.shortcut.id] ?? $0.shortcut.name))\"'" }
                .joined(separator: " and ")
            throw RunError(
                .notPermitted,
                "\(what), and no person has accepted it yet; look at it with 'shortcuts view' and accept it with \(how) or in the editor"
            )
        }
        let request = PromptRequest(
            kind: .confirmation, intentIdentifier: "shortcuts.permission", intentTitle: "Permission",
            dialog: IntentDialog(stringLiteral: "\(what). No person has accepted it yet. Accept it and run it?"),
            confirmationActionName: "Accept", snippet: changes(in: work.map(\.shortcut)))
        let accepted: Bool
        do { accepted = Self.isYes(try await confirmer.prompt(request)) } catch {
            throw RunError(.notPermitted, "\(what), and no one accepted it")
        }
        guard accepted else {
            throw RunError(.cancelled, "'\(quoted(document.name))' was not run: what an agent wrote was not accepted")
        }
        guard case .store(let store) = trust else { return }
        for (shortcut, _) in work {
            do throws(TrustStore.TrustError) { try store.trust(shortcut) } catch {
                throw RunError(.notPermitted, "'\(quoted(shortcut.name))' could not be accepted: \(error)")
            }
        }
    }

    /// Lets `document` run, asks the ``confirmer``, or throws a ``RunError`` of kind
    /// `.notPermitted` (no one to ask) or `.cancelled` (the person said no). An accepted
    /// confirmation records the untrusted shortcuts as trusted.
    package func admit(_ document: ShortcutDocument, effects: ShortcutEffects) async throws(RunError) {
        try await admitAgentWork(document, effects: effects)
        let (notAllowed, untrusted) = problems(document, effects: effects)
        guard !notAllowed.isEmpty || !untrusted.isEmpty else { return }
        let name = quoted(document.name)
        let needed = effects.total.intersection(Self.gated)
        var reasons: [String] = []
        for effect in Self.gatedInOrder where needed.contains(effect) {
            let action = effects.firstAction(with: effect, in: document.name) ?? "an action"
            reasons.append("\(effect.phrase) (\(action))")
        }
        let what = "'\(name)' " + reasons.joined(separator: " and ")
        var why: [String] = []
        if !notAllowed.isEmpty {
            why.append(
                Self.gatedInOrder.filter { notAllowed.contains($0) }.map { "\(Self.activity($0)) is off" }
                    .joined(separator: " and "))
        }
        if !untrusted.isEmpty {
            why.append(
                untrusted.map { "'\(quoted($0.name))' is not trusted (new, or changed since it was accepted)" }
                    .joined(separator: "; "))
        }
        guard let confirmer else {
            var how: [String] = []
            if !notAllowed.isEmpty {
                let keys = Self.gatedInOrder.filter { notAllowed.contains($0) }
                    .map { "\"\(Self.configKey(for: $0))\": true" }
                how.append(
                    "set \(keys.joined(separator: " and ")) in \(configHint)"
                        + (confirmHint.isEmpty ? "" : ", or \(confirmHint)"))
            }
            if !untrusted.isEmpty {
                how.append(
                    "look at it and accept it with "
                        + untrusted.map { "'shortcuts trust \"\(quoted(trustArguments[$0.id] ?? $0.name))\"'" }
                        .joined(separator: " and ")
                        + " or in the editor")
            }
            throw RunError(
                .notPermitted,
                "\(what), and \(why.joined(separator: "; ")); to allow it, \(how.joined(separator: "; "))")
        }
        let question =
            "\(what). \(why.joined(separator: "; ").capitalizedFirst). "
            + (untrusted.isEmpty ? "Run it this time?" : "Trust it and run it?")
        let request = PromptRequest(
            kind: .confirmation, intentIdentifier: "shortcuts.permission", intentTitle: "Permission",
            dialog: IntentDialog(stringLiteral: question), confirmationActionName: "Run")
        let accepted: Bool
        do {
            accepted = Self.isYes(try await confirmer.prompt(request))
        } catch {
            throw RunError(.notPermitted, "\(what), and \(why.joined(separator: "; ")); no one confirmed it")
        }
        guard accepted else {
            let declined = needed.intersection(notAllowed.isEmpty ? needed : notAllowed)
            throw RunError(
                .cancelled,
                "'\(name)' was not run: \(Self.gatedInOrder.filter { declined.contains($0) }.map(Self.activity).joined(separator: " and ")) was not allowed"
            )
        }
        if case .store(let store) = trust {
            for shortcut in untrusted {
                do throws(TrustStore.TrustError) { try store.trust(shortcut) } catch {
                    throw RunError(.notPermitted, "'\(quoted(shortcut.name))' could not be trusted: \(error)")
                }
            }
        }
    }

    /// What the person is asked to accept: each agent's shortcut's changes since a person last
    /// had it (its file's lines, with a little around each change), or the whole of a new one.
    func changes(in shortcuts: [ShortcutDocument]) -> Snippet? {
        guard case .store(let store) = trust else { return nil }
        var blocks: [Snippet.Block] = []
        for shortcut in shortcuts {
            let now = DocumentEncoder.encode(shortcut).split(separator: "\n").map(String.init)
            if let before = store.previousVersion(of: shortcut.id) {
                let lines = LineDiff.hunks(from: before.split(separator: "\n").map(String.init), to: now)
                blocks.append(.text("What changed in '\(shortcut.name)' since a person last had it:", style: .bold))
                blocks.append(.text(Self.bounded(lines).joined(separator: "\n"), style: .plain))
            } else {
                blocks.append(.text("'\(shortcut.name)', new:", style: .bold))
                blocks.append(.text(Self.bounded(now).joined(separator: "\n"), style: .plain))
            }
        }
        return blocks.isEmpty ? nil : Snippet(blocks: blocks)
    }

    /// At most 80 lines, the rest counted.
    static func bounded(_ lines: [String]) -> [String] {
        lines.count <= 80 ? lines : Array(lines.prefix(80)) + ["… \(lines.count - 80) more lines"]
    }

    static func isYes(_ answer: PromptAnswer) -> Bool {
        switch answer {
        case .confirmed(let yes): yes
        case .text(let text): ["y", "yes", "ok", "run", "true"].contains(text.lowercased())
        default: false
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
