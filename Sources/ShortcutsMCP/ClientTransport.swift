import Dispatch
import Foundation
import Logging
import MCP
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The MCP connection on standard input and output, in place of the SDK's `StdioTransport`, for
/// three things JSON-RPC and MCP ask of a server that the SDK's transport and loop do not do:
/// - When the client closes its end of standard input, the requests it already sent are still
///   answered: the message stream ends only when each has its answer (or was cancelled), or when
///   ``drainLimit`` has passed, so a piped `tools/list` followed by end of input gets its list.
///   A question the server asks after that (an elicitation) cannot be answered: it gets an
///   error at once instead of waiting for the call's time limit.
/// - A line that is not JSON is answered with -32700 and `"id": null`, and JSON that is not a
///   JSON-RPC message with -32600 (to its id when it has a readable one): the SDK answers both
///   with an id it makes up, which no client can match.
/// - Standard output that is gone (the client exited) ends the stream at once.
///
/// Reading is a blocking `read(2)` on a thread of its own and writing goes through one serial
/// queue, so neither holds a thread of the concurrency pool nor sets `O_NONBLOCK` on
/// descriptors the process shares with its parent.
package actor ClientTransport: Transport {
    package nonisolated let logger = Logger(label: "shortcuts.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    let channel: Channel

    /// - Parameter drainLimit: how long requests may still take after the client closed its
    ///   input (the server's per-call time limit and a little more).
    /// - Parameter presence: marked gone when the client can no longer read what is sent.
    package init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, drainLimit: Duration,
        presence: ClientPresence = ClientPresence()
    ) {
        channel = Channel(input: input, output: output, drainLimit: drainLimit, presence: presence)
    }

    package func connect() async throws { channel.start() }

    package func disconnect() async { channel.finish() }

    package func send(_ data: Data) async throws { try await channel.send(data) }

    /// Whether the client's `initialize` came in before now. A client may send its next requests
    /// right behind it without waiting for the answer (a pipe does), and the SDK may hand those
    /// to their handlers before its initialize hook has run: they follow `initialize` all the
    /// same, so the server waits for the hook rather than refusing them.
    package nonisolated var initializeReceived: Bool { channel.state.withLock { $0.initializeReceived } }

    package nonisolated func receive() -> AsyncThrowingStream<Data, any Error> { channel.messages }

    /// The state shared by the reading thread, the writers and the actor.
    final class Channel: Sendable {
        struct State {
            /// The client's requests not answered yet.
            var unanswered: Set<MessageID> = []
            /// The server's requests the client has not answered yet.
            var asked: Set<MessageID> = []
            var inputClosed = false
            var started = false
            var initializeReceived = false
        }

        let input: Int32
        let output: Int32
        let drainLimit: Duration
        let presence: ClientPresence
        let state = Mutex(State())
        let messages: AsyncThrowingStream<Data, any Error>
        let continuation: AsyncThrowingStream<Data, any Error>.Continuation
        let writer = DispatchQueue(label: "shortcuts.mcp.output")

        init(input: Int32, output: Int32, drainLimit: Duration, presence: ClientPresence) {
            self.input = input
            self.output = output
            self.drainLimit = drainLimit
            self.presence = presence
            (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        }

        func start() {
            let first = state.withLock { s in
                defer { s.started = true }
                return !s.started
            }
            guard first else { return }
            Thread { [self] in readLines() }.start()
        }

        func finish() { continuation.finish() }

        /// Reads lines until the end of input, handing each on or answering it, then drains.
        func readLines() {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    // Standard input set non-blocking by someone else: wait for it to be readable.
                    if errno == EAGAIN {
                        var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                        _ = poll(&poller, 1, 100)
                        continue
                    }
                    break
                }
                if count == 0 { break }
                pending.append(contentsOf: buffer[..<count])
                var start = 0
                while let newline = pending[start...].firstIndex(of: 0x0A) {
                    received(pending[start..<newline])
                    start = newline + 1
                }
                pending.removeFirst(start)
            }
            received(pending[...])
            inputEnded()
        }

        /// One line from the client: answered here when it is not a message, else noted (a
        /// request waits for its answer) and handed to the SDK's loop.
        func received(_ bytes: ArraySlice<UInt8>) {
            guard bytes.contains(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else { return }
            let line = Data(bytes)
            let message = MessageLine(line)
            if case .invalid(let id, let code, let text) = message {
                writer.async { [self] in _ = write(MessageLine.errorReply(id: id, code: code, message: text)) }
                return
            }
            state.withLock { s in
                for item in message.messages {
                    switch item {
                    case .request(let id, let method):
                        s.unanswered.insert(id)
                        if method == "initialize" { s.initializeReceived = true }
                    case .notification(_, let cancels?): s.unanswered.remove(cancels)
                    case .response(let id?): s.asked.remove(id)
                    default: break
                    }
                }
            }
            continuation.yield(line)
        }

        /// The client closed its input: questions it was asked can no longer be answered, and
        /// the stream ends once every request has its answer, or after ``drainLimit``. A client
        /// that is gone altogether (nothing reads standard output any more: it died) ends the
        /// stream at once, and its calls in flight are cancelled (``ClientPresence``).
        func inputEnded() {
            if outputIsClosed() { return clientGone() }
            let (asked, done) = state.withLock { s in
                s.inputClosed = true
                defer { s.asked = [] }
                return (s.asked, s.unanswered.isEmpty)
            }
            for id in asked { continuation.yield(Self.closedReply(id)) }
            if done { return finish() }
            Task { [self] in
                try? await Task.sleep(for: drainLimit)
                finish()
            }
            // Draining for a client that still reads; should it go meanwhile, stop then.
            Thread { [self] in
                while !presence.isGone, state.withLock({ !$0.unanswered.isEmpty }) {
                    if outputIsClosed() { return clientGone() }
                    usleep(100_000)
                }
            }.start()
        }

        /// Nothing reads standard output any more: the client is gone.
        func clientGone() {
            presence.markGone()
            finish()
        }

        /// Whether the reading end of standard output is closed: a pipe's writing end then
        /// polls as an error, a socket's as hung up.
        func outputIsClosed() -> Bool {
            var poller = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
            guard poll(&poller, 1, 0) > 0 else { return false }
            return poller.revents & Int16(POLLERR | POLLHUP) != 0
        }

        /// The error a question gets when the client can no longer answer it.
        static func closedReply(_ id: MessageID) -> Data {
            MessageLine.errorReply(
                id: id, code: -32000, message: "the client closed its input before answering")
        }

        /// One message from the server, written as a line; the last answer owed after the end
        /// of input ends the stream.
        func send(_ data: Data) async throws {
            let message = MessageLine(data)
            let answered = message.messages.compactMap { item -> MessageID? in
                if case .response(let id) = item { return id }
                return nil
            }
            let questions = message.messages.compactMap { item -> MessageID? in
                if case .request(let id, _) = item { return id }
                return nil
            }
            let inputClosed = state.withLock { s in
                if !s.inputClosed { s.asked.formUnion(questions) }
                return s.inputClosed
            }
            // The SDK fails the question with this error.
            if inputClosed && !questions.isEmpty { throw MCPError.connectionClosed }
            let written = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
                writer.async { [self] in done.resume(returning: write(data)) }
            }
            guard written else {
                // The client is gone: nothing more can be answered.
                clientGone()
                throw MCPError.connectionClosed
            }
            let drained = state.withLock { s in
                for id in answered { s.unanswered.remove(id) }
                return s.inputClosed && s.unanswered.isEmpty
            }
            if drained { finish() }
        }

        /// Writes `data` and a newline to standard output; false when it cannot be written.
        func write(_ data: Data) -> Bool {
            var bytes = [UInt8](data)
            bytes.append(0x0A)
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN {
                        var poller = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&poller, 1, 100)
                        continue
                    }
                    return false
                }
                offset += count
            }
            return true
        }
    }
}
