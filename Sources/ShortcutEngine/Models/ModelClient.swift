import Foundation
import IntentKit
import JSONCore
import ShortcutModel
import Synchronization

/// One message of a conversation with a model.
package struct ModelMessage: Sendable, Equatable {
    package enum Role: String, Sendable {
        case system, user, assistant
    }

    package var role: Role
    package var content: String

    package init(_ role: Role, _ content: String) {
        self.role = role
        self.content = content
    }
}

/// What is asked of a model.
package struct ModelRequest: Sendable {
    package var provider: ModelProvider
    package var model: String
    package var messages: [ModelMessage]
    package var temperature: Double?
    /// A JSON Schema the reply should follow, sent as `response_format`; servers do not all
    /// enforce it, so the caller checks the reply itself.
    package var schema: JSONNode?

    package init(
        provider: ModelProvider, model: String, messages: [ModelMessage], temperature: Double? = nil,
        schema: JSONNode? = nil
    ) {
        self.provider = provider
        self.model = model
        self.messages = messages
        self.temperature = temperature
        self.schema = schema
    }
}

/// What a model answered.
package struct ModelReply: Sendable, Equatable {
    package var text: String
    /// The tokens of the prompt and of the reply, when the server counts them.
    package var promptTokens: Int?
    package var replyTokens: Int?
    /// The model that answered, as the server names it.
    package var model: String
    /// Why it stopped: `stop`, `length` (cut at its limit) …
    package var finishReason: String?
}

/// Why a model gave no reply.
package enum ModelFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The provider needs a key and none was sent, or it refused the one sent (401, 403).
    case unauthorized(provider: String, status: Int)
    /// The key's secret is not in the secrets store.
    case noKey(provider: String, secret: String)
    /// Too many requests (429); `retryAfter` seconds, when the server said.
    case rateLimited(provider: String, retryAfter: Int?)
    case timedOut(provider: String, seconds: Double)
    /// The reply was larger than `limit` bytes: it was cut off there.
    case tooLarge(provider: String, limit: Int)
    /// Nothing answered there (not running, a wrong address, no network).
    case unreachable(provider: String, reason: String)
    /// Another error status, with the server's message.
    case server(provider: String, status: Int, message: String)
    /// An answer that is not the API's (not JSON, no reply in it).
    case badReply(provider: String, reason: String)
    /// A streamed reply whose connection ended before the reply did; what came is kept.
    case endedEarly(provider: String, partial: String)
    case cancelled

    package var description: String {
        switch self {
        case .unauthorized(let provider, let status):
            "'\(provider)' refused the request (\(status)): its key is missing or wrong (docs/models.md)"
        case .noKey(let provider, let secret):
            "'\(provider)' needs the secret '\(secret)', which is not in the secrets store: add it with 'shortcuts secrets set \"\(secret)\"'"
        case .rateLimited(let provider, let after):
            "'\(provider)' is taking too many requests (429)" + (after.map { "; it asks to wait \($0) s" } ?? "")
        case .timedOut(let provider, let seconds):
            "'\(provider)' did not reply within \(IntentValueText.format(seconds)) s (its \"timeout\" in the config file)"
        case .tooLarge(let provider, let limit):
            "'\(provider)' sent a reply over \(limit >> 20) MiB: it was cut off there"
        case .unreachable(let provider, let reason): "'\(provider)' cannot be reached: \(reason)"
        case .server(let provider, let status, let message):
            "'\(provider)' answered \(status)" + (message.isEmpty ? "" : ": \(message)")
        case .badReply(let provider, let reason): "'\(provider)' sent an answer that is not a reply: \(reason)"
        case .endedEarly(let provider, let partial):
            "'\(provider)' ended its reply early (\(partial.count) characters came): the connection closed"
        case .cancelled: "cancelled"
        }
    }
}

