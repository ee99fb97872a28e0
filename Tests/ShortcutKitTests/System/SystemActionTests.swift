import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// Open URL, the clipboard actions and Show Notification, with fake desktop programs on a
/// `PATH` of a temporary folder: each fake writes what it was given to a log folder.
@Suite struct SystemActionTests {
    /// A folder of fake programs and the log folder they write to.
    final class FakeDesktop: Sendable {
        let bin: URL
        let log: URL

        init(_ programs: [String: String]) throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(UUID().uuidString)")
            bin = root.appendingPathComponent("bin")
            log = root.appendingPathComponent("log")
            for folder in [bin, log] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            for (name, body) in programs {
                try TestProgram.write("#!/bin/sh\n\(body)\n", to: bin.appendingPathComponent(name))
            }
        }

        deinit { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }

        func environment(_ extra: [String: String] = [:], terminal: (@Sendable (String) -> Void)? = nil)
            -> SystemEnvironment
        {
            var variables = ["PATH": "\(bin.path):/usr/bin:/bin", "FAKE_LOG": log.path]
            for (key, value) in extra { variables[key] = value }
            // A generous limit: these tests are about what the programs are given and say, and
            // a shell script can take seconds to start on a loaded machine.
            return SystemEnvironment(variables: variables, terminal: terminal, programTimeout: .seconds(120))
        }

