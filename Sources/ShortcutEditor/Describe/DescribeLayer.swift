import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// "Describe a shortcut" on an empty one, "describe a change" on one with actions: the person
/// types what they want, the config file's default model answers with a document, and the plan
/// of it — its sentences against the shortcut's now, its problems, what it touches — is shown
/// for the person to apply (one undo step) or leave (docs/models.md). Nothing changes before
/// Enter on the plan.
struct DescribeLayer {
    enum Phase {
        case typing
        case asking(since: ContinuousClock.Instant)
        case reviewing(ShortcutPlan, CardDiff)
    }

    enum Message: Sendable {
        case answered(Result<(ShortcutPlan, CardDiff), ShortcutDescriber.Failure>)
    }

    var request = TextFieldState()
    var phase = Phase.typing
    /// Why the last request gave no plan, shown under the field.
    var error: String?
    /// Where the request goes, for the title: "ollama/llama3.2 (on this machine)".
    let target: String
    /// The first line of the plan's cards shown (they scroll).
    var scroll = 0

    static let task: TaskID = "describe.model"

    /// Opens it over the editor, or says why it cannot: no model set up, a remote one while the
    /// network is off.
    static func open(in app: inout ShortcutsApp) -> [Effect<ShortcutsApp.Message>] {
        let catalog = app.environment.catalog
        guard let (provider, model) = try? catalog.models.resolve(nil) else {
            return app.post(
                "Describe asks a language model, and none is set up: add one to \"models\" in the config file (docs/models.md)",
                kind: .warning)
        }
        if !provider.isLocal, !app.environment.allowed.contains(.network) {
            return app.post(
                "Describe would send the shortcut to '\(provider.name)', off this machine, and using the network is off (\"allowNetwork\" in \(app.environment.configHint))",
                kind: .warning)
        }
        let place = provider.isLocal ? "on this machine" : provider.baseURL.host ?? "remote"
        return app.open(DescribeLayer(target: "\(provider.name)/\(model) (\(place))"))
    }

    /// The lines under the plan's cards: what changed, the problems no card shows (the
    /// shortcut's own), and what it touches.
    static func footer(of plan: ShortcutPlan, _ diff: CardDiff) -> [StyledText] {
        let errors = plan.diagnostics.filter { $0.severity == .error }.count
        let counts = diff.summary
        var lines = [
            StyledText(
                counts
                    + (errors == 0
                        ? ""
                        : " · \(errors) error\(errors == 1 ? "" : "s"): fix \(errors == 1 ? "it" : "them") to apply the plan"),
                style: errors == 0 ? .text : .error)
        ]
        lines += plan.diagnostics.filter { $0.actionID == nil }.prefix(3).map {
            StyledText(DisplayText.sanitized($0.description), style: $0.severity == .error ? .error : .warning)
        }
        lines.append(
            StyledText(
                plan.effects.total.isEmpty ? "It touches nothing outside its own values." : plan.effects.summary,
                style: .muted))
        return lines
    }
}

extension DescribeLayer: Layer {
    var context: Context { .describe }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        switch phase {
        case .typing: ContextKeymaps.describe
        case .asking: ContextKeymaps.describeAsking
        case .reviewing: ContextKeymaps.describeReview
        }
    }

    func takesText(in host: ShortcutsApp) -> Bool { if case .typing = phase { true } else { false } }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch (phase, input) {
        case (_, .message(.answered(let outcome))):
            guard case .asking = phase else { return .stay() }
            switch outcome {
            case .success(let (plan, diff)):
                phase = .reviewing(plan, diff)
                scroll = 0
            case .failure(let failure):
                phase = .typing
                error = failure.description
            }
            return .stay()
        case (.asking, .command(.entry(.cancel), _)):
            phase = .typing
            error = "Stopped: the model's answer will not be used"
            return .stay([.cancel(Self.task)])
        case (.asking, _):
            return .stay()
        case (.reviewing, .command(.entry(.cancel), _)):
            // Back to the words, to say it again otherwise.
            phase = .typing
            return .stay()
        case (.reviewing(let plan, _), .command(.entry(.accept), _)):
            guard !plan.hasErrors else {
                return stay(
                    saying: "The plan has errors: press Esc and describe it again, or fix them after applying",
                    kind: .warning, host: &host)
            }
            let label = "Describe: " + IntentValueText.excerpt(request.text, limit: 40)
            host.editor?.session.replaceShortcut(with: plan.document, label: label)
            return .close()
        case (.reviewing(let plan, let diff), .event(let event)):
            let area = DescribeView.cardArea(in: Rect(host.screenSize), plan: plan, diff: diff)
            scroll = CardDiffView.scrolled(
                scroll, by: event, max: CardDiffView.maxScroll(of: diff, width: area.width, height: area.height),
                page: max(1, area.height - 1))
            return .stay()
        case (.reviewing, _):
            return .stay()
        case (.typing, .command(.entry(.cancel), _)):
            return .close()
        case (.typing, .command(.entry(.accept), _)):
            let words = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty, let screen = host.editor else {
                error = "Type what the shortcut should do"
                return .stay()
            }
            error = nil
            phase = .asking(since: host.now)
            return .stay([ask(words, current: screen.session.shortcut, host: host)])
        case (.typing, .command(_, let event)), (.typing, .event(let event)):
            if request.handle(event) { error = nil }
            return .stay()
        }
    }

    /// The model's answer, asked off the loop.
    func ask(_ words: String, current: ShortcutDocument, host: ShortcutsApp) -> Effect<Message> {
        let environment = host.environment
        let catalog = environment.catalog
        let builtIns = environment.library.builtIns
        let secrets = environment.secrets
        return .task(id: Self.task) { context in
            // Each action as the model is to write it, with its members and their types: made
            // here, off the loop.
            let actions = ActionListing.all(in: catalog).filter(\.isDiscoverable).map { action in
                let members = action.parameters.map { "\($0.name): \($0.type)\($0.optional ? "?" : "")" }
                return "\(action.identifier)  \(action.sentence)"
                    + (members.isEmpty ? "" : " — " + members.joined(separator: ", "))
            }
            let describer = ShortcutDescriber(catalog: catalog, actions: actions, builtIns: builtIns)
            let outcome: Result<(ShortcutPlan, CardDiff), ShortcutDescriber.Failure>
            do throws(ShortcutDescriber.Failure) {
                var key: String?
                let (provider, _) = try describer.model()
                if let secret = provider.keySecret {
                    guard let value = try? await secrets?.value(secret) else {
                        throw ShortcutDescriber.Failure(
                            "'\(provider.name)' needs the secret '\(secret)', which is not stored")
                    }
                    key = value
                }
                let plan = try await describer.describe(words, current: current, key: key)
                // The cards of both versions, made here too: validating them is the model's
                // document's size, not a keypress's.
                let before = current.actions.isEmpty ? nil : current
                outcome = .success((plan, CardDiff(catalog: catalog, from: before, to: plan.document)))
            } catch {
                outcome = .failure(error)
            }
            guard !Task.isCancelled else { return }
            context.send(.answered(outcome))
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        DescribeView(layer: self, now: host.now, isNew: host.editor?.session.shortcut.actions.isEmpty ?? true)
            .render(in: area, into: &buffer)
    }
}
