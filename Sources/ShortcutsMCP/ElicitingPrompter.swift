import Foundation
import IntentKit
import MCP
import Synchronization

/// Asks an MCP client's person: each prompter request (a value, a disambiguation, a choice, a
/// confirmation) becomes an `elicitation/create` request with a one-field form schema, and its
/// answer comes back as the prompter's. Decline answers a confirmation with no and cancels any
/// other question; cancel cancels.
///
/// With a client that did not declare elicitation, nothing is sent: every question fails with a
/// ``PromptUnavailable`` naming it, so the run stops with an error that says what it needed.
package struct ElicitingPrompter: IntentPrompter {
    /// Sends one elicitation and waits for its answer; `nil` when the client cannot answer.
    package typealias Ask = @Sendable (String, Elicitation.RequestSchema) async throws -> CreateElicitation.Result

    let ask: Ask?

    package init(ask: Ask?) { self.ask = ask }

    /// An agent's call runs in the background: nobody is at this host, whoever answers the
    /// client's elicitations.
    package var hasPerson: Bool { false }

    /// Why a client without elicitation gets no question, and what lets its person answer: an
    /// agent cannot "run it from a terminal".
    static let cannotAsk =
        "the MCP client cannot answer questions (it did not declare the elicitation capability); "
        + "to answer it, use an MCP client that supports elicitation, which asks its user"

    /// What lets a run held back by the safety policy go ahead once, besides the config file.
    package static let confirmHint = "use an MCP client that supports elicitation, whose user can confirm it once"

    /// The field every form has.
    static let field = "answer"

    package func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        guard let ask else {
            throw PromptUnavailable(reason: Self.cannotAsk)
        }
        var message = request.question
        if let snippet = request.snippet { message += "\n\n" + snippet.plainText }
        let schema = Self.schema(for: request)
        let text = message
        let result: CreateElicitation.Result
        do {
            result = try await cancellable { try await ask(text, schema) }
        } catch MCPError.connectionClosed {
            // ClientTransport answers a question with this once the client closed its input.
            throw PromptUnavailable(reason: "the MCP client closed its input before answering")
        } catch let error as MCPError {
            throw PromptUnavailable(reason: "the MCP client could not answer (\(error.errorDescription ?? "\(error)"))")
        }
        return try Self.answer(result, to: request)
    }

    /// The form for a request: a boolean for a confirmation, one of the options (by number,
    /// titled) for a choice, or a value typed as the parameter is.
    static func schema(for request: PromptRequest) -> Elicitation.RequestSchema {
        var property: [String: JSON]
        switch request.kind {
        case .confirmation:
            property = ["type": "boolean", "title": .string(request.confirmationActionName ?? "Yes")]
        case .value, .disambiguation, .choice:
            if !request.options.isEmpty {
                let choices = JSON.array(
                    request.options.enumerated().map { index, option in
                        .object([
                            "const": .string(String(index + 1)),
                            "title": .string(option.title + (option.subtitle.map { " — \($0)" } ?? "")),
                        ])
                    })
                property =
                    request.allowsMultiple
                    ? ["type": "array", "items": .object(["anyOf": choices])]
                    : ["type": "string", "oneOf": choices]
            } else {
                switch request.parameter?.type {
                case .integer?: property = ["type": "integer"]
                case .double?, .decimal?: property = ["type": "number"]
                case .boolean?: property = ["type": "boolean"]
                case .date?: property = ["type": "string", "format": "date-time"]
                case .url?: property = ["type": "string", "format": "uri"]
                default: property = ["type": "string"]
                }
                if let range = request.parameter?.range {
                    property["minimum"] = .double(range.lowerBound)
                    property["maximum"] = .double(range.upperBound)
                }
            }
            property["title"] = .string(request.parameter?.title ?? request.intentTitle)
        }
        return Elicitation.RequestSchema(properties: [field: .object(property)], required: [field])
    }

    /// What the client's answer means for `request`.
    static func answer(_ result: CreateElicitation.Result, to request: PromptRequest) throws -> PromptAnswer {
        switch result.action {
        case .cancel: return .cancelled
        case .decline: return request.kind == .confirmation ? .confirmed(false) : .cancelled
        case .accept: break
        }
        let value = result.content?[field]
        if request.kind == .confirmation { return .confirmed(value?.boolValue ?? false) }
        guard let value else {
            throw PromptUnavailable(reason: "the client accepted \"\(request.question)\" with no answer")
        }
        if !request.options.isEmpty {
            let picked: [String] =
                switch value {
                case .array(let items): items.compactMap(\.stringValue)
                default: value.stringValue.map { [$0] } ?? []
                }
            let indices = picked.compactMap { Int($0).map { $0 - 1 } }.filter(request.options.indices.contains)
            guard !indices.isEmpty, indices.count == picked.count else {
                throw PromptUnavailable(
                    reason: "the client's answer to \"\(request.question)\" is not one of its options")
            }
            return request.allowsMultiple ? .options(indices) : .option(indices[0])
        }
        switch value {
        case .string(let text): return .text(text)
        case .int(let n): return .text(String(n))
        case .double(let n): return .text(IntentValueText.title(of: n))
        case .bool(let b): return .text(b ? "yes" : "no")
        default: throw PromptUnavailable(reason: "the client's answer to \"\(request.question)\" is not a value")
        }
    }
}

/// Runs `body` in a task of its own and returns its result, or throws `CancellationError` as
/// soon as the calling task is cancelled: an elicitation the client never answers must not
/// keep a cancelled or timed-out call waiting.
func cancellable<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let work = Task { try await body() }
    let slot = ContinuationSlot<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            slot.set(continuation)
            if Task.isCancelled { slot.resume(with: .failure(CancellationError())) }
            Task { slot.resume(with: await work.result) }
        }
    } onCancel: {
        work.cancel()
        slot.resume(with: .failure(CancellationError()))
    }
}

/// A continuation resumed once, by whichever comes first.
final class ContinuationSlot<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

    func set(_ value: CheckedContinuation<T, any Error>) { continuation.withLock { $0 = value } }

    func resume(with result: Result<T, any Error>) { continuation.withLock { $0.take() }?.resume(with: result) }
}
