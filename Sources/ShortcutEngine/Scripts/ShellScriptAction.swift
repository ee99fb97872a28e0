import Foundation
import IntentKit
import ShortcutModel

/// What Run Shell Script does when it runs: its members read into a ``ScriptProcess``, the
/// process run, and its outcome turned into the action's output or error.
package enum ShellScriptAction {
    /// The timeout when the action sets none.
    package static let defaultTimeout: Double = 60
    /// How much of standard error a failure's message quotes, from its end.
    package static let errorTailLength = 400

    package static func run(_ call: BuiltInCall, _ execution: Execution, _ ref: ActionReference)
        async throws(RunError) -> (any Sendable)?
    {
        let shell = call.choice("shell").flatMap(ScriptShell.init(rawValue:)) ?? .sh
        var seconds = defaultTimeout
        if call.value("timeout") != nil {
            seconds = try await execution.number("timeout", of: call, ref)
            guard seconds > 0, seconds <= 86_400 else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "timeout",
                    "must be more than 0 and at most 86400 seconds (a day)")
            }
        }
        var process = ScriptProcess(shell: shell, script: call.text("script") ?? "", timeout: .seconds(seconds))
        if let input = try await execution.value("input", of: call, expected: nil, ref) {
            if call.choice("passInput") == "arguments" {
                // A list gives one argument per item; anything else is one argument.
                process.arguments =
                    IntentValueConversion.elements(of: input)?.map { ValueText.text(of: $0) } ?? [
                        ValueText.text(of: input)
                    ]
            } else {
                process.standardInput = ValueText.text(of: input)
            }
        }
        if call.value("environment") != nil {
            let value = try await execution.value("environment", of: call, expected: .dictionary, ref)
            guard let dictionary = value as? DictionaryValue else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "environment", "must be a dictionary of names and values")
            }
            for (key, value) in dictionary.entries { process.environment[key] = ValueText.text(of: value) }
        }
        if call.value("directory") != nil {
            let directory = try await execution.text("directory", of: call, ref)
            if !directory.isEmpty { process.workingDirectory = (directory as NSString).expandingTildeInPath }
        }
        // A failed script's output is the action's when it goes on after failing (its `onError`).
        let continueOnFailure = try await execution.flag(
            "continueOnFailure", of: call, absent: execution.continuesOnFailure, ref)

        let outcome: ScriptProcess.Outcome
        do {
            outcome = try await process.run()
        } catch {
            throw runError(error, shell: shell, ref)
        }
        if !outcome.succeeded && !continueOnFailure {
            let how = outcome.status.map { "exited with status \($0)" } ?? "was killed by signal \(outcome.signal ?? 0)"
            let tail = errorTail(outcome.standardError)
            throw RunError(
                .actionFailed, action: ref, "the script \(how)\(tail.isEmpty ? "" : ": \(tail)")")
        }
        var text = outcome.standardOutput
        if text.hasSuffix("\n") { text.removeLast() }
        guard call.choice("outputType") == "json" else { return text }
        do throws(JSONView.ParseError) {
            return try JSONView.parse(text)
        } catch {
            throw RunError(
                .invalidValue, action: ref, parameter: "outputType", "the script's output is not JSON: \(error.message)"
            )
        }
    }

    /// The last lines of standard error, at most ``errorTailLength`` characters, on one line.
    package static func errorTail(_ standardError: String) -> String {
        let trimmed = standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        let tail = trimmed.count > errorTailLength ? "…" + trimmed.suffix(errorTailLength) : trimmed
        return tail.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ⏎ ")
    }

    /// "60", "0.5": whole seconds without a decimal point, else to a tenth.
    package static func secondsText(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }

    static func runError(_ failure: ScriptProcess.Failure, shell: ScriptShell, _ ref: ActionReference) -> RunError {
        switch failure {
        case .notInstalled(let shell):
            RunError(
                .actionFailed, action: ref, parameter: "shell", "\(shell.rawValue) is not installed (not found on PATH)"
            )
        case .timedOut(let limit):
            RunError(
                .actionFailed, action: ref, parameter: "timeout",
                "the script did not finish within \(secondsText(limit)) seconds and was stopped")
        case .cancelled:
            RunError(.cancelled, action: ref, "the run was cancelled; the script was stopped")
        case .outputTooLarge(let limit):
            RunError(.actionFailed, action: ref, "the script printed more than \(limit) bytes")
        case .cannotStart(let reason):
            RunError(.actionFailed, action: ref, "the script could not start: \(reason)")
        }
    }
}
