import AppProtocol
import AppProtocolClient
import BlockingTestSupport
import Foundation
import IntentKit
import Testing

/// Real traffic between the host's connection and served apps, recorded by
/// docs/app-protocol/record.py, is valid against the JSON Schemas beside the protocol's doc
/// (checked by docs/app-protocol/validate.py with Python's `jsonschema`).
@Suite struct SchemaTrafficTests {
    static let repository = TestRepository.root
    static let schemas = repository.appendingPathComponent("docs/app-protocol")

    /// The Python with `jsonschema` (``TestPython``).
    static var python: String? { TestPython.path }

    /// Runs validate.py on a log: its exit status and output.
    static func validate(_ log: URL) async throws -> (status: Int32, output: String) {
        let python = try #require(Self.python, "python3 is not installed")
        let script = schemas.appendingPathComponent("validate.py").path
        let ended = try await offThePool {
            try ChildProcess.run(python, [script, log.path], environment: ProcessInfo.processInfo.environment)
        }
        return (ended.status, String(decoding: ended.output + ended.error, as: UTF8.self))
    }

    /// A connection to `command` with its conversation recorded in `log`.
    static func recorded(_ name: String, _ command: ExternalAppCommand, log: URL) -> ExternalAppConnection {
        let recorder = schemas.appendingPathComponent("record.py").path
        return ExternalAppConnection(
            name: name,
            command: ExternalAppCommand(
                executable: "python3",
                arguments: ["-u", recorder, log.path, "--", command.executable] + command.arguments),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))
    }

    @Test func trailsTrafficMatchesTheSchemas() async throws {
        let executable = try #require(TestApps.executable(named: "trails-app"), "trails-app was not built")
        let folder = try TestApps.folder("schema-traffic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("traffic.log")
        let connection = Self.recorded(
            "Trails",
            ExternalAppCommand(
                executable: executable, arguments: ["--data-directory", folder.appendingPathComponent("data").path]),
            log: log)
        let trail: TypeIdentifier = "Trails.TrailEntity"
        _ = try await connection.search(trail, text: "falls")
        _ = try await connection.suggested(trail)
        _ = try await connection.resolve(trail, ids: ["1", "2"])
        _ = try await connection.all("Trails.TrailCollection")
        _ = try await connection.query(
            QueryParams(
                type: trail,
                conditions: [
                    WireCondition(property: "distance", comparator: .isBetween, value: .double(2), value2: .double(9))
                ],
                mode: .all, sort: [WireSortKey(property: "distance")], limit: 3))
        _ = try await connection.perform(
            "Trails.GetTrailInfo", parameters: ["trail": .entity(WireEntity(type: trail, id: "3"))])
        _ = try await connection.perform(
            "Trails.SuggestTrails", parameters: ["location": .text("Sierra")],
            interaction: ExternalAppConnection.interaction(ScriptedPrompter([.option(1)])))
        _ = try? await connection.perform("Trails.GetTrailInfo") // 1030 from the host, 1020 from the app
        _ = try? await connection.perform("Trails.NoSuchIntent")
        // A question left waiting, then the run cancelled: `$/cancelRequest` both ways.
        // Cancelled once the question has arrived, not after a fixed sleep: on a loaded machine
        // the question may come later than any sleep, and its schema would not be in the log.
        let (asked, ask) = AsyncStream.makeStream(of: Void.self)
        let waiting = Task {
            try await connection.perform(
                "Trails.SuggestTrails", parameters: ["location": .text("Sierra")],
                interaction: { _ in
                    ask.yield()
                    try await Task.sleep(for: .seconds(600))
                    return .cancelled
                })
        }
        for await _ in asked { break }
        waiting.cancel()
        _ = try? await waiting.value
        try await Task.sleep(for: .milliseconds(300))
        await connection.stop()

        let (status, output) = try await Self.validate(log)
        #expect(status == 0, "\(output)")
        for schema in [
            "initialize.request", "initialize.result", "entity-search.request", "entity-suggested.request",
            "entity-resolve.request", "entity-all.request", "entity-query.request", "entities.result",
            "intent-perform.request", "intent-perform.result", "interaction-prompt.request",
            "interaction-prompt.result", "error.response", "cancel-request.notification", "shutdown.request",
            "shutdown.result",
        ] {
            #expect(output.contains(schema), "\(schema) was not exercised: \(output)")
        }
    }

    @Test func aMessageThatBreaksTheSchemaIsReported() async throws {
        let folder = try TestApps.folder("schema-traffic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("traffic.log")
        try """
        > {"jsonrpc":"2.0","id":1,"method":"entity/search","params":{"type":"Trails.TrailEntity"}}
        < {"jsonrpc":"2.0","id":1,"result":{"entities":[{"type":"Trails.TrailEntity","properties":{"name":{"string":"x"}}}]}}

        """.write(to: log, atomically: true, encoding: .utf8)
        let (status, output) = try await Self.validate(log)
        #expect(status == 1)
        #expect(output.contains("line 1 (entity-search.request)"), "\(output)")
        #expect(output.contains("'text' is a required property"), "\(output)")
        #expect(output.contains("line 2 (entities.result)"), "\(output)")
    }
}
