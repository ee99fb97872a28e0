import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// What a run has asked of models so far, against the config file's limits; the runs Run
/// Shortcut makes count in the same.
package final class ModelUse: Sendable {
    private let used = Mutex<(calls: Int, tokens: Int)>((0, 0))

    package init() {}

    package var calls: Int { used.withLock { $0.calls } }
    package var tokens: Int { used.withLock { $0.tokens } }

    /// Counts a call about to be made; `false` when the run has made as many as it may, or used
    /// as many tokens.
    func startCall(_ limits: ModelLimits) -> Bool {
        used.withLock { used in
            guard used.calls < limits.callsPerRun, used.tokens < limits.tokensPerRun else { return false }
            used.calls += 1
            return true
        }
    }

    /// Adds a reply's tokens; returns the run's total.
    func add(tokens: Int) -> Int {
        used.withLock { used in
            used.tokens += tokens
            return used.tokens
        }
    }
}

// Use Model (docs/models.md): the prompt to the provider its model names, the reply read as the
// result type asked for, asked once more when it does not read.
extension Execution {
    /// The most characters of a reply an error message quotes.
    static let quotedReply = 300

    package func useModel(_ call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> (any Sendable)? {
        let settings = catalog.models
        let (provider, model): (ModelProvider, String)
        do { (provider, model) = try settings.resolve(call.text("model")) } catch {
            throw RunError(.invalidValue, action: ref, parameter: "model", error.description)
        }
        let prompt = ValueText.text(of: try await value("prompt", of: call, expected: .string, ref))
        guard !prompt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw RunError(.invalidValue, action: ref, parameter: "prompt", "is empty: there is nothing to ask")
        }
        let instructions = try await value("instructions", of: call, expected: .string, ref).map {
            ValueText.text(of: $0)
        }
        let temperature = try await value("temperature", of: call, expected: .double, ref).flatMap { $0 as? Double }
        if let temperature, !(0...2).contains(temperature) {
            throw RunError(
                .invalidValue, action: ref, parameter: "temperature", "must be from 0 to 2, not \(temperature)")
        }
        let tool = call.choice("task").flatMap(WritingTool.init(rawValue:))
        let result = tool?.result ?? call.choice("resultType").flatMap(UseModelResult.init(rawValue:)) ?? .text
        var key: String?
        if let secret = provider.keySecret {
            // Looked up as a value's secret is: masked wherever the run's text goes from now.
            key = try await self.secret(secret, ref, parameter: "model")
        }
        let system = [tool?.instruction, instructions, result.instruction].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: "\n\n")
        var messages = system.isEmpty ? [] : [ModelMessage(.system, system)]
        messages.append(ModelMessage(.user, prompt))
        var request = ModelRequest(provider: provider, model: model, messages: messages, temperature: temperature)

        // One reply, and once more with the problem said when it does not read.
        var reply = try await ask(request, key: key, ref)
        do throws(UseModelResult.Mismatch) {
            return try await result.value(of: reply.text)
        } catch {
            request.messages += [
                ModelMessage(.assistant, reply.text),
                ModelMessage(
                    .user,
                    "That reply cannot be used: \(error.description). " + (result.instruction ?? "Reply again.")),
            ]
        }
        reply = try await ask(request, key: key, ref)
        do throws(UseModelResult.Mismatch) {
            return try await result.value(of: reply.text)
        } catch {
            throw RunError(
                .invalidValue, action: ref, parameter: "resultType",
                "the model's reply is not \(result.title.lowercased()) (\(error.description)), asked twice; it replied: \(IntentValueText.excerpt(ValueText.oneLine(reply.text), limit: Self.quotedReply))"
            )
        }
    }

    /// One call, within the run's limits.
    private func ask(_ request: ModelRequest, key: String?, _ ref: ActionReference) async throws(RunError) -> ModelReply
    {
        let limits = catalog.models.limits
        guard modelUse.startCall(limits) else {
            if modelUse.tokens >= limits.tokensPerRun {
                throw RunError(
                    .actionFailed, action: ref,
                    "the run has used its \(limits.tokensPerRun) tokens of models (\"models.limits.tokensPerRun\" in the config file)"
                )
            }
            throw RunError(
                .actionFailed, action: ref,
                "the run has made its \(limits.callsPerRun) calls to models (\"models.limits.callsPerRun\" in the config file)"
            )
        }
        let reply: ModelReply
        // Streamed: the reply shows as it grows, as the action's progress (the run pane's line,
        // the terminal's status line), its characters counted and its last words shown.
        let emit = self.emit
        let growing = Mutex("")
        do throws(ModelFailure) {
            reply = try await ModelClient.chat(request, key: key) { piece in
                let sofar = growing.withLock { text in
                    text += piece
                    return text
                }
                let tail = ValueText.oneLine(String(sofar.suffix(80)))
                emit(.progress(ref, IntentProgressReport(completed: Int64(sofar.count), total: 0, message: tail)))
            }
        } catch {
            if error == .cancelled { throw RunError(.cancelled, action: ref, "the run was cancelled") }
            throw RunError(.actionFailed, action: ref, parameter: "model", error.description)
        }
        // The run history keeps, with the step, which model answered and what it cost.
        recorder?.notes.parameter("answeredBy", "\(request.provider.name)/\(reply.model)")
        if let used = reply.promptTokens { recorder?.notes.parameter("promptTokens", used) }
        if let used = reply.replyTokens { recorder?.notes.parameter("replyTokens", used) }
        let tokens = modelUse.add(tokens: (reply.promptTokens ?? 0) + (reply.replyTokens ?? 0))
        if tokens > limits.tokensPerRun {
            throw RunError(
                .actionFailed, action: ref,
                "the run has used \(tokens) tokens of models, over its \(limits.tokensPerRun) (\"models.limits.tokensPerRun\" in the config file)"
            )
        }
        return reply
    }
}
