import Foundation
import Glibc
import Testing

/// The real `shortcuts` binary with no arguments, in tmux: it draws the library of a fresh
/// home, opens a shortcut and goes back, and leaves the terminal sane when it quits or is
/// terminated.
@Suite(
    "shortcuts editor in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct ShortcutsTmuxEndToEndTests {
    /// A temporary SHORTCUTS_HOME (created with the examples on first use) and files root.
    static func environment() throws -> [String: String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shortcuts-e2e-\(UUID().uuidString.prefix(8))")
        let files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        return ["SHORTCUTS_HOME": root.appendingPathComponent("home").path, "SHORTCUTS_FILES_ROOT": files.path,
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    }

    @Test("It draws the library, opens a shortcut, goes back, and q restores the terminal")
    func openAndQuit() throws {
        let session = try TmuxSession(width: 100, height: 30, program: "shortcuts", environment: try Self.environment())
        let library = try #require(session.waitFor("14 shortcuts", timeout: .seconds(30)), "the library never drew: \(session.capture())")
        #expect(library[0].hasPrefix("┌ Shortcuts"))
        #expect(library.contains { $0.contains("Countdown") && $0.contains("7 actions") })
        try session.send("/")
        try session.type("countdown")
        try session.send("Enter")
        try session.send("Enter")
        let editor = try #require(session.waitFor("End Repeat"), "the editor did not open: \(session.capture())")
        #expect(editor[0].hasPrefix("┌ Countdown"))
        #expect(editor.contains { $0.contains("No problems") })
        try session.send("Escape")
        #expect(session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true } != nil, "\(session.capture())")
        try session.send("q")
        let exit = try #require(session.waitForExit(), "shortcuts did not exit: \(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
    }

    @Test("--theme and the theme picker are remembered in the config file")
    func themeIsRemembered() throws {
        let environment = try Self.environment()
        let config = URL(fileURLWithPath: environment["XDG_CONFIG_HOME"]!).appendingPathComponent("shortcuts/config.json")
        let first = try TmuxSession(width: 100, height: 30, program: "shortcuts", arguments: ["--theme", "high-contrast"], environment: environment)
        _ = try #require(first.waitFor("14 shortcuts", timeout: .seconds(30)), "\(first.capture())")
        try first.send("q")
        #expect(try #require(first.waitForExit()).status == 0)
        let text = try String(contentsOf: config, encoding: .utf8)
        #expect(text == "{\n  \"theme\": \"high-contrast\"\n}\n")
        // The next run without --theme starts on the remembered theme.
        let second = try TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(second.waitFor("14 shortcuts", timeout: .seconds(30)), "\(second.capture())")
        // The picker (t) starts on the theme in use; the next one down is chosen and remembered.
        try second.send("t")
        _ = try #require(second.waitFor("high-contrast"), "the theme picker did not open: \(second.capture())")
        try second.send("j")
        try second.send("Enter")
        _ = try #require(second.waitFor("Theme: light"), "\(second.capture())")
        try second.send("q")
        let exit = try #require(second.waitForExit())
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(try String(contentsOf: config, encoding: .utf8) == "{\n  \"theme\": \"light\"\n}\n")
    }

    @Test("SIGTERM restores the terminal")
    func sigterm() throws {
        let session = try TmuxSession(width: 100, height: 30, program: "shortcuts", environment: try Self.environment())
        _ = try #require(session.waitFor("14 shortcuts", timeout: .seconds(30)), "\(session.capture())")
        let pid = try #require(session.pid())
        #expect(kill(pid, SIGTERM) == 0)
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 128 + Int(SIGTERM))
        #expect(isSane(exit.stty), "\(exit.stty)")
    }
}
