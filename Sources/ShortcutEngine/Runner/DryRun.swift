import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// A run that touches nothing (`shortcuts run --dry-run`, MCP's `dry_run`, shortcut tests;
/// docs/testing-shortcuts.md): every action that would touch something — apps' data, files, the
/// network, programs, a model, deletes — is not performed but noted with the values it would have
/// been given, and gives the output a test stubbed for it (or nothing). Everything else runs for
/// real: the built-in actions on the shortcut's own values, apps' read-only intents, Finds (an
/// app's query only reads), questions (answered as the run's prompter answers them).
package final class DryRun: Sendable {
    /// An action the dry run did not perform.
    package struct Step: Sendable, Equatable {
        /// Its place: the position, and the shortcuts Run Shortcut went through to it (empty at
        /// the top).
        package var position: Int
        package var shortcuts: [String]
        package var title: String
        /// What it would have touched.
        package var effects: SideEffects
        /// Each parameter it would have been given, as text (bounded; a secret masked).
        package var values: [(name: String, text: String)]
        /// Whether a test's stub gave its output.
        package var stubbed: Bool

        package static func == (a: Step, b: Step) -> Bool {
            a.position == b.position && a.shortcuts == b.shortcuts && a.title == b.title && a.effects == b.effects
                && a.values.map(\.name) == b.values.map(\.name) && a.values.map(\.text) == b.values.map(\.text)
                && a.stubbed == b.stubbed
        }
    }

    /// The most characters of one value a step keeps.
    package static let valueLimit = 300

    /// Outputs given to actions instead of performing them, by action id (a shortcut test's
    /// stubs).
    package let stubs: [UUID: any Sendable]
    private let noted = Mutex<[Step]>([])

    package init(stubs: [UUID: any Sendable] = [:]) { self.stubs = stubs }

    /// The actions not performed, in the order the run reached them.
    package var steps: [Step] { noted.withLock { $0 } }

    func note(_ step: Step) { noted.withLock { $0.append(step) } }

    /// Whether the dry run stands in for `action`: it touches something, and is not a Find (a
    /// query that only reads) nor an action that only runs others (Run Shortcut, whose actions
    /// are each looked at).
    static func standsIn(for action: Action, effects: SideEffects) -> Bool {
        guard !effects.isEmpty else { return false }
        switch action.kind {
        case .find: return false
        case .builtIn(let call): return call.id != .runShortcut && call.descriptor?.block == nil
        case .intent: return true
        }
    }
}

extension Execution {
    /// What a dry run gives in place of an action it did not perform.
    struct StandIn {
        /// The stub's output, or nothing.
        let output: (any Sendable)?
    }

    /// In a dry run, an action that would touch something: noted with its values, not performed;
    /// its output the stub's. `nil` when the action is to run for real.
    func standIn(for action: Action, _ ref: ActionReference) async throws -> StandIn? {
        guard let dryRun else { return nil }
        let effects = catalog.effects(of: action)
        guard DryRun.standsIn(for: action, effects: effects) else { return nil }
        var values: [(name: String, text: String)] = []
        switch action.kind {
        case .intent(let identifier, let parameters):
            let metadata = catalog.intent(identifier)?.metadata
            let entities = try await resolveEntities(in: parameters, ref)
            for parameter in metadata?.parameters ?? [] {
                guard let value = parameters[parameter.name] else { continue }
                let evaluated = try await evaluate(
                    value, expected: parameter.type, ref, parameter: parameter.name, entities: entities,
                    range: parameter.range)
                values.append((parameter.name, Self.dryText(evaluated)))
            }
        case .builtIn(let call):
            for (position, member) in (call.descriptor?.members ?? []).enumerated() {
                switch call[BuiltInMemberIndex(position)] {
                case .value?:
                    let value = try await self.value(member.slot, of: call, expected: member.valueType(in: call), ref)
                    values.append((member.slot.rawValue, Self.dryText(value)))
                case .text(let text)?, .choice(let text)?:
                    values.append(
                        (
                            member.slot.rawValue,
                            IntentValueText.excerpt(ValueText.oneLine(text), limit: DryRun.valueLimit)
                        ))
                default: break
                }
            }
        case .find: break
        }
        let stub = dryRun.stubs[action.id]
        stoodIn.insert(action.id)
        dryRun.note(
            DryRun.Step(
                position: ref.position, shortcuts: callerNames.isEmpty ? [] : callerNames + [document.name],
                title: ref.title, effects: effects, values: values, stubbed: stub != nil))
        return StandIn(output: stub)
    }

    /// A value as a dry run shows it: one line, bounded, a secret masked.
    static func dryText(_ value: (any Sendable)?) -> String {
        let text = value.map { ValueText.oneLine(ValueText.text(of: $0)) } ?? "nothing"
        let masked = SecretResolver.current?.redactor.redact(text) ?? text
        return IntentValueText.excerpt(masked, limit: DryRun.valueLimit)
    }
}
