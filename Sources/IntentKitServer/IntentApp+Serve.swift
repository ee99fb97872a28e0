import AppProtocol
import IntentKit

extension IntentApp {
    /// Registers the app and serves it over standard input and output until the host closes
    /// standard input: the app protocol (docs/app-protocol.md), one JSON-RPC message per line.
    /// Standard error stays the app's log. Questions the app's intents ask go to the host.
    ///
    /// ```swift
    /// // main.swift of an app's executable
    /// try await MyApp.app.serve()
    /// ```
    ///
    /// - Parameter maximumLineLength: The longest message accepted from the host, in bytes.
    /// - Throws: ``RegistrationError`` when the app's declarations are wrong (nothing is served).
    public func serve(maximumLineLength: Int = 16 << 20) async throws {
        let registered = try await register()
        let server = AppServer(app: registered)
        let peer = ServedPeer(server: server)
        var splitter = LineSplitter(maximumLineLength: maximumLineLength)
        for await chunk in StandardIO.chunks() {
            let lines: [[UInt8]]
            do { lines = try chunk.withUnsafeBytes { buffer in try splitter.append(buffer) } } catch let error
                as LineSplitter.LineTooLong
            {
                await peer.peer.reportUnreadable(
                    InvalidMessage(problem: "a message longer than \(error.limit) bytes", line: []))
                break
            } catch {
                break
            }
            for line in lines where !line.isEmpty {
                do { try peer.peer.receive(line) } catch { await peer.peer.reportUnreadable(error) }
            }
        }
        peer.peer.close("the host closed the connection")
    }
}

/// An app's end of a connection: the peer whose requests the server answers.
final class ServedPeer: Sendable {
    let peer: JSONRPCPeer

    init(server: AppServer) {
        // The handler needs the peer (to ask the host), and the peer needs the handler.
        let box = PeerBox()
        peer = JSONRPCPeer(
            send: { try StandardIO.write($0) },
            requests: { request in
                guard let peer = box.peer else { throw RPCError(.internalError, "the connection is not ready") }
                return try await server.handle(request, peer: peer)
            })
        box.peer = peer
    }
}

/// Holds a peer for the closure that the peer itself is created with.
final class PeerBox: @unchecked Sendable {
    // Set once, right after the peer is made and before any line is read.
    var peer: JSONRPCPeer?
}

/// An app that can be served: its `IntentApp`, and `serve()` for its `main`.
///
/// ```swift
/// @main enum Notes: ServableApp {
///     static var app: IntentApp { IntentApp(name: "Notes", intents: [AddNote.self]) }
/// }
/// ```
public protocol ServableApp {
    /// The app to serve.
    static var app: IntentApp { get }
}

extension ServableApp {
    /// Serves ``app`` over standard input and output (``IntentApp/serve(maximumLineLength:)``).
    public static func serve() async throws { try await app.serve() }

    /// The program's entry point when the type is marked `@main`.
    public static func main() async throws { try await serve() }
}