        func logged(_ name: String) -> String? {
            try? String(contentsOf: log.appendingPathComponent(name), encoding: .utf8)
        }
    }

    static let recordArguments = #"printf '%s\n' "$@" > "$FAKE_LOG/$(basename "$0")""#
    static let clipboardPrograms = [
        "wl-copy": #"cat > "$FAKE_LOG/clipboard"; echo wl-copy >> "$FAKE_LOG/used""#,
        "wl-paste": #"cat "$FAKE_LOG/clipboard""#,
        "xclip":
            #"if [ "$3" = -in ]; then cat > "$FAKE_LOG/clipboard"; echo xclip >> "$FAKE_LOG/used"; else cat "$FAKE_LOG/clipboard"; fi"#,
        "xsel":
            #"if [ "$2" = --input ]; then cat > "$FAKE_LOG/clipboard"; echo xsel >> "$FAKE_LOG/used"; else cat "$FAKE_LOG/clipboard"; fi"#,
    ]

    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012x", 0xf000 + n))" }

    static func shortcut(_ actions: [String]) -> String {
        let body = actions.enumerated().map { i, action in "{\"id\": \"\(id(i + 1))\", " + action.dropFirst() }
        return
            "{\"format\": 1, \"id\": \"\(id(0))\", \"name\": \"System\", \"actions\": [\(body.joined(separator: ",\n"))]}"
    }

    func run(_ actions: [String], in environment: SystemEnvironment) async throws
        -> (output: (any Sendable)?, events: [RunEvent], error: RunError?)
    {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut(actions))
        do {
            let events = EventLog()
            let runner = ShortcutRunner(catalog: home.catalog, policy: .unrestricted)
            let result = try await SystemEnvironment.$current.withValue(environment) {
                try await home.run {
                    try await runner.run(document, prompter: NonInteractivePrompter(), events: events.append)
                }
            }
            return (result.output, events.all, nil)
        } catch let error as RunError { return (nil, [], error) }
    }

    static let open = #"{"action": "openURL", "url": {"text": "https://example.org/a b"}}"#

    // MARK: Open URL

    @Test func openURLTakesBrowserEntriesInOrderThenXdgOpenThenShowsTheURL() async throws {
        let desktop = try FakeDesktop(["my-browser": Self.recordArguments, "xdg-open": Self.recordArguments])
        _ = try await run([Self.open], in: desktop.environment(["BROWSER": "not-installed:my-browser --new-tab=%s %%"]))
        #expect(desktop.logged("my-browser") == "--new-tab=https://example.org/a b\n%\n")
        #expect(desktop.logged("xdg-open") == nil)

        _ = try await run([Self.open], in: desktop.environment())
        #expect(desktop.logged("xdg-open") == "https://example.org/a b\n")

        let nothing = try FakeDesktop([:])
        let shown = try await run([Self.open], in: nothing.environment())
        #expect(shown.error == nil)
        #expect(
            shown.events.contains { if case .opens(_, "Open https://example.org/a b") = $0 { true } else { false } })
    }

    @Test func aProgramThatFailsFailsTheActionWithItsStatusAndWhatItSaid() async throws {
        let desktop = try FakeDesktop(["xdg-open": "echo 'no method available for opening it' >&2; exit 3"])
        let result = try await run([Self.open], in: desktop.environment())
        #expect(
            result.error?.description
                == "action 1 (Open URL): xdg-open failed (exit status 3): no method available for opening it")
        let notURL = try await run([#"{"action": "openURL", "url": {"text": "--help"}}"#], in: desktop.environment())
        #expect(notURL.error?.message == "'--help' is not a URL")
    }

    @Test func cancellingKillsTheProgramAndWhatItStarted() async throws {
        let desktop = try FakeDesktop(["xdg-open": #"sleep 60 & echo $! > "$FAKE_LOG/child"; wait"#])
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut([Self.open]))
        let environment = desktop.environment()
        let task = Task {
            try await SystemEnvironment.$current.withValue(environment) {
                try await home.run {
                    try await ShortcutRunner(catalog: home.catalog, policy: .unrestricted).run(
                        document, prompter: NonInteractivePrompter())
                }
            }
        }
        var child: Int32?
        for _ in 0..<6_000 where child == nil {
            try await Task.sleep(for: .milliseconds(10))
            child = desktop.logged("child").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let pid = try #require(child)
        task.cancel()
        guard case .failure(let error as RunError) = await task.result else {
            Issue.record("the run was not cancelled")
            return
        }
        #expect(error.kind == .cancelled)
        // The grandchild (the `sleep`) is gone too: the whole process group was killed.
        var alive = true
        for _ in 0..<6_000 where alive {
            alive = kill(pid, 0) == 0
            if alive { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(!alive)
    }

    // MARK: The clipboard

    @Test func copyAndGetGoThroughWaylandThenX11Programs() async throws {
        let desktop = try FakeDesktop(Self.clipboardPrograms)
        let text = "héllo\nwörld "
        let copy = #"{"action": "copyToClipboard", "input": {"text": "héllo\nwörld "}}"#
        let get = #"{"action": "getClipboard"}"#
        let wayland = try await run(
            [copy, get], in: desktop.environment(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]))
        #expect(wayland.error == nil)
        #expect(wayland.output as? String == text)
        let x11 = try await run([copy], in: desktop.environment(["DISPLAY": ":0"]))
        #expect(x11.error == nil)
        #expect(desktop.logged("used") == "wl-copy\nxclip\n")

        let xsel = try FakeDesktop(["xsel": Self.clipboardPrograms["xsel"]!])
        _ = try await run([copy], in: xsel.environment(["DISPLAY": ":0"]))
        #expect(xsel.logged("used") == "xsel\n")
        #expect(xsel.logged("clipboard") == text)
    }

    @Test func withoutAProgramTheTerminalTakesTheCopyAndGetClipboardSaysWhatToInstall() async throws {
        let desktop = try FakeDesktop(Self.clipboardPrograms)
        let written = Mutex<[String]>([])
        // No display: the clipboard programs are not used, the terminal is.
        let environment = desktop.environment(terminal: { sequence in written.withLock { $0.append(sequence) } })
        let copied = try await run([#"{"action": "copyToClipboard", "input": {"text": "hi ✓"}}"#], in: environment)
        #expect(copied.error == nil)
        #expect(written.withLock { $0 } == ["\u{1B}]52;c;aGkg4pyT\u{07}"])

        let none = try await run([#"{"action": "copyToClipboard", "input": {"text": "x"}}"#], in: desktop.environment())
        #expect(
            none.error?.message
                == "there is no clipboard: install wl-clipboard (Wayland), xclip or xsel (X11), or run in a terminal")
        let get = try await run([#"{"action": "getClipboard"}"#], in: environment)
        #expect(get.error?.message.hasPrefix("the clipboard cannot be read: install wl-clipboard") == true)
    }

    // MARK: Notifications

    @Test func notificationsGoToNotifySendElseToTheRun() async throws {
        let desktop = try FakeDesktop(["notify-send": Self.recordArguments])
        let notify = #"{"action": "showNotification", "body": {"text": "Backup done"}, "title": {"text": "Backups"}}"#
        let sent = try await run([notify], in: desktop.environment())
        #expect(sent.error == nil)
        #expect(desktop.logged("notify-send") == "--app-name=Shortcuts\n--\nBackups\nBackup done\n")
        #expect(!sent.events.contains { if case .notification = $0 { true } else { false } })

        let nothing = try FakeDesktop([:])
        let shown = try await run([notify], in: nothing.environment())
        #expect(
            shown.events.contains {
                if case .notification(_, "Backups", "Backup done") = $0 { true } else { false }
            })
    }
}
