import AppProtocol
import IntentKit

extension ExternalAppConnection {
    /// An interaction that asks the host's own prompter (the editor's modal, the command line's
    /// prompt, the non-interactive one), so an external app's questions look like a bundled
    /// app's. Options carry their ``WireValue`` as the option's value; an answer of
    /// ``PromptAnswer/value(_:)`` is sent as a wire value (a `WireValue`, or a Swift value that
    /// has a wire form).
    package static func interaction(_ prompter: any IntentPrompter) -> Interaction {
        { params in
            var request = PromptRequest(
                kind: params.kind, intentIdentifier: params.intent, intentTitle: params.intentTitle,
                parameter: params.parameter, dialog: params.dialog?.intentDialog,
                options: params.options.map {
                    PromptOption(
                        title: $0.title, subtitle: $0.subtitle, systemImageName: $0.systemImageName,
                        value: $0.value ?? .text($0.title), section: $0.section)
                },
                allowsMultiple: params.allowsMultiple, confirmationActionName: params.confirmationActionName,
                snippet: params.snippet)
            // An app that words its question without a dialog (any app not in Swift) is quoted.
            if request.dialog == nil, request.question != params.question {
                request.dialog = IntentDialog(.verbatim(params.question))
            }
            switch try await prompter.prompt(request) {
            case .text(let text): return .text(text)
            case .option(let index): return .option(index)
            case .options(let indices): return .options(indices)
            case .confirmed(let yes): return .confirmed(yes)
            case .cancelled: return .cancelled
            case .value(let value):
                if let wire = value as? WireValue { return .value(wire) }
                guard let wire = WireValue(intentValue: value) else {
                    throw PromptUnavailable(reason: "the answer has no form the app can read")
                }
                return .value(wire)
            }
        }
    }
}
