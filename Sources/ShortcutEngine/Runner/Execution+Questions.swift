import Foundation
import IntentKit
import ShortcutModel

// Questions during a run: Ask for Input, Ask Each Time values and Choose from Menu, through the
// host's prompter (the editor's modal, the CLI's prompt, or a failure when no one can answer).
extension Execution {
    /// Asks the person for a value of `type`.
    package func ask(
        prompt: String, type: ValueType, action: ActionReference?, parameter: String,
        defaultAnswer: (any Sendable)? = nil, range: ParameterRange? = nil
    ) async throws(RunError) -> (any Sendable)? {
        let kind = catalog.kind(for: type) ?? .string
        let options: [PromptOption]
        do {
            // An entity of an app with no Swift type for it (in another process): its
            // suggestions are the options, as a Swift entity's are.
            if catalog.kind(for: type) == nil, case .entity(let id) = type.elementType,
                let entry = catalog.entity(id), entry.isQueryable
            {
                options = try await entry.suggestedEntities().map { ValuePrompting.option(for: $0) }
            } else {
                options = try await ValuePrompting.options(for: kind)
            }
        } catch {
            throw RunError(
                .promptFailed, action: action, parameter: parameter,
                "the choices could not be listed: \(IntentRunError.message(for: error))")
        }
        let request = PromptRequest(
            kind: .value, intentIdentifier: "", intentTitle: action?.title ?? document.name,
            parameter: PromptParameter(name: parameter, title: prompt, type: type, isOptional: false, range: range),
            dialog: IntentDialog(.verbatim(prompt)), options: options, allowsMultiple: type.elementType != type)
        let answer = try await askPrompter(request, action: action, parameter: parameter)
        if case .text(let text) = answer, text.isEmpty, let defaultAnswer { return defaultAnswer }
        do {
            return try await ValuePrompting.value(from: answer, kind: kind, options: options)
        } catch {
            let message = error.message
            throw RunError(.promptFailed, action: action, parameter: parameter, "the answer \(message)")
        }
    }

    package func askPrompter(_ request: PromptRequest, action: ActionReference?, parameter: String?)
        async throws(RunError)
        -> PromptAnswer
    {
        let answer: PromptAnswer
        do {
            answer = try await prompter.prompt(request)
        } catch let unavailable as PromptUnavailable {
            throw RunError(
                .promptFailed, action: action, parameter: parameter,
                "needs an answer to \"\(quoted(request.question))\", but \(unavailable.reason)")
        } catch is CancellationError {
            throw RunError(.cancelled, action: action, "cancelled")
        } catch {
            throw RunError(
                .promptFailed, action: action, parameter: parameter,
                "asking \"\(quoted(request.question))\" failed: \(error)")
        }
        if case .cancelled = answer { throw RunError(.cancelled, action: action, "cancelled") }
        return answer
    }

    package func chooseMenuItem(_ items: [MenuItem], question: String?, _ ref: ActionReference) async throws(RunError)
        -> Int
    {
        guard !items.isEmpty else {
            throw RunError(.invalidValue, action: ref, parameter: "items", "the menu has no items")
        }
        return try await choose(items.map(\.title), question: question ?? "Choose an item", ref)
    }

    /// Asks the person to choose one of `titles`; gives its index. An answer typed as text picks
    /// the title it matches, whatever its case.
    package func choose(_ titles: [String], question: String, _ ref: ActionReference) async throws(RunError) -> Int {
        let request = PromptRequest(
            kind: .choice, intentIdentifier: "", intentTitle: ref.title, dialog: IntentDialog(.verbatim(question)),
            options: titles.map { PromptOption(title: $0, value: $0) })
        switch try await askPrompter(request, action: ref, parameter: nil) {
        case .option(let index) where titles.indices.contains(index): return index
        case .text(let text):
            // Case folding at most triples a text's length: a far longer answer matches no title
            // and is not folded (a 50 MB answer costs nothing).
            let longest = titles.map(\.utf8.count).max() ?? 0
            if text.utf8.count <= 3 * longest + 16,
                let index = titles.firstIndex(where: { $0.caseInsensitiveCompare(text) == .orderedSame })
            {
                return index
            }
            throw RunError(
                .promptFailed, action: ref, "'\(quoted(text))' is not one of: \(quoted(titles.joined(separator: ", ")))"
            )
        default:
            throw RunError(.promptFailed, action: ref, "the answer is not one of the \(titles.count) choices")
        }
    }
}