/// Speaks the OpenAI-compatible API that Ollama, llama-server and hosted providers share:
/// `GET {base}/models` and `POST {base}/chat/completions`, whole or streamed as server-sent
/// events. Every call has the provider's timeout and a cap on the reply's size; a key is sent
/// only as `Authorization: Bearer`, and masked in anything the server says back.
package enum ModelClient {
    /// The largest reply kept: a model's text, with room for a large JSON answer.
    package static let maximumReplyBytes = 8 << 20

    /// The names of the models the provider serves.
    package static func models(of provider: ModelProvider, key: String?) async throws(ModelFailure) -> [String] {
        var request = HTTPRequest(url: provider.endpoint("models"))
        request.timeout = provider.timeout
        // A redirect is an answer, not followed: a local provider's must not take the prompt
        // (or the key) elsewhere, past the safety policy.
        request.followsRedirects = false
        request.headers = headers(key: key)
        let response = try await send(request, provider, key: key)
        let root = try json(response.body, provider)
        guard let items = root["data"]?.array ?? root["models"]?.array else {
            throw .badReply(provider: provider.name, reason: "no \"data\" list of models")
        }
        return items.compactMap { $0["id"]?.string ?? $0["name"]?.string ?? $0["model"]?.string }
    }

    /// Asks for a reply; with `onText`, streamed, each piece of the reply told as it comes.
    package static func chat(
        _ ask: ModelRequest, key: String?, onText: (@Sendable (String) -> Void)? = nil
    ) async throws(ModelFailure) -> ModelReply {
        let provider = ask.provider
        var request = HTTPRequest(url: provider.endpoint("chat/completions"), method: "POST")
        request.timeout = provider.timeout
        request.followsRedirects = false
        request.headers = headers(key: key) + [HTTPHeader(name: "Content-Type", value: "application/json")]
        request.body = Data(JSONWriter.writeCompact(body(ask, streams: onText != nil)).utf8)
        guard let onText else {
            let response = try await send(request, provider, key: key)
            return try reply(in: try json(response.body, provider), ask)
        }
        let stream = ServerSentEvents(provider: provider.name, model: ask.model, key: key, onText: onText)
        request.onBody = { (status: Int, chunk: Data) in
            if (200..<300).contains(status) { stream.take(chunk) }
        }
        let response: HTTPResponse
        do throws(ModelFailure) {
            response = try await send(request, provider, key: key)
        } catch {
            // A streamed reply whose connection broke: what came is kept.
            if case .unreachable = error, stream.sawEvents {
                throw .endedEarly(provider: provider.name, partial: stream.text)
            }
            throw error
        }
        // A server that does not stream answers with one JSON reply (or an error in one).
        if !stream.sawEvents, let root = try? JSONParser.parse(String(decoding: response.body, as: UTF8.self)) {
            guard root["choices"] != nil else {
                throw .badReply(provider: provider.name, reason: errorMessage(response.body, key: key))
            }
            let whole = try reply(in: root, ask)
            onText(whole.text)
            return whole
        }
        return try stream.finish()
    }

    // MARK: The exchange

    private static func headers(key: String?) -> [HTTPHeader] {
        var headers = [HTTPHeader(name: "Accept", value: "application/json, text/event-stream")]
        if let key, !key.isEmpty {
            headers.append(HTTPHeader(name: "Authorization", value: "Bearer \(key)", carriesSecret: true))
        }
        return headers
    }

    private static func body(_ ask: ModelRequest, streams: Bool) -> JSONNode {
        let messages: [JSONNode] = ask.messages.map { message in
            JSONNode.object([("role", .string(message.role.rawValue)), ("content", .string(message.content))])
        }
        var members: [(String, JSONNode)] = [("model", .string(ask.model))]
        members.append(("messages", .array(messages)))
        members.append(("stream", .bool(streams)))
        if streams { members.append(("stream_options", .object([("include_usage", .bool(true))]))) }
        if let temperature = ask.temperature { members.append(("temperature", .number(temperature))) }
        if let schema = ask.schema {
            members.append(
                (
                    "response_format",
                    .object([
                        ("type", .string("json_schema")),
                        ("json_schema", .object([("name", .string("result")), ("schema", schema)])),
                    ])
                ))
        }
        return .object(members)
    }

    /// Sends `request`; a status that is not 2xx is the failure it stands for.
    private static func send(_ request: HTTPRequest, _ provider: ModelProvider, key: String?)
        async throws(ModelFailure) -> HTTPResponse
    {
        let response: HTTPResponse
        do {
            response = try await HTTPClient.send(request, memoryLimit: maximumReplyBytes)
        } catch {
            switch error {
            case .timedOut(let seconds): throw .timedOut(provider: provider.name, seconds: seconds)
            case .cancelled: throw .cancelled
            case .tooLarge(let limit): throw .tooLarge(provider: provider.name, limit: limit)
            case .transport(let reason):
                throw .unreachable(provider: provider.name, reason: masked(reason, key: key))
            case .redirectRefused(let reason), .cannotSave(let reason):
                throw .unreachable(provider: provider.name, reason: masked(reason, key: key))
            }
        }
        switch response.status {
        case 200..<300: return response
        case 401, 403: throw .unauthorized(provider: provider.name, status: response.status)
        case 429:
            throw .rateLimited(
                provider: provider.name, retryAfter: response.header("retry-after").flatMap { Int($0) })
        default:
            throw .server(
                provider: provider.name, status: response.status,
                message: errorMessage(response.body, key: key))
        }
    }

    private static func json(_ body: Data, _ provider: ModelProvider) throws(ModelFailure) -> JSONNode {
        do {
            return try JSONParser.parse(String(decoding: body, as: UTF8.self))
        } catch {
            throw .badReply(provider: provider.name, reason: "not JSON (\(error.message))")
        }
    }

    /// A whole reply's text and counts.
    private static func reply(in root: JSONNode, _ ask: ModelRequest) throws(ModelFailure) -> ModelReply {
        guard let choice = root["choices"]?.array?.first, let message = choice["message"] else {
            throw .badReply(provider: ask.provider.name, reason: "no \"choices\" with a message")
        }
        return ModelReply(
            text: message["content"]?.string ?? "", promptTokens: root["usage"]?["prompt_tokens"]?.int,
            replyTokens: root["usage"]?["completion_tokens"]?.int, model: root["model"]?.string ?? ask.model,
            finishReason: choice["finish_reason"]?.string)
    }

    /// The message of an error body (`{"error": {"message": …}}`, `{"error": "…"}`, or its text),
    /// on one line and cut short.
    static func errorMessage(_ body: Data, key: String? = nil) -> String {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        let root = try? JSONParser.parse(String(decoding: body, as: UTF8.self))
        let message = root?["error"]?["message"]?.string ?? root?["error"]?.string ?? root?["message"]?.string ?? text
        // Masked before it is cut: a key across the cut would leave its start.
        return IntentValueText.excerpt(
            masked(message, key: key).replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces),
            limit: 200)
    }

    /// `text` with the key masked: a server may quote the key it refused.
    static func masked(_ text: String, key: String?) -> String {
        guard let key, !key.isEmpty else { return text }
        return text.replacingOccurrences(of: key, with: "••••")
    }
}

