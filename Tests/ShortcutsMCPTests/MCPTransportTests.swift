import Foundation
import Testing

/// `shortcuts mcp` fed raw bytes through a real pipe (`mcp_transport.py`): JSON-RPC's answers
/// to lines that are not messages, and requests still answered after the client closed its
/// input. Skipped or failed without the Python SDK as ``MCPClientTests`` are.
@Suite(.serialized, .enabled(if: MCPClient.python != nil || MCPClient.inCI, MCPClient.skipReason))
struct MCPTransportTests {
    static let script = MCPClient.folder.appendingPathComponent("mcp_transport.py")

    /// Not JSON: -32700 with `"id": null`; JSON that is not a message: -32600; a piped
    /// `tools/list` followed by the end of input is answered, and the server exits 0.
    @Test func rawLinesAndAPipedList() async throws { try await MCPClient.run("pipe", script: Self.script) }

    /// Calls in flight at the end of input: answered when done, stopped by `--timeout`, or
    /// failed naming a question that can no longer be answered; then exit 0.
    @Test func callsInFlightAreAnswered() async throws { try await MCPClient.run("drain", script: Self.script) }

    /// A client that dies mid-call ends the server at once, the call cancelled (issue 29, item 20).
    @Test func aClientThatDiesEndsTheServer() async throws { try await MCPClient.run("gone", script: Self.script) }
}
