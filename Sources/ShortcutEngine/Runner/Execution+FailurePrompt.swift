import Foundation
import IntentKit
import ShortcutModel

// On a terminal, an action that fails, and that its `onError` does not handle, can ask the
// person what to do (``ShortcutRunner/asksOnFailure``): try it again, skip it, change one of its
// parameters and try again, or stop the run (docs/runs.md).
extension Execution {
    /// What the person chose after an action failed.
    enum FailureChoice: CaseIterable {
        case retry, skip, edit, stop

        var title: String {
            switch self {
            case .retry: "Retry"
            case .skip: "Skip it and go on"
            case .edit: "Edit a parameter and retry"
            case .stop: "Stop the run"
            }
        }
    }

    /// Asks what to do about `error`, which `action` failed with, until the action succeeds, is
    /// skipped (its output is nothing; the error is handled) or the person stops the run (the
    /// error is thrown). A question that cannot be asked stops the run with the error.
    func askAfterFailure(_ error: RunError, _ action: Action, _ ref: ActionReference) async throws -> (
        output: (any Sendable)?, handled: RunError?
    ) {
        var failure = error
        var current = action
        let editable = editableParameters(of: action)
        let choices = FailureChoice.allCases.filter { $0 != .edit || !editable.isEmpty }
        while true {
            let question = "\(ref.description) failed: \(failure.message). What now?"
            let index: Int
            do {
                index = try await choose(choices.map(\.title), question: question, ref)
            } catch {
                // Nobody can answer: the run stops with what the action said, not the question.
                if error.kind == .promptFailed { throw failure }
                throw error
            }
            let choice = choices[index]
            switch choice {
            case .stop: throw failure
            case .skip:
                emit(.errorHandled(ref, failure, next: "skipped"))
                return (nil, failure)
            case .retry:
                emit(.errorHandled(ref, failure, next: "trying again"))
            case .edit:
                let parameter =
                    editable.count == 1
                    ? editable[0]
                    : editable[try await choose(editable.map(\.title), question: "Which parameter?", ref)]
                let typed = try await ask(
                    prompt: "New \(parameter.title)", type: .string, action: ref, parameter: parameter.name)
                current = Self.editing(current, parameter.name, to: ValueText.text(of: typed))
                emit(.errorHandled(ref, failure, next: "trying again with the \(parameter.title) changed"))
            }
            do {
                // The action's own onError is the one in force while it runs again.
                let outer = handling
                handling = current.onError
                defer { handling = outer }
                return (try await perform(current, ref), nil)
            } catch let again as RunError where Self.isHandleable(again) {
                failure = again
                if failure.action == nil { failure.action = ref }
            }
        }
    }

    /// The value parameters of `action` a person may change: its intent's parameters, or its
    /// built-in action's value members, by name and title.
    func editableParameters(of action: Action) -> [(name: String, title: String)] {
        switch action.kind {
        case .intent(let identifier, _):
            return catalog.intent(identifier)?.metadata.parameters.map { ($0.name, $0.title) } ?? []
        case .builtIn(let call):
            return (call.descriptor?.members ?? []).compactMap { member in
                guard case .value = member.kind else { return nil }
                return (member.slot.rawValue, member.title)
            }
        case .find:
            return []
        }
    }

    /// `action` with the parameter `name` set to `text`, which the run converts to the parameter's
    /// type as it converts any text given to it.
    static func editing(_ action: Action, _ name: String, to text: String) -> Action {
        var edited = action
        switch action.kind {
        case .intent(let identifier, var parameters):
            parameters[name] = .string(text)
            edited.kind = .intent(identifier: identifier, parameters: parameters)
        case .builtIn(var call):
            call[SlotID(name)] = .value(.string(text))
            edited.kind = .builtIn(call)
        case .find:
            break
        }
        return edited
    }
}
