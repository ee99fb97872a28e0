import Foundation
import IntentKit
import Synchronization

/// Answers a run's questions from `--answer` options, in order, with no terminal: a script or a
/// test gives the answers a person would type. Each question and its answer are printed on
/// standard error, as a transcript; a question with no answer left stops the run with an error.
final class AnswersPrompter: IntentPrompter {
    private let answers: [String]
    private let next = Mutex(0)

    init(_ answers: [String]) { self.answers = answers }

    /// Answers given in advance are a script, not a person: the run is in the background.
    var hasPerson: Bool { false }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        let index = next.withLock { value in
            defer { value += 1 }
            return value
        }
        guard answers.indices.contains(index) else {
            throw PromptUnavailable(
                reason: "no --answer is left for it (\(answers.count) given) and the run is not interactive")
        }
        let answer = answers[index].trimmingCharacters(in: .whitespaces)
        printError("? \(request.question)")
        printError("> \(answer)")
        return try Self.reading(answer, for: request)
    }

    /// What a typed answer means for `request`: yes or no for a confirmation; option numbers
    /// (from 1, separated by commas) or a title for a choice; the text itself for a value.
    static func reading(_ answer: String, for request: PromptRequest) throws -> PromptAnswer {
        switch request.kind {
        case .confirmation:
            let word = answer.lowercased()
            let yes = ["y", "yes", "ok"] + (request.confirmationActionName.map { [$0.lowercased()] } ?? [])
            if yes.contains(word) { return .confirmed(true) }
            if ["n", "no", "cancel"].contains(word) { return .confirmed(false) }
            throw PromptUnavailable(reason: "the answer '\(answer)' is not yes/ok or no/cancel")
        case .value, .disambiguation, .choice:
            guard !request.options.isEmpty else { return .text(answer) }
            do throws(OptionNumbers.OutOfRange) {
                return try OptionNumbers.answer(answer, for: request) ?? .text(answer)
            } catch {
                throw PromptUnavailable(reason: "the answer '\(answer)' is refused: \(error.message)")
            }
        }
    }
}
