import Foundation
import Testing

/// `R` in the editor refuses a name another shortcut has, as the library's `r` does (issue 29,
/// item 4): `shortcuts run NAME` finds a shortcut by its name.
@Suite(
    "rename in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct RenameTmuxTests {
    @Test("R with another shortcut's name is refused; a free name is taken")
    func renameRefusesATakenName() async throws {
        let session = try await TmuxSession.editor(try ShortcutsTmuxEndToEndTests.environment())
        try session.send("/")
        try session.type("countdown")
        try session.send("Enter")
        try session.send("Enter")
        _ = try #require(await session.waitFor("End Repeat"), "the editor did not open: \(session.capture())")
        try session.send("R")
        try session.type("word tools")
        try session.send("Enter")
        let refused = try #require(
            await session.waitFor("Another shortcut is already called word tools"), "\(session.capture())")
        #expect(refused[0].hasPrefix("┌ Countdown"), "\(refused[0])")
        // The field stays open with the name: a free one is taken.
        try session.send("BSpace")
        try session.send("BSpace")
        try session.send("BSpace")
        try session.send("BSpace")
        try session.send("BSpace")
        try session.type("wise")
        try session.send("Enter")
        let renamed = try #require(
            await session.waitForScreen { $0.first?.hasPrefix("┌ word wise") == true }, "\(session.capture())")
        #expect(!renamed.contains { $0.contains("already called") })
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved"), "\(session.capture())")
        try session.send("q")
        _ = try #require(await session.waitForExit(), "shortcuts did not exit: \(session.capture())")
    }
}
