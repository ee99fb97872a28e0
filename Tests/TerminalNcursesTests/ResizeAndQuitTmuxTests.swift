import Foundation
import Glibc
import TerminalUI
import Testing

/// Resizing repaints at once, with no key pressed, through a storm of resizes too; SIGQUIT gives
/// the terminal back as the other signals do. The harness is single-threaded, but the real
/// `shortcuts` binary runs Swift concurrency's threads, which SIGWINCH may be delivered to:
/// only a wake-up through the loop's pipe repaints it reliably, so both are tested.
@Suite(
    "resize and SIGQUIT in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ResizeAndQuitTmuxTests {
    /// Sizes to go through one at a time: narrower, wider, shorter, taller, and back. Twenty in
    /// CI; `TERMINAL_RESIZES=N` runs N (docs/reliability/terminal.md has the larger run's figures).
    static let sizes: [(Int, Int)] = {
        let count: Int = ProcessInfo.processInfo.environment["TERMINAL_RESIZES"].flatMap { Int($0) } ?? 20
        return (0..<count).map { (index: Int) -> (Int, Int) in (60 + (index * 17) % 61, 15 + (index * 7) % 16) }
    }()
    /// A bound on a repaint that never comes, not a measure of its speed: a loaded machine (a
    /// parallel suite, a CI runner's neighbours) can hold a repaint up for seconds. How fast it is
    /// is printed, and docs/reliability/terminal.md quotes it.
    static let repaintBound: Duration = .seconds(60)

    /// Whether the screen is the library's frame, whole, at exactly this size: the box's top and
    /// bottom borders span the width, every row between has both sides, and the rows below are
    /// the status and the key bar.
    static func isLibraryFrame(_ screen: [String], width: Int, height: Int) -> Bool {
        guard screen.count >= height, height >= 5 else { return false }
        let top = screen[0]
        let bottom = screen[height - 3]
        guard top.hasPrefix("┌ Shortcuts"), top.hasSuffix("┐"), TextWidth.width(of: top) == width,
            bottom.hasPrefix("└"), bottom.hasSuffix("┘"), TextWidth.width(of: bottom) == width
        else { return false }
        return screen[1..<(height - 3)].allSatisfy {
            $0.hasPrefix("│") && $0.hasSuffix("│") && TextWidth.width(of: $0) == width
        }
            && screen[height - 2].contains("shortcuts")
    }

    /// Whether the screen is the harness's frame at this size: the size in its status line and a
    /// box as wide as the terminal on every row.
    static func isHarnessFrame(_ screen: [String], width: Int, height: Int) -> Bool {
        guard screen.count >= height, height >= 5 else { return false }
        let box = screen[0..<(height - 3)]
        return screen[height - 2].hasSuffix("\(width)×\(height)")
            && box.first?.hasPrefix("┌ terminal-harness") == true && box.last?.hasPrefix("└") == true
            && box.allSatisfy {
                TextWidth.width(of: $0) == width && ($0.hasSuffix("┐") || $0.hasSuffix("│") || $0.hasSuffix("┘"))
            }
    }

    /// Resizes one at a time, then in a burst, sending no key, and checks each repaint.
    func resizeWithoutKeys(
        _ session: TmuxSession, name: String, isFrame: @escaping @Sendable ([String], Int, Int) -> Bool
    ) async throws {
        var delays: [Duration] = []
        for (width, height) in Self.sizes {
            let start = ContinuousClock.now
            try session.resize(width: width, height: height)
            let repainted = await session.waitForScreen(timeout: Self.repaintBound) { isFrame($0, width, height) }
            #expect(
                repainted != nil, "no repaint at \(width)×\(height) within \(Self.repaintBound): \(session.capture())")
            if repainted != nil { delays.append(ContinuousClock.now - start) }
        }
        // The figure docs/reliability/terminal.md quotes (polling the pane every 20 ms).
        let sorted = delays.sorted()
        print(
            "\(name): \(delays.count) of \(Self.sizes.count) resizes repainted without a key"
                + (sorted.isEmpty ? "" : "; median \(sorted[sorted.count / 2]), slowest \(sorted.last!)"))
        // A storm: twenty resizes as fast as tmux takes them, then the last size must be drawn whole.
        for index in 0..<20 { try session.resize(width: 70 + index % 9, height: 18 + index % 5) }
        try session.resize(width: 90, height: 26)
        let settled = await session.waitForScreen(timeout: Self.repaintBound) { isFrame($0, 90, 26) }
        #expect(settled != nil, "garbled after a storm of resizes: \(session.capture())")
        // And it stays right: no late repaint at a size from the storm.
        try await Task.sleep(for: .milliseconds(300))
        #expect(isFrame(session.capture(), 90, 26), "\(session.capture())")
    }

    @Test("The shortcuts library repaints at each new size without a key, through a storm of resizes")
    func shortcutsRepaintsOnResize() async throws {
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: try ShortcutsTmuxEndToEndTests.environment())
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)),
            "the library never drew: \(session.capture())")
        try await resizeWithoutKeys(session, name: "shortcuts", isFrame: Self.isLibraryFrame)
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
    }

    @Test("The harness repaints at each new size without a key, through a storm of resizes")
    func harnessRepaintsOnResize() async throws {
        let session = try await TmuxSession(width: 100, height: 30)
        _ = try #require(await session.waitFor("100×30"), "\(session.capture())")
        try await resizeWithoutKeys(session, name: "terminal-harness", isFrame: Self.isHarnessFrame)
        try session.send("q")
        #expect(try #require(await session.waitForExit()).status == 0)
    }

    /// Checks the terminal the shell got back after SIGQUIT: settings, screen, cursor and mouse.
    func expectRestoredAfterQuit(_ session: TmuxSession, name: String) async throws {
        let pid = try #require(await session.pid())
        #expect(kill(pid, SIGQUIT) == 0)
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(name) did not exit: \(session.capture())")
        // 128 + SIGQUIT: the signal went on to its default action after the restore.
        #expect(exit.status == 128 + Int(SIGQUIT), "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(session.format("#{alternate_on}") == "0", "\(name) left the alternate screen on")
        #expect(session.format("#{cursor_flag}") == "1", "\(name) left the cursor hidden")
        #expect(session.format("#{mouse_any_flag}") == "0", "\(name) left mouse reporting on")
        #expect(await session.waitFor("$") != nil, "the shell prompt is not back: \(session.capture())")
    }

    @Test("Ctrl-\\ is a key in raw mode; SIGQUIT restores the terminal and exits with 131 (harness)")
    func harnessQuit() async throws {
        let session = try await TmuxSession(environment: ["SWIFT_BACKTRACE": "enable=no"], interactive: true)
        _ = try #require(await session.waitFor("100×30"), "\(session.capture())")
        #expect(session.format("#{alternate_on}") == "1")
        #expect(session.format("#{mouse_any_flag}") == "1")
        // Raw mode turns ISIG off: Ctrl-\ reaches the program as a key and stops nothing.
        try session.send("C-\\")
        _ = try #require(await session.waitFor("key: ctrl+\\"), "Ctrl-\\ did not arrive as a key: \(session.capture())")
        let pid = try #require(await session.pid())
        #expect(kill(pid, 0) == 0, "Ctrl-\\ ended the harness")
        try await expectRestoredAfterQuit(session, name: "the harness")
    }

    @Test("SIGQUIT restores the terminal and exits with 131 (shortcuts)")
    func shortcutsQuit() async throws {
        var environment = try ShortcutsTmuxEndToEndTests.environment()
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: environment, interactive: true)
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(90)), "\(session.capture())")
        try await expectRestoredAfterQuit(session, name: "shortcuts")
    }
}
