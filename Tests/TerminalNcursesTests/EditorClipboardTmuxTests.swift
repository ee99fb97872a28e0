import Foundation
import Glibc
import Testing

/// Copy to Clipboard from the editor's run pane, in a terminal with no clipboard program: the
/// text reaches the terminal's clipboard through OSC 52, written by the editor's backend (tmux
/// with `set-clipboard on` keeps it as a paste buffer), and the screen stays whole.
@Suite(.serialized) struct EditorClipboardTmuxTests {
    static let copied = "copied through OSC 52 ✓"

    @Test func copyToClipboardInTheRunPaneWritesOSC52() async throws {
        guard TmuxSession.isAvailable else { return }
        var environment = try ShortcutsTmuxEndToEndTests.environment()
        // No clipboard program: not on PATH, and no display to use one with.
        let bin = URL(fileURLWithPath: environment["SHORTCUTS_FILES_ROOT"]!).deletingLastPathComponent()
            .appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        environment["PATH"] = bin.path + ":/usr/bin:/bin"
        environment["DISPLAY"] = ""
        environment["WAYLAND_DISPLAY"] = ""
        let library = URL(fileURLWithPath: environment["SHORTCUTS_HOME"]!).appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000c1b00", "name": "OSC Copy", "actions": [
          {"id": "00000000-0000-4000-8000-0000000c1b01", "action": "copyToClipboard", "input": {"text": "\(Self.copied)"}}
        ]}
        """.write(to: library.appendingPathComponent("osc-copy.json"), atomically: true, encoding: .utf8)

        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: environment, interactive: true)
        _ = try #require(await session.waitFor("OSC Copy", timeout: .seconds(60)), "\(session.capture())")
        #expect(session.pasteBuffers().isEmpty)
        try session.send("g")
        let screen = try #require(await session.waitFor("Copy to Clipboard"), "\(session.capture())")
        _ = try #require(
            await session.waitForScreen { _ in !session.pasteBuffers().isEmpty },
            "nothing reached the clipboard: \(session.capture())")
        let buffer = try TmuxSession.run(["tmux", "-u", "-S", session.socketPath, "show-buffer"]).output
        #expect(buffer == Self.copied)
        #expect(!screen.joined().contains("there is no clipboard"), "\(screen)")
        try session.send("Escape")
        _ = try #require(
            await session.waitForScreen { $0.first?.hasPrefix("┌ Shortcuts") == true }, "\(session.capture())")
        try session.send("q")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit())
        #expect(exit.status == 0)
    }
}
