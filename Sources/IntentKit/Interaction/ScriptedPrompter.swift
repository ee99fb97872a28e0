import Synchronization

/// A prompter that gives prepared answers in order and records every request: for tests, and
/// for hosts that take answers up front.
///
/// ```swift
/// let prompter = ScriptedPrompter([.text("Dune"), .option(1), .confirmed(true)])
/// _ = try await invocation.perform(prompter: prompter)
/// #expect(prompter.requests.map(\.kind) == [.value, .disambiguation, .confirmation])
/// ```
package final class ScriptedPrompter: IntentPrompter {
    private let state: Mutex<(answers: [PromptAnswer], requests: [PromptRequest])>

    package let hasPerson: Bool

    /// Answers `answers` in order; `hasPerson` says whether the run counts as having a person at
    /// the host (``IntentModes``).
    package init(_ answers: [PromptAnswer], hasPerson: Bool = true) {
        state = Mutex((answers, []))
        self.hasPerson = hasPerson
    }

    /// Every request asked so far, in order.
    package var requests: [PromptRequest] { state.withLock { $0.requests } }

    /// The answers not yet used.
    package var remainingAnswers: [PromptAnswer] { state.withLock { $0.answers } }

    package func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        let answer = state.withLock { state -> PromptAnswer? in
            state.requests.append(request)
            return state.answers.isEmpty ? nil : state.answers.removeFirst()
        }
        guard let answer else {
            throw PromptUnavailable(reason: "the script has no answer left for \"\(request.question)\"")
        }
        return answer
    }
}
