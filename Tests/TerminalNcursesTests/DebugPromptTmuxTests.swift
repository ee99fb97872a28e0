import Foundation
import Testing

/// `shortcuts run NAME --break N` at a terminal: the real binary stops before the action, shows
/// the loop's item and the run's values, and steps as it is told (docs/debugging.md).
@Suite(
    "the run debugger's prompt in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct DebugPromptTmuxTests {
    @Test("A breakpoint in a loop stops at each pass; next, out, values and quit do as they say")
    func stepThroughALoop() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await TmuxSession(
            width: 100, height: 40, program: "shortcuts",
            arguments: ["run", "Word Tools", "--break", "4", "--input", "so some words stay"],
            environment: environment, interactive: true, standardErrorToPane: true)
        let first = try #require(
            await session.waitFor("debug (s step", timeout: .seconds(60)), "it did not stop: \(session.capture())")
        #expect(first.contains { $0.contains("⏸ 4 Add to Variable — pass 1 (item so)") }, "\(first)")
        #expect(first.contains { $0.contains("1 Split Text → 4 items: so, some, words") }, "\(first)")
        // On to the next stop: the breakpoint, at the second pass, with the variable it added.
        try session.type("c")
        try session.send("Enter")
        let second = try #require(
            await session.waitFor("pass 2 (item some)"), "it did not stop again: \(session.capture())")
        #expect(second.contains { $0.contains("S Words = 1 item: so") }, "\(second)")
        // Over the Add: the If of the third pass.
        try session.type("n")
        try session.send("Enter")
        _ = try #require(await session.waitFor("⏸ 3 If — pass 3 (item words)"), "\(session.capture())")
        try session.type("v")
        try session.send("Enter")
        _ = try #require(
            await session.waitForScreen { $0.contains { $0.trimmingCharacters(in: .whitespaces) == "some" } },
            "values in full, a line each: \(session.capture())")
        try session.type("q")
        try session.send("Enter")
        _ = try #require(await session.waitFor("stopped in the debugger"), "\(session.capture())")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 130, "\(session.capture())")
    }

    @Test("A position the shortcut does not have is refused, saying how many it has")
    func noSuchPosition() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", arguments: ["run", "Countdown", "--break", "99"],
            environment: environment, interactive: true, standardErrorToPane: true)
        _ = try #require(
            await session.waitFor("'Countdown' has no action at that position (it has 7)", timeout: .seconds(60)),
            "\(session.capture())")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 64, "\(session.capture())")
    }
}
