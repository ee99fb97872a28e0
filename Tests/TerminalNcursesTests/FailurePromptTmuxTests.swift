import Foundation
import Testing

/// `shortcuts run` at a terminal: an action that fails asks what to do (retry, skip, edit a
/// parameter and retry, stop); the real binary, answered by keys in tmux.
@Suite(
    "the failure prompt in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct FailurePromptTmuxTests {
    /// A home whose library has Fails: its second action's number is no number.
    static func environment() throws -> (environment: [String: String], shortcut: URL) {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let folder = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).deletingLastPathComponent()
        let shortcut = folder.appendingPathComponent("Fails.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000F000", "name": "Fails", "actions": [
          {"id": "00000000-0000-4000-8000-00000000F001", "action": "Shortcuts.Text", "parameters": {"text": {"text": "kept"}}},
          {"id": "00000000-0000-4000-8000-00000000F002", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}
        ]}
        """.write(to: shortcut, atomically: true, encoding: .utf8)
        return (environment, shortcut)
    }

    @Test("A failed action asks; Edit changes its parameter and the run ends with the new value")
    func editAndRetry() async throws {
        let (environment, shortcut) = try Self.environment()
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", shortcut.path], environment: environment,
            interactive: true, standardErrorToPane: true)
        let asked = try #require(
            await session.waitFor("4. Stop the run", timeout: .seconds(60)), "the run did not ask: \(session.capture())"
        )
        #expect(asked.contains { $0.contains("failed: the value 'many' is not a number") }, "\(asked)")
        #expect(asked.contains { $0.contains("3. Edit a parameter and retry") })
        try session.type("3")
        try session.send("Enter")
        _ = try #require(await session.waitFor("New Number"), "\(session.capture())")
        try session.type("7")
        try session.send("Enter")
        // The output, on a line of its own.
        let done = try #require(
            await session.waitForScreen { $0.contains { $0.trimmingCharacters(in: .whitespaces) == "7" } },
            "\(session.capture())")
        #expect(done.contains { $0.contains("; trying again with the") }, "\(done)")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(session.capture())")
    }

    @Test("Stop ends the run with the action's error and exit 70")
    func stop() async throws {
        let (environment, shortcut) = try Self.environment()
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", shortcut.path], environment: environment,
            interactive: true, standardErrorToPane: true)
        _ = try #require(await session.waitFor("4. Stop the run", timeout: .seconds(60)), "\(session.capture())")
        try session.type("4")
        try session.send("Enter")
        _ = try #require(await session.waitFor("stopped at action 2 (Number)"), "\(session.capture())")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 70, "\(session.capture())")
    }
}