extension JSONNode {
    /// A whole number's value.
    fileprivate var int: Int? { if case .number(let text) = value { Int(text) } else { nil } }
}

/// A streamed reply as it arrives: `data:` events of JSON chunks whose `choices[0].delta.content`
/// are the reply's pieces, ending with `data: [DONE]` (or the connection's end); the last chunk
/// may carry the token counts.
final class ServerSentEvents: Sendable {
    private struct State {
        var pending = Data()
        var text = ""
        var promptTokens: Int?
        var replyTokens: Int?
        var model: String?
        var finishReason: String?
        var done = false
        var events = 0
        var problem: String?
        /// Where the search for the next event's end goes on from in ``pending``: a large event
        /// arriving in many pieces is scanned once, not again from its start each time.
        var scanned = 0
    }

    private let state = Mutex(State())
    private let provider: String
    private let model: String
    private let key: String?
    private let onText: @Sendable (String) -> Void

    init(provider: String, model: String, key: String?, onText: @escaping @Sendable (String) -> Void) {
        self.provider = provider
        self.model = model
        self.key = key
        self.onText = onText
    }

    /// The reply's text so far.
    var text: String { state.withLock { $0.text } }

    /// Whether any event came (a server that does not stream sends plain JSON instead).
    var sawEvents: Bool { state.withLock { $0.events > 0 } }

