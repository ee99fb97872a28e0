import Synchronization

/// One end of a JSON-RPC 2.0 connection, one message per line, with requests both ways.
///
/// Each side numbers its own requests; an answer is matched to the waiting request by id. The
/// owner feeds every line it reads to ``receive(_:)`` (which never waits on a handler: each
/// incoming request runs in a task of its own, so a handler may itself ask the other side
/// something) and supplies `send`, which writes one whole line and may be called concurrently.
///
/// A request that times out or whose task is cancelled fails at once and sends
/// `$/cancelRequest`; a late answer is dropped. An incoming `$/cancelRequest` cancels the
/// handler's task, which answers with ``RPCErrorCode/requestCancelled`` (LSP's rule). ``close(_:)``
/// fails every waiting request with the reason.
package final class JSONRPCPeer: Sendable {
    /// Answers a request: a result to encode, or a thrown ``RPCError``.
    package typealias RequestHandler = @Sendable (IncomingRequest) async throws -> any Encodable & Sendable
    /// Takes a notification; it must not wait (start a task for long work).
    package typealias NotificationHandler = @Sendable (IncomingNotification) -> Void

    private struct Pending {
        var method: String
        var continuation: CheckedContinuation<Answer, any Error>
        var timer: Task<Void, Never>?
    }

    /// An answer's line, and its JSON tree when it could be parsed.
    private struct Answer: Sendable {
        var line: [UInt8]
        var parsed: ParsedLine?
    }

    private struct State {
        var nextID = 0
        var pending: [RPCID: Pending] = [:]
        var handlers: [RPCID: Task<Void, Never>] = [:]
        /// `$/cancelRequest` notices on their way out: a request made after one waits for it, so
        /// the other side learns of a cancel before what follows it (Ctrl-C: the perform's
        /// cancel, then `shutdown`).
        var notices: Set<Task<Void, Never>> = []
        var closed: String?
    }

    private let state = Mutex(State())
    private let send: @Sendable ([UInt8]) async throws -> Void
    private let requestHandler: RequestHandler
    private let notificationHandler: NotificationHandler
    private let maximumLineLength: Int

    /// - Parameter maximumLineLength: the longest request this side sends; a longer one fails
    ///   before it is written (the other side would refuse it, or be swamped by it).
    package init(
        send: @escaping @Sendable ([UInt8]) async throws -> Void,
        requests: @escaping RequestHandler,
        notifications: @escaping NotificationHandler = { _ in },
        maximumLineLength: Int = .max
    ) {
        self.send = send
        self.requestHandler = requests
        self.notificationHandler = notifications
        self.maximumLineLength = maximumLineLength
    }

    // MARK: Outgoing

    /// A fresh id for a request this side is about to make (to name it before it is sent).
    package func reserveID() -> RPCID {
        state.withLock { state in
            state.nextID += 1
            return .number(state.nextID)
        }
    }

    /// Sends a request and waits for its result.
    package func request<P: Encodable & Sendable, R: Decodable>(
        _ method: String, _ params: P, as type: R.Type = R.self, id: RPCID? = nil, timeout: Duration? = nil
    ) async throws(PeerFailure) -> R {
        let id = id ?? reserveID()
        let line: [UInt8]
        do { line = try WireJSON.encode(OutgoingMessage.request(id: id, method: method, params: params)) } catch {
            throw .unencodable(String(describing: error))
        }
        guard line.count <= maximumLineLength else {
            throw .unencodable(
                "it is \(Self.size(line.count)), more than the \(Self.size(maximumLineLength)) a message may be")
        }
        let answer: Answer
        do {
            answer = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let refused = state.withLock { state -> String? in
                        if let closed = state.closed { return closed }
                        state.pending[id] = Pending(method: method, continuation: continuation)
                        return nil
                    }
                    if let refused {
                        continuation.resume(throwing: PeerFailure.closed(refused))
                        return
                    }
                    // A cancel that came before the request was registered found nothing to end.
                    if Task.isCancelled {
                        abandon(id, .cancelled)
                        return
                    }
                    if let timeout {
                        let timer = Task { [weak self] in
                            do { try await Task.sleep(for: timeout) } catch { return }
                            self?.abandon(id, .timedOut(method: method, after: timeout))
                        }
                        state.withLock { $0.pending[id]?.timer = timer }
                    }
                    Task { [send] in
                        await self.noticesSent()
                        do { try await send(line) } catch {
                            self.abandon(id, .closed("could not be written to: \(error)"), notify: false)
                        }
                    }
                }
            } onCancel: {
                abandon(id, .cancelled)
            }
        } catch {
            throw (error as? PeerFailure) ?? .closed(String(describing: error))
        }
        // The hot results are read from the tree the line was parsed into for its envelope.
        if let readable = R.self as? any WireJSONReadable.Type, let node = answer.parsed?.root["result"],
            let value = readable.init(wireJSON: node) as? R
        {
            return value
        }
        do { return try WireJSON.decode(ResultBody<R>.self, from: answer.line).result } catch {
            throw .invalidResult(method: method, problem: DecodingProblem.describe(error))
        }
    }

    /// Sends a notification.
    package func notify<P: Encodable & Sendable>(_ method: String, _ params: P) async throws {
        try await send(try WireJSON.encode(OutgoingMessage.notification(method: method, params: params)))
    }

    /// Gives up on a request this side made: it fails with `failure` at once and the other side
    /// is told to stop working on it (`$/cancelRequest`). Nothing happens if it has been answered.
    package func abandon(_ id: RPCID, because failure: PeerFailure) { abandon(id, failure) }

    /// Ends a waiting request with `failure`, telling the other side to stop working on it.
    private func abandon(_ id: RPCID, _ failure: PeerFailure, notify: Bool = true) {
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
        pending.timer?.cancel()
        pending.continuation.resume(throwing: failure)
        guard notify else { return }
        let notice = Task { _ = try? await self.notify(AppMethod.cancelRequest, CancelParams(id: id)) }
        state.withLock { _ = $0.notices.insert(notice) }
    }

    /// Waits for the cancel notices sent so far to be written.
    private func noticesSent() async {
        let earlier = state.withLock { $0.notices }
        for notice in earlier { await notice.value }
        state.withLock { $0.notices.subtract(earlier) }
    }

    // MARK: Incoming

    /// Handles one line read from the other side.
    ///
    /// - Throws: ``InvalidMessage`` when the line is not JSON-RPC 2.0; the owner decides
    ///   whether that ends the connection (a host stops an app that writes garbage).
    package func receive(_ line: [UInt8]) throws(InvalidMessage) {
        // Parsed once: the envelope, then (for an answer) the result, are read from the tree.
        let parsed = ParsedLine(line)
        let envelope: RPCEnvelope
        if let known = parsed.flatMap(RPCEnvelope.init(parsed:)) {
            envelope = known
        } else {
            do { envelope = try WireJSON.decode(RPCEnvelope.self, from: line) } catch {
                throw InvalidMessage(problem: "not a JSON-RPC message", line: line)
            }
        }
        guard envelope.jsonrpc == "2.0" else {
            throw InvalidMessage(problem: "not JSON-RPC 2.0 (\"jsonrpc\": \"2.0\" is missing)", line: line)
        }
        if let method = envelope.method {
            if let id = envelope.id {
                startHandler(IncomingRequest(id: id, method: method, line: line))
            } else if method == AppMethod.cancelRequest {
                if let params: CancelParams = IncomingNotification(method: method, line: line).params() {
                    state.withLock { $0.handlers[params.id] }?.cancel()
                }
            } else {
                notificationHandler(IncomingNotification(method: method, line: line))
            }
            return
        }
        guard envelope.hasResult || envelope.error != nil else {
            throw InvalidMessage(problem: "neither a request nor a response", line: line)
        }
        guard let id = envelope.id else {
            // An error about a line the other side could not read: it names no request of ours.
            if let error = envelope.error {
                throw InvalidMessage(problem: "the other side could not read a message (\(error.message))", line: line)
            }
            throw InvalidMessage(problem: "a response without an id", line: line)
        }
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return } // late: dropped
        pending.timer?.cancel()
        if let error = envelope.error {
            pending.continuation.resume(throwing: PeerFailure.remote(error))
        } else {
            pending.continuation.resume(returning: Answer(line: line, parsed: parsed))
        }
    }

    private func startHandler(_ request: IncomingRequest) {
        state.withLock { current in
            guard current.closed == nil else { return }
            current.handlers[request.id] = Task {
                let line: [UInt8]
                do {
                    let result = try await requestHandler(request)
                    line = try Self.encodeResult(result, id: request.id)
                } catch {
                    line = Self.encodeError(Self.rpcError(for: error), id: request.id)
                }
                state.withLock { _ = $0.handlers.removeValue(forKey: request.id) }
                try? await send(line)
            }
        }
    }

    private static func encodeResult<T: Encodable>(_ result: T, id: RPCID) throws -> [UInt8] {
        if let direct = result as? any WireJSONWritable {
            var writer = WireJSONWriter(capacity: 4096)
            writer.raw("{\"jsonrpc\":\"2.0\",\"id\":")
            id.writeJSON(to: &writer)
            writer.raw(",\"result\":")
            // Only a value with no JSON (a number that is not finite) fails here; the encoder
            // below then says so.
            if (try? direct.writeJSON(to: &writer)) != nil {
                writer.raw("}\n")
                return writer.bytes
            }
        }
        return try WireJSON.encode(OutgoingMessage.result(id: id, result: result))
    }

    static func encodeError(_ error: RPCError, id: RPCID?) -> [UInt8] {
        (try? WireJSON.encode(ErrorResponse(id: id, error: error)))
            ?? Array(
                "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"internal error\"}}\n".utf8)
    }

    private static func rpcError(for error: any Error) -> RPCError {
        if let error = error as? RPCError { return error }
        if error is CancellationError { return RPCError(.requestCancelled, "the request was cancelled") }
        return RPCError(.internalError, String(describing: error))
    }

    /// Answers a line that could not be read with a parse error (`id` null), as JSON-RPC asks.
    package func reportUnreadable(_ problem: InvalidMessage) async {
        try? await send(Self.encodeError(RPCError(.parseError, problem.description), id: nil))
    }

    // MARK: Closing

    /// Ends the connection: every waiting request fails with `reason`, every handler is
    /// cancelled, and nothing more is accepted.
    package func close(_ reason: String) {
        let (pending, handlers) = state.withLock { state in
            if state.closed == nil { state.closed = reason }
            defer {
                state.pending = [:]
                state.handlers = [:]
            }
            return (Array(state.pending.values), Array(state.handlers.values))
        }
        for entry in pending {
            entry.timer?.cancel()
            entry.continuation.resume(throwing: PeerFailure.closed(reason))
        }
        for handler in handlers { handler.cancel() }
    }

    /// Whether ``close(_:)`` was called.
    package var isClosed: Bool { state.withLock { $0.closed != nil } }

    /// How many requests of the other side are being handled (for tests).
    package var handlersInFlight: Int { state.withLock { $0.handlers.count } }

    /// "40 MiB", "512 KiB", "300 bytes".
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
