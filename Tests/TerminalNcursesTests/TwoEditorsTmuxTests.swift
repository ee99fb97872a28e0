import Foundation
import Glibc
import Testing

/// Two real editors open on one shortcut of one library: each keeps its unsaved changes and its
/// recovery copy to itself, and a save from one makes the other ask before overwriting.
@Suite(
    "two editors on one shortcut, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct TwoEditorsTmuxTests {
    static let countdownID = "00000000-0000-4000-8000-000000000700"

    /// The recovery copies of Countdown on disk, of every editor.
    static func copies(_ home: URL) -> [URL] {
        let folder = home.appendingPathComponent("shortcuts/.recovery")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(countdownID) && $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Starts the real editor on `environment` and opens Countdown.
    static func openCountdown(_ environment: [String: String]) async throws -> TmuxSession {
        let session = try await TmuxSession.editor(environment)
        try session.open("countdown")
        _ = try #require(await session.waitFor("End Repeat", timeout: .seconds(60)), "\(session.capture())")
        return session
    }

    /// The first card's row of the editor on screen (row 1, under the title).
    static func firstCard(_ session: TmuxSession) -> String { session.capture().dropFirst().first ?? "" }

    @Test("A second editor is not offered the first's unsaved changes, and its Discard leaves them alone")
    func eachEditorKeepsItsOwnUnsavedChanges() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        let first = try await Self.openCountdown(environment)
        try first.send("J")
        _ = try #require(await first.waitFor("Countdown •"), "\(first.capture())")
        #expect(await first.waitUntil { Self.copies(home).count == 1 }, "the first editor wrote no recovery copy")
        let firstCopy = try #require(Self.copies(home).first)
        let firstEdit = try String(contentsOf: firstCopy, encoding: .utf8)

        // The second editor opens the file as saved and says the shortcut is being edited elsewhere.
        let second = try await Self.openCountdown(environment)
        _ = try #require(await second.waitFor("another editor"), "\(second.capture())")
        let screen = second.capture()
        #expect(!screen.joined().contains("Unsaved changes found"), "\(screen)")
        #expect(screen.first?.hasPrefix("┌ Countdown ─") == true, "\(screen)")
        #expect(Self.firstCard(second).contains("◆ 3"), "\(screen)")

        // Its own change gets its own copy; discarding it when quitting removes only that one.
        try second.send("J")
        _ = try #require(await second.waitFor("Countdown •"), "\(second.capture())")
        #expect(await second.waitUntil { Self.copies(home).count == 2 }, "\(Self.copies(home))")
        try second.send("C-c")
        _ = try #require(await second.waitFor("before quitting?"), "\(second.capture())")
        try second.send("n")
        #expect(try #require(await second.waitForExit(timeout: .seconds(60))).status == 0)
        #expect(Self.copies(home) == [firstCopy])
        #expect(try String(contentsOf: firstCopy, encoding: .utf8) == firstEdit)
        #expect(first.capture().first?.hasPrefix("┌ Countdown •") == true, "\(first.capture())")

        // Once the first editor is gone (kill -9), its copy is offered back to the next one.
        let pid = try #require(await first.pid())
        #expect(kill(pid, SIGKILL) == 0)
        _ = try #require(await first.waitForExit(timeout: .seconds(60)))
        let third = try await Self.openCountdown(environment)
        _ = try #require(await third.waitFor("Unsaved changes found"), "\(third.capture())")
        try third.send("r")
        _ = try #require(await third.waitFor("Restored the unsaved changes"), "\(third.capture())")
        #expect(Self.firstCard(third).contains("Repeat"), "\(third.capture())")
        // The restored changes are now the third editor's: the dead editor's copy is gone.
        #expect(await third.waitUntil { Self.copies(home).count == 1 && Self.copies(home) != [firstCopy] })
        try third.send("Escape")
        _ = try #require(await third.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(third.capture())")
        try third.send("q")
        #expect(try #require(await third.waitForExit(timeout: .seconds(60))).status == 0)
        #expect(Self.copies(home).isEmpty)
    }

    @Test("A save from one editor makes the other ask Reload, Overwrite or Save as Copy")
    func aSaveFromOneMakesTheOtherAsk() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        let file = home.appendingPathComponent("shortcuts/countdown.json")
        let first = try await Self.openCountdown(environment)
        let second = try await Self.openCountdown(environment)
        try first.send("J")
        _ = try #require(await first.waitFor("Countdown •"), "\(first.capture())")
        // The second editor's change is another one: the last card moved up.
        for _ in 1...9 { try second.send("Down") }
        _ = try #require(await second.waitFor("10/10"), "\(second.capture())")
        try second.send("K")
        _ = try #require(await second.waitFor("Countdown •"), "\(second.capture())")

        try first.send("C-s")
        _ = try #require(
            await first.waitForScreen { $0.first?.hasPrefix("┌ Countdown ─") == true }, "\(first.capture())")
        let firstSaved = try String(contentsOf: file, encoding: .utf8)
        try second.send("C-s")
        _ = try #require(await second.waitFor("Changed on disk"), "\(second.capture())")
        #expect(try String(contentsOf: file, encoding: .utf8) == firstSaved, "the second save overwrote the first")
        try second.send("r")
        _ = try #require(await second.waitFor("Reloaded from disk"), "\(second.capture())")
        #expect(Self.firstCard(second).contains("Repeat"), "\(second.capture())")
        #expect(second.capture().first?.hasPrefix("┌ Countdown ─") == true, "\(second.capture())")

        for session in [first, second] {
            try session.send("Escape")
            _ = try #require(
                await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(session.capture())")
            try session.send("q")
            #expect(try #require(await session.waitForExit(timeout: .seconds(60))).status == 0)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == firstSaved)
        #expect(Self.copies(home).isEmpty)
    }
}
