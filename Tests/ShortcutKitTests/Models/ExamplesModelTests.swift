import Foundation
import ShortcutsTestSupport
import Testing

/// The Use Model example (shortcuts/book-facts.json), run from the command line as a person
/// would: against a local OpenAI-compatible server (the one the tests start on 127.0.0.1), and
/// with no model set up or running, when it says so and stops cleanly.
@Suite struct ExamplesModelTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-model-\(UUID().uuidString)")

    /// Writes the config file with one local provider at `base` serving `model` (none: no models).
    func configure(base: String?, model: String = "json") throws {
        let folder = home.appendingPathComponent("config/shortcuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let models =
            base.map {
                #"{"models": {"providers": {"local": {"baseURL": "\#($0)", "models": ["\#(model)"], "timeout": 60}}}}"#
            }
            ?? "{}"
        try Data(models.utf8).write(to: folder.appendingPathComponent("config.json"))
    }

    func run(_ input: String) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(
            ["run", examplesFolder.appendingPathComponent("book-facts.json").path, "--input", input, "-o", "-"],
            home: home)
    }

    @Test func aLocalModelsFactsAreUsedByTheActionsAfterIt() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        try configure(base: server.base)
        // The `json` model replies with what follows REPLY: in the prompt, the blurb here.
        let result = try await run(#"REPLY:{"title": "Dune", "author": "Frank Herbert", "year": 1965}"#)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Dune by Frank Herbert (1965): a modern book\n")
        // A reply that breaks the schema is asked for again, then it is said and the run stops.
        let broken = try await run(#"REPLY:{"title": "Dune"}"#)
        #expect(broken.status == 0, "\(broken.error)")
        #expect(broken.output.hasPrefix("No language model answered ("), "\(broken.output)")
        #expect(broken.output.contains("$: needs the property 'author'"), "\(broken.output)")
    }

    @Test func withNoModelItSaysSoAndStops() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try configure(base: nil)
        let none = try await run("A desert planet and its spice.")
        #expect(none.status == 0, "\(none.error)")
        #expect(
            none.output.hasPrefix("No language model answered (no model provider is set up: add one to \"models\""),
            "\(none.output)")
        #expect(none.output.hasSuffix("Set one up as docs/models.md says: Ollama or llama-server on this machine.\n"))

        // Set up, but not running: nothing listens at the address.
        let server = try await LocalModelServer.start()
        let base = server.base
        server.stop()
        try configure(base: base)
        let down = try await run("A desert planet and its spice.")
        #expect(down.status == 0, "\(down.error)")
        #expect(down.output.contains("'local' cannot be reached"), "\(down.output)")
    }
}
