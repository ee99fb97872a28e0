import Foundation
import Glibc
import TerminalUI
import Testing

/// The real binary in a real terminal (tmux): it draws, redraws on resize, takes keys and pastes,
/// and however it ends (q, SIGTERM, a crash, after Ctrl-Z) the shell gets its terminal back with
/// echo and canonical input on.
@Suite(
    "tmux end to end", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct TmuxEndToEndTests {
    @Test("It draws, keeps CJK and emoji aligned, and redraws on resize, too small included")
    func drawsAndResizes() async throws {
        let session = try await TmuxSession(width: 100, height: 30)
        let first = try #require(await session.waitFor("100×30"), "the harness never drew: \(session.capture())")
        #expect(first[0].hasPrefix("┌ terminal-harness"))
        // Every row of the box ends at column 100: wide characters took exactly two columns.
        for line in first.prefix(27) { #expect(TextWidth.width(of: line) == 100, "\(line)") }
        #expect(first.contains { $0.contains("日本語のテキスト") && $0.hasSuffix("│") })
        #expect(first.contains { $0.contains("📚") && $0.hasSuffix("│") })
        #expect(first.contains { $0.contains("Escape^[[31m injected") })

        try session.resize(width: 80, height: 24)
        let smaller = try #require(await session.waitFor("80×24"), "no redraw after resize: \(session.capture())")
        #expect(smaller[0].hasSuffix("┐") && TextWidth.width(of: smaller[0]) == 80)
        #expect(smaller[20].hasPrefix("└"))

        try session.resize(width: 30, height: 8)
        let tiny = try #require(
            await session.waitFor("Terminal too small"), "no notice when too small: \(session.capture())")
        #expect(!tiny.contains { $0.contains("terminal-harness") })

        try session.resize(width: 100, height: 30)
        #expect(await session.waitFor("100×30") != nil)
        try session.send("q")
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 0)
    }

    @Test("Keys filter the list; a paste arrives whole in the text field")
    func typingAndPaste() async throws {
        let session = try await TmuxSession()
        _ = try #require(await session.waitFor("100×30"))
        try session.send("/")
        try session.type("caf")
        let filtered = try #require(await session.waitFor("1/45"), "\(session.capture())")
        #expect(filtered.contains { $0.contains("/caf") })
        #expect(!filtered.contains { $0.contains("Item 01") })
        try session.send("Escape")
        #expect(await session.waitForScreen { screen in screen.contains { $0.contains("Item 01") } } != nil)
        try session.send("Tab")
        _ = try #require(await session.waitFor("key: tab"))
        try session.paste("hello\nworld")
        let pasted = try #require(await session.waitFor("paste (11 characters)"), "\(session.capture())")
        #expect(pasted.contains { $0.contains("Name: hello world") })
        try session.send("Enter")
        #expect(await session.waitFor("Using name: hello world", timeout: .seconds(60)) != nil)
        try session.send("C-c")
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
    }

    @Test("q leaves the terminal sane, and what went to standard error is shown after")
    func quit() async throws {
        let session = try await TmuxSession()
        _ = try #require(await session.waitFor("100×30"))
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "the harness did not exit: \(session.capture())")
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(exit.stderr == "terminal-harness: started\n")
    }

    @Test("SIGTERM leaves the terminal sane and exits with 143")
    func sigterm() async throws {
        let session = try await TmuxSession()
        _ = try #require(await session.waitFor("100×30"))
        let pid = try #require(await session.pid())
        #expect(kill(pid, SIGTERM) == 0)
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 128 + Int(SIGTERM))
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(exit.stderr.contains("terminal-harness: started"))
    }

    @Test("A crash leaves the terminal sane and its message is shown")
    func crash() async throws {
        let session = try await TmuxSession(arguments: ["--allow-crash"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        _ = try #require(await session.waitFor("100×30"))
        try session.send("!")
        let exit = try #require(await session.waitForExit())
        #expect(exit.status > 128)
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(exit.stderr.contains("crash requested from the harness"), "\(exit.stderr)")
    }

    @Test("Ctrl-Z stops the program with the screen given back to the shell; fg redraws it")
    func suspend() async throws {
        let session = try await TmuxSession(interactive: true)
        _ = try #require(await session.waitFor("100×30"), "\(session.capture())")
        let pid = try #require(await session.pid())
        try session.send("C-z")
        let stopped = await session.waitForScreen { _ in TmuxSession.processState(pid) == "T" }
        #expect(stopped != nil, "the harness did not stop")
        let shell = await session.waitForScreen { screen in
            !screen.contains { $0.contains("┌ terminal-harness") } && screen.contains { $0.hasPrefix("$") }
        }
        #expect(shell != nil, "the shell did not get the screen back: \(session.capture())")
        try session.type("fg")
        try session.send("Enter")
        let redrawn = try #require(await session.waitFor("100×30"), "no redraw after fg: \(session.capture())")
        #expect(redrawn[0].hasPrefix("┌ terminal-harness"))
        #expect(redrawn.contains { $0.contains("Item 01") })
        try session.send("q")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
    }
}