    /// Takes a piece of the body; tells each piece of text it completes.
    func take(_ chunk: Data) {
        let pieces: [String] = state.withLock { state in
            state.pending.append(chunk)
            var pieces: [String] = []
            // Events end with a blank line; a line ends with \n (or \r\n).
            while let end = Self.eventEnd(in: state.pending, from: state.scanned) {
                let event = String(decoding: state.pending[state.pending.startIndex..<end.start], as: UTF8.self)
                state.pending.removeSubrange(state.pending.startIndex..<end.next)
                state.scanned = 0
                if let piece = Self.apply(event, to: &state) { pieces.append(piece) }
            }
            // The last bytes may begin an event's end that the next piece finishes.
            state.scanned = max(0, state.pending.count - 3)
            return pieces
        }
        for piece in pieces where !piece.isEmpty { onText(piece) }
    }

    /// The reply once the body has ended.
    func finish() throws(ModelFailure) -> ModelReply {
        let state = state.withLock { state in
            // A last event with no blank line after it.
            if !state.pending.isEmpty {
                let event = String(decoding: state.pending, as: UTF8.self)
                state.pending = Data()
                _ = Self.apply(event, to: &state)
            }
            return state
        }
        if let problem = state.problem {
            throw .badReply(provider: provider, reason: ModelClient.masked(problem, key: key))
        }
        guard state.done || state.finishReason != nil else {
            throw .endedEarly(provider: provider, partial: state.text)
        }
        return ModelReply(
            text: state.text, promptTokens: state.promptTokens, replyTokens: state.replyTokens,
            model: state.model ?? model, finishReason: state.finishReason)
    }

    /// Where the first event in `data` ends: its text's end, and where the next one starts.
    private static func eventEnd(in data: Data, from offset: Int) -> (start: Data.Index, next: Data.Index)? {
        var index = data.index(data.startIndex, offsetBy: min(offset, data.count))
        while index < data.endIndex {
            if data[index] == 10 {
                let after = data.index(after: index)
                if after < data.endIndex, data[after] == 10 { return (index, data.index(after: after)) }
                if after < data.endIndex, data[after] == 13, data.index(after: after) < data.endIndex,
                    data[data.index(after: after)] == 10
                {
                    return (index, data.index(after, offsetBy: 2))
                }
            }
            index = data.index(after: index)
        }
        return nil
    }

    /// Applies one event; returns the text it adds.
    private static func apply(_ event: String, to state: inout State) -> String? {
        // Lines end with LF, CRLF (one Character in Swift) or CR.
        let data = event.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .filter { $0.hasPrefix("data:") }
            .map { line in line.dropFirst(5).drop { $0 == " " } }
            .joined(separator: "\n")
        guard !data.isEmpty else { return nil }
        state.events += 1
        if data == "[DONE]" {
            state.done = true
            return nil
        }
        guard let chunk = try? JSONParser.parse(data) else {
            state.problem = "a streamed piece is not JSON"
            return nil
        }
        if let message = chunk["error"]?["message"]?.string ?? chunk["error"]?.string {
            state.problem = IntentValueText.excerpt(message, limit: 200)
            return nil
        }
        if let model = chunk["model"]?.string { state.model = model }
        if let usage = chunk["usage"], usage.members != nil {
            state.promptTokens = usage["prompt_tokens"]?.int ?? state.promptTokens
            state.replyTokens = usage["completion_tokens"]?.int ?? state.replyTokens
        }
        guard let choice = chunk["choices"]?.array?.first else { return nil }
        if let reason = choice["finish_reason"]?.string { state.finishReason = reason }
        guard let piece = choice["delta"]?["content"]?.string else { return nil }
        state.text += piece
        return piece
    }
}
