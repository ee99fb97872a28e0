import BlockingTestSupport
import Foundation
import Glibc
import Testing

/// A restored recovery copy shows its entities by title (issue 29, item 25): a book picked in the
/// unsaved version showed as "Open Missing Book (…)", since only the saved version's books had
/// been looked up.
@Suite(
    "restored entities by title, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct RecoveryTitlesTmuxTests {
    /// The editor's recovery copies of the test's shortcut.
    static func copies(_ home: URL) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: home.appendingPathComponent("shortcuts/.recovery").path)) ?? []
        return names.filter {
            $0.lowercased().hasPrefix("00000000-0000-4000-8000-0000000b0c00") && $0.hasSuffix(".json")
        }
    }

    @Test("A book picked before kill -9 shows by title once restored")
    func restoredBookHasItsTitle() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        // The library, made by a first command, with the shortcut added to it.
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let binary = try #require(TmuxSession.executable(named: "shortcuts")).path
        _ = try await offThePool { try ChildProcess.run(binary, ["list"], environment: variables) }
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000b0c00", "name": "Reread Dune", "actions": [
          {"id": "00000000-0000-4000-8000-0000000b0c01", "action": "Books.OpenBook",
           "parameters": {"book": {"entity": {"type": "Books.BookEntity", "id": "B00C0000-0000-4000-8000-000000000001"}}}}]}
        """.write(to: home.appendingPathComponent("shortcuts/reread-dune.json"), atomically: true, encoding: .utf8)
        let first = try await TmuxSession.editor(environment, shortcuts: exampleCount + 1)
        try first.open("reread dune")
        _ = try #require(await first.waitFor("┌ Reread Dune"), "\(first.capture())")
        // Another book, picked by search: the unsaved change.
        try first.send("Tab")
        try first.send("Enter")
        _ = try #require(await first.waitFor("search book"), "no picker: \(first.capture())")
        try first.type("piranesi")
        _ = try #require(
            await first.waitForScreen { screen in screen.contains { $0.contains("› ▤ Piranesi") } },
            "the search did not select Piranesi: \(first.capture())")
        try first.send("Enter")
        _ = try #require(await first.waitFor("Open Piranesi"), "\(first.capture())")
        #expect(await first.waitUntil { Self.copies(home).count == 1 }, "no recovery copy was written")
        let pid = try #require(await first.pid())
        #expect(kill(pid, SIGKILL) == 0)
        _ = try #require(await first.waitForExit(), "\(first.capture())")

        let second = try await TmuxSession.editor(environment, shortcuts: exampleCount + 1)
        try second.open("reread dune")
        _ = try #require(await second.waitFor("Unsaved changes found"), "\(second.capture())")
        try second.send("r")
        let restored = try #require(
            await second.waitForScreen { screen in screen.contains { $0.contains("Open Piranesi") } },
            "the restored book is not shown by its title: \(second.capture())")
        #expect(!restored.contains { $0.contains("Missing Book") }, "\(restored)")
        try second.send("C-s")
        _ = try #require(await second.waitFor("Saved"), "\(second.capture())")
        try second.send("q")
        _ = try #require(await second.waitForExit())
    }
}
