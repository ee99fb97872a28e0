import BlockingTestSupport
import Foundation
import Testing

/// A `ProgressReportingIntent` (Meditation's Breathe) in the real binary under tmux: the run
/// pane draws a bar on the action's line while it runs and takes it away when it is done, and
/// `shortcuts run` shows the same bar on a status line of standard error only when standard
/// error is a terminal.
@Suite(
    "progress in the editor and on the command line under tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ProgressTmuxTests {
    /// A fresh home whose library holds the examples and "Breathe Three", a shortcut of one
    /// Breathe action of three seconds; the file's path.
    static func environment() throws -> (environment: [String: String], shortcut: URL) {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let binary = try #require(TmuxSession.executable(named: "shortcuts"))
        var child = ProcessInfo.processInfo.environment
        for (key, value) in environment { child[key] = value }
        // Any command makes the library, with the examples, on first use.
        let listed = try ChildProcess.run(binary.path, ["list"], environment: child)
        #expect(listed.status == 0, "\(String(decoding: listed.error, as: UTF8.self))")
        let shortcut = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent(
            "shortcuts/breathe-three.json")
        try #"""
        {"format": 1, "id": "00000000-0000-4000-8000-0000000000b1", "name": "Breathe Three", "actions": [
          {"id": "00000000-0000-4000-8000-0000000000b2", "action": "Meditation.BreatheIntent",
           "parameters": {"seconds": {"number": 3}}}
        ]}
        """#.write(to: shortcut, atomically: true, encoding: .utf8)
        return (environment, shortcut)
    }

    /// Whether a screen shows a progress bar (`▕██░░░▏ 33%`) part of the way.
    static func showsBar(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("▕") && $0.contains("%") && $0.contains("░") }
    }

    @Test("The run pane draws the bar while Breathe runs and takes it away when it is done")
    func runPaneBar() async throws {
        let (environment, _) = try Self.environment()
        let session = try await TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(
            await session.waitFor("\(exampleCount + 1) shortcuts", timeout: .seconds(90)), "\(session.capture())")
        try session.send("/")
        try session.type("breathe three")
        try session.send("Enter")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Breathe for 3 seconds"), "the editor did not open: \(session.capture())")
        try session.send("g")
        let running = try #require(
            await session.waitForScreen(timeout: .seconds(60), Self.showsBar),
            "no bar while running: \(session.capture())")
        #expect(running.contains { $0.contains("Breathe") && $0.contains("▕") }, "\(running)")
        let done = try #require(await session.waitFor("Finished in", timeout: .seconds(60)), "\(session.capture())")
        #expect(!done.contains { $0.contains("▕") }, "the bar stayed after the run: \(done)")
        #expect(done.contains { $0.contains("Done: 3 seconds of slow breathing.") }, "\(done)")
        try session.send("Escape")
        _ = try #require(await session.waitFor("Breathe for 3 seconds"), "\(session.capture())")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
    }

    @Test("shortcuts run draws the bar on a terminal's standard error and clears it")
    func commandLineBarOnATerminal() async throws {
        let (environment, shortcut) = try Self.environment()
        // In a shell that stays, so the screen can be read after the run ends.
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", shortcut.path], environment: environment,
            interactive: true, standardErrorToPane: true)
        let running = try #require(
            await session.waitForScreen(timeout: .seconds(60), Self.showsBar),
            "no bar while running: \(session.capture())")
        #expect(running.contains { $0.contains("Breathe") && $0.contains("▕") }, "\(running)")
        // The line is cleared when the action ends, before its dialog is written.
        let end = try #require(
            await session.waitFor("Done: 3 seconds of slow breathing.", timeout: .seconds(60)), "\(session.capture())")
        #expect(!end.contains { $0.contains("▕") }, "the status line was not cleared: \(end)")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(timeout: .seconds(60)), "\(session.capture())")
        #expect(exit.status == 0, "\(session.capture())")
    }

    @Test("shortcuts run writes no bar when standard error is a file, though standard output is a terminal")
    func commandLineNoBarToAFile() async throws {
        let (environment, shortcut) = try Self.environment()
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", shortcut.path], environment: environment)
        let exit = try #require(await session.waitForExit(timeout: .seconds(60)), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(!exit.stderr.contains("▕") && !exit.stderr.contains("\u{1B}[2K"), "\(exit.stderr.debugDescription)")
        #expect(!session.capture().contains { $0.contains("▕") })
    }
}
