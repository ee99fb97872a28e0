import Foundation
import Testing

/// The real editor answers the mouse in a real terminal: SGR reports typed into the pane as a
/// terminal sends them (wheel, press, release), and `q` quits from the editor.
@Suite(
    "the mouse in the library and the editor, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct MouseTmuxTests {
    /// An SGR mouse report: button code, 1-based column and row, press (`M`) or release (`m`).
    static func report(_ button: Int, x: Int, y: Int, pressed: Bool = true) -> String {
        "\u{1B}[<\(button);\(x + 1);\(y + 1)\(pressed ? "M" : "m")"
    }

    @Test("The wheel moves the selection, a click selects, a second click opens, q quits")
    func wheelClickAndQuit() async throws {
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: try ShortcutsTmuxEndToEndTests.environment())
        _ = try #require(await session.waitFor("\(exampleCount) shortcuts"), "\(session.capture())")
        try session.type(Self.report(65, x: 10, y: 5))
        _ = try #require(
            await session.waitForScreen { $0.count > 4 && $0[4].contains("› ") }, "wheel: \(session.capture())")
        // Click the second shortcut's row, twice: selected, then opened.
        for _ in 0..<2 {
            try session.type(Self.report(0, x: 10, y: 2))
            try session.type(Self.report(0, x: 10, y: 2, pressed: false))
        }
        _ = try #require(
            await session.waitForScreen {
                $0.first.map { $0.hasPrefix("┌ ") && !$0.hasPrefix("┌ Shortcuts") } ?? false
            },
            "open: \(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "q: \(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
    }
}
