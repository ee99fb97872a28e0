import Foundation
import Synchronization

/// What an intent's `perform()` can reach while it runs: the prompter and the intent itself.
/// IntentKit sets it (task-local) around every `perform()`.
struct IntentExecutionContext: Sendable {
    @TaskLocal static var current: IntentExecutionContext?

    let intent: any AppIntent
    let identifier: String
    let prompter: any IntentPrompter
    /// The run's progress, for ``ProgressReportingIntent``.
    let progress: Progress
    /// When the run started.
    let started = Date()
    /// Where the host says why it cancels the run, if it says (``IntentCancellation``).
    let cancellation = IntentCancellation.reason
    /// The mode the run is in: set as it starts, and when the intent continues in the foreground.
    let mode: ModeBox

    /// The run's mode, which the intent changes by continuing in the foreground.
    final class ModeBox: Sendable {
        private let current: Mutex<IntentModes.Current>
        init(_ mode: IntentModes.Current) { current = Mutex(mode) }
        var value: IntentModes.Current {
            get { current.withLock { $0 } }
            set { current.withLock { $0 = newValue } }
        }
    }

    var title: String { type(of: intent).title.localizedString }

    static func require(_ operation: String) throws -> IntentExecutionContext {
        guard let current else {
            throw IntentRunError.promptUnavailable(
                intent: "An intent", question: operation,
                reason: "it was called outside a run started by IntentKit")
        }
        return current
    }

    /// The property name of one of the running intent's parameters.
    func name(of parameter: any AnyIntentParameter) -> String {
        intentParameters(of: intent).first { $0.parameter === parameter }?.name ?? parameter.title.localizedString
    }

    func promptParameter(for parameter: any AnyIntentParameter) -> PromptParameter {
        PromptParameter(
            name: name(of: parameter), title: parameter.title.localizedString,
            type: ValueType(parameter.valueKind), isOptional: parameter.isOptional,
            range: parameter.range)
    }

    /// Asks the prompter, turning "nobody can answer" and "cancelled" into run errors.
    func ask(_ request: PromptRequest) async throws -> PromptAnswer {
        let answer: PromptAnswer
        do {
            answer = try await prompter.prompt(request)
        } catch let unavailable as PromptUnavailable {
            if let parameter = request.parameter, request.kind == .value {
                throw IntentRunError.missingValue(intent: title, parameter: parameter.name, reason: unavailable.reason)
            }
            throw IntentRunError.promptUnavailable(
                intent: title, question: request.question, reason: unavailable.reason)
        }
        if case .cancelled = answer { throw IntentRunError.cancelled(intent: title) }
        return answer
    }

    /// Asks the person to confirm; declining (or an answer that is not the accept label or one
    /// of its alternatives) cancels the run.
    func confirm(dialog: IntentDialog?, snippet: Snippet? = nil, actionName: ConfirmationActionName) async throws {
        let request = request(
            .confirmation, dialog: dialog, confirmationActionName: actionName.label.localizedString, snippet: snippet)
        let confirmed =
            switch try await ask(request) {
            case .confirmed(let yes): yes
            case .option(let index): index == 0
            case .text(let text): actionName.accepts(text)
            default: false
            }
        if !confirmed { throw IntentRunError.cancelled(intent: title) }
    }

    func request(
        _ kind: PromptRequest.Kind, parameter: (any AnyIntentParameter)? = nil, dialog: IntentDialog?,
        options: [PromptOption] = [], confirmationActionName: String? = nil, snippet: Snippet? = nil
    ) -> PromptRequest {
        PromptRequest(
            kind: kind, intentIdentifier: identifier, intentTitle: title,
            parameter: parameter.map(promptParameter), dialog: dialog, options: options,
            allowsMultiple: parameter?.valueKind.isArray ?? false,
            confirmationActionName: confirmationActionName, snippet: snippet)
    }
}

/// The `@Parameter` declarations of an intent value, by property name, in declaration order.
package func intentParameters(of intent: Any) -> [(name: String, parameter: any AnyIntentParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        (parameter as? any PropertyNamed)?.adoptPropertyName(name)
        return (name, parameter)
    }
}
