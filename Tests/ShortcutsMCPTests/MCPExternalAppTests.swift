import Foundation
import Testing

/// An app outside the binary (Examples/python-app's Tasks app, installed with
/// `shortcuts apps add`) as tools of `shortcuts mcp`, driven by the official MCP Python SDK's
/// client (`mcp_external_app.py`, one scenario a test).
@Suite(.serialized, .enabled(if: MCPClient.python != nil || MCPClient.inCI, MCPClient.skipReason))
struct MCPExternalAppTests {
    static let script = MCPClient.folder.appendingPathComponent("mcp_external_app.py")

    /// The app's intents are tools with schemas from its metadata; calling one runs it in the
    /// app's process and returns its entity; search_entities finds what it added.
    @Test func theExternalAppsIntentsAreTools() async throws {
        try await MCPClient.run("external-tools", script: Self.script)
    }

    /// The app's confirmation is an elicitation: accepted, the task is deleted; declined, kept.
    @Test func itsConfirmationIsAnsweredThroughElicitation() async throws {
        try await MCPClient.run("external-confirm", script: Self.script)
    }
}
