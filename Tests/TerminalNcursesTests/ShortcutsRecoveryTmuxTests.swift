import Foundation
import Glibc
import Testing

/// The real editor killed or signalled with unsaved changes: the next start offers them back.
@Suite(
    "unsaved work survives signals, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ShortcutsRecoveryTmuxTests {
    /// Opens Countdown, moves its first card down (an unsaved change), waits until its recovery
    /// copy is on disk, then sends `signal`; the next start offers the change back, and restoring
    /// and saving puts it in the file.
    @Test(
        "kill -9, SIGTERM and SIGHUP with unsaved changes: the next start offers them back",
        arguments: [SIGKILL, SIGTERM, SIGHUP])
    func unsavedChangesSurvive(_ signal: Int32) async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let home = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!)
        let file = home.appendingPathComponent("shortcuts/countdown.json")

        let first = try await TmuxSession.editor(environment)
        let saved = try String(contentsOf: file, encoding: .utf8)
        try first.open("countdown")
        _ = try #require(await first.waitFor("End Repeat"), "\(first.capture())")
        try first.send("J")
        _ = try #require(await first.waitFor("Countdown •"), "\(first.capture())")
        // The editor's own copy (`<id>.<owner>.json`).
        #expect(await first.waitUntil { TwoEditorsTmuxTests.copies(home).count == 1 }, "no recovery copy was written")
        let pid = try #require(await first.pid())
        #expect(kill(pid, signal) == 0)
        let exit = try #require(await first.waitForExit(), "\(first.capture())")
        #expect(exit.status == 128 + Int(signal))
        // (Nothing can give the terminal back after kill -9; the shell after it would reset it.)
        if signal != SIGKILL { #expect(isSane(exit.stty), "\(exit.stty)") }
        #expect(try String(contentsOf: file, encoding: .utf8) == saved, "the file changed without a save")

        let second = try await TmuxSession.editor(environment)
        try second.open("countdown")
        _ = try #require(
            await second.waitFor("Unsaved changes found"), "the recovery copy was not offered: \(second.capture())")
        try second.send("r")
        _ = try #require(await second.waitFor("Restored the unsaved changes"), "\(second.capture())")
        try second.send("Escape")
        _ = try #require(
            await second.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(second.capture())")
        try second.send("q")
        #expect(try #require(await second.waitForExit()).status == 0)
        let restored = try String(contentsOf: file, encoding: .utf8)
        #expect(restored != saved)
        // The moved card: the Repeat block now comes first, the Number inside it.
        let repeatAt = try #require(restored.range(of: #""action": "repeat""#)?.lowerBound)
        let numberAt = try #require(restored.range(of: #""action": "Shortcuts.Number""#)?.lowerBound)
        #expect(repeatAt < numberAt, "\(restored)")
        #expect(TwoEditorsTmuxTests.copies(home).isEmpty)
    }
}
