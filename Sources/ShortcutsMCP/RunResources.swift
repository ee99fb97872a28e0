import Foundation
import JSONCore
import MCP
import ShortcutKit

/// The newest runs of the run history as resources, `shortcuts://runs/<id>.json`: a run with
/// its steps, as `get_run` gives it (docs/runs.md). Read from the store at each listing.
struct RunResources: Sendable {
    let store: RunStore

    static let prefix = "shortcuts://runs/"
    /// How many of the newest runs are listed.
    static let listed = 20

    func list() async -> [Resource] {
        let runs = (try? await store.list(RunStore.Filter(limit: Self.listed))) ?? []
        return runs.map { run in
            let id = run.id.uuidString.lowercased()
            let when = ISODate.format(run.started)
            return Resource(
                name: "run \(id.prefix(8))", uri: Self.prefix + id + ".json",
                title: "'\(run.shortcutName)' \(run.outcome.rawValue), \(when)",
                description:
                    "The run of '\(run.shortcutName)' started \(when) (\(run.outcome.rawValue)), with its steps",
                mimeType: "application/json")
        }
    }

    func read(_ uri: String) async throws -> ReadResource.Result {
        let missing = MCPError.serverError(code: ShortcutResources.notFound, message: "Resource not found: \(uri)")
        guard uri.hasPrefix(Self.prefix), uri.hasSuffix(".json") else { throw missing }
        let id = String(uri.dropFirst(Self.prefix.count).dropLast(5))
        guard UUID(uuidString: id) != nil, let run = try? await store.run(id) else { throw missing }
        return ReadResource.Result(
            contents: [.text(JSONWriter.write(RunJSON.detail(run)), uri: uri, mimeType: "application/json")])
    }
}
