import BlockingTestSupport
import Foundation
import Testing

/// A new shortcut is given input from the editor (issue 29, item 22): `N` chooses what it
/// receives, then what a run without it does, as Apple's "Receive … input" and "If there's no
/// input"; the border says so, Shortcut Input becomes a variable, and `view` reads the same words.
@Suite(
    "shortcut input in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ShortcutInputTmuxTests {
    @Test("N sets the input's type and what happens without it; the file and view agree")
    func inputFromTheEditor() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await TmuxSession.editor(environment)
        try await session.newShortcut()
        try session.send("N")
        _ = try #require(await session.waitFor("Nothing (no input)"), "no input menu: \(session.capture())")
        try session.send("Down")
        try session.send("Enter")
        _ = try #require(await session.waitFor("If there is no input"), "no second menu: \(session.capture())")
        try session.send("Down")
        try session.send("Down")
        try session.send("Enter")
        let set = try #require(
            await session.waitFor("Receives Text · if none: Stop"), "the border does not say it: \(session.capture())")
        #expect(set[0].hasPrefix("┌ New Shortcut •"), "\(set[0])")
        // The input is a variable now: an action reading it is offered Shortcut Input.
        try session.send("a")
        try session.type("show result")
        try session.send("Enter")
        _ = try #require(await session.waitFor("Show"), "\(session.capture())")
        try session.send("v")
        _ = try #require(await session.waitFor("Shortcut Input"), "no Shortcut Input variable: \(session.capture())")
        try session.send("Enter")
        _ = try #require(
            await session.waitForScreen { screen in screen.contains { $0.contains("Show  Shortcut Input") } },
            "the variable was not put in: \(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved"), "save: \(session.capture())")
        try session.send("q")
        _ = try #require(await session.waitForExit(), "\(session.capture())")

        let file = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "shortcuts/new-shortcut.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let input = try #require(json?["input"] as? [String: Any], "\(String(describing: json))")
        #expect(input["type"] as? String == "string")
        #expect(input["whenMissing"] as? String == "stop")
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let binary = try #require(TmuxSession.executable(named: "shortcuts")).path
        let view = try await offThePool { try ChildProcess.run(binary, ["view", file.path], environment: variables) }
        #expect(
            String(decoding: view.output, as: UTF8.self).contains(
                "Receives Text input (type \"string\"); if there is none: Stop"),
            "\(String(decoding: view.output, as: UTF8.self))")
    }
}
