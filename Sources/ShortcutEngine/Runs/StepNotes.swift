import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// What an action used while it ran, for its record: the values its parameters resolved to and
/// the questions it asked with their answers.
///
/// A recorded run notes them as they happen (``Execution/evaluate(_:expected:_:parameter:entities:range:)``
/// and the prompter), and each action takes the notes made since it started that no action
/// inside it took: a Repeat keeps its count, the actions of its body their own values, a Run
/// Shortcut action its input while the called shortcut's actions keep theirs.
package final class StepNotes: Sendable {
    /// One parameter's value, or one question and its answer.
    enum Note: Sendable {
        case parameter(name: String, value: (any Sendable)?)
        case question(String, answer: String)
    }

    private struct State {
        var notes: [Note?] = []
        /// How many notes were taken (set to `nil`): when all are, the list starts again.
        var taken = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// Where an action's notes start; it passes it to ``take(from:)`` when it finishes.
    var mark: Int { state.withLock { $0.notes.count } }

    func parameter(_ name: String, _ value: (any Sendable)?) {
        state.withLock { $0.notes.append(.parameter(name: name, value: value)) }
    }

    func question(_ question: String, answer: String) {
        state.withLock { $0.notes.append(.question(question, answer: answer)) }
    }

    /// The notes made since `mark` that no action took yet; a parameter evaluated again (an
    /// attempt retried) is given once, with its last value.
    func take(from mark: Int) -> (parameters: [(String, (any Sendable)?)], questions: [StepQuestion]) {
        state.withLock { state in
            var parameters: [(String, (any Sendable)?)] = []
            var questions: [StepQuestion] = []
            guard mark < state.notes.count else { return ([], []) }
            for index in mark..<state.notes.count {
                guard let note = state.notes[index] else { continue }
                state.notes[index] = nil
                state.taken += 1
                switch note {
                case .parameter(let name, let value):
                    if let earlier = parameters.firstIndex(where: { $0.0 == name }) {
                        parameters[earlier].1 = value
                    } else {
                        parameters.append((name, value))
                    }
                case .question(let question, let answer):
                    questions.append(StepQuestion(question: question, answer: answer))
                }
            }
            // No action is left holding a note: the next ones start from the beginning. An
            // action still running holds at least one untaken note before any later mark, so
            // the marks it and the actions inside it hold stay right.
            if state.taken == state.notes.count {
                state.notes.removeAll(keepingCapacity: true)
                state.taken = 0
            }
            return (parameters, questions)
        }
    }

    /// Forgets every note: the shortcut's input was asked before its first action, and a
    /// top-level action that finished leaves no action outside it to take one.
    func reset() {
        state.withLock { state in
            state.notes.removeAll(keepingCapacity: true)
            state.taken = 0
        }
    }
}

/// A question a step asked, and the answer it was given, as the store keeps them.
package struct StepQuestion: Sendable, Equatable {
    package var question: String
    package var answer: String

    package init(question: String, answer: String) {
        self.question = question
        self.answer = answer
    }
}

/// A prompter that notes every question asked and its answer, for the step that asked it.
struct NotingPrompter: IntentPrompter {
    let inner: any IntentPrompter
    let notes: StepNotes

    var hasPerson: Bool { inner.hasPerson }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        let answer = try await inner.prompt(request)
        notes.question(request.question, answer: Self.text(of: answer, request))
        return answer
    }

    /// The answer as one line: the text typed, the option's title, yes or no.
    static func text(of answer: PromptAnswer, _ request: PromptRequest) -> String {
        func title(_ index: Int) -> String {
            request.options.indices.contains(index) ? request.options[index].title : "option \(index + 1)"
        }
        switch answer {
        case .text(let text): return text
        case .option(let index): return title(index)
        case .options(let indices): return indices.map(title).joined(separator: ", ")
        case .value(let value): return ValueText.summary(of: value)
        case .confirmed(let yes): return yes ? "Yes" : "No"
        case .cancelled: return "Cancelled"
        }
    }
}
