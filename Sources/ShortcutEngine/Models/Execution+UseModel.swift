import Foundation
import IntentKit
import JSONCore
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

    /// The most characters of a reply a follow-up question shows above it.
    static let shownReply = 4000

    package func useModel(_ call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> (any Sendable)? {
        let started = ContinuousClock.now
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
        let result = UseModelResult.of(call)
        var schema: JSONSchema?
        if result == .schema {
            guard let node = call.json("schema") else {
                throw RunError(
                    .invalidValue, action: ref, parameter: "schema", "is missing: Schema needs a JSON Schema")
            }
            if let problem = UseModelResult.schemaProblem(node) {
                throw RunError(.invalidValue, action: ref, parameter: "schema", problem)
            }
            schema = try? JSONSchema(node)
        }
        var key: String?
        if let secret = provider.keySecret {
            // Looked up as a value's secret is: masked wherever the run's text goes from now.
            key = try await self.secret(secret, ref, parameter: "model")
        }
        let instruction = result.instruction(schema: schema)
        let system = [tool?.instruction, instructions, instruction].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: "\n\n")
        var messages = system.isEmpty ? [] : [ModelMessage(.system, system)]
        messages.append(ModelMessage(.user, prompt))
        var request = ModelRequest(
            provider: provider, model: model, messages: messages, temperature: temperature, schema: schema?.node)

        var (value, reply) = try await typedAnswer(&request, result, schema, instruction, key: key, ref)
        var promptTokens = reply.promptTokens
        var replyTokens = reply.replyTokens
        // Follow-up mode: the person reads the reply and asks more, in the same conversation,
        // until they leave the question empty; the last reply is the output.
        if call.value("followUp") == .boolean(true) {
            while let question = try await followUpQuestion(after: reply.text, ref) {
                request.messages += [ModelMessage(.assistant, reply.text), ModelMessage(.user, question)]
                (value, reply) = try await typedAnswer(&request, result, schema, instruction, key: key, ref)
                promptTokens = Self.sum(promptTokens, reply.promptTokens)
                replyTokens = Self.sum(replyTokens, reply.replyTokens)
            }
        }
        var properties: [String: any Sendable] = [
            "text": reply.text, "model": "\(provider.name)/\(reply.model)",
            "seconds": Self.seconds(ContinuousClock.now - started),
        ]
        properties["promptTokens"] = promptTokens
        properties["replyTokens"] = replyTokens
        return BuiltInOutput(value: value, properties: properties)
    }

    /// A reply read as the result type; asked for once more, with the problem said, when it
    /// does not read. The conversation in `request` grows by the second asking.
    private func typedAnswer(
        _ request: inout ModelRequest, _ result: UseModelResult, _ schema: JSONSchema?, _ instruction: String?,
        key: String?, _ ref: ActionReference
    ) async throws(RunError) -> (any Sendable, ModelReply) {
        var reply = try await ask(request, key: key, ref)
        do throws(UseModelResult.Mismatch) {
            return (try await result.value(of: reply.text, schema: schema), reply)
        } catch {
            request.messages += [
                ModelMessage(.assistant, reply.text),
                ModelMessage(
                    .user, "That reply cannot be used: \(error.description). " + (instruction ?? "Reply again.")),
            ]
        }
        reply = try await ask(request, key: key, ref)
        do throws(UseModelResult.Mismatch) {
            return (try await result.value(of: reply.text, schema: schema), reply)
        } catch {
            let expected = result == .schema ? "JSON that matches the schema" : result.title.lowercased()
            throw RunError(
                .invalidValue, action: ref, parameter: result == .schema ? "schema" : "resultType",
                "the model's reply is not \(expected) (\(error.description)), asked twice; it replied: \(IntentValueText.excerpt(ValueText.oneLine(reply.text), limit: Self.quotedReply))"
            )
        }
    }

    /// Shows the reply and asks what to say next; `nil` when the person leaves it empty, or when
    /// nobody can answer (a run with no terminal: the reply stands).
    private func followUpQuestion(after reply: String, _ ref: ActionReference) async throws(RunError) -> String? {
        let shown = IntentValueText.excerpt(reply, limit: Self.shownReply)
        let request = PromptRequest(
            kind: .value, intentIdentifier: "", intentTitle: ref.title,
            parameter: PromptParameter(name: "followUp", title: "Follow up", type: .string, isOptional: true),
            dialog: IntentDialog(.verbatim("\(shown)\n\nFollow up (leave empty to finish):")))
        let answer: PromptAnswer
        do { answer = try await prompter.prompt(request) } catch is PromptUnavailable {
            return nil
        } catch is CancellationError {
            throw RunError(.cancelled, action: ref, "cancelled")
        } catch {
            throw RunError(.promptFailed, action: ref, parameter: "followUp", "asking to follow up failed: \(error)")
        }
        switch answer {
        case .cancelled: throw RunError(.cancelled, action: ref, "cancelled")
        case .text(let text):
            let question = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return question.isEmpty ? nil : question
        case .value(let value as String):
            let question = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return question.isEmpty ? nil : question
        default: return nil
        }
    }

    /// A duration in seconds, to the millisecond.
    private static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return ((Double(whole) + Double(fraction) / 1e18) * 1000).rounded() / 1000
    }

    private static func sum(_ a: Int?, _ b: Int?) -> Int? {
        guard a != nil || b != nil else { return nil }
        return (a ?? 0) + (b ?? 0)
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
