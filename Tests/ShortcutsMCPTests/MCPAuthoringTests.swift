import Foundation
import Testing

/// The authoring tools driven by the official MCP Python SDK (mcp_authoring.py): list actions,
/// a plan with a mistake named, the fix applied, the shortcut untrusted and touching nothing
/// until a person accepts it, a change by JSON Patch, stale plans and another session's plans
/// refused, a delete through elicitation.
@Suite(.serialized) struct MCPAuthoringTests {
    static let script = MCPClient.folder.appendingPathComponent("mcp_authoring.py")

    @Test func anAgentWritesAShortcutThroughPlans() async throws {
        try await MCPClient.run("loop", script: Self.script)
    }
}
