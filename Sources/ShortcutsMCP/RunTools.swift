import Foundation
import JSONCore
import MCP
import ShortcutKit

/// `list_runs` and `get_run`: the run history, so an agent can see how its shortcuts' runs went
/// and why one failed (docs/runs.md). Read only.
package enum RunTools {
    static let listTool = Tool(
        name: ToolNames.listRuns, title: "List Runs",
        description:
            "The runs kept in the run history, newest first: each one's id, shortcut, how it ended (succeeded, failed, cancelled, interrupted, running), its error, when and how it started. Reads only.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "shortcut": .object([
                    "type": "string", "description": "Only this library shortcut's runs (its name or ID)",
                ]),
                "outcome": .object([
                    "type": "string", "enum": .array(RunOutcome.allCases.map { .string($0.rawValue) }),
                    "description": "Only runs that ended so",
                ]),
                "limit": .object([
                    "type": "integer", "minimum": 1, "maximum": 100, "default": 20, "description": "At most this many",
                ]),
            ]),
            "additionalProperties": false,
        ]),
        annotations: ToolCatalog.annotations([], title: "List Runs"),
        outputSchema: .object([
            "type": "object",
            "properties": .object(["runs": .object(["type": "array", "items": .object(["type": "object"])])]),
            "required": ["runs"],
        ]))

    static let getTool = Tool(
        name: ToolNames.getRun, title: "Get Run",
        description:
            "One run from the run history with every step it kept: the action, its output (the typed value as a shortcut file writes it), its duration and its error. Reads only.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "id": .object([
                    "type": "string", "description": "The run's id (or its first 8 characters), from list_runs",
                ])
            ]),
            "required": ["id"], "additionalProperties": false,
        ]),
        annotations: ToolCatalog.annotations([], title: "Get Run"),
        outputSchema: .object(["type": "object"]))

    /// `list_runs`.
    static func list(_ arguments: [String: JSON]?, store: RunStore, library: Library) async throws -> ToolOutcome {
        let arguments = arguments ?? [:]
        if let unknown = arguments.keys.sorted().first(where: { !["shortcut", "outcome", "limit"].contains($0) }) {
            throw ArgumentError("unknown argument '\(unknown)' (this tool takes shortcut, outcome, limit)")
        }
        var filter = RunStore.Filter(limit: 20)
        if let shortcut = arguments["shortcut"], shortcut != .null {
            let document = try HelperTools.shortcut(["shortcut": shortcut], library: library, allowed: ["shortcut"])
            filter.shortcut = document.id
        }
        if let outcome = arguments["outcome"], outcome != .null {
            guard let text = outcome.stringValue, let read = RunOutcome(rawValue: text) else {
                throw ArgumentError(
                    "argument 'outcome' must be one of \(RunOutcome.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            filter.outcome = read
        }
        if let limit = arguments["limit"], limit != .null {
            guard let number = limit.intValue, (1...100).contains(number) else {
                throw ArgumentError("argument 'limit' must be a whole number from 1 to 100")
            }
            filter.limit = number
        }
        let runs: [RunSummary]
        do { runs = try await store.list(filter) } catch {
            return .failure("the run history cannot be read: \(error)")
        }
        let text =
            runs.isEmpty
            ? "No runs."
            : runs.map { run in
                "\(run.id.uuidString.prefix(8).lowercased())  \(run.outcome.rawValue)  '\(run.shortcutName)'  \(run.steps) steps"
                    + (run.error.map { "  \(IntentValueTextLine.oneLine($0))" } ?? "")
            }.joined(separator: "\n")
        return ToolOutcome(text: text, structured: ["runs": json(.array(runs.map(RunJSON.summary)))])
    }

    /// `get_run`.
    static func get(_ arguments: [String: JSON]?, store: RunStore) async throws -> ToolOutcome {
        let arguments = arguments ?? [:]
        if let unknown = arguments.keys.sorted().first(where: { $0 != "id" }) {
            throw ArgumentError("unknown argument '\(unknown)' (this tool takes id)")
        }
        guard let id = arguments["id"]?.stringValue, id.count >= 4, id.allSatisfy({ $0.isHexDigit || $0 == "-" })
        else {
            throw ArgumentError("argument 'id' must be a run's id, or at least its first 4 characters")
        }
        let found: RunDetail?
        do { found = try await store.run(id) } catch {
            return .failure("the run history cannot be read: \(error)")
        }
        guard let run = found else { return .failure("no run has the id \(id); list_runs gives the ids") }
        let node = RunJSON.detail(run)
        guard case .object(let members) = json(node) else { return .failure("the run could not be read") }
        var lines = ["'\(run.summary.shortcutName)': \(run.summary.outcome.rawValue)"]
        if let error = run.summary.error { lines.append(error) }
        for step in run.steps {
            let result = step.error.map { "failed: \($0)" } ?? step.output.map { "→ \($0.summary)" } ?? ""
            lines.append("\(step.position). \(step.title)  \(IntentValueTextLine.oneLine(result))")
        }
        return ToolOutcome(text: lines.joined(separator: "\n"), structured: members)
    }

    /// A JSON node as the MCP SDK's JSON.
    static func json(_ node: JSONNode) -> JSON {
        (try? JSONDecoder().decode(JSON.self, from: Data(JSONWriter.writeCompact(node).utf8))) ?? .null
    }
}
