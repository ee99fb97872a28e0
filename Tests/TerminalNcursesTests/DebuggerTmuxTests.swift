import Foundation
import Testing

/// The editor's step debugger in the real binary (docs/debugging.md): a breakpoint inside a
/// Repeat with Each stops at each item with the item and index in the values pane, stepping
/// back shows the item before, an edited card changes the final output exactly, and a kept
/// failed run opens at the step it failed at.
@Suite(
    "the editor's debugger in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct DebuggerTmuxTests {
    /// The line of the screen with `name`'s row of the values pane.
    static func valueRow(_ name: String, in screen: [String]) -> String? {
        screen.first { $0.contains("│ \(name) ") && $0.contains("││") }.map { line in
            String(line[line.range(of: "││")!.upperBound...])
        }
    }

    /// Opens the editor on the shortcut named `name` from the library.
    static func openEditor(_ name: String, in session: TmuxSession) async throws {
        // The library drew (the shortcut may be below its first screen).
        _ = try #require(
            await session.waitForScreen(timeout: .seconds(90)) { $0.first?.hasPrefix("┌ Shortcuts") == true },
            "\(session.capture())")
        try session.send("/")
        try session.type(name)
        try session.send("Enter")
        try session.send("Enter")
        _ = try #require(await session.waitFor("g Run  d Debug"), "the editor did not open: \(session.capture())")
    }

    @Test("A breakpoint in a loop, its items, a step back, and an edit that changes the output")
    func debugALoop() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await TmuxSession(
            width: 110, height: 32, program: "shortcuts", environment: environment, interactive: true)
        try await Self.openEditor("Word Tools", in: session)
        // The fourth card is Add to Variable, inside Repeat with Each and If.
        try session.send("j", "j", "j", "b")
        _ = try #require(await session.waitFor("Breakpoint set"), "\(session.capture())")
        try session.send("d")
        _ = try #require(await session.waitFor("Some words"), "the run did not ask its input: \(session.capture())")
        try session.type("so some words stay")
        try session.send("Enter")

        var screen = try #require(
            await session.waitFor("⏸ before 4 Add to Variable · pass 1"), "it did not stop: \(session.capture())")
        #expect(Self.valueRow("Repeat Item", in: screen)?.contains("so  text") == true, "\(screen)")
        #expect(Self.valueRow("Repeat Index", in: screen)?.contains("1  a whole number") == true, "\(screen)")
        #expect(screen.contains { $0.contains("●▶›    χ Add  Repeat Item  to variable S Words") }, "\(screen)")

        try session.send("c")
        screen = try #require(await session.waitFor("· pass 2"), "it did not stop again: \(session.capture())")
        #expect(Self.valueRow("Repeat Item", in: screen)?.contains("some  text") == true, "\(screen)")
        #expect(Self.valueRow("S Words", in: screen)?.contains("1 item: so") == true, "\(screen)")

        // A step back: the first pass, its item read back from the run store.
        try session.send("[")
        screen = try #require(await session.waitFor("Values before step 3"), "\(session.capture())")
        #expect(screen.contains { $0.contains("before 4 Add to Variable · pass 1") }, "\(screen)")
        #expect(Self.valueRow("Repeat Item", in: screen)?.contains("so  text") == true, "\(screen)")
        try session.send("}")
        _ = try #require(await session.waitFor("⏸ before 4 Add to Variable · pass 2"), "\(session.capture())")

        // The If above begins with "s"; edited to "w", the run goes on from the loop with it:
        // only "words" is added, so the output counts 1.
        try session.send("k", "Right", "Right", "Enter")
        _ = try #require(await session.waitFor("Enter to set"), "the field did not open: \(session.capture())")
        try session.send("BSpace")
        try session.type("w")
        try session.send("Enter")
        _ = try #require(await session.waitFor("Debug · Word Tools · edited"), "\(session.capture())")
        try session.send("c")
        screen = try #require(await session.waitFor("· pass 3"), "\(session.capture())")
        #expect(Self.valueRow("Repeat Item", in: screen)?.contains("words  text") == true, "\(screen)")
        try session.send("c")
        _ = try #require(
            await session.waitFor("Starting with s: 1", timeout: .seconds(120)), "the output: \(session.capture())")

        // Back to the editor, and to the library, which saves the edit.
        try session.send("Escape")
        _ = try #require(await session.waitFor("g Run  d Debug"), "back in the editor: \(session.capture())")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(session.capture())")
        try session.send("q")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(session.capture())")
    }

    @Test("A kept run that failed opens in the debugger at the step it failed at")
    func aFailedRunOpensAtItsFailedStep() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let library = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000d200", "name": "Third Word", "actions": [
          {"id": "00000000-0000-4000-8000-00000000d201", "action": "Shortcuts.Text",
           "parameters": {"text": {"text": "one two"}}},
          {"id": "00000000-0000-4000-8000-00000000d202", "action": "Shortcuts.SplitText",
           "parameters": {"separator": {"enum": "spaces"}, "text": {"var": "00000000-0000-4000-8000-00000000d201"}}},
          {"id": "00000000-0000-4000-8000-00000000d203", "action": "getItem",
           "list": {"var": "00000000-0000-4000-8000-00000000d202"}, "item": "index", "index": {"number": 3}}
        ]}
        """.write(to: library.appendingPathComponent("third-word.json"), atomically: true, encoding: .utf8)
        let session = try await TmuxSession(
            width: 110, height: 32, program: "shortcuts", environment: environment, interactive: true)
        try await Self.openEditor("Third Word", in: session)
        try session.send("g")
        _ = try #require(await session.waitFor("✗ Third Word"), "the run did not fail: \(session.capture())")
        // Esc and a key at once read as Alt and the key: one at a time.
        try session.send("Escape")
        _ = try #require(await session.waitFor("g Run  d Debug"), "back in the editor: \(session.capture())")
        try session.send("H")
        _ = try #require(await session.waitFor("Runs of Third Word"), "\(session.capture())")
        try session.send("d")
        let screen = try #require(
            await session.waitFor("before 3 Get Item from List  ✗"), "not at the failed step: \(session.capture())")
        #expect(screen.contains { $0.contains("step 3 of 3") }, "\(screen)")
        #expect(Self.valueRow("2 Split Text", in: screen)?.contains("2 items: one, two") == true, "\(screen)")
        try session.send("Escape")
        _ = try #require(await session.waitFor("Runs of Third Word"), "\(session.capture())")
        try session.send("Escape")
        _ = try #require(await session.waitFor("g Run  d Debug"), "\(session.capture())")
        try session.send("q")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(session.capture())")
    }
}
