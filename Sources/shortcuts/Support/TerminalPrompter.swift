import Foundation
import IntentKit
import TerminalUI

/// Asks the person at the terminal: the question on standard error, the answer from standard
/// input. Options are numbered; an empty answer picks nothing; end of input cancels.
struct TerminalPrompter: IntentPrompter {
    /// Someone at the terminal answers.
    var hasPerson: Bool { true }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        // A question starts on a line of its own, not after the progress line (a reply streamed).
        ProgressLine.standardError?.clear()
        if let snippet = request.snippet { printError(TextLayout.boxed(snippet.plainText).joined(separator: "\n")) }
        printError("? \(request.question)")
        switch request.kind {
        case .confirmation:
            let label = request.confirmationActionName ?? "Yes"
            printError("  [\(label) = y, Cancel = n] ", terminator: "")
            guard let line = readLine() else { return .cancelled }
            return .confirmed(
                ["y", "yes", label.lowercased()].contains(line.trimmingCharacters(in: .whitespaces).lowercased()))
        case .value, .disambiguation, .choice:
            for (index, option) in request.options.enumerated() {
                // An options provider's sections (IntentItemCollection) head their options.
                if let section = option.section, index == 0 || request.options[index - 1].section != section {
                    printError("  \(section):")
                }
                printError("  \(index + 1). \(option.title)" + (option.subtitle.map { " — \($0)" } ?? ""))
            }
            let hint: String
            if request.options.isEmpty {
                hint = request.parameter.map { "(\($0.type.readableName)) " } ?? ""
            } else if request.kind == .value {
                hint =
                    request.allowsMultiple
                    ? "(numbers separated by commas, or type a value) " : "(a number, or type a value) "
            } else {
                hint = request.allowsMultiple ? "(numbers separated by commas) " : "(a number) "
            }
            // A number with no option asks again, saying why.
            while true {
                printError("  \(hint)> ", terminator: "")
                guard let line = readLine() else { return .cancelled }
                let answer = line.trimmingCharacters(in: .whitespaces)
                guard !request.options.isEmpty else { return .text(answer) }
                do throws(OptionNumbers.OutOfRange) {
                    return try OptionNumbers.answer(answer, for: request) ?? .text(answer)
                } catch {
                    printError("  \(error.message)")
                }
            }
        }
    }
}
