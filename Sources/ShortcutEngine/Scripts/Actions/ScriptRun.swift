import Foundation
import IntentKit
import ShortcutModel

/// One run of a script action: its parameters set by the runner, missing required ones asked
/// for, the file started with them as arguments and `PARAM_<NAME>` variables (through
/// ``ScriptProcess``: its own process group, killed on timeout or cancel), and its standard
/// output read as the declared output.
final class ScriptRun: IntentRun, @unchecked Sendable {
    private let script: ScriptsApp.Script
    /// Set before `perform`, by the one task that runs the action (the runner sets values, then
    /// performs, in order); never touched concurrently.
    private var values: [String: any Sendable] = [:]

    init(script: ScriptsApp.Script) { self.script = script }

    private var title: String { script.header.title }

    func valueKind(ofParameter name: String) -> IntentValueKind? {
        script.header.parameters.first { $0.name == name }?.type.valueKind
    }

    func setValue(_ value: (any Sendable)?, for name: String) throws(IntentRunError) {
        guard let parameter = script.header.parameters.first(where: { $0.name == name }) else {
            throw .unknownParameter(intent: title, parameter: name, known: script.header.parameters.map(\.name))
        }
        guard let value else {
            values[name] = nil
            return
        }
        if !parameter.choices.isEmpty, let text = value as? String, !parameter.choices.contains(text) {
            throw .invalidAnswer(
                intent: title, parameter: name,
                message: "'\(text)' is not one of \(parameter.choices.joined(separator: ", "))")
        }
        values[name] = value
    }

    var summaryText: String { title }

    func perform(prompter: any IntentPrompter) async throws(IntentRunError) -> IntentOutcome {
        var arguments: [String] = []
        var environment: [String: String] = [:]
        for parameter in script.header.parameters {
            var value: (any Sendable)? =
                values[parameter.name] ?? parameter.defaultValue.flatMap { parameter.type.parse($0) }
            if value == nil && !parameter.isOptional {
                value = try await ask(for: parameter, prompter: prompter)
            }
            let text = value.map(ScriptValueType.argument) ?? ""
            arguments.append(text)
            environment[parameter.environmentName] = text
        }
        var process = ScriptProcess(
            shell: .sh, script: "", arguments: arguments, environment: environment,
            timeout: .milliseconds(Int64(script.header.timeout * 1000)))
        process.executableFile = script.path
        let outcome: ScriptProcess.Outcome
        do {
            outcome = try await process.run()
        } catch {
            throw failure(error)
        }
        guard outcome.succeeded else {
            let how = outcome.status.map { "exited with status \($0)" } ?? "was killed by signal \(outcome.signal ?? 0)"
            let tail = ShellScriptAction.errorTail(outcome.standardError)
            throw failed("the script \(how)\(tail.isEmpty ? "" : ": \(tail)")")
        }
        switch script.header.output.value(of: outcome.standardOutput) {
        case .success(let value): return IntentOutcome(value: value)
        case .failure(let error): throw failed(error.message)
        }
    }

    private func failed(_ message: String) -> IntentRunError {
        .failed(intent: title, message: message, underlying: ScriptOutputError(message: message))
    }

    private func failure(_ failure: ScriptProcess.Failure) -> IntentRunError {
        switch failure {
        case .notInstalled, .cannotStart:
            if case .cannotStart(let reason) = failure { return failed("the script could not start: \(reason)") }
            return failed("the script could not start")
        case .timedOut(let limit):
            return failed(
                "the script did not finish within \(ShellScriptAction.secondsText(limit)) seconds and was stopped")
        case .cancelled: return .cancelled(intent: title)
        case .outputTooLarge(let limit): return failed("the script printed more than \(limit) bytes")
        }
    }

    /// Asks the prompter for a required parameter the shortcut left empty.
    private func ask(for parameter: ScriptHeader.Parameter, prompter: any IntentPrompter) async throws(IntentRunError)
        -> any Sendable
    {
        let request = PromptRequest(
            kind: .value, intentIdentifier: script.identifier, intentTitle: title,
            parameter: PromptParameter(
                name: parameter.name, title: parameter.title, type: parameter.type.valueType, isOptional: false),
            options: parameter.choices.map { PromptOption(title: $0, value: $0) })
        let answer: PromptAnswer
        do {
            answer = try await prompter.prompt(request)
        } catch let unavailable as PromptUnavailable {
            throw .missingValue(intent: title, parameter: parameter.name, reason: unavailable.reason)
        } catch is CancellationError {
            throw .cancelled(intent: title)
        } catch {
            throw failed(IntentRunError.message(for: error))
        }
        let text: String
        switch answer {
        case .cancelled: throw .cancelled(intent: title)
        case .option(let index) where parameter.choices.indices.contains(index): return parameter.choices[index]
        case .options(let indices) where indices.count == 1 && parameter.choices.indices.contains(indices[0]):
            return parameter.choices[indices[0]]
        case .text(let typed): text = typed
        case .value(let value): text = ScriptValueType.argument(value)
        default:
            throw .invalidAnswer(
                intent: title, parameter: parameter.name, message: "is not a value for \(parameter.title)")
        }
        if !parameter.choices.isEmpty && !parameter.choices.contains(text) {
            throw .invalidAnswer(
                intent: title, parameter: parameter.name,
                message: "'\(text)' is not one of \(parameter.choices.joined(separator: ", "))")
        }
        guard let value = parameter.type.parse(text) else {
            throw .invalidAnswer(
                intent: title, parameter: parameter.name, message: "'\(text)' is not \(parameter.type.readableName)")
        }
        return value
    }
}
