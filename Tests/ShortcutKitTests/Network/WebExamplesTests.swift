import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// The web and clipboard examples from the command line, as a person runs them: JSON API Call
/// against the local test server (allowed in the config file and trusted), Clipboard Cleaner
/// with a stand-in wl-copy/wl-paste on PATH.
@Suite(.serialized) struct WebExamplesTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-web-\(UUID().uuidString)")
    var bin: URL { home.appendingPathComponent("bin") }

    func shortcuts(_ arguments: String..., environment extra: [String: String] = [:]) async throws
        -> ShortcutsCLI.Result
    {
        var changes: [String: String?] = ["PATH": bin.path + ":/usr/bin:/bin", "WAYLAND_DISPLAY": nil, "DISPLAY": nil]
        for (key, value) in extra { changes[key] = value }
        return try await ShortcutsCLI.run(arguments, home: home, environment: changes)
    }

    @Test func theJSONAPICallRendersTheAnswerAsText() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let url = "\(server.base)/book"
        let denied = try await shortcuts("run", "JSON API Call", "--input", url, "--no-input")
        #expect(denied.status == 77)
        #expect(denied.error.contains("allowNetwork"))

        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"allowNetwork\": true}\n".write(to: config, atomically: true, encoding: .utf8)
        let trust = try await shortcuts("trust", "JSON API Call")
        #expect(trust.status == 0, "\(trust.error)")
        let run = try await shortcuts("run", "JSON API Call", "--input", url, "--no-input")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Dune by Frank Herbert (412 pages), HTTP 200\n")
        #expect(run.error == "")

        let missing = try await shortcuts("run", "JSON API Call", "--input", "\(server.base)/status/404", "--no-input")
        #expect(missing.status == 70)
        #expect(missing.error.contains("the server answered 404 "))
        #expect(missing.error.contains(": status 404 body"))
    }

    @Test func theClipboardCleanerTidiesTheClipboard() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let clipboard = home.appendingPathComponent("clipboard")
        try "  Copied   from\na  PDF,\n\n  with   gaps  \n".write(to: clipboard, atomically: true, encoding: .utf8)
        for (name, body) in [("wl-copy", "cat > \"$FAKE_CLIPBOARD\""), ("wl-paste", "cat \"$FAKE_CLIPBOARD\"")] {
            try TestProgram.write("#!/bin/sh\n\(body)\n", to: bin.appendingPathComponent(name))
        }
        let run = try await shortcuts(
            "run", "Clipboard Cleaner", "--no-input",
            environment: ["WAYLAND_DISPLAY": "wayland-test", "FAKE_CLIPBOARD": clipboard.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Copied: Copied from a PDF, with gaps\n")
        #expect(try String(contentsOf: clipboard, encoding: .utf8) == "Copied from a PDF, with gaps")

        // No clipboard program and no terminal: it says what to install.
        let none = try await shortcuts("run", "Clipboard Cleaner", "--no-input", environment: ["PATH": "/usr/bin:/bin"])
        #expect(none.status == 70)
        #expect(none.error.contains("the clipboard cannot be read: install wl-clipboard"))
    }
}
